"""The write locks (storage/locks.py): writers of different tables run side by side on PostgreSQL, writers
of one table, one channel, or one server's ratings of a game take turns, and nothing is lost or doubled.

Two ``Store``s on one PostgreSQL database stand for two shard processes (each has its own pool). A third
connection holds a key open, so the others' transactions are seen waiting in ``pg_locks`` (or not), with
no timing guess. The outcomes of the races (one table per channel, no lost rating, a refused stale
action) are checked on SQLite too, where one writer at a time makes them hold by construction.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine
from typing import Any, TypeVar

import asyncpg
import pytest

from storage import (
    ChannelBusyError,
    Deadlines,
    ResultRecord,
    StaleVersionError,
    StorageBusyError,
    Store,
    TableRecord,
)
from storage import postgres as postgres_module
from storage.errors import StorageError
from storage.locks import LockSpace, channel_lock, ratings_lock, table_lock
from tests.storage.factories import GAME, GUILD, OTHER_GAME, open_game, plus_one_for_a_win

ANN, BOB = (1, "Ann"), (2, "Bob")
# Long enough that a test's waiter never runs out while the holder lets go (the real 1 s is tested below).
PATIENT_LOCK_TIMEOUT_MS = 20_000
T = TypeVar("T")
SEEN_WITHIN_S = 10.0

_WAITING = """
    SELECT COUNT(*) FROM pg_locks
    WHERE locktype = 'advisory' AND NOT granted
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
"""


@pytest.fixture
async def two_processes(
    postgres_database: str, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[tuple[Store, Store]]:
    monkeypatch.setattr(postgres_module, "LOCK_TIMEOUT_MS", PATIENT_LOCK_TIMEOUT_MS)
    first = await Store.open(postgres_database)
    second = await Store.open(postgres_database)
    try:
        yield first, second
    finally:
        await first.close()
        await second.close()


async def waiting(url: str) -> int:
    """How many transactions wait for an advisory lock right now."""
    connection = await asyncpg.connect(url)
    try:
        return int(await connection.fetchval(_WAITING))
    finally:
        await connection.close()


async def until_waiting(url: str, count: int) -> None:
    async def poll() -> None:
        while await waiting(url) < count:
            await asyncio.sleep(0.02)

    await asyncio.wait_for(poll(), SEEN_WITHIN_S)


async def waits_while_held(url: str, holder: Holder, write: Coroutine[Any, Any, T]) -> T:
    """Start ``write`` while ``holder`` holds its keys: it must be seen waiting for one, and not be done,
    until the holder lets go; then its result."""
    async with holder:
        task = asyncio.create_task(write)
        await until_waiting(url, 1)
        assert not task.done()
    return await task


class Holder:
    """A transaction of ``store`` holding ``locks`` until ``release()``."""

    def __init__(self, store: Store, *locks: object) -> None:
        self._store, self._locks = store, locks
        self._inside, self._go = asyncio.Event(), asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    async def __aenter__(self) -> Holder:
        self._task = asyncio.create_task(self._hold())
        await asyncio.wait_for(self._inside.wait(), SEEN_WITHIN_S)
        return self

    async def _hold(self) -> None:
        async with self._store.database.transaction(*self._locks):  # type: ignore[arg-type]
            self._inside.set()
            await self._go.wait()

    async def __aexit__(self, *exc: object) -> None:
        self._go.set()
        assert self._task is not None
        await self._task


def finishing(store: Store, table: TableRecord) -> Callable[[], Awaitable[TableRecord]]:
    """The action that ends ``table``'s game with Ann winning, rated."""
    results = [
        ResultRecord(user_id=1, name="Ann", seat=0, score=10, rank=1),
        ResultRecord(user_id=2, name="Bob", seat=1, score=5, rank=2),
    ]
    return lambda: store.record_action(
        table.id,
        seat=0,
        action="play:last",
        state='{"over": true}',
        expected_version=table.version,
        results=results,
        rate=plus_one_for_a_win,
    )


async def test_writers_of_different_tables_do_not_wait_for_each_other(
    two_processes: tuple[Store, Store], postgres_database: str
) -> None:
    first, second = two_processes
    mine = await open_game(first, channel_id=10, players=[ANN, BOB])
    theirs = await open_game(second, channel_id=11, players=[ANN, BOB])
    async with Holder(first, table_lock(mine.id)):
        moved = await asyncio.wait_for(
            second.record_action(theirs.id, seat=0, action="a", state="{}", expected_version=theirs.version),
            SEEN_WITHIN_S,
        )
        assert moved.version == theirs.version + 1, "committed while the other table's transaction is open"
        assert await waiting(postgres_database) == 0


