"""The SQLite connection as a transaction sees it (``Session``), and where each of its statements runs.

``storage.database`` owns the connection, its lock and the transactions; a ``Session`` is what a
repository holds inside one: rows and row counts, not aiosqlite cursors.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Iterable
from typing import Any

import aiosqlite

from storage.dialect import Params
from storage.locks import WriteLock

# Opening is not bound by Discord's budget: switching to WAL and migrating wait longer for another
# process instead of failing the start (``storage.database`` sets the shorter BUSY_TIMEOUT_MS after).
OPEN_BUSY_TIMEOUT_MS = 5000

# Where statements run (``Session``). A click's statements are index lookups of microseconds; the trip
# to aiosqlite's thread cost ~0.12 ms of CPU (bench.storage_trips), so they run on the loop's thread
# within these bounds.
PROGRESS_EVERY = 1000  # SQLite virtual-machine steps between two calls of the progress handler
INLINE_STEPS = 20  # a read on the loop past 20 x 1000 steps (~1 ms) is interrupted and rerun on the thread
INLINE_BUDGET_S = 0.002  # per hold of the lock: past 2 ms on the loop, the rest goes to the thread

_BUSY_CODES = (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


def is_busy(error: sqlite3.Error) -> bool:
    """SQLite's "database is locked": another process holds the lock we asked for."""
    code = getattr(error, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in _BUSY_CODES  # the low byte is the primary code


class Session:
    """The connection as seen inside ``Database.transaction()`` or ``Database.read()``.

    A thin wrapper so repositories speak in rows and row counts, not aiosqlite cursors (the same API over
    PostgreSQL is ``storage.postgres_session.PostgresSession``).

    Where a statement runs (bench/HISTORY.md, "CPU per action against the floor"): a trip to aiosqlite's
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
            if is_busy(error):
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

    async def notice(self, notice: str) -> None:
        """Nobody to tell: one process owns an SQLite file (``storage.files``), and it knows already."""


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


def _row_count(cursor: sqlite3.Cursor) -> int:
    try:
        return cursor.rowcount
    finally:
        cursor.close()
