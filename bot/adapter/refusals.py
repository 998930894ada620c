"""Refused requests: channels that refuse the bot's posts, and the process's count of refusals.

Discord bans a bot's IP for an hour after 10,000 refused requests (401, 403, 429) in 10 minutes. A
channel where the bot may not post refuses every message sent there, and a busy table sends one or two
per action: before this, about 13 accounts clicking at one such table reached that rate (issue 37,
finding 9). So:

- A channel that refused a post (403) is remembered for ``REFUSED_CHANNEL_S``; the bot sends nothing
  there meanwhile (``ChannelSilenced`` is raised at once, no request made) and counts what it did not
  post. Nothing acknowledged is lost: the table's state is stored, and the next post that goes through
  (or the table message's next edit) shows it as it is then. The table's host is told once, privately,
  on their next click (``HostNotices``).
- Every 401/403/429 the process gets is counted over Discord's sliding 10 minutes (``RefusalWindow``).
  Past ``OPTIONAL_STOPS_AT`` of Discord's limit the bot stops optional traffic (table-message edits
  waiting for the global budget: the next click shows the table anyway); past ``ALL_STOPS_AT`` it
  sends no bot-authenticated request at all until the count falls: interaction answers, which people
  wait for, still go.

In memory and bounded: after a restart a refused channel is refused once more, which is one request.
"""

from __future__ import annotations

import logging
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

if TYPE_CHECKING:
    from discord.http import HTTPClient, Route

log = logging.getLogger(__name__)

# Discord's invalid-request limit: 10,000 responses of 401, 403 or 429 in 10 minutes ban the IP for an
# hour (discord.com/developers/docs/topics/rate-limits#invalid-request-limit).
DISCORD_INVALID_LIMIT = 10_000
INVALID_WINDOW_S = 600.0
REFUSED_STATUSES = (401, 403, 429)
# Past half of the limit something refuses the bot wholesale (a bug, a wave of permission changes):
# optional traffic stops, leaving the other half for what players wait for while the count falls. [product]
OPTIONAL_STOPS_AT = 0.5
# Past 90 %, every bot-authenticated request stops: a banned IP answers nobody for an hour, so the last
# 10 % are kept for Discord's own retries and the requests already in flight. [product]
ALL_STOPS_AT = 0.9
# How long a channel that refused a post stays silent. One refused request per channel per 5 minutes
# keeps even 5,000 such channels under Discord's limit; a moderator who fixes the permission waits at
# most this long for the table's posts (its table message, edited in place, catches up sooner). [product]
REFUSED_CHANNEL_S = 300.0
# The most refused channels remembered (the oldest forgotten first: each costs one request again), and
# the most hosts waiting to be told: a bound whatever the traffic. [product]
MAX_REFUSED_CHANNELS = 10_000
MAX_WAITING_NOTICES = 10_000
CANNOT_DM_USER = 50007  # a closed DM: the DM hand falls back to the button (bot/adapter/dm_hands.py)
MISSING_ACCESS = 50001  # the bot cannot even see the channel: every request to it is refused
_SEND = ("POST", "/channels/{channel_id}/messages")
# What the log shows for a request held back (discord.py's exceptions print status, reason and text).
_HELD_BACK = {"code": 0, "message": "held back: this channel refused a post a moment ago"}
_STOPPED = "held back: near Discord's limit of refused requests"
_FORBIDDEN = (403, "Forbidden")
_TOO_MANY = (429, "Too Many Refusals")


class ChannelSilenced(discord.Forbidden):
    """Not sent: this channel refused a post a moment ago (no request was made)."""

    def __init__(self) -> None:
        super().__init__(_Refused(*_FORBIDDEN), _HELD_BACK)


class TrafficStopped(discord.HTTPException):
    """Not sent: the process is near Discord's limit of refused requests (no request was made)."""

    def __init__(self) -> None:
        super().__init__(_Refused(*_TOO_MANY), _STOPPED)


class _Refused:
    """The response-like object discord.py's exceptions read (status, reason) for a request never made."""

    def __init__(self, status: int, reason: str) -> None:
        self.status = status
        self.reason = reason


class RefusalWindow:
    """401/403/429 responses in the last ``window`` seconds, counted per whole second (at most
    ``window`` buckets, whatever the traffic)."""

    def __init__(
        self,
        clock: Callable[[], float] = time.monotonic,
        limit: int = DISCORD_INVALID_LIMIT,
        window: float = INVALID_WINDOW_S,
    ) -> None:
        self.limit = limit
        self.window = window
        self._clock = clock
        self._buckets: deque[list[int]] = deque()  # [second, count], oldest first
        self._total = 0

    def note(self) -> None:
        second = int(self._clock())
        self._expire(second)
        if self._buckets and self._buckets[-1][0] == second:
            self._buckets[-1][1] += 1
        else:
            self._buckets.append([second, 1])
        self._total += 1

    def count(self) -> int:
        self._expire(int(self._clock()))
        return self._total

    def share(self) -> float:
        """The part of Discord's limit used in the window (1.0: banned)."""
        return self.count() / self.limit

    def _expire(self, second: int) -> None:
        while self._buckets and self._buckets[0][0] <= second - self.window:
            self._total -= self._buckets.popleft()[1]