async def test_writers_of_one_table_take_turns(
    two_processes: tuple[Store, Store], postgres_database: str
) -> None:
    first, second = two_processes
    table = await open_game(first, channel_id=10, players=[ANN, BOB])
    action = second.record_action(table.id, seat=0, action="a", state="{}", expected_version=table.version)
    moved = await waits_while_held(postgres_database, Holder(first, table_lock(table.id)), action)
    assert moved.version == table.version + 1


async def test_a_writer_kept_waiting_past_the_lock_timeout_is_told_the_storage_is_busy(
    postgres_database: str,
) -> None:
    first, second = await Store.open(postgres_database), await Store.open(postgres_database)
    try:
        table = await open_game(first, channel_id=10, players=[ANN, BOB])
        async with Holder(first, table_lock(table.id)):
            with pytest.raises(StorageBusyError):
                await second.record_action(table.id, seat=0, action="a", state="{}", expected_version=1)
        assert [a.action for a in await second.actions(table.id)] == [], "the refused action stored nothing"
    finally:
        await first.close()
        await second.close()


async def test_a_whole_database_transaction_waits_for_every_writer(
    two_processes: tuple[Store, Store], postgres_database: str
) -> None:
    first, second = two_processes
    table = await open_game(first, channel_id=10, players=[ANN, BOB])
    forgetting = second.forget_user(99)  # no key: the whole database
    await waits_while_held(postgres_database, Holder(first, table_lock(table.id)), forgetting)


async def test_an_action_waits_for_a_whole_database_transaction(
    two_processes: tuple[Store, Store], postgres_database: str
) -> None:
    """The usual action is one statement on PostgreSQL (no BEGIN): it still takes the whole database
    shared, so it waits while a transaction that must run alone (a migration, the copy) is open."""
    first, second = two_processes
    table = await open_game(first, channel_id=10, players=[ANN, BOB])
    action = second.record_action(table.id, seat=0, action="a", state="{}", expected_version=table.version)
    moved = await waits_while_held(postgres_database, Holder(first), action)  # no key: the whole database
    assert moved.version == table.version + 1
    assert [a.action for a in await second.actions(table.id)] == ["a"]


async def test_recording_a_turn_ping_waits_for_the_tables_writer(
    two_processes: tuple[Store, Store], postgres_database: str
) -> None:
    """Also one statement holding the table's key, not a transaction of its own."""
    first, second = two_processes
    table = await open_game(first, channel_id=10, players=[ANN, BOB])
    recording = second.set_ping_message(table.id, 777)
    await waits_while_held(postgres_database, Holder(first, table_lock(table.id)), recording)
    assert await first.ping_message(table.id) == 777


# Other writes made as one statement holding the table's key, like the turn ping's: each, what of the
# table it changes, and what a fresh read shows once it is done.
Write = Callable[[Store, int], Awaitable[object]]
ONE_STATEMENT_WRITES: dict[str, tuple[Write, Callable[[TableRecord], object], object]] = {
    "the table message": (lambda store, table: store.set_message(table, 888), lambda t: t.message_id, 888),
    "the deadline": (
        lambda store, table: store.set_deadline(table, 1_900_000_000.0),
        lambda t: t.deadline,
        1_900_000_000.0,
    ),
    "everything due": (
        lambda store, table: store.set_deadlines(
            table, Deadlines(reminder_at=1_900_000_000.0, bots_due=True)
        ),
        lambda t: (t.deadline, t.reminder_at, t.bots_due),
        (None, 1_900_000_000.0, True),
    ),
}


@pytest.mark.parametrize("what", ONE_STATEMENT_WRITES)
async def test_one_statement_writes_wait_for_the_tables_writer(
    two_processes: tuple[Store, Store], postgres_database: str, what: str
) -> None:
    first, second = two_processes
    table = await open_game(first, channel_id=10, players=[ANN, BOB])
    write, shown, written = ONE_STATEMENT_WRITES[what]
    await waits_while_held(postgres_database, Holder(first, table_lock(table.id)), write(second, table.id))
    stored = await first.get_table(table.id)
    assert stored is not None and shown(stored) == written


async def test_two_games_ending_at_once_in_one_server_and_game_lose_no_rating(
    two_processes: tuple[Store, Store], postgres_database: str
) -> None:
    first, second = two_processes
    games = [
        await open_game(store, channel_id=20 + i, players=[ANN, BOB]) for i, store in enumerate(two_processes)
    ]
    games += [
        await open_game(store, channel_id=30 + i, players=[ANN, BOB]) for i, store in enumerate(two_processes)
    ]
    stores = [first, second, first, second]
    async with Holder(first, ratings_lock(GUILD, GAME)):
        ending = [
            asyncio.create_task(finishing(store, table)()) for store, table in zip(stores, games, strict=True)
        ]
        await until_waiting(postgres_database, len(games))  # every one wrote its results, none its ratings
    await asyncio.gather(*ending)
    ann = (await first.player_ratings(GUILD, 1))[GAME]
    assert (ann.mu, ann.games) == (4.0, 4), "each win counted once, on top of the one before"
    changes = [change for table in games for change in await first.rating_changes(table.id)]
    sequence = sorted(
        change.before.games if change.before else 0 for change in changes if change.name == "Ann"
    )
    assert sequence == [0, 1, 2, 3], "each game read the rating the previous one wrote"


