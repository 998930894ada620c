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

    _PING_MESSAGE_SET = "UPDATE tables SET ping_message_id = ? WHERE id = ?"

    async def set_ping_message(self, table_id: int, message_id: int | None) -> None:
        """Record the table's new ping (or, with ``None``, that it has none)."""
        async with self._db.transaction(table_lock(table_id)) as session:
            await session.execute(self._PING_MESSAGE_SET, (message_id, table_id))
