"""Shards on one database: what a process does unasked reaches only its own shards' tables.

A table belongs to its guild's shard by Discord's formula ``(guild_id >> 22) % shard_count``; a DM table
to shard 0. Two stores on one database, one per shard, stand for two bot processes.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from storage import Shards, Store, shard_of
from tests.storage.factories import GAME, FakeClock, open_game, open_lobby, play_finished, plus_one_for_a_win

SHARDS = 2
IN_SHARD_0 = 6 << 22 | 12345  # a guild of shard 0 of 2 (the low 22 bits do not count)
IN_SHARD_1 = 7 << 22 | 12345  # and one of shard 1
ANN_BEATS_BOB = [(1, "Ann", 9, 1), (2, "Bob", 3, 2)]


@pytest.fixture
async def halves(location: str | Path, clock: FakeClock, store: Store) -> AsyncIterator[tuple[Store, Store]]:
    """Two processes' views of the database ``store`` made: shard 0 of 2 and shard 1 of 2."""
    first = await Store.open(location, clock=clock, shards=Shards.of(SHARDS, [0]))
    second = await Store.open(location, clock=clock, shards=Shards.of(SHARDS, [1]))
    try:
        yield first, second
    finally:
        await first.close()
        await second.close()


def test_a_guild_belongs_to_the_shard_of_its_creation_time_and_a_dm_to_shard_0() -> None:
    assert shard_of(IN_SHARD_0, SHARDS) == 0
    assert shard_of(IN_SHARD_1, SHARDS) == 1
    # Discord API's own guild: its timestamp bits 19403645698 leave 2 modulo 16.
    assert shard_of(81384788765712384, 16) == 2
    assert shard_of(None, SHARDS) == 0
    assert Shards.of(SHARDS, [1]).owns(IN_SHARD_1) and not Shards.of(SHARDS, [1]).owns(None)


def test_shard_ids_must_be_some_of_the_shards() -> None:
    for count, ids in ((2, [2]), (2, []), (0, None)):
        with pytest.raises(ValueError):
            Shards.of(count, ids)
    assert Shards.of(3).everything and not Shards.of(3, [0, 2]).everything


async def test_each_shard_finds_only_its_own_deadlines_and_dm_tables_are_shard_0s(
    store: Store, halves: tuple[Store, Store], clock: FakeClock
) -> None:
    first, second = halves
    mine = await open_lobby(store, channel_id=1, guild_id=IN_SHARD_0)
    theirs = await open_lobby(store, channel_id=2, guild_id=IN_SHARD_1)
    dm = await open_lobby(store, channel_id=3, guild_id=None)
    for table in (mine, theirs, dm):
        await store.set_deadline(table.id, clock() + table.id)
    clock.advance(60)
    assert [t.id for t in await first.due_tables(clock())] == [mine.id, dm.id]
    assert [t.id for t in await second.due_tables(clock())] == [theirs.id]
    assert [t.id for t in await store.due_tables(clock())] == [mine.id, theirs.id, dm.id]  # one process
    assert await second.next_due() == clock() - 60 + theirs.id


async def test_the_sql_filter_agrees_with_the_formula_for_every_guild(
    store: Store, clock: FakeClock, location: str | Path
) -> None:
    guilds = [None, 0, 1, *(n << 22 | n for n in range(1, 12)), 2**63 - 1]
    tables = {}
    for channel, guild in enumerate(guilds, start=1):
        table = await open_lobby(store, channel_id=channel, guild_id=guild)
        await store.set_deadline(table.id, clock())
        tables[table.id] = guild
    for shards in (Shards.of(3, [0]), Shards.of(3, [1, 2]), Shards.of(5, [4])):
        scoped = await Store.open(location, clock=clock, shards=shards)
        try:
            found = {t.id for t in await scoped.due_tables(clock())}
        finally:
            await scoped.close()
        assert found == {table for table, guild in tables.items() if shards.owns(guild)}, shards


async def test_idle_games_and_expired_logs_are_each_shards_own(
    store: Store, halves: tuple[Store, Store], clock: FakeClock
) -> None:
    first, second = halves
    idle_mine = await open_game(store, channel_id=1, guild_id=IN_SHARD_0)
    idle_theirs = await open_game(store, channel_id=2, guild_id=IN_SHARD_1)
    assert await first.untouched_games(clock()) == [idle_mine.id]
    assert await second.untouched_games(clock()) == [idle_theirs.id]
    await play_finished(store, channel_id=3, guild_id=IN_SHARD_0, results=ANN_BEATS_BOB)
    ended = await play_finished(store, channel_id=4, guild_id=IN_SHARD_1, results=ANN_BEATS_BOB)
    clock.advance(10)
    assert await second.next_deletion_due(5) == ended.finished_at + 5
    assert await second.purge_ended_games(clock()) == 1  # only its own game lost its log
    assert await first.purge_ended_games(clock()) == 1
    assert await second.purge_ended_games(clock()) == 0


async def test_a_departed_guild_is_purged_by_its_own_shard_only(
    store: Store, halves: tuple[Store, Store], clock: FakeClock
) -> None:
    first, second = halves
    await open_lobby(store, channel_id=1, guild_id=IN_SHARD_1)
    await store.schedule_guild_deletion(IN_SHARD_1, clock())
    assert await first.pending_guild_deletions() == []
    assert await first.purge_departed_guild(clock()) is None
    purge = await second.purge_departed_guild(clock())
    assert purge is not None and purge.guild_id == IN_SHARD_1 and purge.finished


async def test_the_rating_rebuild_at_start_rates_only_its_own_shards_games(
    store: Store, halves: tuple[Store, Store]
) -> None:
    first, second = halves
    for channel, guild in ((1, IN_SHARD_0), (2, IN_SHARD_1)):  # games from before ratings: unrated
        await play_finished(store, channel_id=channel, guild_id=guild, results=ANN_BEATS_BOB)
    assert await first.ratings_missing() and await second.ratings_missing()
    assert await first.rebuild_ratings(plus_one_for_a_win) == 1
    assert not await first.ratings_missing()
    assert await second.ratings_missing()  # the other shard's games wait for their own process
    assert await store.player_ratings(IN_SHARD_1, 1) == {}
    assert await second.rebuild_ratings(plus_one_for_a_win) == 1
    assert (await store.player_ratings(IN_SHARD_0, 1))[GAME].mu == 1.0  # untouched by the second
    assert (await store.player_ratings(IN_SHARD_1, 1))[GAME].mu == 1.0
