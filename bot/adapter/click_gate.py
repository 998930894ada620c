"""Clicks first: public work that can wait a moment (a table message's edit, the announcements, pings and
hands redrawn after an action) starts only once no click is waiting for its answer, or after a short
bound.

Every click's answer is on a player's screen; the table message's edit is read by people who are not
waiting on it. In one event loop the two interleave at every ``await``: a click's statements and its
answer's HTTP call each let whatever else is ready run first, and an edit rendered then puts its whole
rendering in front of the click. So the public work that an earlier action started waits here for the
clicks in flight to be answered (each is one storage write and one HTTP call away), which takes the
rendering of other tables out of their way (bench/HISTORY.md, "Clicks first").
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable

# How long public work waits for the clicks in flight at most: a busy table's edit is late by this much
# at worst, a few frames on a screen, while under a steady stream of clicks it still goes out. [product]
MAX_WAIT_S = 0.02
# A click whose answer was not seen (a handler that failed before answering) stops counting after
# Discord's own window for answering it.
FORGET_AFTER_S = 3.0


class ClickGate:
    def __init__(self, max_wait: float = MAX_WAIT_S, clock: Callable[[], float] = time.monotonic) -> None:
        self.max_wait = max_wait
        self._clock = clock
        # interaction id -> (whether it is answered yet, when it stops counting anyway (monotonic))
        self._pending: dict[int, tuple[Callable[[], bool], float]] = {}
        self._clear: asyncio.Event | None = None
        self.waits = 0  # how many times public work waited (its tests read it, and so can a probe)

    def arrived(self, interaction_id: int, answered_yet: Callable[[], bool] = lambda: False) -> None:
        """A click to answer first; ``answered_yet`` (``interaction.response.is_done``) also sees the
        answers sent through discord.py itself, which do not call ``answered``."""
        self._pending[interaction_id] = (answered_yet, self._clock() + FORGET_AFTER_S)
        if self._clear is not None:
            self._clear.clear()

    def answered(self, interaction_id: int) -> None:
        if self._pending.pop(interaction_id, None) is not None and not self._pending and self._clear:
            self._clear.set()

    def _in_flight(self) -> bool:
        if not self._pending:
            return False
        now = self._clock()
        done = [i for i, (answered_yet, until) in self._pending.items() if until <= now or answered_yet()]
        for interaction_id in done:
            self.answered(interaction_id)
        return bool(self._pending)

    async def clicks_answered(self) -> None:
        """Return once no click waits for its answer, or after ``max_wait``."""
        if not self._in_flight():
            return
        self.waits += 1
        if self._clear is None:
            self._clear = asyncio.Event()
        self._clear.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._clear.wait(), self.max_wait)
