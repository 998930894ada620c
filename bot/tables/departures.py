"""Seats whose person left the table's server (docs/security.md#leaving-a-table-bans-kicks-and-departures).

A departure is a state of the seat, stored (``storage.Departure``, migration 0014) so a restart keeps it:
a bot plays the seat (it is on autopilot), and ``ServiceCore._seated`` refuses the person's every action,
their I'm back included. The adapter only reports a departure: a ban as Discord announces it, or a click
from someone's DMs that found them no longer a member of the table's server. The service decides what
it means:

- **banned**: final for that game. Even unbanned and back in the server, the seat stays the bot's; their
  hand is never shown to them again (``TableService.private_view``).
- **left** (or kicked: without the privileged members intent the bot cannot tell the two apart): a bot
  plays the seat until they are a member again and press I'm back, as after /leave. The adapter lets
  only a member of the table's server reach the service (a click in its channel is a member's; a click
  in DMs is checked), so I'm back reaching it means they rejoined.
"""

from __future__ import annotations

from bot.tables.autoplay import Autoplay
from bot.tables.errors import DepartedError
from bot.tables.models import TableState
from storage import Departure, SeatClock


class Departures(Autoplay):
    async def depart(self, table_id: int, user_id: int, departure: Departure) -> TableState:
        """The user is no longer in the table's server: a bot plays their seat from now on, and nothing
        of theirs is taken until (for a plain leave only) they are back. A ban outranks a leave.
        Refused (``DepartedError``) when the seat already departed so; the game must be running."""
        async with self._lock(table_id):
            record = await self._record(table_id)
            table, seat = await self._running_seat(record, user_id)
            player = table.player_at(seat)
            if player.departed is Departure.BANNED or player.departed is departure:
                raise DepartedError(banned=player.departed is Departure.BANNED)
            deadlines = self._autopilot_deadlines(record, table, seat, on=True)
            clock = SeatClock(seat=seat, missed=player.missed, autopilot=True)
            await self._store.set_departure(table_id, clock, departed=departure, deadlines=deadlines)
            return await self._seat_changed(table_id, deadlines)
