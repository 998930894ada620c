"""Deadlines and turn clocks: what the bot's sweeper asks for, and the per-seat clock records.

A table has at most three things due (migration 0002): ``deadline`` (a lobby's idle limit, or when the
turn clock of the players to act runs out), ``reminder_at`` (their one reminder ping) and ``bots_due`` (a
bot has a move to make). They are stored, never kept in memory, so a restart keeps every clock running.
What happens when one falls due is the table service's business; storage only finds them.
"""

from __future__ import annotations

from collections.abc import Sequence

from storage.database import Repository
from storage.errors import TableNotFoundError, TableStatusError
from storage.locks import table_lock
from storage.models import Deadlines, Departure, SeatClock, TableRecord
from storage.session import StoreSession

_SET_SEAT_CLOCK = """
    UPDATE players SET missed = :missed, autopilot = :autopilot
    WHERE table_id = :table_id AND seat = :seat
"""


_SET_DEPARTED = "UPDATE players SET departed = :departed WHERE table_id = :table_id AND seat = :seat"


def deadline_params(deadlines: Deadlines) -> dict[str, float | int | None]:
    """The named SQL parameters ``:deadline``, ``:reminder_at`` and ``:bots_due``."""
    return {
        "deadline": deadlines.deadline,
        "reminder_at": deadlines.reminder_at,
        "bots_due": int(deadlines.bots_due),
    }


async def write_seat_clocks(session: StoreSession, table_id: int, seat_clocks: Sequence[SeatClock]) -> None:
    """Update seats' clock records inside the caller's transaction."""
    for clock in seat_clocks:
        params = {
            "table_id": table_id,
            "seat": clock.seat,
            "missed": clock.missed,
            "autopilot": clock.autopilot,
        }
        if await session.execute(_SET_SEAT_CLOCK, params) != 1:
            raise TableNotFoundError(table_id)


class ClockRepository(Repository):
    _DUE = """
        SELECT * FROM tables
        WHERE status IN ('lobby', 'playing')
          AND (deadline <= :now OR reminder_at <= :now OR bots_due = 1)/*shards*/
        ORDER BY id
    """

    async def due_tables(self, now: float) -> list[TableRecord]:
        """Active tables with a deadline or reminder at or before ``now``, or a bot move waiting (this
        process's shards' only)."""
        async with self._db.read() as session:
            rows = await session.fetch_all(self._shards.scoped(self._DUE), {"now": now})
        return [TableRecord.from_row(row) for row in rows]

    # Two aggregates, not SQLite's two-argument MIN(a, b) (PostgreSQL spells that LEAST; neither
    # reads the other's); each MIN skips the tables without that time.
    _NEXT_DUE = """
        SELECT MIN(due) FROM (
            SELECT MIN(deadline) AS due FROM tables WHERE status IN ('lobby', 'playing')/*shards*/
            UNION ALL
            SELECT MIN(reminder_at) AS due FROM tables WHERE status IN ('lobby', 'playing')/*shards*/
        ) AS next_times
    """

    async def next_due(self) -> float | None:
        """The earliest deadline or reminder of any active table (unix seconds), or None."""
        async with self._db.read() as session:
            return await session.fetch_value(self._shards.scoped(self._NEXT_DUE))

    # One statement holding the table's lock (``write_statement``): one round trip on PostgreSQL, and
    # the row as written, so the lobby that sets it after every change need not read it again.
    _SET_DEADLINE = """
        WITH locked AS ({locks})
        UPDATE tables SET deadline = :deadline, updated_at = :now
        WHERE id = :table_id AND (SELECT COUNT(*) FROM locked) = 1
        RETURNING *
    """

    async def set_deadline(self, table_id: int, deadline: float | None) -> TableRecord:
        """Set or clear the table's deadline (unix seconds), which the bot's sweeper acts on; returns the
        table as written."""
        params = {"deadline": deadline, "now": self._clock(), "table_id": table_id}
        row = await self._db.write_statement(self._SET_DEADLINE, params, table_lock(table_id))
        if row is None:
            raise TableNotFoundError(table_id)
        return TableRecord.from_row(row)

    _SET_DEADLINES = """
        UPDATE tables SET deadline = :deadline, reminder_at = :reminder_at, bots_due = :bots_due,
                          updated_at = COALESCE(:touched, updated_at)
        WHERE id = :table_id
    """
    # The same on its own, holding the table's lock (``write_statement``): one round trip, not three.
    _SET_DEADLINES_ALONE = f"""
        WITH locked AS ({{locks}})
        {_SET_DEADLINES} AND (SELECT COUNT(*) FROM locked) = 1
        RETURNING id
    """

    async def set_deadlines(self, table_id: int, deadlines: Deadlines, *, touch: bool = True) -> None:
        """Replace everything due on the table at once (a reminder sent, a player back from autopilot).
        ``touch=False``: nobody touched the game (a reminder went out), so it ages towards closing as an
        untouched game (``storage.limits``) as if nothing happened."""
        params = self._deadline_params(table_id, deadlines, touch=touch)
        if await self._db.write_statement(self._SET_DEADLINES_ALONE, params, table_lock(table_id)) is None:
            raise TableNotFoundError(table_id)

    def _deadline_params(
        self, table_id: int, deadlines: Deadlines, *, touch: bool = True
    ) -> dict[str, float | int | None]:
        now = self._clock()
        return {
            "table_id": table_id,
            "now": now,
            "touched": now if touch else None,
            **deadline_params(deadlines),
        }

    _SET_TURN_CLOCK = """
        UPDATE tables SET turn_clock = ?, updated_at = ?, deadline = COALESCE(?, deadline)
        WHERE id = ? AND status = 'lobby' RETURNING *
    """

    async def set_turn_clock(
        self, table_id: int, seconds: int | None, *, idle_deadline: float | None = None
    ) -> TableRecord:
        """Choose the turn clock in the lobby (``None`` = no clock); it is fixed once the game starts.
        ``idle_deadline``: the lobby's idle deadline pushed back by the change (None leaves it)."""
        async with self._db.transaction(table_lock(table_id)) as session:
            params = (seconds, self._clock(), idle_deadline, table_id)
            row = await session.fetch_one(self._SET_TURN_CLOCK, params)
            if row is None:
                status = await session.fetch_value("SELECT status FROM tables WHERE id = ?", (table_id,))
                if status is None:
                    raise TableNotFoundError(table_id)
                raise TableStatusError(table_id, status, ("lobby",))
        return TableRecord.from_row(row)

    async def set_seat_clock(self, table_id: int, clock: SeatClock, *, deadlines: Deadlines) -> None:
        """Record one seat's clock (autopilot on or off) and what falls due since, in one transaction."""
        async with self._db.transaction(table_lock(table_id)) as session:
            await write_seat_clocks(session, table_id, [clock])
            await session.execute(self._SET_DEADLINES, self._deadline_params(table_id, deadlines))

    async def set_departure(
        self, table_id: int, clock: SeatClock, *, departed: Departure | None, deadlines: Deadlines
    ) -> None:
        """Record that the seat's person left the server (``departed``), or came back (None), with the
        seat's clock and what falls due since, in one transaction."""
        async with self._db.transaction(table_lock(table_id)) as session:
            await write_seat_clocks(session, table_id, [clock])
            params = {
                "table_id": table_id,
                "seat": clock.seat,
                "departed": departed.value if departed else None,
            }
            await session.execute(_SET_DEPARTED, params)
            await session.execute(self._SET_DEADLINES, self._deadline_params(table_id, deadlines))
