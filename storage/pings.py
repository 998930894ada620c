"""The table's outstanding turn ping (migration 0007): at most one per table, deleted when out of date.

The bot keeps the ping in memory with the interaction whose webhook posted it (a free delete); the id
stored here is what a restarted process needs to delete a ping its predecessor posted.
"""

from __future__ import annotations

from storage.database import Repository
from storage.locks import table_lock


class PingRepository(Repository):
    _PING_MESSAGE_GET = "SELECT ping_message_id FROM tables WHERE id = ?"

    async def ping_message(self, table_id: int) -> int | None:
        """The message that pings whoever must act at this table now, if one is out."""
        async with self._db.read() as session:
            row = await session.fetch_one(self._PING_MESSAGE_GET, (table_id,))
        return row["ping_message_id"] if row else None

    # One statement holding the table's lock (``write_statement``): a round trip, not three, on
    # PostgreSQL, for a write made at nearly every turn.
    _PING_MESSAGE_SET = """
        WITH locked AS ({locks})
        UPDATE tables SET ping_message_id = :message_id
        WHERE id = :table_id AND (SELECT COUNT(*) FROM locked) = 1
    """

    async def set_ping_message(self, table_id: int, message_id: int | None) -> None:
        """Record the table's new ping (or, with ``None``, that it has none)."""
        params = {"message_id": message_id, "table_id": table_id}
        await self._db.write_statement(self._PING_MESSAGE_SET, params, table_lock(table_id))
