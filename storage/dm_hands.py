"""Which direct message shows a player's hand at a table (migration 0004).

Hands by DM are edited in place turn after turn, so a player's DMs hold one hand per table, never one
per turn. The message id is stored with the seat so a restart still edits the same message.
"""

from __future__ import annotations

from storage.database import Repository
from storage.locks import table_lock


class DmHandRepository(Repository):
    _DM_HAND_GET = "SELECT dm_hand_message_id FROM players WHERE table_id = ? AND user_id = ?"

    async def dm_hand_message(self, table_id: int, user_id: int) -> int | None:
        """The DM showing this player's hand at this table, if one was sent."""
        async with self._db.read() as session:
            row = await session.fetch_one(self._DM_HAND_GET, (table_id, user_id))
        return row["dm_hand_message_id"] if row else None

    _DM_HAND_SET = "UPDATE players SET dm_hand_message_id = ? WHERE table_id = ? AND user_id = ?"

    async def set_dm_hand_message(self, table_id: int, user_id: int, message_id: int | None) -> None:
        """Remember (or, with ``None``, forget) the DM showing this player's hand at this table."""
        async with self._db.transaction(table_lock(table_id)) as session:
            await session.execute(self._DM_HAND_SET, (message_id, table_id, user_id))

    _DM_HANDS_ALL = """
        SELECT user_id, dm_hand_message_id FROM players
        WHERE table_id = ? AND dm_hand_message_id IS NOT NULL
    """

    async def dm_hand_messages(self, table_id: int) -> dict[int, int]:
        """Every DM hand of this table, by user id: the ones to close when the game ends."""
        async with self._db.read() as session:
            rows = await session.fetch_all(self._DM_HANDS_ALL, (table_id,))
        return {row["user_id"]: row["dm_hand_message_id"] for row in rows}
