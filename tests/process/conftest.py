from __future__ import annotations

import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pytest_asyncio

from bot.local.standin import FakeDiscord
from bot.local.standin.models import Channel
from tests.loopback.driver import Table
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
    # Exceptions a test provokes on purpose and may find in the bot's log (see assert_no_traceback).
    allowed_errors: tuple[str, ...] = ()
    channels: dict[str, Channel] = field(default_factory=dict)  # the extra text channels, by name

    async def restart_after_kill9(self) -> None:
        await self.bot.kill9()
        self.table.open_hands.clear()  # a new process remembers no open hand
        await self.bot.start()

    def table_in(self, channel: str, seed: int = 7) -> Table:
        """Another table's players, at one of the extra channels (one bot serves every channel)."""
        return Table(
            self.fake,
            self.oracle,
            self.table.players,
            rng=random.Random(seed),
            channel=self.channels[channel],
        )


@asynccontextmanager
async def open_wire(
    tmp_path: Path, channels: tuple[str, ...] = (), *, log_level: str = "INFO"
) -> AsyncIterator[Wire]:
    """Start the fake (with #cards and ``channels``) and the bot (logging at ``log_level``); on the way
    out, stop the bot cleanly and fail on a traceback in its log or on any rule of Discord it broke."""
    fake = FakeDiscord()
    players = {name: fake.add_user(name) for name in PLAYER_NAMES}
    extra = {name: fake.add_channel(name) for name in channels}  # before the bot sees the guild
    await fake.start()
    db_path = tmp_path / "cardroom.sqlite3"
    bot = BotProcess(fake, db_path, tmp_path / "bot", log_level=log_level)
    oracle = Oracle(db_path)
    w = Wire(fake, bot, oracle, Table(fake, oracle, players, rng=random.Random(7)), channels=extra)
    try:
        await bot.start()
        yield w
        if bot.process is not None:
            assert await bot.stop() == 0
        bot.assert_no_traceback(w.allowed_errors)
        fake.assert_clean()
    finally:
        if bot.process is not None:
            await bot.kill9()
        await fake.close()


@pytest_asyncio.fixture
async def wire(tmp_path: Path) -> AsyncIterator[Wire]:
    async with open_wire(tmp_path) as w:
        yield w