@dataclass
class _Silent:
    until: float
    everything: bool  # Missing Access: edits and deletes are refused too, not only new messages
    unsent: int = 0
    told: set[int] = field(default_factory=set)  # hosts already told about this refusal


class Refusals:
    """The refused channels and the refusal count, in front of discord.py's ``HTTPClient`` (``install``)."""

    def __init__(
        self, clock: Callable[[], float] = time.monotonic, window: RefusalWindow | None = None
    ) -> None:
        self._clock = clock
        self.window = window or RefusalWindow(clock)
        self._silent: OrderedDict[int, _Silent] = OrderedDict()
        self.notices = HostNotices()

    # ------------------------------------------------------------ the process's count
    def optional_stopped(self) -> bool:
        return self.window.share() >= OPTIONAL_STOPS_AT

    def all_stopped(self) -> bool:
        return self.window.share() >= ALL_STOPS_AT

    # ------------------------------------------------------------ refused channels
    def silenced(self, channel_id: int, *, send: bool = True) -> bool:
        """Whether a request to ``channel_id`` (a new message if ``send``) is held back now."""
        silent = self._silent.get(channel_id)
        if silent is None:
            return False
        if self._clock() >= silent.until:
            del self._silent[channel_id]
            if silent.unsent:
                log.info(
                    "channel %s: %d posts were not sent while it refused them", channel_id, silent.unsent
                )
            return False
        return send or silent.everything

    def held_back(self, channel_id: int) -> None:
        silent = self._silent.get(channel_id)
        if silent is not None:
            silent.unsent += 1

    def unsent(self, channel_id: int) -> int:
        silent = self._silent.get(channel_id)
        return 0 if silent is None else silent.unsent

    def refused(self, channel_id: int, error: discord.HTTPException) -> None:
        """``channel_id`` refused a request with 403: silent for ``REFUSED_CHANNEL_S``."""
        if error.code == CANNOT_DM_USER or isinstance(error, ChannelSilenced):
            return
        if self.silenced(channel_id, send=True):  # already known (the same refusal, seen twice)
            return
        log.warning(
            "channel %s refused a post (%s, code %s): nothing is sent there for %d s",
            channel_id, error.status, error.code, REFUSED_CHANNEL_S,
        )  # fmt: skip
        self._silent[channel_id] = _Silent(self._clock() + REFUSED_CHANNEL_S, error.code == MISSING_ACCESS)
        self._silent.move_to_end(channel_id)
        if len(self._silent) > MAX_REFUSED_CHANNELS:
            self._silent.popitem(last=False)

    def tell_host(self, channel_id: int, host_id: int, table_id: int) -> None:
        """The host of a table in a refused channel is told once per refusal, on their next click."""
        silent = self._silent.get(channel_id)
        if silent is None or host_id in silent.told:
            return
        silent.told.add(host_id)
        self.notices.add(host_id, channel_id, table_id)

    # ------------------------------------------------------------ in front of HTTPClient
    def install(self, http: HTTPClient) -> None:
        """Every request of ``http`` is held back when its channel refused posts, or when the process is
        near the limit; every 401/403/429 it gets is counted."""
        request = http.request

        async def guarded(route: Route, **kwargs: Any) -> Any:
            channel_id = int(route.channel_id) if route.channel_id is not None else None
            send = (route.method, route.path) == _SEND
            if channel_id is not None and self.silenced(channel_id, send=send):
                self.held_back(channel_id)
                raise ChannelSilenced
            if self.all_stopped():
                raise TrafficStopped()
            try:
                return await request(route, **kwargs)
            except discord.HTTPException as error:
                if error.status in REFUSED_STATUSES:
                    self.window.note()
                    # A refused post, or no access at all (not, say, archiving a thread without
                    # Manage Threads: the channel still takes the game's messages).
                    if (
                        error.status == 403
                        and channel_id is not None
                        and (send or error.code == MISSING_ACCESS)
                    ):
                        self.refused(channel_id, error)
                raise

        http.request = guarded  # type: ignore[method-assign]


class HostNotices:
    """Hosts to tell, on their next click, that their table's channel refuses the bot's posts.

    Told privately as the answer's ephemeral followup rather than by DM: it reaches the host where they
    are playing (the game goes on through its buttons, whose answers need no permission in the channel),
    costs no bot-authenticated request (an interaction's webhook), and cannot itself be refused by
    closed DMs, another 403 of the kind this is about."""

    def __init__(self, max_waiting: int = MAX_WAITING_NOTICES) -> None:
        self._max = max_waiting
        self._waiting: OrderedDict[int, tuple[int, int]] = OrderedDict()  # host -> (channel, table)

    def add(self, host_id: int, channel_id: int, table_id: int) -> None:
        self._waiting[host_id] = (channel_id, table_id)
        self._waiting.move_to_end(host_id)
        if len(self._waiting) > self._max:
            self._waiting.popitem(last=False)

    def take(self, user_id: int) -> tuple[int, int] | None:
        """The refused channel and table to tell this user about, once."""
        return self._waiting.pop(user_id, None)

    def __len__(self) -> int:
        return len(self._waiting)
