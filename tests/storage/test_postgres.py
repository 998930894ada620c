"""The PostgreSQL backend's round trips (storage/postgres.py): a read is its statement alone, reads that must
agree share a snapshot, and a pooled connection goes back without a reset query, leaving nothing behind.

Each round trip is a wait for the server on every click, so these are what keeps a click on PostgreSQL
close to one on SQLite (bench/HISTORY.md, "PostgreSQL round trips per click").
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import asyncpg
import pytest

from storage import Store
from storage.errors import StorageError
from storage.locks import table_lock
from tests.storage.factories import open_game

_STATE = "SELECT state FROM pg_stat_activity WHERE pid = $1"
CHANNEL = 501
_MY_LOCKS = "SELECT COUNT(*) FROM pg_locks WHERE pid = ? AND locktype = 'advisory'"


async def state_between_statements(url: str, pid: int) -> str:
    """What another connection sees of ``pid`` between two of its statements: ``idle`` when it holds no
    transaction open, ``idle in transaction`` when it does."""
    other = await asyncpg.connect(url)
    try:
        return str(await other.fetchval(_STATE, pid))
    finally:
        await other.close()


@pytest.fixture
async def store(postgres_database: str) -> AsyncIterator[Store]:
    opened = await Store.open(postgres_database)
    try:
        yield opened
    finally:
        await opened.close()


async def test_a_read_holds_no_transaction_open_between_its_statements(
    store: Store, postgres_database: str
) -> None:
    async with store.database.read() as session:
        pid = await session.fetch_value("SELECT pg_backend_pid()")
        assert await state_between_statements(postgres_database, pid) == "idle"


async def test_a_snapshot_is_one_transaction_whose_statements_agree(
    store: Store, postgres_database: str
) -> None:
    table = await open_game(store, channel_id=CHANNEL)
    async with store.database.snapshot() as session:
        pid = await session.fetch_value("SELECT pg_backend_pid()")
        assert await state_between_statements(postgres_database, pid) == "idle in transaction"
        before = await session.fetch_value("SELECT version FROM tables WHERE id = ?", (table.id,))
        other = await asyncpg.connect(postgres_database)  # another process bumps the version meanwhile
        try:
            await other.execute("UPDATE tables SET version = version + 1 WHERE id = $1", table.id)
        finally:
            await other.close()
        again = await session.fetch_value("SELECT version FROM tables WHERE id = ?", (table.id,))
    assert again == before
    async with store.database.read() as session:
        assert await session.fetch_value("SELECT version FROM tables WHERE id = ?", (table.id,)) == before + 1


async def test_a_read_refuses_to_write_and_changes_nothing(store: Store) -> None:
    table = await open_game(store, channel_id=CHANNEL)
    for reading in (store.database.read, store.database.snapshot):
        async with reading() as session:
            with pytest.raises(StorageError, match="a read cannot write"):
                await session.execute("UPDATE tables SET version = 99 WHERE id = ?", (table.id,))
    async with store.database.read() as session:
        assert await session.fetch_value("SELECT version FROM tables WHERE id = ?", (table.id,)) != 99


async def test_a_connection_given_back_holds_no_lock_and_no_open_transaction(
    store: Store, postgres_database: str
) -> None:
    """What asyncpg's reset query would undo is never there: a transaction's locks end with it, and one
    that failed half-way was rolled back before its connection went back."""
    table = await open_game(store, channel_id=CHANNEL)
    with pytest.raises(RuntimeError, match="half-way"):
        async with store.database.transaction(table_lock(table.id)) as session:
            failed_on = await session.fetch_value("SELECT pg_backend_pid()")
            await session.execute("UPDATE tables SET version = 99 WHERE id = ?", (table.id,))
            raise RuntimeError("half-way")
    async with store.database.read() as session:  # the pool's one idle connection, lent again
        pid = await session.fetch_value("SELECT pg_backend_pid()")
        assert pid == failed_on
        assert await session.fetch_value(_MY_LOCKS, (pid,)) == 0
        assert await state_between_statements(postgres_database, pid) == "idle", "no transaction open"
        assert await session.fetch_value("SELECT version FROM tables WHERE id = ?", (table.id,)) != 99
