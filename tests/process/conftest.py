from __future__ import annotations

import random
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest_asyncio

from tests.loopback.driver import Table
from tests.loopback.fake_discord import FakeDiscord
from tests.loopback.oracle import Oracle
from tests.loopback.process import BotProcess

PLAYER_NAMES = ("alice", "bob", "carol", "dave")


@dataclass
class Wire:
    """The fake Discord, the real bot process on a real SQLite file, and the players at #cards."""

    fake: FakeDiscord
    bot: BotProcess
    oracle: Oracle
    table: Table

    async def restart_after_kill9(self) -> None:
        await self.bot.kill9()
        self.table.open_hands.clear()  # a new process remembers no open hand
        await self.bot.start()


@pytest_asyncio.fixture
async def wire(tmp_path: Path) -> AsyncIterator[Wire]:
    fake = FakeDiscord()
    players = {name: fake.add_user(name) for name in PLAYER_NAMES}
    await fake.start()
    db_path = tmp_path / "cardroom.sqlite3"
    bot = BotProcess(fake, db_path, tmp_path / "bot")
    oracle = Oracle(db_path)
    w = Wire(fake, bot, oracle, Table(fake, oracle, players, rng=random.Random(7)))
    try:
        await bot.start()
        yield w
        if bot.process is not None:
            assert await bot.stop() == 0
        bot.assert_no_traceback()
        fake.assert_clean()
    finally:
        if bot.process is not None:
            await bot.kill9()
        await fake.close()
