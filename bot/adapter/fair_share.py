"""Who waits for the global budget, and who goes next: a server's share, and a bound on the waiters.

Before issue 37 (finding 10) the budget served its waiters first come, first served within a priority:
20–25 accounts playing in one server kept its queue full, and every other server's table edits waited
behind theirs, while the queue grew without end. Now (``bot/adapter/budget.py`` uses both):

- **A server's share** (``ServerShares``). While requests of more than one server wait, a server that
  was granted ``SERVER_SHARE`` of the budget's window already goes after every server that was not,
  whatever the priority: one busy server takes at most that share while others wait, and all of the
  budget when nobody else asks (nothing is left unused).
- **Bounded waiters** (``Waiters``). At most ``MAX_WAITING`` requests wait. One more sheds the oldest
  coalescible waiter (a table-message edit, ``Priority.LAST``: a later edit of the same message shows
  everything it would have, ``bot/adapter/coalescing.py``), which is refused with ``Shed`` and caught up
  later (``TableMessage``). Work that nothing supersedes (a ping, an announcement, a DM hand:
  ``Priority.FIRST``) is never shed; it is bounded by the work that makes it (the click slots of
  ``backlog.py``, one sweep at a time). Interaction answers never wait here at all (exempt routes).
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import math
from collections import Counter, deque
from collections.abc import Hashable, Iterator
from dataclasses import dataclass, field
from enum import IntEnum

# A server may take a quarter of the budget while others wait: four busy servers can still fill it, and a
# server with one table waits behind at most a quarter-window of a busy one's requests. [product]
SERVER_SHARE = 0.25
# The most requests waiting for the budget at once: at 45 a second, 20 s of edits; a process past that
# is far behind, and a newer edit of the same message is worth more than an old one. [product]
MAX_WAITING = 900

Server = Hashable  # a guild id; None for requests of no server (DMs outside a table's work)

# The server whose table the current work is about (set by ``bot.adapter.languages.in_table_language``
# and by a click's handler); tasks started inside inherit it.
_serving: contextvars.ContextVar[Server] = contextvars.ContextVar("cardroom_serving", default=None)


@contextlib.contextmanager
def serving(server: Server) -> Iterator[None]:
    """Requests made in this context count against ``server``'s share."""
    token = _serving.set(server)
    try:
        yield
    finally:
        _serving.reset(token)


def current_server() -> Server:
    return _serving.get()


class Shed(Exception):
    """Not granted: too many requests waited and this one was the oldest that a later one supersedes."""


class ServerShares:
    """Grants per server over the last ``window`` seconds: one entry per grant in the window, so at most
    the budget's ``per_window`` entries whatever the number of servers."""

    def __init__(self, per_window: int, window: float, share: float = SERVER_SHARE) -> None:
        self.cap = max(1, math.floor(per_window * share))
        self.window = window
        self._grants: deque[tuple[float, Server]] = deque()
        self._counts: Counter[Server] = Counter()

    def granted(self, server: Server, now: float) -> None:
        self._expire(now)
        self._grants.append((now, server))
        self._counts[server] += 1

    def over(self, server: Server, now: float) -> bool:
        """Whether ``server`` used its share of the last window."""
        self._expire(now)
        return self._counts[server] >= self.cap

    def _expire(self, now: float) -> None:
        while self._grants and now - self._grants[0][0] >= self.window:
            _at, server = self._grants.popleft()
            self._counts[server] -= 1
            if not self._counts[server]:
                del self._counts[server]


@dataclass(eq=False, slots=True)
class Waiter:
    future: asyncio.Future[float]
    priority: IntEnum
    server: Server
    coalescible: bool = field(default=False)


class Waiters:
    """The requests waiting for a grant, in arrival order."""

    def __init__(self, max_waiting: int = MAX_WAITING) -> None:
        self.max_waiting = max_waiting
        self._queue: deque[Waiter] = deque()

    def __len__(self) -> int:
        self._drop_done()
        return len(self._queue)

    def count(self, priority: IntEnum) -> int:
        return sum(not w.future.done() and w.priority == priority for w in self._queue)

    def add(self, waiter: Waiter) -> None:
        """Queue ``waiter``; when full, shed the oldest coalescible waiter (maybe ``waiter`` itself, which
        then raises ``Shed``); a full queue of work nothing supersedes grows past the bound."""
        if len(self) >= self.max_waiting:
            oldest = next((w for w in self._queue if w.coalescible), None)
            if oldest is not None:
                self._queue.remove(oldest)
                oldest.future.set_exception(Shed())
            elif waiter.coalescible:
                raise Shed
        self._queue.append(waiter)

    def next(self, shares: ServerShares, now: float) -> Waiter | None:
        """Who goes next: while more than one server waits, those under their share first; then the
        higher priority; then the earlier."""
        self._drop_done()
        if not self._queue:
            return None
        servers = {w.server for w in self._queue}
        if len(servers) == 1:  # nobody else waits: no share to keep, priority then arrival
            chosen = min(self._queue, key=lambda w: w.priority)
        else:
            over = {server: shares.over(server, now) for server in servers}
            chosen = min(self._queue, key=lambda w: (over[w.server], w.priority))
        self._queue.remove(chosen)
        return chosen

    def _drop_done(self) -> None:
        """Waiters whose task was cancelled while waiting: dropped, no grant spent on them."""
        if any(w.future.done() for w in self._queue):
            self._queue = deque(w for w in self._queue if not w.future.done())
