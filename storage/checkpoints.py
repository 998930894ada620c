"""WAL checkpoints on a connection and a thread of their own, outside ``Database``'s lock.

A checkpoint copies the WAL's pages back into the database file and syncs both files: tens of
milliseconds, hundreds on a busy disk. Run inside a transaction's COMMIT it held ``Database``'s lock the
whole time, and every click waiting for storage waited for the disk (bench/HISTORY.md, "What stalls at 200
tables"). SQLite lets a checkpoint run beside readers and the writer of other connections: a passive one
copies what no reader still needs and never waits for, or blocks, anyone. So ``Database`` commits without
it and asks for one here every ``CHECKPOINT_EVERY`` commits; the next write transaction after a complete
checkpoint starts the WAL over from its beginning, which keeps it short.

Durability is unchanged: a commit is in the WAL when COMMIT returns (``synchronous = NORMAL``: safe
across a crash of the process), and the WAL is synced at each checkpoint, as often as before.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from concurrent.futures import ThreadPoolExecutor

log = logging.getLogger(__name__)


class Checkpointer:
    """One passive checkpoint at a time of the database file at ``path``; a request made while one runs
    is covered by the next request (they come every ``CHECKPOINT_EVERY`` commits)."""

    def __init__(self, path: str) -> None:
        self._path = path
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="cardroom-checkpoint")
        self._connection: sqlite3.Connection | None = None  # opened, used and closed on the thread only
        self._running: asyncio.Future[None] | None = None
        # Set here, cleared by the thread when its checkpoint is over: a run of commits on the loop's
        # thread sees it without waiting for the loop's next turn (the future's result comes only then).
        self._busy = False
        self.done = 0  # checkpoints completed (for tests and operators)

    @property
    def running(self) -> bool:
        return self._busy

    def request(self) -> None:
        """Start a checkpoint now unless one is running; returns at once."""
        if self._busy:
            return
        self._busy = True
        self._running = asyncio.get_running_loop().run_in_executor(self._thread, self._checkpoint)
        self._running.add_done_callback(_log_failure)

    async def wait(self) -> None:
        """Until the checkpoint in progress (if any) is over."""
        if self._running is not None:
            await asyncio.wait([self._running])

    async def close(self) -> None:
        await self.wait()
        await asyncio.get_running_loop().run_in_executor(self._thread, self._close)
        self._thread.shutdown(wait=True)

    def _checkpoint(self) -> None:
        try:
            self._copy()
        finally:
            self._busy = False

    def _copy(self) -> None:
        if self._connection is None:
            self._connection = sqlite3.connect(self._path, isolation_level=None, check_same_thread=False)
            # The checkpoint syncs the WAL before copying it and the file after (as the bot's own
            # connection would); a passive checkpoint never waits for a lock, so no busy timeout.
            self._connection.execute("PRAGMA synchronous = NORMAL").close()
        self._connection.execute("PRAGMA wal_checkpoint(PASSIVE)").close()
        self.done += 1

    def _close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None


def _log_failure(future: asyncio.Future[None]) -> None:
    """A failed checkpoint loses nothing (the pages stay in the WAL for the next one): say so and go on."""
    if not future.cancelled() and future.exception() is not None:
        log.warning("a WAL checkpoint failed (the next one retries): %s", future.exception())
