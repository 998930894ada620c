"""The PostgreSQL connection as a transaction sees it (``PostgresSession``: the same methods as SQLite's
``storage.sqlite_session.Session``), and the statement that takes a transaction's write locks.

``storage.postgres`` owns the pool, the transactions and the migrations.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import asyncpg

from storage.dialect import Params, to_postgres
from storage.errors import StorageError
from storage.locks import WriteLock, ordered
from storage.notices import CHANNEL as NOTICES

# The first int of the two-int advisory keys (storage.locks): namespace = base + the key's LockSpace
# rank. Any constants do as long as every Cardroom process agrees on them and they differ from the
# shard claim's (storage.shard_claim, "CARS" and "CARN").
LOCK_NAMESPACE_BASE = 0x43415700  # "CAW\0"


def lock_statement(
    locks: Sequence[WriteLock], *, shared_first: bool, literal: bool = False, named: bool = False
) -> str:
    """One SELECT taking ``locks`` left to right (the executor evaluates a target list in order): one
    round trip whatever their number. With ``shared_first`` the first is the whole-database key, shared.
    ``literal``: the keys written in (ints only), for a statement sent without arguments. ``named``:
    ``:lock_i_space, :lock_i_key`` placeholders (``lock_params``), for a statement that has arguments of
    its own; the text depends only on the number of keys, so PostgreSQL prepares it once."""
    numbers = lock_arguments(locks)
    if literal:
        keys = [f"{int(numbers[2 * i]):d}, {int(numbers[2 * i + 1]):d}" for i in range(len(locks))]
    elif named:
        keys = [f":lock_{i}_space, :lock_{i}_key" for i in range(len(locks))]
    else:
        keys = [f"${2 * i + 1}, ${2 * i + 2}" for i in range(len(locks))]
    calls = [
        f"pg_advisory_xact_lock{'_shared' if shared_first and i == 0 else ''}({key})"
        for i, key in enumerate(keys)
    ]
    return "SELECT " + ", ".join(calls)


def lock_arguments(locks: Sequence[WriteLock]) -> list[int]:
    return [number for lock in locks for number in (LOCK_NAMESPACE_BASE + lock.space, lock.key)]


def lock_params(locks: Sequence[WriteLock]) -> dict[str, int]:
    """The values of ``lock_statement(locks, named=True)``'s placeholders."""
    params: dict[str, int] = {}
    for i, lock in enumerate(locks):
        params[f"lock_{i}_space"], params[f"lock_{i}_key"] = LOCK_NAMESPACE_BASE + lock.space, lock.key
    return params


def _changed(status: str) -> int:
    """Rows changed, from asyncpg's command tag ("UPDATE 3", "INSERT 0 1", "DELETE 0")."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class PostgresSession:
    """One pooled connection inside ``transaction()`` or ``read()``; rows are ``asyncpg.Record``s,
    which answer ``row["name"]`` and ``row[0]`` as ``sqlite3.Row`` does."""

    dialect = "postgresql"
    integrity_errors: tuple[type[Exception], ...] = (asyncpg.IntegrityConstraintViolationError,)

    def __init__(
        self, connection: asyncpg.Connection, held: tuple[WriteLock, ...] = (), *, writes: bool = True
    ) -> None:
        self._connection = connection
        self._held = held  # the advisory keys taken, in order (empty: a read, or the whole database)
        self._writes = writes  # False in ``read()``: outside a transaction a write would commit at once

    async def lock(self, *locks: WriteLock) -> None:
        """Take keys found only inside the transaction (the ratings of the game that just ended). They
        must come after every key held (``storage.locks``: the order that rules out deadlocks); inside
        a whole-database transaction, or one that holds them already, there is nothing to take."""
        wanted = [lock for lock in ordered(locks) if lock not in self._held]
        if not self._held or not wanted:
            return
        if wanted[0] < self._held[-1]:
            raise StorageError(f"write lock {wanted[0]} taken after {self._held[-1]}: out of order")
        await self._connection.execute(lock_statement(wanted, shared_first=False), *lock_arguments(wanted))
        self._held = (*self._held, *wanted)

    async def fetch_one(self, sql: str, params: Params = ()) -> asyncpg.Record | None:
        statement = to_postgres(sql)
        return await self._connection.fetchrow(statement.sql, *statement.arguments(params))

    async def fetch_all(self, sql: str, params: Params = ()) -> list[asyncpg.Record]:
        statement = to_postgres(sql)
        return list(await self._connection.fetch(statement.sql, *statement.arguments(params)))

    async def fetch_value(self, sql: str, params: Params = ()) -> Any:
        row = await self.fetch_one(sql, params)
        return None if row is None else row[0]

    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; return the number of rows it changed."""
        if not self._writes:
            raise StorageError("a read cannot write: use the database's transaction()")
        statement = to_postgres(sql)
        return _changed(await self._connection.execute(statement.sql, *statement.arguments(params)))

    async def execute_many(self, sql: str, params: Iterable[Params]) -> int:
        # One by one (each is a round trip on a prepared statement): asyncpg's executemany reports no
        # row count, and callers check it (every seat assigned).
        return sum([await self.execute(sql, one) for one in params])

    async def defer_foreign_keys(self) -> None:
        """Check foreign keys at COMMIT for the rest of this transaction (the keys are DEFERRABLE)."""
        await self._connection.execute("SET CONSTRAINTS ALL DEFERRED")

    async def notice(self, notice: str) -> None:
        """Tell every process, once this transaction commits, that what ``notice`` names changed
        (storage.notices)."""
        await self._connection.execute("SELECT pg_notify($1, $2)", NOTICES, notice)

    async def copy_records(
        self, table: str, columns: Sequence[str], records: Iterable[Sequence[Any]]
    ) -> None:
        """Bulk-insert rows with PostgreSQL's ``COPY`` (storage.copy): one round trip for many rows."""
        try:
            await self._connection.copy_records_to_table(table, columns=list(columns), records=records)
        # A value of the wrong type (SQLite keeps whatever it is given) fails in asyncpg's encoder.
        except (asyncpg.PostgresError, asyncpg.InterfaceError, TypeError, ValueError, OverflowError) as error:
            raise StorageError(f"rows of the table {table} cannot be written: {error}") from error
