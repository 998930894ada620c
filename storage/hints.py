"""Hints (issue 39, migration 0019): whether a table allows them, and how many each seat took.

The host's choice is stored with the table (``tables.hints``: NULL for the default, which the table
service reads as "on at a casual table"), changed only in the lobby. A hint shown is counted on its seat
(``players.hints_used``) in a transaction of its own; a game in which any seat used one is not rated
(``storage.ratings.rate_results`` reads the counts inside the results' transaction).
"""

from __future__ import annotations

from storage.database import Repository
from storage.errors import TableNotFoundError, TableStatusError
from storage.locks import table_lock
from storage.models import TableRecord


class HintRepository(Repository):
    _SET_HINTS = """
        UPDATE tables SET hints = ?, updated_at = ? WHERE id = ? AND status = 'lobby' RETURNING *
    """

    async def set_hints(self, table_id: int, allowed: bool | None) -> TableRecord:
        """The host's choice in the lobby (None: back to the default); fixed once the game starts."""
        value = None if allowed is None else int(allowed)
        async with self._db.transaction(table_lock(table_id)) as session:
            row = await session.fetch_one(self._SET_HINTS, (value, self._clock(), table_id))
            if row is None:
                status = await session.fetch_value("SELECT status FROM tables WHERE id = ?", (table_id,))
                if status is None:
                    raise TableNotFoundError(table_id)
                raise TableStatusError(table_id, status, ("lobby",))
        return TableRecord.from_row(row)

    _COUNT_HINT = """
        UPDATE players SET hints_used = hints_used + 1
        WHERE table_id = ? AND seat = ? AND bot_level IS NULL
          AND EXISTS (SELECT 1 FROM tables WHERE id = ? AND status = 'playing')
    """

    async def count_hint(self, table_id: int, seat: int) -> bool:
        """One more hint for a person's seat of a running game; False (nothing written) otherwise."""
        async with self._db.transaction(table_lock(table_id)) as session:
            counted = await session.execute(self._COUNT_HINT, (table_id, seat, table_id))
        return counted == 1

    _HINTS_USED = "SELECT seat, hints_used FROM players WHERE table_id = ? AND seat IS NOT NULL ORDER BY seat"

    async def hints_used(self, table_id: int) -> dict[int, int]:
        """Hints taken per seat (seats that took none left out)."""
        async with self._db.read() as session:
            rows = await session.fetch_all(self._HINTS_USED, (table_id,))
        return {row["seat"]: row["hints_used"] for row in rows if row["hints_used"]}
