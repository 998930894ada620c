"""The storage over PostgreSQL (``DATABASE_URL=postgresql://…``): the same API as ``storage.database``.

Repositories see the same ``Session`` methods and the same guarantees as over SQLite:

* ``transaction()`` is one PostgreSQL transaction. It first takes a transaction-scoped advisory lock
  (the same key for every Cardroom process on that database), so writers run one at a time exactly as
  SQLite's ``BEGIN IMMEDIATE`` makes them: a check-then-write (one active table per channel, the next
  ``join_seq``) cannot race. Waiting for it is bounded by ``lock_timeout``; running out is
  ``StorageBusyError``, like SQLite's busy timeout.
* ``read()`` is a ``REPEATABLE READ READ ONLY`` transaction: its statements see one snapshot, never a
  half-done write.
* the version guard is the repositories' own ``WHERE version = ?``, unchanged.

Statements are converted to PostgreSQL's spelling by ``storage.dialect`` (once per text, cached). The
migrations are the twins in ``storage/migrations/postgres``; the schema version is the one row of
``schema_version`` (SQLite keeps it in ``PRAGMA user_version``).
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any

import asyncpg

from storage.database import Migration, Params, load_migrations
from storage.dialect import to_postgres
from storage.errors import SchemaError, StorageBusyError, StorageError

__all__ = ["PostgresDatabase", "PostgresSession", "is_postgres_url"]

log = logging.getLogger(__name__)

URL_SCHEMES = ("postgresql://", "postgres://")
# Any constant will do as long as every Cardroom process agrees on it: the writers' lock.
WRITE_LOCK_KEY = 0x43415244  # "CARD"
# As SQLite's BUSY_TIMEOUT_MS (storage.database): a click may wait once and still answer within 3 s.
LOCK_TIMEOUT_MS = 1000
POOL_MIN = 1
POOL_MAX = 10
# How long closing waits for transactions in progress to come back before it cuts their connections: a
# stop must not hang on a task that died holding one.
CLOSE_TIMEOUT_S = 10.0
_SCHEMA_TABLE = "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)"
_READ_VERSION = "SELECT COALESCE(MAX(version), 0) FROM schema_version"


def is_postgres_url(location: object) -> bool:
    return isinstance(location, str) and location.startswith(URL_SCHEMES)


def redacted(url: str) -> str:
    """The URL without its password (``postgresql://user:***@host/db``)."""
    return re.sub(r"(://[^:/@]+):[^@]*@", r"\1:***@", url)


def _changed(status: str) -> int:
    """Rows changed, from asyncpg's command tag ("UPDATE 3", "INSERT 0 1", "DELETE 0")."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class PostgresSession:
    """One pooled connection inside ``transaction()`` or ``read()``; rows are ``asyncpg.Record``s,
    which answer ``row["name"]`` and ``row[0]`` as ``sqlite3.Row`` does."""

    dialect = "postgresql"
    integrity_errors: tuple[type[Exception], ...] = (asyncpg.IntegrityConstraintViolationError,)

    def __init__(self, connection: asyncpg.Connection) -> None:
        self._connection = connection

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
        statement = to_postgres(sql)
        return _changed(await self._connection.execute(statement.sql, *statement.arguments(params)))

    async def execute_many(self, sql: str, params: Iterable[Params]) -> int:
        # One by one (each is a round trip on a prepared statement): asyncpg's executemany reports no
        # row count, and callers check it (every seat assigned).
        return sum([await self.execute(sql, one) for one in params])

    async def defer_foreign_keys(self) -> None:
        """Check foreign keys at COMMIT for the rest of this transaction (the keys are DEFERRABLE)."""
        await self._connection.execute("SET CONSTRAINTS ALL DEFERRED")

    async def copy_records(
        self, table: str, columns: Sequence[str], records: Iterable[Sequence[Any]]
    ) -> None:
        """Bulk-insert rows with PostgreSQL's ``COPY`` (storage.copy): one round trip for many rows."""
        try:
            await self._connection.copy_records_to_table(table, columns=list(columns), records=records)
        # A value of the wrong type (SQLite keeps whatever it is given) fails in asyncpg's encoder.
        except (asyncpg.PostgresError, asyncpg.InterfaceError, TypeError, ValueError, OverflowError) as error:
            raise StorageError(f"rows of the table {table} cannot be written: {error}") from error


class PostgresDatabase:
    """A connection pool, the writers' lock and the migrations. Open with ``await .open(url)``."""

    dialect = PostgresSession.dialect
    integrity_errors = PostgresSession.integrity_errors

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self._pool = pool
        self._closed = False
        self._owners: set[asyncio.Task[Any]] = set()
        self.path = redacted(url)  # for messages and logs: never the password

    @classmethod
    async def open(cls, url: str, *, migrations: Sequence[Migration] | None = None) -> PostgresDatabase:
        try:
            pool = await asyncpg.create_pool(
                url,
                min_size=POOL_MIN,
                max_size=POOL_MAX,
                server_settings={"lock_timeout": str(LOCK_TIMEOUT_MS), "application_name": "cardroom"},
            )
        except (OSError, asyncpg.PostgresError) as error:
            raise StorageError(f"cannot connect to the PostgreSQL database ({error})") from None
        database = cls(pool, url)
        try:
            await database._migrate(
                load_migrations(dialect="postgresql") if migrations is None else migrations
            )
        except BaseException:
            await pool.close()
            raise
        return database

    @property
    def closed(self) -> bool:
        return self._closed

    async def close(self) -> None:
        """Wait for the transactions in progress (the pool's connections come back), then close; after
        ``CLOSE_TIMEOUT_S`` the rest are cut (their transactions roll back)."""
        if self._closed:
            return
        self._closed = True
        try:
            await asyncio.wait_for(self._pool.close(), CLOSE_TIMEOUT_S)
        except TimeoutError:
            log.warning("closing the database: transactions still open after %s s were cut", CLOSE_TIMEOUT_S)
            self._pool.terminate()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[PostgresSession]:
        """One transaction holding the writers' lock; any exception rolls back and propagates."""
        async with self._connection() as connection, _busy_as_storage_error(), connection.transaction():
            await connection.execute("SELECT pg_advisory_xact_lock($1)", WRITE_LOCK_KEY)
            yield PostgresSession(connection)

    @asynccontextmanager
    async def read(self) -> AsyncIterator[PostgresSession]:
        """A read-only snapshot: the statements inside see the same committed state."""
        async with (
            self._connection() as connection,
            _busy_as_storage_error(),
            connection.transaction(isolation="repeatable_read", readonly=True),
        ):
            yield PostgresSession(connection)

    @asynccontextmanager
    async def _connection(self) -> AsyncIterator[asyncpg.Connection]:
        task = asyncio.current_task()
        if task is not None and task in self._owners:
            # The writers' lock is not re-entrant across connections: waiting would hang the task.
            raise StorageError("nested storage transaction (the repository must not call itself)")
        if self._closed:
            raise StorageError("the store is closed")
        if task is not None:
            self._owners.add(task)
        try:
            async with self._pool.acquire() as connection:
                yield connection
        finally:
            self._owners.discard(task)  # type: ignore[arg-type]

    async def schema_version(self) -> int:
        async with self._pool.acquire() as connection:
            await connection.execute(_SCHEMA_TABLE)
            return int(await connection.fetchval(_READ_VERSION))

    async def _migrate(self, migrations: Sequence[Migration]) -> None:
        latest = migrations[-1].version if migrations else 0
        current = await self.schema_version()
        if current > latest:
            raise SchemaError(
                f"the PostgreSQL database has schema version {current}, newer than this code knows "
                f"({latest}); upgrade Cardroom or restore a matching backup"
            )
        for migration in migrations:
            if migration.version > current:
                await self._apply(migration)

    async def _apply(self, migration: Migration) -> None:
        async with self.transaction() as session:
            connection = session._connection
            # Re-read under the writers' lock: another process may have migrated since we looked.
            if int(await connection.fetchval(_READ_VERSION)) >= migration.version:
                return
            try:
                await connection.execute(migration.sql)  # no arguments: the whole script at once
            except asyncpg.PostgresError as exc:
                raise SchemaError(f"migration {migration.name} failed: {exc}") from exc
            await connection.execute("DELETE FROM schema_version")
            await connection.execute("INSERT INTO schema_version (version) VALUES ($1)", migration.version)
        log.info("applied PostgreSQL migration %s", migration.name)


@asynccontextmanager
async def _busy_as_storage_error() -> AsyncIterator[None]:
    """Running out of ``lock_timeout`` (another writer held on) becomes ``StorageBusyError``."""
    try:
        yield
    except asyncpg.LockNotAvailableError as error:
        raise StorageBusyError(f"the database stayed locked by another writer ({error})") from error
