"""The storage over PostgreSQL (``DATABASE_URL=postgresql://…``): the same API as ``storage.database``.

Repositories see the same ``Session`` methods and the same guarantees as over SQLite:

* ``transaction(*locks)`` is one PostgreSQL transaction. It first takes transaction-scoped advisory
  locks on what it guards (``storage.locks``: the table for its actions and lobby, the channel for
  opening a table, the server and game for the ratings a finished game writes, …), in one statement
  and in the keys' order, so a check-then-write (one active table per channel, the next ``join_seq``
  or ``seq``, the priors of a rating) cannot race while writers of other tables — of any process — run
  beside it. Every keyed transaction holds the whole-database key shared; one given no key takes it
  exclusively and runs alone, as every writer did before (migrations, the copy, the rating rebuild,
  forgetting a person, the deletion sweeps). Waiting is bounded by ``lock_timeout``; running out is
  ``StorageBusyError``, like SQLite's busy timeout.
* ``read()`` runs each statement on its own, outside any transaction: one statement is one snapshot
  already, never a half-done write, and it costs one round trip instead of three (BEGIN, the
  statement, COMMIT). A read that needs several statements to agree takes ``snapshot()``, a
  ``REPEATABLE READ READ ONLY`` transaction. A read session refuses to write.
* a connection goes back to the pool without asyncpg's reset query (``pg_advisory_unlock_all(); CLOSE
  ALL; UNLISTEN *; RESET ALL``, one more round trip per transaction): Cardroom leaves nothing on a
  pooled connection for it to undo (transaction-scoped locks only, no cursors, LISTEN or SET), and
  asyncpg still rolls back a transaction left open. The shard claim keeps its session locks on a
  connection of its own (``storage.shard_claim``).
* the version guard is the repositories' own ``WHERE version = ?``, unchanged.

Statements are converted to PostgreSQL's spelling by ``storage.dialect`` (once per text, cached). The
migrations are the twins in ``storage/migrations/postgres``; the schema version is the one row of
``schema_version`` (SQLite keeps it in ``PRAGMA user_version``).
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from typing import Any

import asyncpg

from storage.dialect import to_postgres
from storage.errors import SchemaError, StorageBusyError, StorageError
from storage.locks import LockSpace, WriteLock, ordered
from storage.migration_files import Migration, load_migrations
from storage.notices import NoticeListener
from storage.postgres_session import PostgresSession, lock_params, lock_statement

__all__ = ["PostgresDatabase", "PostgresSession", "is_postgres_url"]

log = logging.getLogger(__name__)

URL_SCHEMES = ("postgresql://", "postgres://")
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


_WHOLE = WriteLock(LockSpace.WHOLE, 0)


async def _roll_back(connection: asyncpg.Connection) -> None:
    """End a transaction that failed (or was cancelled) before its connection goes back to the pool. If
    the connection cannot (it is closed, or a cancelled statement is still being cancelled), the pool
    rolls back when it takes the connection back."""
    if connection.is_closed() or not connection.is_in_transaction():
        return
    try:
        await connection.execute("ROLLBACK")
    except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as error:
        log.debug("rollback left to the pool: %s", error)


async def _nothing_to_reset(connection: asyncpg.Connection) -> None:
    """A pooled connection comes back as it was lent (the module's docstring): no reset query."""


class PostgresDatabase:
    """A connection pool, the write locks and the migrations. Open with ``await .open(url)``."""

    dialect = PostgresSession.dialect
    integrity_errors = PostgresSession.integrity_errors

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self._pool = pool
        self._url = url
        self._listener: NoticeListener | None = None
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
                reset=_nothing_to_reset,
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

    async def listen(
        self, on_notice: Callable[[str], None], on_lost: Callable[[], None], on_regained: Callable[[], None]
    ) -> None:
        """Hear the notices other processes' transactions send (storage.notices), until closed."""
        listener = NoticeListener(self._url, on_notice, on_lost, on_regained)
        try:
            await listener.start()
        except (OSError, asyncpg.PostgresError) as error:
            raise StorageError(f"cannot listen on the PostgreSQL database ({error})") from None
        self._listener = listener

    async def close(self) -> None:
        """Wait for the transactions in progress (the pool's connections come back), then close; after
        ``CLOSE_TIMEOUT_S`` the rest are cut (their transactions roll back)."""
        if self._closed:
            return
        self._closed = True
        if self._listener is not None:
            await self._listener.close()
        try:
            await asyncio.wait_for(self._pool.close(), CLOSE_TIMEOUT_S)
        except TimeoutError:
            log.warning("closing the database: transactions still open after %s s were cut", CLOSE_TIMEOUT_S)
            self._pool.terminate()

    @asynccontextmanager
    async def transaction(self, *locks: WriteLock) -> AsyncIterator[PostgresSession]:
        """One transaction holding ``locks`` (and the whole database shared), or with none the whole
        database alone; any exception rolls back and propagates."""
        held = (_WHOLE, *ordered(locks)) if locks else ()
        taken = held or (_WHOLE,)
        # BEGIN and the locks in one round trip: a query without arguments goes by PostgreSQL's simple
        # protocol, which takes several statements (the keys are ints, written in as numbers).
        begin = "BEGIN; " + lock_statement(taken, shared_first=bool(held), literal=True)
        async with self._connection() as connection, _busy_as_storage_error():
            try:
                await connection.execute(begin)
                yield PostgresSession(connection, held)
            except BaseException:
                await _roll_back(connection)
                raise
            await connection.execute("COMMIT")

    async def write_statement(
        self, sql: str, params: Mapping[str, Any], *locks: WriteLock
    ) -> asyncpg.Record | None:
        """One write statement holding ``locks`` (and the whole database shared), atomic on its own: no
        BEGIN and no COMMIT, one round trip where a transaction costs three or more. ``sql`` takes the
        locks where it says ``{locks}``: ``WITH locked AS ({locks})``, whose row its write requires in
        its WHERE, so they are held before any row changes (PostgreSQL never inlines a CTE that calls a
        volatile function) and until the statement commits. Returns its first row, if any."""
        held = (_WHOLE, *ordered(locks))
        statement = to_postgres(sql.replace("{locks}", lock_statement(held, shared_first=True, named=True)))
        arguments = statement.arguments({**params, **lock_params(held)})
        async with self._connection() as connection, _busy_as_storage_error():
            return await connection.fetchrow(statement.sql, *arguments)

    @asynccontextmanager
    async def read(self) -> AsyncIterator[PostgresSession]:
        """Reads, each statement on its own (its own snapshot; no transaction, one round trip each)."""
        async with self._connection() as connection, _busy_as_storage_error():
            yield PostgresSession(connection, writes=False)

    @asynccontextmanager
    async def snapshot(self) -> AsyncIterator[PostgresSession]:
        """A read-only snapshot: the statements inside see the same committed state."""
        async with (
            self._connection() as connection,
            _busy_as_storage_error(),
            connection.transaction(isolation="repeatable_read", readonly=True),
        ):
            yield PostgresSession(connection, writes=False)

    @asynccontextmanager
    async def _connection(self) -> AsyncIterator[asyncpg.Connection]:
        task = asyncio.current_task()
        if task is not None and task in self._owners:
            # Write locks are not re-entrant across connections: waiting would hang the task.
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
            # Re-read holding the whole database: another process may have migrated since we looked.
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
    """Running out of ``lock_timeout`` (another writer held on) becomes ``StorageBusyError``; so would a
    deadlock, which the keys' order (storage.locks) rules out among our own locks."""
    try:
        yield
    except (asyncpg.LockNotAvailableError, asyncpg.DeadlockDetectedError) as error:
        raise StorageBusyError(f"the database stayed locked by another writer ({error})") from error
