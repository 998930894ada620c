"""Issue 37, finding 11: a server that removed the bot while it was offline was never purged (no
GUILD_DELETE ever came for it). At ready, each server of this process's shards that has data but is no
longer among the bot's servers is now scheduled for deletion, as a removal seen live would be.

The real discord.py client, sharded (shard 0 of 2) on SimCord, on a SQLite file and on PostgreSQL. The
bot is restarted on the same database: the second start is the one that finds a server gone.
"""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio
import simcord

from bot.adapter.client import CardroomBot, ShardedCardroomBot, discord_time
from bot.tables.limits import Limits
from bot.tables.privacy import DataPolicy
from storage import Shards, Store, shard_of
from tests.conftest import SEED
from tests.storage.factories import play_finished
from tests.support.backends import BACKENDS, Databases

SHARDS = Shards.of(2, [0])  # this process: shard 0 of 2
GRACE = 3600.0  # the grace period after a removal, short so the test can pass it
SWEEP_SLACK = 120.0  # the sweeper runs at least every minute (bot/adapter/sweeper.py)
GONE = 1000 << 22  # removed the bot while it was offline: shard 0's, in no list of the bot's servers
SETTINGS_ONLY = 1002 << 22  # gone too, with only its /settings stored: shard 0's
OTHER_SHARD = 1001 << 22  # shard 1's: another process answers for it
ALICE, BOB = 11 << 22, 12 << 22


def sharded_bot(store: Store) -> CardroomBot:
    seeds = itertools.count(SEED)
    return ShardedCardroomBot(
        store=store,
        seed_source=lambda: next(seeds),
        data_policy=DataPolicy(guild_grace_seconds=GRACE),
        limits=Limits.unlimited(),
        global_rate=None,
        shard_count=SHARDS.count,
        shard_ids=sorted(SHARDS.ids),
    )


@pytest.fixture
def stores() -> list[Store]:
    """Every store the test opened: closed once SimCord has stopped the bot (``simcord_bot``'s end)."""
    return []


@pytest_asyncio.fixture
async def simcord_bot(databases: Databases, stores: list[Store]) -> AsyncIterator[CardroomBot]:
    stores.append(await databases.open(clock=discord_time, shards=SHARDS))
    yield sharded_bot(stores[0])
    for store in stores:
        await store.close()


async def a_game_in(store: Store, guild_id: int, channel_id: int) -> int:
    results = [(ALICE, "Alice", 9, 1), (BOB, "Bob", 1, 2)]
    return (await play_finished(store, channel_id=channel_id, guild_id=guild_id, results=results)).id


@pytest.mark.parametrize("backend", BACKENDS)
async def test_a_server_left_while_offline_is_scheduled_for_deletion_at_ready(
    simcord_env: simcord.Env, simcord_bot: CardroomBot, databases: Databases, stores: list[Store]
) -> None:
    env = simcord_env
    present = env.create_guild("Still here", shard_id=0)
    assert shard_of(GONE, 2) == shard_of(SETTINGS_ONLY, 2) == 0 and shard_of(OTHER_SHARD, 2) == 1
    store: Any = simcord_bot.tables._store
    kept = await a_game_in(store, present.id, 1)
    gone = await a_game_in(store, GONE, 2)
    await store.set_table_threads(SETTINGS_ONLY, True)
    other = await a_game_in(store, OTHER_SHARD, 3)

    assert await store.pending_guild_deletions() == [], "nothing scheduled while the bot runs"

    restarted = await databases.open(clock=discord_time, shards=SHARDS)  # the bot starts again
    stores.append(restarted)
    await env.restart_bot(sharded_bot(restarted))
    due = discord_time() + GRACE
    assert await restarted.guild_deletion_at(GONE) == pytest.approx(due, abs=5)
    assert await restarted.guild_deletion_at(SETTINGS_ONLY) == pytest.approx(due, abs=5)
    assert await restarted.guild_deletion_at(present.id) is None, "a server the bot is in is kept"
    assert await restarted.guild_deletion_at(OTHER_SHARD) is None, "another shard's server is not ours"

    await env.advance_time(GRACE + SWEEP_SLACK)
    assert await restarted.get_table(gone) is None, "deleted after the grace period"
    assert (await restarted.guild_settings(SETTINGS_ONLY)).table_threads is False, "settings too"
    assert await restarted.get_table(kept) is not None
    assert await restarted.get_table(other) is not None
