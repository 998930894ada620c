"""The global rate budget: this process's share of Discord's global limit, in memory, no REST of its own.

Discord allows a bot 50 globally rate-limited requests per second across all its processes; interaction
callbacks and the webhook routes of an interaction token (followups, edits of their messages) are exempt.
discord.py only reacts to a global 429 (it sleeps, holding a global lock); a bot past the limit has
already been refused, and repeated 429s can get its IP banned for an hour. So every request discord.py's
``HTTPClient`` makes passes this budget first (``install``): at most ``per_second`` starts in any window
of one second. Each process gets a share of the bot's limit (``process_share``), so together they stay
under it with no shared state.

Priorities: when more is asked than the budget allows, ``Priority.FIRST`` (everything but a table-message
edit: turn pings and announcements posted to the channel, DM hands, lobby lines) is served before
``Priority.LAST`` (table-message edits, which coalesce meanwhile: ``bot/adapter/coalescing.py``; only
those no live interaction token can carry: ``bot/adapter/table_message.py``).
Within that, while several servers wait, a server that used its share of the window goes after those that
did not (``bot/adapter/fair_share.py``), and at most ``MAX_WAITING`` requests wait, the oldest table
edits shed first.
Interaction responses and followups go through discord.py's webhook adapter, never through
``HTTPClient``, so the budget cannot delay them.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import math
from collections import deque
from collections.abc import Awaitable, Callable, Iterator
from enum import IntEnum
from typing import TYPE_CHECKING, Any

from bot.adapter.fair_share import (
    MAX_WAITING,
    SERVER_SHARE,
    Server,
    ServerShares,
    Waiter,
    Waiters,
    current_server,
)

if TYPE_CHECKING:  # settings read the default and the share: no discord.py import for that
    from discord.http import HTTPClient, Route

WINDOW_SECONDS = 1.0  # Discord counts its global limit per second
# Discord's global limit is 50/s per bot; a little under it leaves room for clock skew between processes
# and for requests discord.py retries on its own (a 5xx, a 429 on a per-route bucket). [product]
DEFAULT_GLOBAL_RATE_LIMIT = 45.0
# Routes of an interaction's token: outside the global limit. (discord.py sends those through its webhook
# adapter; a bot-authenticated call on these paths would not be counted by Discord either.)
EXEMPT_PREFIXES = ("/interactions/", "/webhooks/{webhook_id}/{webhook_token}")


class OptionalStopped(Exception):
    """Not granted: optional traffic is stopped while refusals near Discord's limit (nothing was sent;
    a table edit's state is stored and shows on the next one)."""


class Priority(IntEnum):
    FIRST = 0  # what a player waits for: pings, announcements, their DM hand
    LAST = 1  # table-message edits: the latest state of each is enough


def process_share(limit: float, shard_count: int, shards_here: int) -> float:
    """This process's part of the bot's global limit: ``limit × shards_here / shard_count`` (a process
    serving k of the bot's N shards). All the processes together never exceed ``limit``."""
    if shard_count < 1 or not 0 < shards_here <= shard_count:
        raise ValueError(f"{shards_here} of {shard_count} shards")
    return limit * shards_here / shard_count


class SendWindow:
    """At most ``per_window`` requests in any window of ``window`` seconds, evenly spaced (never two
    granted closer than ``window / per_window``). A request granted but not yet sent (its task still
    reads the table and draws the message, or waits for a busy event loop to resume it) holds its slot
    until it is sent or given up, however long that takes; it is counted from when it is sent.

    Stricter than a token bucket of the same rate (a full bucket plus its refill allows up to twice the
    rate within one second). The spacing keeps Discord's count right when the requests' travel times
    differ: a burst sent at the end of one second and another at the start of the next could arrive
    bunched in one of Discord's seconds; spaced requests shift by their jitter, not by a whole burst."""

    def __init__(self, per_second: float, window: float = WINDOW_SECONDS) -> None:
        self.per_window = max(1, math.floor(per_second * window))
        self.window = window
        self.gap = window / self.per_window
        self._sent: deque[float] = deque()  # when each request of the last window was sent
        self._held = 0  # granted, not sent yet
        self._last = -math.inf  # the last grant or send: the next grant comes ``gap`` after it

    def wait(self, now: float) -> float:
        """Seconds until a grant is allowed (0: now); while every slot is held, a short poll."""
        while self._sent and now - self._sent[0] >= self.window:
            self._sent.popleft()
        over = len(self._sent) + self._held - self.per_window
        if over >= 0:
            return self._sent[over] + self.window - now if over < len(self._sent) else self.gap
        return max(0.0, self._last + self.gap - now)

    def grant(self, now: float) -> None:
        self._held += 1
        self._last = max(self._last, now)

    def sent(self, now: float) -> None:
        """A granted request goes out now."""
        self._held -= 1
        self._sent.append(now)
        self._last = max(self._last, now)

    def release(self) -> None:
        """A granted request will not be sent after all."""
        self._held -= 1


