"""Work that finishes on its own after what started it returned: a table message's edit waiting for the
global rate budget, then what follows it. Kept referenced until done (the event loop holds tasks only
weakly), its failures logged, and at shutdown given a moment to finish before it is cancelled."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any

log = logging.getLogger(__name__)

# At shutdown, pending edits get this long to go out (they wait for the global budget: at 45 per second
# a backlog of a few hundred tables drains in seconds); the rest is cancelled, and those tables' messages
# catch up with their next action. Well inside the 10 s a process manager usually waits. [product]
CLOSE_GRACE_S = 3.0


class Background:
    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[None]] = set()

    def __len__(self) -> int:
        return len(self._tasks)

    def start(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and (error := task.exception()) is not None:
            log.error("background work failed: %r", task.get_coro(), exc_info=error)

    async def close(self, grace: float = CLOSE_GRACE_S) -> None:
        """Wait up to ``grace`` seconds for the pending work, then cancel what is left."""
        if not self._tasks:
            return
        _done, pending = await asyncio.wait(set(self._tasks), timeout=grace)
        if pending:
            # Each of those table messages catches up at its table's next action.
            log.info("shutting down: %d table updates not sent", len(pending))
            for task in pending:
                task.cancel()
            await asyncio.gather(*pending, return_exceptions=True)