async def test_ratings_of_another_game_are_not_held_up(
    two_processes: tuple[Store, Store], postgres_database: str
) -> None:
    first, second = two_processes
    table = await open_game(second, channel_id=20, players=[ANN, BOB], game_id=OTHER_GAME)
    async with Holder(first, ratings_lock(GUILD, GAME)):
        await asyncio.wait_for(finishing(second, table)(), SEEN_WITHIN_S)
    assert (await first.player_ratings(GUILD, 1))[OTHER_GAME].games == 1


async def test_two_tables_opened_at_once_in_one_channel_give_one(
    two_processes: tuple[Store, Store], postgres_database: str
) -> None:
    async def opening(store: Store, host: tuple[int, str]) -> TableRecord:
        return await store.create_table(
            guild_id=GUILD,
            channel_id=40,
            game_id=GAME,
            options="{}",
            seed=1,
            host_id=host[0],
            host_name=host[1],
        )

    first, second = two_processes
    async with Holder(first, channel_lock(40)):
        both = [
            asyncio.create_task(opening(store, host))
            for store, host in zip(two_processes, (ANN, BOB), strict=True)
        ]
        await until_waiting(postgres_database, 2)
    outcomes = await asyncio.gather(*both, return_exceptions=True)
    opened = [o for o in outcomes if isinstance(o, TableRecord)]
    refused = [o for o in outcomes if isinstance(o, ChannelBusyError)]
    assert len(opened) == 1 and len(refused) == 1, outcomes
    assert (await second.active_table_in_channel(40)).id == opened[0].id  # type: ignore[union-attr]


async def test_the_version_guard_refuses_the_second_of_two_actions_from_one_screen(store: Store) -> None:
    table = await open_game(store, channel_id=50, players=[ANN, BOB])
    outcomes = await asyncio.gather(
        *(
            store.record_action(
                table.id, seat=0, action=f"play:{i}", state="{}", expected_version=table.version
            )
            for i in range(2)
        ),
        return_exceptions=True,
    )
    assert sorted(type(o).__name__ for o in outcomes) == ["StaleVersionError", "TableRecord"]
    assert len(await store.actions(table.id)) == 1


async def test_the_version_guard_refuses_a_stale_action_from_another_process(
    two_processes: tuple[Store, Store], postgres_database: str
) -> None:
    first, second = two_processes
    table = await open_game(first, channel_id=50, players=[ANN, BOB])
    async with Holder(first, table_lock(table.id)):
        both = [
            asyncio.create_task(
                store.record_action(
                    table.id, seat=0, action="play", state="{}", expected_version=table.version
                )
            )
            for store in two_processes
        ]
        await until_waiting(postgres_database, 2)
    outcomes = await asyncio.gather(*both, return_exceptions=True)
    assert sum(isinstance(o, TableRecord) for o in outcomes) == 1
    assert sum(isinstance(o, StaleVersionError) for o in outcomes) == 1, outcomes
    assert len(await second.actions(table.id)) == 1


async def test_a_key_found_inside_a_transaction_must_come_after_those_held(postgres_database: str) -> None:
    store = await Store.open(postgres_database)
    try:
        with pytest.raises(StorageError, match="out of order"):
            async with store.database.transaction(ratings_lock(GUILD, GAME)) as session:
                await session.lock(table_lock(1))
        async with store.database.transaction(table_lock(1)) as session:
            await session.lock(ratings_lock(GUILD, GAME))  # the order a finishing game takes them in
    finally:
        await store.close()


def test_keys_fit_postgres_and_every_process_computes_the_same() -> None:
    snowflake = 1_180_000_000_000_000_000  # a Discord id: 64 bits
    for lock in (channel_lock(snowflake), table_lock(snowflake), ratings_lock(snowflake, GAME)):
        assert -(2**31) <= lock.key < 2**31
    assert ratings_lock(GUILD, GAME) == ratings_lock(GUILD, GAME)
    assert ratings_lock(GUILD, GAME) != ratings_lock(GUILD, OTHER_GAME)
    assert channel_lock(5) < table_lock(5) < ratings_lock(GUILD, GAME), (
        "the order a transaction takes them in"
    )
    assert [space.value for space in LockSpace] == sorted(space.value for space in LockSpace)
