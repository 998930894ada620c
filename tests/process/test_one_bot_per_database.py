"""Two bots on one SQLite file would both answer every click: the second ``python -m bot`` stops at once.

The first bot runs against the loopback fake; a second process with exactly its settings must exit 2
with one sentence, without identifying to Discord, and the first keeps serving its table.
"""

from __future__ import annotations

import asyncio
import sys

import pytest

from tests.process.conftest import Wire
from tests.support.games import game_id_for

# Slow: the real bot as its own process, over the wire (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow


async def test_a_second_bot_on_the_same_database_stops_and_the_first_plays_on(wire: Wire) -> None:
    identified = wire.fake.identify_count
    second = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        cwd=wire.bot.workdir,
        env=wire.bot.env(),
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        _, stderr = await asyncio.wait_for(second.communicate(), timeout=60)
    finally:
        if second.returncode is None:  # it did not stop: end it, then fail below
            second.kill()
            await second.wait()
    assert second.returncode == 2
    assert stderr.decode().strip() == (
        f"Another Cardroom is already running on the database {wire.bot.db_path} "
        f"(it holds {wire.bot.db_path}.lock): stop it first, or set DATABASE_PATH to another file."
    )
    assert wire.fake.identify_count == identified, "the second bot never reached Discord"
    await wire.table.open_and_start(game_id_for(2), ("alice", "bob"))  # the first bot still answers
    assert wire.table.record().status == "playing"
