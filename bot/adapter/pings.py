"""Turn pings: who is told that it is their turn, and the one ping per table that is still current.

The rules a player would notice (docs/ux.md: a calm channel):

- a person is notified when their turn *begins* (a simultaneous phase: once, when it opens), never for a
  step inside their own turn, and never twice with no other seat's action in between;
- a person whose open hand was just redrawn (``LiveHands``) is already looking at it: no ping;
- bots and seats on autopilot are never pinged;
- a table has at most one ping: posting a new one deletes the previous one, and a ping whose named
  players have all acted is deleted.

The outstanding ping is remembered in memory with the interaction whose webhook posted it, so deleting
it is exempt from Discord's global rate limit while that token lives (15 minutes); otherwise a channel
delete. Its id is also stored on the table (``Store.set_ping_message``), so after a restart the next ping
(or the game's end) still deletes the one the previous process posted.

The stored id is cleared *before* the delete goes out: a process killed after Discord applied the delete
but before it heard back must not leave the id behind, or its successor would delete the message again
(Discord answers 10008 Unknown Message to that). The cost is the opposite window: killed between the
clear and the delete, one stale ping stays in the channel, which a player can ignore; a delete Discord
answers 10008 anyway (a moderator removed the ping) is done, not an error, and is not tried again.
"""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bot.adapter.posting import Posted, delete_posted
from bot.tables import ActResult, TableInfo

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)


@dataclass(slots=True)
class _Ping:
    posted: Posted
    pending: set[int] = field(default_factory=set)  # users it named who have not acted since


class Pings:
    def __init__(self, bot: CardroomBot) -> None:
        self._bot = bot
        self._outstanding: dict[int, _Ping] = {}
        # Users told of their turn (pinged or redrawn) with no other seat's action since: not again.
        self._told: defaultdict[int, set[int]] = defaultdict(set)
        # One delete at a time per table (the abort vote's clear may meet a publish): the second one
        # then finds the stored id already cleared instead of deleting the same message twice.
        self._deleting: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)

    def acted(self, table: TableInfo, results: Sequence[ActResult]) -> None:
        """Actions in order: anyone else's notification is history now; the outstanding ping's named
        players who acted are answered."""
        told = self._told[table.id]
        ping = self._outstanding.get(table.id)
        for result in results:
            actor = table.user_at(result.seat)
            told &= {actor}
            if ping is not None:
                ping.pending.discard(actor)

    def due(self, table: TableInfo, seats: Iterable[int]) -> list[int]:
        """Of the seats whose turn just began, the people to tell (in seat order, no bots, not twice)."""
        told = self._told[table.id]
        users = [table.user_at(s) for s in sorted(set(seats)) if not table.is_automatic(s)]
        return [u for u in users if u not in told]

    def told(self, table_id: int, users: Iterable[int]) -> None:
        self._told[table_id].update(users)

    async def retire_answered(self, table: TableInfo) -> None:
        """Delete the outstanding ping once everyone it named has acted, or the game is over."""
        ping = self._outstanding.get(table.id)
        if table.status != "playing" or (ping is not None and not ping.pending):
            await self._delete(table)
        if table.status != "playing":
            self._told.pop(table.id, None)

    async def replace(self, table: TableInfo, posted: Posted | None, users: Iterable[int]) -> None:
        """``posted`` is the table's new ping: the previous one was deleted first (``clear``)."""
        if posted is not None:
            self._outstanding[table.id] = _Ping(posted, set(users))
            await self._bot.tables.set_ping_message(table.id, posted.message_id)

    async def clear(self, table: TableInfo) -> None:
        """Delete the outstanding ping before a new one goes out (at most one at a time)."""
        await self._delete(table)

    def forget(self, table_id: int) -> None:
        """The table closed: drop what is remembered of its pings (``Publisher.forget``)."""
        self._outstanding.pop(table_id, None)
        self._told.pop(table_id, None)
        self._deleting.pop(table_id, None)

    async def _delete(self, table: TableInfo) -> None:
        async with self._deleting[table.id]:
            ping = self._outstanding.pop(table.id, None)
            if ping is None:  # none posted by this process: a predecessor's, recorded on the table, if any
                stored = await self._bot.tables.ping_message(table.id)
                if stored is None:
                    return
                ping = _Ping(Posted(stored))
            await self._bot.tables.set_ping_message(table.id, None)  # before the delete (module docstring)
        try:
            await delete_posted(self._bot, table, ping.posted)  # already gone (10008) counts as deleted
        except Exception:
            log.exception("table %s: could not delete an out-of-date ping", table.id)
