"""Per-person click budget and per-table /table reposts: in memory, bounded, no REST call of their own.

``ClickBucket`` is a token bucket per user: ``burst`` tokens, refilled at ``per_second``; a click or
command takes one. A user idle long enough to refill completely is indistinguishable from a new one, so
their entry is dropped: the map holds only people who clicked in the last ``burst / per_second``
seconds (4 s by default), and at most ``max_entries`` even under a flood of distinct ids.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from collections.abc import Callable

from bot.i18n import N_

SLOW_DOWN = N_("Slow down a moment — nothing was changed.")
# A hard cap on remembered users/tables whatever the traffic; the least recently seen go first. [product]
MAX_ENTRIES = 50_000
REPOST_WINDOW_SECONDS = 60.0


class ClickBucket:
    def __init__(
        self, burst: float, per_second: float, clock: Callable[[], float], max_entries: int = MAX_ENTRIES
    ) -> None:
        self._burst = burst
        self._rate = per_second
        self._clock = clock
        self._max = max_entries
        self._full_after = burst / per_second if per_second > 0 else float("inf")
        self._users: OrderedDict[int, tuple[float, float]] = OrderedDict()  # user -> (tokens, at)

    def allow(self, user_id: int) -> bool:
        """Take a token for ``user_id`` if there is one; False means: refuse, and change nothing."""
        now = self._clock()
        self._evict_idle(now)
        tokens, at = self._users.pop(user_id, (self._burst, now))
        tokens = min(self._burst, tokens + (now - at) * self._rate)
        allowed = tokens >= 1
        self._users[user_id] = (tokens - 1 if allowed else tokens, now)  # most recent last
        if len(self._users) > self._max:
            self._users.popitem(last=False)
        return allowed

    def __len__(self) -> int:
        return len(self._users)

    def _evict_idle(self, now: float) -> None:
        """Drop users whose bucket has refilled: the oldest entries come first in the map."""
        while self._users:
            _tokens, at = next(iter(self._users.values()))
            if now - at < self._full_after:
                return
            self._users.popitem(last=False)


class RepostLimit:
    """At most ``per_minute`` /table reposts per table in any 60 seconds."""

    def __init__(self, per_minute: int, clock: Callable[[], float], max_entries: int = MAX_ENTRIES) -> None:
        self._per_minute = per_minute
        self._clock = clock
        self._max = max_entries
        self._tables: OrderedDict[int, deque[float]] = OrderedDict()

    def allow(self, table_id: int) -> bool:
        now = self._clock()
        recent = self._tables.pop(table_id, deque())
        while recent and now - recent[0] >= REPOST_WINDOW_SECONDS:
            recent.popleft()
        allowed = len(recent) < self._per_minute
        if allowed:
            recent.append(now)
        if recent:
            self._tables[table_id] = recent
            if len(self._tables) > self._max:
                self._tables.popitem(last=False)
        return allowed
