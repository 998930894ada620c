"""Coalesced refreshes: per key (a table), one refresh at a time, and the latest state wins.

A refresh asked for while another runs, or while it waits for the global budget, is covered by the next
run, which reads the state only once it may send: of a burst of requests at most one run is in flight and
one more follows, showing whatever is newest then. Nothing older is ever sent after something newer (runs
of one key never overlap), and nothing asked for is lost (a request made after a run read its state gets
a run of its own).
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from collections.abc import Awaitable, Callable, Hashable
from typing import TypeVar

T = TypeVar("T")


class Coalesced:
    def __init__(self) -> None:
        self._locks: defaultdict[Hashable, asyncio.Lock] = defaultdict(asyncio.Lock)
        # Each request takes a ticket; a run covers every ticket taken before it read its state.
        self._requested: defaultdict[Hashable, int] = defaultdict(int)
        self._covered: defaultdict[Hashable, int] = defaultdict(int)

    async def run(
        self, key: Hashable, admit: Callable[[], Awaitable[T]], work: Callable[[T], Awaitable[object]]
    ) -> None:
        """Make sure a run of ``work`` starts after this call: this one, or one it shares. ``admit``
        (the budget) is awaited before ``work`` reads anything, so requests made meanwhile share it;
        ``work`` gets what ``admit`` returned."""
        self._requested[key] += 1
        ticket = self._requested[key]
        async with self._locks[key]:
            if self._covered[key] >= ticket:
                return
            admitted = await admit()
            ticket = self._requested[key]
            await work(admitted)
            self._covered[key] = max(self._covered[key], ticket)

    def forget(self, key: Hashable) -> None:
        for per_key in (self._locks, self._requested, self._covered):
            per_key.pop(key, None)

    def __len__(self) -> int:
        """How many keys are remembered (a closed table's must be ``forget``-ten)."""
        return len(self._locks.keys() | self._requested.keys() | self._covered.keys())

    def pending(self, key: Hashable) -> int:
        """Requests not yet covered by a finished run (0: up to date)."""
        return self._requested.get(key, 0) - self._covered.get(key, 0)