class GlobalBudget:
    """``acquire(priority)`` returns when a request may be sent: at once while the window has room and
    nobody waits, else in turn (``fair_share``: servers under their share first while several wait,
    then priority, then arrival); then ``sent()`` when it goes out, or ``release()`` if it does not.
    ``per_second`` None: no budget (a client whose HTTP is a simulator's, with no limit to keep and a
    clock that only moves when the test moves it)."""

    def __init__(
        self,
        per_second: float | None,
        *,
        clock: Callable[[], float] | None = None,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
        stop_optional: Callable[[], bool] = lambda: False,
        server_share: float = SERVER_SHARE,
        max_waiting: int = MAX_WAITING,
    ) -> None:
        self.per_second = per_second
        # True while the process nears Discord's limit of refused requests (bot/adapter/refusals.py):
        # ``Priority.LAST`` is then refused (``OptionalStopped``) rather than sent.
        self._stop_optional = stop_optional
        self._window = SendWindow(per_second) if per_second is not None else None
        self._clock = clock
        self._sleep = sleep
        self._waiters = Waiters(max_waiting)
        per_window = self._window.per_window if self._window is not None else 1
        self._shares = ServerShares(per_window, WINDOW_SECONDS, server_share)
        self._pump: asyncio.Task[None] | None = None

    def _now(self) -> float:
        return self._clock() if self._clock is not None else asyncio.get_running_loop().time()

    def waiting(self, priority: Priority | None = None) -> int:
        """Requests waiting for a grant (of one priority, or all)."""
        return len(self._waiters) if priority is None else self._waiters.count(priority)

    def crowded(self) -> bool:
        """More than half of ``MAX_WAITING`` wait: edits shed earlier should wait before asking again."""
        return len(self._waiters) * 2 > self._waiters.max_waiting

    async def acquire(self, priority: Priority = Priority.FIRST, server: Server = None) -> float:
        """Wait for a grant, counted against ``server``'s share (default: the server the current work is
        about, ``fair_share.serving``); returns when it was granted. Raises ``OptionalStopped`` for
        ``Priority.LAST`` while optional traffic is stopped, and ``Shed`` when it was shed."""
        if priority is Priority.LAST and self._stop_optional():
            raise OptionalStopped
        if self._window is None:
            return 0.0
        server = server if server is not None else current_server()
        now = self._now()
        if not len(self._waiters) and self._window.wait(now) == 0:
            self._grant(server, now)
            return now
        future: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        # Coalescible: a table-message edit, which a later edit of the same message supersedes.
        self._waiters.add(Waiter(future, priority, server, coalescible=priority is Priority.LAST))
        if self._pump is None or self._pump.done():
            self._pump = asyncio.create_task(self._serve())
        try:
            return await future  # cancelled while waiting: ``Waiters`` drops it, no grant is spent on it
        except asyncio.CancelledError:
            if future.done() and not future.cancelled() and future.exception() is None:
                self._window.release()  # granted, then cancelled before it resumed
            raise

    def sent(self) -> None:
        if self._window is not None:
            self._window.sent(self._now())

    def release(self) -> None:
        if self._window is not None:
            self._window.release()

    def _grant(self, server: Server, now: float) -> None:
        assert self._window is not None
        self._window.grant(now)
        self._shares.granted(server, now)

    async def _serve(self) -> None:
        """Hand out grants to the waiters in turn, as the window allows."""
        assert self._window is not None, "no budget: nobody waits"
        while len(self._waiters):
            wait = self._window.wait(self._now())
            if wait > 0:
                await self._sleep(wait)
                continue
            now = self._now()
            waiter = self._waiters.next(self._shares, now)
            if waiter is None:
                return
            self._grant(waiter.server, now)
            waiter.future.set_result(now)


# ---------------------------------------------------------------- in front of discord.py's HTTPClient
# A table-message edit acquires its grant itself, at low priority, before it reads the state it shows
# (so it shows what is current when it may go); the one request it then makes must not pay twice.
_prepaid: contextvars.ContextVar[list[GlobalBudget] | None] = contextvars.ContextVar(
    "cardroom_prepaid", default=None
)


@contextlib.contextmanager
def prepaid(budget: GlobalBudget) -> Iterator[None]:
    """The next request made in this context was already granted by ``budget.acquire``; if none is
    made, the grant is given back."""
    paid = [budget]
    token = _prepaid.set(paid)
    try:
        yield
    finally:
        _prepaid.reset(token)
        if paid:
            budget.release()


def exempt(route: Route) -> bool:
    return route.path.startswith(EXEMPT_PREFIXES)


def install(
    http: HTTPClient, budget: GlobalBudget, server_of: Callable[[Route], Server] = lambda route: None
) -> None:
    """Every request of ``http`` waits for the budget first (at ``Priority.FIRST`` unless prepaid),
    counted against the server of the work that makes it, else ``server_of(route)``."""
    request = http.request

    async def budgeted(route: Route, **kwargs: Any) -> Any:
        paid = _prepaid.get()
        if paid:
            paid.pop().sent()
        elif not exempt(route):
            server = current_server()
            await budget.acquire(Priority.FIRST, server if server is not None else server_of(route))
            budget.sent()
        return await request(route, **kwargs)

    http.request = budgeted  # type: ignore[method-assign]
