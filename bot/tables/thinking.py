"""Where bots think: casual decisions at once, strong ones in a bounded pool of worker processes.

A strong decision simulates 900–2,000 actions (25–90 ms, bench/README.md). In a thread it would hold the
GIL against the event loop, and fifty bot tables would make every person's click wait behind them. In
a process pool of ``workers`` (default: the cores but one) the loop keeps its core; strong decisions
queue for the workers instead. ``games.bots.choose`` is a pure function of its arguments (the seat's
view, the table seed and the decision number), so where it runs changes nothing it decides.

The pool starts with the first strong decision (a bot whose tables seat only casual bots spawns none)
and ``close`` ends its workers; the bot closes it on shutdown. The workers ignore SIGINT (``bot.workers``):
a Ctrl-C reaches the whole process group, and only the bot decides when they end.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from bot import workers
from games import bots, registry

log = logging.getLogger(__name__)

# Casual decisions take microseconds (bench/README.md): cheaper to make than to ship to a process.
POOLED_LEVELS = frozenset({"strong", "expert"})


class Thinker:
    def __init__(self, workers: int) -> None:
        self._workers = workers
        self._pool: ProcessPoolExecutor | None = None

    async def choose(self, game_id: str, level: str, view: dict[str, Any], seed: int, number: int) -> str:
        if bots.played_level(game_id, level) not in POOLED_LEVELS:  # a casual-only game's "strong" too
            return bots.choose(game_id, level, view, seed, number)
        if self._workers <= 0:  # no pool configured: a thread, as before the pool
            return await asyncio.to_thread(bots.choose, game_id, level, view, seed, number)
        loop = asyncio.get_running_loop()
        arguments = (game_id, level, view, seed, number)
        pool = self._executor()
        try:
            return await loop.run_in_executor(pool, bots.choose, *arguments)
        except BrokenProcessPool:  # a worker died (killed, out of memory): a fresh pool, one more try
            if self._pool is pool:  # the first of the decisions in flight to notice replaces it
                log.warning("a bot worker process died; starting a new one")
                self._pool = None
                pool.shutdown(wait=False)
            return await loop.run_in_executor(self._executor(), bots.choose, *arguments)

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # spawn: workers inherit none of the bot's threads (aiosqlite's), sockets or database file.
            # Spawned workers import the registries afresh: games registered at run time (a test's
            # example game) are registered in them again.
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(
                self._workers,
                mp_context=context,
                initializer=workers.start,  # ignore Ctrl-C (close ends them), know run-time games
                initargs=(registry.added(), bots.added()),
            )
        return self._pool

    @property
    def worker_pids(self) -> list[int]:
        """The pool's live worker processes (for tests and the shutdown check)."""
        processes = getattr(self._pool, "_processes", None) or {}
        return [pid for pid, process in processes.items() if process.is_alive()]

    async def close(self) -> None:
        """End the workers (decisions still queued are dropped: the sweeper redoes them after a restart)."""
        pool, self._pool = self._pool, None
        if pool is not None:
            await asyncio.to_thread(pool.shutdown, wait=True, cancel_futures=True)
