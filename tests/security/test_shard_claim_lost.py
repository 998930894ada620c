"""Issue 37, finding 13: the shard claim's connection dying mid-run is noticed.

A process holds its shards with session advisory locks on a connection of its own
(storage/shard_claim.py). When that connection ends (here: ``pg_terminate_backend`` from another session,
as an administrator, a server restart or a proxy would end it) the locks go with it. The process then
claims its shards again at once, or, when another process got them first, stops with one log line saying
why and exit status 75, so that two processes never go on answering one shard.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import asyncpg
import pytest

from bot.local.standin import FakeDiscord
from games import registry
from storage import Shards
from storage.errors import ShardsInUseError
from storage.shard_claim import SHARD_KEY, ShardClaim
from tests.loopback.driver import Table
from tests.loopback.pg_oracle import PostgresOracle
from tests.loopback.process import BotProcess

CLAIM_APPLICATION = "cardroom-shards"  # how a claim's session names itself in pg_stat_activity
NOTICED_WITHIN_S = 15.0  # a generous ceiling for a hung process, not a measure of speed
GAME = next(r.id for r in registry.all() if r.min_players <= 2 <= r.max_players)

_HOLDERS = """
    SELECT l.pid FROM pg_locks l JOIN pg_stat_activity a USING (pid)
    WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1 AND l.objid = $2 AND l.objsubid = 2
      AND a.application_name = $3
"""


async def claim_holders(admin: asyncpg.Connection, shard: int) -> list[int]:
    """The backends of claim sessions holding ``shard``'s lock."""
    return [row[0] for row in await admin.fetch(_HOLDERS, SHARD_KEY, shard, CLAIM_APPLICATION)]


async def terminate_claims(admin: asyncpg.Connection, shard: int) -> list[int]:
    """End, as an administrator would, every claim session holding ``shard``; their pids."""
    pids = await claim_holders(admin, shard)
    assert pids, f"nobody claims shard {shard}"
    for pid in pids:
        assert await admin.fetchval("SELECT pg_terminate_backend($1)", pid)
    return pids


async def wait_for(condition: Callable[[], Awaitable[bool]], what: str) -> None:
    deadline = time.monotonic() + NOTICED_WITHIN_S
    while not await condition():
        assert time.monotonic() < deadline, f"not within {NOTICED_WITHIN_S} s: {what}"
        await asyncio.sleep(0.05)


async def wait_for_a_new_holder(admin: asyncpg.Connection, shard: int, gone: list[int]) -> None:
    async def claimed_again() -> bool:
        holders = await claim_holders(admin, shard)
        return bool(holders) and not set(holders) & set(gone)

    await wait_for(claimed_again, f"shard {shard} claimed again after its claim's connection was ended")


@pytest.fixture
async def admin(postgres_database: str) -> AsyncIterator[asyncpg.Connection]:
    connection = await asyncpg.connect(postgres_database)
    try:
        yield connection
    finally:
        await connection.close()


async def test_a_terminated_claim_connection_is_claimed_again_and_a_second_claimer_is_refused(
    postgres_database: str, admin: asyncpg.Connection
) -> None:
    first = await ShardClaim.take(postgres_database, Shards.of(2, [0]))
    try:
        gone = await terminate_claims(admin, 0)
        await wait_for_a_new_holder(admin, 0, gone)
        with pytest.raises(ShardsInUseError):
            await ShardClaim.take(postgres_database, Shards.of(2, [0]))
    finally:
        await first.release()
    assert await claim_holders(admin, 0) == [], "released: nothing left claimed"


async def test_a_claim_another_process_took_in_the_gap_is_reported_lost(
    postgres_database: str, admin: asyncpg.Connection
) -> None:
    """The second claimer was already waiting for the lock: PostgreSQL grants it the moment the first
    claim's session ends, before the first process can claim again; the first is told, and stops."""
    lost: list[str] = []
    first = await ShardClaim.take(postgres_database, Shards.of(2, [0]), lost.append)
    second = await asyncpg.connect(postgres_database, server_settings={"application_name": CLAIM_APPLICATION})
    try:
        waiting = asyncio.create_task(second.execute("SELECT pg_advisory_lock($1, 0)", SHARD_KEY))
        await wait_for(lambda: _waits_for_lock(admin), "the second claimer waiting for shard 0")
        gone = await terminate_claims(admin, 0)
        await waiting
        await wait_for(lambda: _true(bool(lost)), "the first claim reported lost")
        assert lost == ["another process claimed its shards while its claim's database connection was down"]
        assert await claim_holders(admin, 0) == [second.get_server_pid()]
        assert second.get_server_pid() not in gone
    finally:
        await first.release()
        await second.close()


async def _waits_for_lock(admin: asyncpg.Connection) -> bool:
    return bool(
        await admin.fetchval("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")
    )


async def _true(value: bool) -> bool:
    return value


@pytest.mark.slow  # the real bot as its own process, over the wire (docs/testing.md#the-quick-tier)
async def test_the_bot_process_claims_again_or_stops_with_status_75(
    tmp_path: Path, postgres_database: str, admin: asyncpg.Connection
) -> None:
    fake = FakeDiscord()
    players = {name: fake.add_user(name) for name in ("alice", "bob")}
    channel = fake.add_channel("cards", fake.add_guild("Cards"))
    await fake.start()
    oracle = PostgresOracle(postgres_database)
    bot = BotProcess(
        fake, tmp_path / "unused.sqlite3", tmp_path / "bot", settings={"DATABASE_URL": postgres_database}
    )
    second: asyncpg.Connection | None = None
    try:
        await bot.start()
        # Its claim's connection ended with nobody else waiting: it claims again and plays on.
        gone = await terminate_claims(admin, 0)
        await wait_for_a_new_holder(admin, 0, gone)
        assert "shards 0 of 1 claimed again on a new database connection" in bot.stderr()
        table = Table(fake, oracle, players, rng=random.Random(0), channel=channel)
        await table.open_and_start(GAME, ("alice", "bob"))

        # Ended again, with another process already waiting for shard 0: that one gets it, this one stops.
        second = await asyncpg.connect(
            postgres_database, server_settings={"application_name": CLAIM_APPLICATION}
        )
        waiting = asyncio.create_task(second.execute("SELECT pg_advisory_lock($1, 0)", SHARD_KEY))
        await wait_for(lambda: _waits_for_lock(admin), "the second claimer waiting for shard 0")
        await terminate_claims(admin, 0)
        await waiting
        assert bot.process is not None
        status = await asyncio.wait_for(bot.process.wait(), NOTICED_WITHIN_S)
        assert status == 75, bot.stderr()
        assert (
            "Stopped: this process lost its claim on its shards, another process claimed its shards "
            "while its claim's database connection was down." in bot.stderr()
        )
        assert await claim_holders(admin, 0) == [second.get_server_pid()]
        bot.process = None
        bot.assert_no_traceback()
    finally:
        if second is not None:
            await second.close()
        if bot.process is not None:
            await bot.kill9()
        oracle.close()
        await fake.close()
