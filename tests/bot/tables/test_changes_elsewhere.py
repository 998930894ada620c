"""A table is kept in memory by the process of its guild's shard, between its own writes; a write made
by another process (a click on a hand sent by DM reaches shard 0's process, whatever the table's guild)
is announced to it, and what it shows next is current. Two stores on one PostgreSQL database, with
shards of their own, stand for the two processes; the clock is the test's (nothing sleeps but the wait
for a notice to arrive)."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator

import asyncpg
import pytest_asyncio

from bot.tables import TableService
from bot.tables.rows import FRESH_SECONDS
from storage import Shards, Store, shard_of
from tests.bot.tables.conftest import SEED
from tests.bot.tables.test_bots_and_clocks import Clock
from tests.bot.tables.test_fresh_records import CountingStore
from tests.bot.tables.test_service import ALICE, BOB, CAROL, GUILD, open_with
from tests.storage.test_settings_memory import eventually
from tests.support.games import game_taking_turns

PEOPLE = (ALICE, BOB, CAROL)
SHARDS = 2
OWNER = shard_of(GUILD, SHARDS)  # the tables' guild's shard
LATER = 10 * FRESH_SECONDS  # long after any bound on how old a kept row may be


class Processes:
    def __init__(self, owner: TableService, other: TableService, clock: Clock) -> None:
        self.owner, self.other, self.clock = owner, other, clock

    @property
    def owner_reads(self) -> int:
        store = self.owner._store
        assert isinstance(store, CountingStore)
        return store.reads


@pytest_asyncio.fixture
async def processes(postgres_database: str) -> AsyncIterator[Processes]:
    clock = Clock()
    owner_store = await CountingStore.open(postgres_database, clock=clock, shards=Shards.of(SHARDS, [OWNER]))
    other_store = await Store.open(postgres_database, clock=clock, shards=Shards.of(SHARDS, [1 - OWNER]))
    services = [
        TableService(store, seed_source=lambda: SEED, clock=clock) for store in (owner_store, other_store)
    ]
    yield Processes(*services, clock=clock)
    for service, store in zip(services, (owner_store, other_store), strict=True):
        await service.close()
        await store.close()


async def a_game(processes: Processes) -> int:
    table_id = await open_with(processes.owner, *PEOPLE, game_id=game_taking_turns(3).id)
    await processes.owner.start(table_id, ALICE)
    return table_id


async def play_a_turn(service: TableService, table_id: int, rng: random.Random) -> int:
    """Whoever is to act plays a legal card through ``service``; returns the new version."""
    state = await service.table(table_id)
    user = state.table.user_at(state.to_act[0])
    private = await service.private_view(table_id, user)
    done = await service.act(table_id, user, private.table.version, rng.choice(private.view["legal"]))
    return done.state.table.version


async def test_the_owner_shows_its_table_from_memory_until_someone_writes_it(processes: Processes) -> None:
    table_id = await a_game(processes)
    version = await play_a_turn(processes.owner, table_id, random.Random(1))
    processes.clock.now += LATER
    before = processes.owner_reads
    shown = await processes.owner.table(table_id)
    hands = [await processes.owner.private_view(table_id, person) for person in PEOPLE]
    assert processes.owner_reads == before, "its own table, written by nobody since: no read"
    assert shown.table.version == version and {hand.table.version for hand in hands} == {version}


async def test_a_dm_click_handled_by_another_process_shows_at_once_in_the_owner(processes: Processes) -> None:
    table_id = await a_game(processes)
    rng = random.Random(2)
    await play_a_turn(processes.owner, table_id, rng)
    await processes.owner.table(table_id)  # kept in memory
    version = await play_a_turn(processes.other, table_id, rng)  # the DM click, in shard 0's process

    async def current() -> bool:
        return (await processes.owner.table(table_id)).table.version == version

    await eventually(current, "the other process's action, in the owner's table")
    # The owner's next action starts from the row as stored, not from the one it kept.
    assert await play_a_turn(processes.owner, table_id, rng) == version + 1


async def test_a_process_that_cannot_hear_the_others_keeps_rows_only_briefly(
    processes: Processes, postgres_database: str
) -> None:
    table_id = await a_game(processes)
    admin = await asyncpg.connect(postgres_database)
    try:
        await admin.fetchval(
            "SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity "
            "WHERE application_name = 'cardroom-notices' AND datname = current_database()"
        )
    finally:
        await admin.close()
    await eventually(lambda: _deaf(processes.owner), "the owner knows it cannot hear")
    await play_a_turn(processes.owner, table_id, random.Random(3))
    processes.clock.now += LATER
    before = processes.owner_reads
    await processes.owner.table(table_id)
    assert processes.owner_reads == before + 1, "a change made meanwhile might have gone unheard: read"


async def _deaf(service: TableService) -> bool:
    return not service._store.hears_other_processes
