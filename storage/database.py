"""The one SQLite connection: opening, migrations and transactions.

Cardroom keeps a single long-lived aiosqlite connection (one worker thread, statements run in order).
Because every coroutine shares it, an ``asyncio.Lock`` serialises all use of it: without the lock, a
read issued while another coroutine is half-way through a transaction would see (and could act on)
uncommitted rows of that transaction. Writes run in ``BEGIN IMMEDIATE`` transactions so the write lock
is taken up front and a transaction never fails half-way with ``SQLITE_BUSY``.

Migrations (``storage.migration_files``) are applied each in its own transaction together with
``PRAGMA user_version = n``, so a crash leaves the schema at a whole version, never between two.

Where a transaction's statements run (the loop's thread or aiosqlite's) is ``storage.sqlite_session``'s
job; the files themselves (their 0600 mode, the single-instance lock) are ``storage.files``'.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import aiosqlite

from storage.checkpoints import Checkpointer
from storage.errors import DatabaseFileError, SchemaError, StorageBusyError, StorageError
from storage.files import make_private, prepare_file
from storage.locks import WriteLock
from storage.migration_files import Migration, load_migrations, split_statements
from storage.settings_memory import SettingsMemory
from storage.shards import ALL_SHARDS, Shards
from storage.sqlite_session import OPEN_BUSY_TIMEOUT_MS, PROGRESS_EVERY, Session, is_busy

if TYPE_CHECKING:
    from storage.postgres import PostgresDatabase

__all__ = ["Clock", "Database", "Repository", "Session"]

log = logging.getLogger(__name__)

Clock = Callable[[], float]
"""Returns the current time in unix seconds; injectable so tests control timestamps."""

MEMORY = ":memory:"

# How long a statement waits for another process's write lock (a backup, an sqlite3 shell) before
# giving up with StorageBusyError. Our own process never waits on itself (one connection, one
# asyncio lock), so this only bounds waits on outsiders. Discord drops an interaction that is not
# answered within 3 s; a click may wait once and then still has to render and send its private
# "the storage is busy" answer, so the wait must stay well under that budget.
BUSY_TIMEOUT_MS = 1000
# Commits made while a checkpoint runs beside them (CHECKPOINT_EVERY) stay in the WAL, and SQLite starts
# it over only once all of it is copied: under steady writes it could grow for long. Once the file is
# longer than this, the next checkpoint runs after a COMMIT inside the lock, with nothing to race: the WAL
# starts over, and SQLite cuts the file back to this length (journal_size_limit).
WAL_MOST_BYTES = 16 * 1024 * 1024

# busy_timeout comes first so that switching to WAL waits for another process instead of failing.
_PRAGMAS = (
    f"PRAGMA busy_timeout = {OPEN_BUSY_TIMEOUT_MS:d}",
    "PRAGMA foreign_keys = ON",
)
_AFTER_WAL_PRAGMAS = (
    "PRAGMA synchronous = NORMAL",  # safe with WAL: a crash loses no committed data
    # Checkpoints are ours (CHECKPOINT_EVERY): SQLite's own would run inside whichever COMMIT crossed
    # its threshold, possibly one on the event loop's thread, and a checkpoint syncs the file.
    "PRAGMA wal_autocheckpoint = 0",
    f"PRAGMA journal_size_limit = {WAL_MOST_BYTES:d}",
)

# Every 100th commit starts a passive checkpoint (WAL pages copied back into the file) on a connection and
# thread of its own, outside the lock (storage.checkpoints), which keeps the WAL to a few hundred pages at
# ~3 pages per action.
CHECKPOINT_EVERY = 100
INLINE_COMMIT_CHANGES = 200  # a transaction that changed more rows commits on aiosqlite's thread


def _commit(sqlite: sqlite3.Connection) -> None:
    sqlite.execute("COMMIT").close()


def _commit_and_checkpoint(sqlite: sqlite3.Connection) -> None:
    sqlite.execute("COMMIT").close()
    sqlite.execute("PRAGMA wal_checkpoint(PASSIVE)").close()


class Database:
    """Owns the connection and the lock around it. Open with ``await Database.open(path)``."""

    dialect = Session.dialect
    integrity_errors = Session.integrity_errors

    def __init__(self, connection: aiosqlite.Connection, path: str) -> None:
        self._connection = connection
        self._session = Session(connection)
        self._lock = asyncio.Lock()
        self._owner: asyncio.Task[Any] | None = None
        self._closed = False
        self._commits = 0  # since the last checkpoint
        self.path = path
        self.checkpoints = Checkpointer(path) if path != MEMORY else None

    @classmethod
    async def open(cls, path: str | Path, *, migrations: Sequence[Migration] | None = None) -> Database:
        """Connect, configure and migrate. Creates the parent directory and the file if missing.

        ``migrations`` defaults to the shipped ones; tests pass others to exercise failure paths.
        """
        location = str(path)
        if location != MEMORY:
            prepare_file(Path(location))
        # isolation_level=None: the sqlite3 module never opens transactions behind our back;
        # we issue BEGIN/COMMIT ourselves.
        try:
            # check_same_thread=False: statements also run on the event loop's thread (``Session``), one
            # at a time under ``Database``'s lock.
            connection = await aiosqlite.connect(location, isolation_level=None, check_same_thread=False)
        except sqlite3.Error as error:
            raise _unusable(location, error) from None
        connection.row_factory = sqlite3.Row
        database = cls(connection, location)
        connection._conn.set_progress_handler(database._session._progress, PROGRESS_EVERY)
        try:
            try:
                await database._configure()
                await database._migrate(load_migrations() if migrations is None else migrations)
            except StorageBusyError:
                raise
            except sqlite3.Error as error:
                raise _unusable(location, error) from None
            await connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS:d}")
            database._session.busy_timeout_ms = BUSY_TIMEOUT_MS
            if location != MEMORY:
                make_private(Path(location))  # files an older release created world-readable
        except BaseException:
            await connection.close()
            raise
        return database

    @property
    def closed(self) -> bool:
        return self._closed

    async def listen(
        self, on_notice: Callable[[str], None], on_lost: Callable[[], None], on_regained: Callable[[], None]
    ) -> None:
        """Other processes' notices (PostgreSQL's ``listen``): none here, one process owns the file."""

    async def close(self) -> None:
        """Wait for the transaction in progress, then close. Closing twice is harmless."""
        async with self._lock:
            if self._closed:
                return
            self._closed = True
            try:
                if self.checkpoints is not None:  # closed first: the last connection to close ends the WAL
                    await self.checkpoints.close()
                await self._connection.execute("PRAGMA optimize")  # keeps query plans good over time
            finally:
                await self._connection.close()

    @asynccontextmanager
    async def transaction(self, *locks: WriteLock) -> AsyncIterator[Session]:
        """``BEGIN IMMEDIATE`` … ``COMMIT``; any exception (or cancellation) rolls back and propagates.

        ``locks`` (storage.locks) say what the transaction guards, for PostgreSQL's finer locks; SQLite
        has one writer at a time anyway, so every transaction here holds the whole database.

        The BEGIN runs on aiosqlite's thread together with the first statement (``Session._on_thread``):
        a transaction costs its statements and the COMMIT, one trip each. One that ran no statement
        never began, so there is nothing to commit or roll back.
        """
        session = self._session
        async with self._exclusive(), _busy_as_storage_error():
            session._begin = "BEGIN IMMEDIATE"
            changes = self._connection._conn.total_changes
            try:
                yield session
                if session.begun:
                    await self._commit(self._connection._conn.total_changes - changes)
            except BaseException:
                if session.begun:
                    await self._rollback()
                raise
            finally:
                session._begin = None

    async def write_statement(self, sql: str, params: Mapping[str, Any], *locks: WriteLock) -> Any:
        """One write statement in a transaction of its own (``storage.postgres``'s twin, where it saves
        round trips); its ``{locks}`` CTE has nothing to take here. Returns its first row, if any."""
        async with self.transaction(*locks) as session:
            return await session.fetch_one(sql.replace("{locks}", "SELECT 1"), params)

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Session]:
        """Exclusive use of the connection without a transaction, for reads."""
        async with self._exclusive(), _busy_as_storage_error():
            yield self._session

    def snapshot(self) -> AbstractAsyncContextManager[Session]:
        """Reads that must agree with each other (PostgreSQL's ``snapshot()``). Here that is ``read()``:
        one process writes an SQLite file (``storage.files``' lock), and it waits for the connection's
        lock, so nothing is written between the statements."""
        return self.read()

    @asynccontextmanager
    async def _exclusive(self) -> AsyncIterator[None]:
        task = asyncio.current_task()
        if task is not None and self._owner is task:
            # asyncio.Lock is not re-entrant: waiting here would hang the task forever.
            raise StorageError("nested storage transaction (the repository must not call itself)")
        async with self._lock:
            if self._closed:
                raise StorageError("the store is closed")
            self._owner = task
            self._session._inline_spent = 0.0
            try:
                yield
            finally:
                self._owner = None

    async def _commit(self, changes: int) -> None:
        """COMMIT: on the loop's thread when small (WAL frames written, no sync: synchronous=NORMAL), on
        aiosqlite's thread after a large transaction. Every ``CHECKPOINT_EVERY`` commits (or after a large
        one) a passive checkpoint starts beside it (``storage.checkpoints``); past ``WAL_MOST_BYTES`` it
        runs right after the COMMIT, in the lock."""
        self._commits += 1
        due = self._commits >= CHECKPOINT_EVERY or changes > INLINE_COMMIT_CHANGES
        checkpoints = self.checkpoints
        if due and (checkpoints is None or self._wal_bytes() > WAL_MOST_BYTES):
            self._commits = 0
            if checkpoints is not None:
                await checkpoints.wait()  # two checkpoints at once: the second would copy nothing
            await self._connection._execute(_commit_and_checkpoint, self._connection._conn)
            return
        if changes > INLINE_COMMIT_CHANGES:
            await self._connection._execute(_commit, self._connection._conn)
        else:
            self._connection._conn.execute("COMMIT").close()
        if due and checkpoints is not None:
            self._commits = 0
            checkpoints.request()

    def _wal_bytes(self) -> int:
        try:
            return os.stat(f"{self.path}-wal").st_size
        except FileNotFoundError:
            return 0

    async def _rollback(self) -> None:
        """Roll back, never masking the error that caused it.

        aiosqlite runs statements in order on its thread, so even if we are being cancelled the
        ROLLBACK is queued behind the statements of this transaction and before the next BEGIN.
        """
        try:
            await self._connection.execute("ROLLBACK")
        except sqlite3.OperationalError as exc:
            # "no transaction is active": SQLite already rolled back (or a cancelled COMMIT completed).
            log.debug("rollback skipped: %s", exc)
        except Exception:
            log.exception("rollback failed")

    async def _configure(self) -> None:
        for pragma in _PRAGMAS:
            await self._connection.execute(pragma)
        async with self._connection.execute("PRAGMA journal_mode = WAL") as cursor:
            row = await cursor.fetchone()
        mode = None if row is None else str(row[0]).lower()
        if mode != "wal" and self.path != MEMORY:
            raise StorageError(f"could not enable WAL journal mode on {self.path} (got {mode!r})")
        for pragma in _AFTER_WAL_PRAGMAS:
            await self._connection.execute(pragma)

    async def schema_version(self) -> int:
        async with self.read() as session:
            return int(await session.fetch_value("PRAGMA user_version"))

    async def _migrate(self, migrations: Sequence[Migration]) -> None:
        latest = migrations[-1].version if migrations else 0
        current = await self.schema_version()
        if current > latest:
            raise SchemaError(
                f"the database {self.path} has schema version {current}, newer than this code "
                f"knows ({latest}); upgrade Cardroom or restore a matching backup"
            )
        for migration in migrations:
            if migration.version <= current:
                continue
            await self._apply(migration)

    async def _apply(self, migration: Migration) -> None:
        statements = split_statements(migration.sql)
        async with self.transaction() as session:
            # Re-read inside the write lock: another process may have migrated since we looked.
            if int(await session.fetch_value("PRAGMA user_version")) >= migration.version:
                return
            for statement in statements:
                try:
                    await session.execute(statement)
                except sqlite3.Error as exc:
                    raise SchemaError(f"migration {migration.name} failed: {exc}\n{statement}") from exc
            violations = await session.fetch_all("PRAGMA foreign_key_check")
            if violations:
                count = len(violations)
                raise SchemaError(f"migration {migration.name} leaves {count} foreign key violations")
            await session.execute(f"PRAGMA user_version = {migration.version:d}")
        log.info("applied migration %s to %s", migration.name, self.path)


_NOT_A_DATABASE = (sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT)


@asynccontextmanager
async def _busy_as_storage_error() -> AsyncIterator[None]:
    """SQLite's "database is locked" becomes ``StorageBusyError``, so callers need no ``sqlite3``."""
    try:
        yield
    except sqlite3.OperationalError as error:
        if is_busy(error):
            raise StorageBusyError(f"the database is locked by another process ({error})") from error
        raise


def _unusable(path: str, error: sqlite3.Error) -> StorageError:
    """What an SQLite error while opening means for the operator, as one sentence."""
    if is_busy(error):
        return StorageBusyError(f"the database {path} stayed locked by another process while opening")
    code = getattr(error, "sqlite_errorcode", 0) & 0xFF
    if code in _NOT_A_DATABASE:
        return DatabaseFileError(
            path,
            f"is not an SQLite database or is damaged (SQLite says: {error}): point DATABASE_PATH at "
            "Cardroom's database, or move this file away to start with a new one",
        )
    return DatabaseFileError(path, f"cannot be opened (SQLite says: {error})")


class Repository:
    """Base of the repositories: a database and a clock, shared when they are combined into ``Store``.

    The database is ``Database`` (SQLite) or ``storage.postgres.PostgresDatabase``: the same API.
    """

    def __init__(
        self, database: Database | PostgresDatabase, clock: Clock = time.time, shards: Shards = ALL_SHARDS
    ) -> None:
        self._db = database
        self._clock = clock
        # The tables this process acts on unasked (storage.shards): every table unless it runs as shards.
        self._shards = shards
        # The settings rows read on nearly every click (storage.settings_memory).
        self._settings = SettingsMemory()
        # Who wants to hear of tables another process changed (storage.table_notices).
        self._table_watchers: list[Callable[[int | None], None]] = []
