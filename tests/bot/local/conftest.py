"""A local table for a test: the stand-in, the real bot as its own process on its own SQLite file, and the
page served on 127.0.0.1 (what ``python -m bot local`` runs), plus a real browser to look at it."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from aiohttp import web

from bot.local.page.app import make_app
from bot.local.room import LocalRoom
from bot.local.standin.models import User
from tests.loopback.oracle import Oracle
from tests.loopback.process import LIFTED_LIMITS
from tests.support.screens.chromium import binary, why_missing

STOP_S = 0.5  # a page's long poll must not hold a test's teardown


@dataclass
class LocalTable:
    room: LocalRoom
    url: str  # the page's address
    oracle: Oracle  # what the bot stored, read-only

    def person(self, index: int) -> User:
        return self.room.people[index]

    def page_of(self, person: User) -> str:
        return f"{self.url}?as={person.id}"


OpenTable = Callable[[str], AbstractAsyncContextManager[LocalTable]]


@pytest.fixture
def open_local_table(tmp_path: Path) -> OpenTable:
    """``async with open_local_table("ko") as local:`` a local table whose server speaks that language."""

    @asynccontextmanager
    async def opened(language: str = "en") -> AsyncIterator[LocalTable]:
        # A script clicks faster than people: the limits of a public server are lifted, as for every
        # test of the bot as a process (tests/loopback/process.py).
        lifted = {key: "1000000" for key in LIFTED_LIMITS}
        room = LocalRoom(tmp_path / f"local-{language}", language, settings=lifted)
        runner = web.AppRunner(make_app(room), access_log=None, shutdown_timeout=STOP_S)
        try:
            await room.start()
            await runner.setup()
            site = web.TCPSite(runner, "127.0.0.1", 0)
            await site.start()
            port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
            yield LocalTable(room, f"http://127.0.0.1:{port}/", Oracle(room.database))
        finally:
            await runner.cleanup()
            await room.close()

    return opened


@pytest_asyncio.fixture
async def browser() -> AsyncIterator[Any]:
    """Debian's chromium driven by Playwright; skipped, saying why, where either is missing."""
    missing = why_missing()
    if missing:
        pytest.skip(missing)
    try:
        from playwright.async_api import async_playwright
    except ImportError:
        pytest.skip("playwright is not installed (pip install -e '.[test]')")
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(executable_path=binary(), args=["--no-sandbox"])
        try:
            yield launched
        finally:
            await launched.close()
