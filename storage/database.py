"""The one SQLite connection: opening, migrations and transactions.

Cardroom keeps a single long-lived aiosqlite connection (one worker thread, statements run in order).
Because every coroutine shares it, an ``asyncio.Lock`` serialises all use of it: without the lock, a
read issued while another coroutine is half-way through a transaction would see (and could act on)
uncommitted rows of that transaction. Writes run in ``BEGIN IMMEDIATE`` transactions so the write lock
is taken up front and a transaction never fails half-way with ``SQLITE_BUSY``.

Migrations are numbered SQL files in ``storage/migrations`` (``0001_initial.sql``, …). Each is applied
in its own transaction together with ``PRAGMA user_version = n``, so a crash leaves the schema at a
whole version, never between two.

The files themselves (their 0600 mode, the single-instance lock) are ``storage.files``' job.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import aiosqlite

from storage.checkpoints import Checkpointer
from storage.errors import DatabaseFileError, SchemaError, StorageBusyError, StorageError
from storage.files import make_private, prepare_file
from storage.locks import WriteLock
from storage.shards import ALL_SHARDS, Shards

if TYPE_CHECKING:
    from storage.postgres import PostgresDatabase

__all__ = ["Clock", "Database", "Migration", "Repository", "Session", "load_migrations"]

log = logging.getLogger(__name__)

Clock = Callable[[], float]
"""Returns the current time in unix seconds; injectable so tests control timestamps."""

Params = Sequence[Any] | Mapping[str, Any]

MEMORY = ":memory:"

# How long a statement waits for another process's write lock (a backup, an sqlite3 shell) before
# giving up with StorageBusyError. Our own process never waits on itself (one connection, one
# asyncio lock), so this only bounds waits on outsiders. Discord drops an interaction that is not
# answered within 3 s; a click may wait once and then still has to render and send its private
# "the storage is busy" answer, so the wait must stay well under that budget.
BUSY_TIMEOUT_MS = 1000
# Opening is not bound by Discord's budget: switching to WAL and migrating wait longer for another
# process instead of failing the start.
OPEN_BUSY_TIMEOUT_MS = 5000

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

# Where statements run (``Session``). A click's statements are index lookups of microseconds; the trip
# to aiosqlite's thread cost ~0.12 ms of CPU (bench.storage_trips), so they run on the loop's thread
# within these bounds.
PROGRESS_EVERY = 1000  # SQLite virtual-machine steps between two calls of the progress handler
INLINE_STEPS = 20  # a read on the loop past 20 x 1000 steps (~1 ms) is interrupted and rerun on the thread
INLINE_BUDGET_S = 0.002  # per hold of the lock: past 2 ms on the loop, the rest goes to the thread
INLINE_COMMIT_CHANGES = 200  # a transaction that changed more rows commits on the thread
# Every 100th commit starts a passive checkpoint (WAL pages copied back into the file) on a connection and
# thread of its own, outside the lock (storage.checkpoints), which keeps the WAL to a few hundred pages at
# ~3 pages per action.
CHECKPOINT_EVERY = 100

_MIGRATION_NAME = re.compile(r"^(?P<version>\d{4})_[a-z0-9_]+\.sql$")


@dataclass(frozen=True, slots=True)
class Migration:
    """One schema step: the SQL that brings the database from ``version - 1`` to ``version``."""

    version: int
    name: str
    sql: str


def load_migrations(
    directory: Traversable | Path | None = None, *, dialect: str = "sqlite"
) -> list[Migration]:
    """Read the migrations shipped in the ``storage`` package (or ``directory``), in version order.

    ``dialect="postgresql"`` reads their PostgreSQL twins in ``migrations/postgres`` (docs/storage.md).

    Versions must run 1, 2, … without gaps or duplicates: a gap would mean a missing file in the
    installed package, which must not silently yield a different schema.
    """
    folder = directory if directory is not None else resources.files("storage").joinpath("migrations")
    if dialect == "postgresql":
        folder = folder.joinpath("postgres")
    elif dialect != "sqlite":
        raise SchemaError(f"no migrations for the SQL dialect {dialect!r}")
    migrations: list[Migration] = []
    for entry in folder.iterdir():
        if not entry.name.endswith(".sql"):
            continue
        match = _MIGRATION_NAME.match(entry.name)
        if match is None:
            raise SchemaError(f"migration file {entry.name!r} is not named like 0001_description.sql")
        migrations.append(Migration(int(match["version"]), entry.name, entry.read_text(encoding="utf-8")))
    migrations.sort(key=lambda migration: migration.version)
    expected = list(range(1, len(migrations) + 1))
    if [migration.version for migration in migrations] != expected:
        names = ", ".join(migration.name for migration in migrations)
        raise SchemaError(f"migrations must be numbered 1, 2, … without gaps or duplicates: {names}")
    return migrations


def split_statements(script: str) -> list[str]:
    """Split a migration script into single statements (``sqlite3`` executes one at a time).

    ``sqlite3.complete_statement`` understands strings, comments and ``CREATE TRIGGER … END`` bodies,
    so a ``;`` inside any of them does not end a statement. We avoid ``executescript`` because it
    commits any open transaction first, which would break "one migration, one transaction".
    """
    statements: list[str] = []
    *pieces, rest = script.split(";")
    pending = ""
    for piece in pieces:
        pending += piece + ";"
        if sqlite3.complete_statement(pending):
            statements.append(pending.strip())
            pending = ""
    rest = pending + rest  # whatever follows the last complete statement
    if any(line.strip() and not line.strip().startswith("--") for line in rest.splitlines()):
        raise SchemaError(f"unterminated SQL statement at the end of a migration: {rest.strip()[:80]!r}")
    return [statement for statement in statements if _has_code(statement)]


def _has_code(statement: str) -> bool:
    """True unless the statement is only comments and the final ';' (SQLite would reject nothing)."""
    code = "\n".join(line for line in statement.splitlines() if not line.strip().startswith("--"))
    return code.strip().strip(";").strip() != ""


class Session:
    """The connection as seen inside ``Database.transaction()`` or ``Database.read()``.

    A thin wrapper so repositories speak in rows and row counts, not aiosqlite cursors (the same API over
    PostgreSQL is ``storage.postgres.PostgresSession``).

    Where a statement runs (bench/README.md, "CPU per action against the floor"): a trip to aiosqlite's
    thread is a thread hand-over and a wake-up of the event loop, the bot's largest fixed cost per
    click, while the statements of a click are index lookups of microseconds. So a statement runs
    directly on the event loop's thread (the ``asyncio.Lock`` of ``Database`` already keeps every use of
    the connection in turn, and aiosqlite's thread is idle whenever we hold it) unless it could wait or
    run long:

    - the ``BEGIN IMMEDIATE`` of a transaction runs on the loop without waiting; if another process
      holds the write lock it goes to the thread instead, with the transaction's first statement, and
      waits there up to ``BUSY_TIMEOUT_MS``;
    - a ``SELECT`` runs on the loop under SQLite's progress handler: past ``INLINE_STEPS`` virtual-machine
      steps it is interrupted (a read has no effect to undo, and an interrupted read leaves the
      transaction open) and run again on the thread;
    - a write runs on the loop while the lock holder has spent less than ``INLINE_BUDGET_S`` there, and
      on the thread after (bulk work: migrations, retention batches, rating rebuilds);
    - ``Database.transaction`` commits on the loop unless the transaction changed many rows or the WAL
      grew past ``WAL_MOST_BYTES`` (then on the thread, with a checkpoint: it syncs the file); the
      other checkpoints run beside, outside the lock (``storage.checkpoints``).

    ``_execute`` and ``_conn`` are aiosqlite's own way to run a function on its thread; aiosqlite is
    pinned (pyproject.toml).
    """

    dialect = "sqlite"
    integrity_errors: tuple[type[Exception], ...] = (sqlite3.IntegrityError,)

    def __init__(self, connection: aiosqlite.Connection) -> None:
        self._connection = connection
        # Set by ``Database.transaction()``: the BEGIN still to run, with the transaction's first statement
        # (a transaction that runs none never begins).
        self._begin: str | None = None
        # Time spent on the loop's thread during the current hold of the lock (``Database._exclusive``).
        self._inline_spent = 0.0
        self._steps = 0  # progress-handler calls in the statement running on the loop
        self._guarded = False  # interrupt the statement running on the loop past INLINE_STEPS
        self.busy_timeout_ms = OPEN_BUSY_TIMEOUT_MS  # the connection's, restored after a BEGIN on the loop

    def _progress(self) -> int:
        """SQLite's progress handler: non-zero interrupts the statement (only a guarded read on the loop)."""
        if not self._guarded:
            return 0
        self._steps += 1
        return 1 if self._steps > INLINE_STEPS else 0

    async def _on_thread(self, work: Callable[[sqlite3.Connection], Any], *, read: bool = False) -> Any:
        connection = self._connection
        # Taken before the trip is queued: if this task is cancelled while it waits, the BEGIN still runs
        # on the thread, so the transaction must count as open (and be rolled back) from here on.
        begin, self._begin = self._begin, None
        if begin is not None and not (self._inline_spent < INLINE_BUDGET_S and self._begin_now(begin)):
            return await connection._execute(lambda: _after(begin, work, connection._conn))
        if self._inline_spent < INLINE_BUDGET_S:
            started = time.perf_counter()
            try:
                if not read:
                    return work(connection._conn)
                self._steps, self._guarded = 0, True
                try:
                    return work(connection._conn)
                except sqlite3.OperationalError as error:
                    if getattr(error, "sqlite_errorcode", None) != sqlite3.SQLITE_INTERRUPT:
                        raise
                finally:
                    self._guarded = False
            finally:
                self._inline_spent += time.perf_counter() - started
            self._inline_spent = INLINE_BUDGET_S  # a long read: the rest of this hold goes to the thread
        return await connection._execute(lambda: work(connection._conn))

    def _begin_now(self, begin: str) -> bool:
        """Begin on the loop's thread if that needs no wait: False if another process holds the write
        lock (the BEGIN then goes to aiosqlite's thread, which waits for it up to the busy timeout)."""
        sqlite = self._connection._conn
        sqlite.execute("PRAGMA busy_timeout = 0").close()
        try:
            sqlite.execute(begin).close()
        except sqlite3.OperationalError as error:
            if _is_busy(error):
                return False
            raise
        finally:
            sqlite.execute(f"PRAGMA busy_timeout = {self.busy_timeout_ms:d}").close()
        return True

    async def lock(self, *locks: WriteLock) -> None:
        """Nothing to take: ``BEGIN IMMEDIATE`` already holds SQLite's one write lock (storage.locks)."""

    @property
    def begun(self) -> bool:
        """False while a transaction has run no statement yet (its BEGIN has not been sent)."""
        return self._begin is None

    async def fetch_one(self, sql: str, params: Params = ()) -> sqlite3.Row | None:
        work = lambda sqlite: _first_row(sqlite.execute(sql, params))  # noqa: E731
        return await self._on_thread(work, read=_is_read(sql))

    async def fetch_all(self, sql: str, params: Params = ()) -> list[sqlite3.Row]:
        work = lambda sqlite: _all_rows(sqlite.execute(sql, params))  # noqa: E731
        return await self._on_thread(work, read=_is_read(sql))

    async def fetch_value(self, sql: str, params: Params = ()) -> Any:
        row = await self.fetch_one(sql, params)
        return None if row is None else row[0]

    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; return the number of rows it changed."""
        return await self._on_thread(lambda sqlite: _row_count(sqlite.execute(sql, params)))

    async def execute_many(self, sql: str, params: Iterable[Params]) -> int:
        return await self._on_thread(lambda sqlite: _row_count(sqlite.executemany(sql, params)))

    async def defer_foreign_keys(self) -> None:
        """Check foreign keys at COMMIT for the rest of this transaction (the pragma ends with it)."""
        await self.execute("PRAGMA defer_foreign_keys = ON")


def _is_read(sql: str) -> bool:
    """A plain SELECT (``WITH`` may precede a write, so it does not count): safe to interrupt and rerun."""
    return sql.lstrip()[:6].upper() == "SELECT"


def _first_row(cursor: sqlite3.Cursor) -> sqlite3.Row | None:
    try:
        return cursor.fetchone()
    finally:
        cursor.close()


def _all_rows(cursor: sqlite3.Cursor) -> list[sqlite3.Row]:
    try:
        return cursor.fetchall()
    finally:
        cursor.close()


def _after(begin: str, work: Callable[[sqlite3.Connection], Any], sqlite: sqlite3.Connection) -> Any:
    sqlite.execute(begin).close()
    return work(sqlite)


def _commit(sqlite: sqlite3.Connection) -> None:
    sqlite.execute("COMMIT").close()


def _commit_and_checkpoint(sqlite: sqlite3.Connection) -> None:
    sqlite.execute("COMMIT").close()
    sqlite.execute("PRAGMA wal_checkpoint(PASSIVE)").close()


def _row_count(cursor: sqlite3.Cursor) -> int:
    try:
        return cursor.rowcount
    finally:
        cursor.close()


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

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Session]:
        """Exclusive use of the connection without a transaction, for single-statement reads."""
        async with self._exclusive(), _busy_as_storage_error():
            yield self._session

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


_BUSY_CODES = (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
_NOT_A_DATABASE = (sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT)


def _is_busy(error: sqlite3.Error) -> bool:
    code = getattr(error, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in _BUSY_CODES  # the low byte is the primary code


@asynccontextmanager
async def _busy_as_storage_error() -> AsyncIterator[None]:
    """SQLite's "database is locked" becomes ``StorageBusyError``, so callers need no ``sqlite3``."""
    try:
        yield
    except sqlite3.OperationalError as error:
        if _is_busy(error):
            raise StorageBusyError(f"the database is locked by another process ({error})") from error
        raise


def _unusable(path: str, error: sqlite3.Error) -> StorageError:
    """What an SQLite error while opening means for the operator, as one sentence."""
    if _is_busy(error):
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
