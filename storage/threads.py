"""Tables that play in a thread of their own (migration 0004).

A table is opened in a channel like any other; ``play_in_thread`` is the host's choice in the lobby. Once
the game has started, the bot starts a thread from the lobby message and ``move_to_thread`` makes the
thread the table's channel: everything keyed by the channel (pings, the table message, ``/hand``) then
happens in the thread, and the channel it was opened in is free for another table. Every step in between
is a whole, valid table (started in the channel, or moved), so a restart at any point loses nothing.
"""

from __future__ import annotations

from storage.database import Repository
from storage.errors import StorageError, TableNotFoundError, TableStatusError
from storage.locks import channel_lock, table_lock
from storage.models import TableRecord
from storage.session import StoreSession


class ThreadRepository(Repository):
    _SET_PLAY_IN_THREAD = """
        UPDATE tables SET play_in_thread = ?, updated_at = ? WHERE id = ? AND status = 'lobby' RETURNING *
    """

    async def set_play_in_thread(self, table_id: int, enabled: bool) -> TableRecord:
        """The host's choice in the lobby; fixed once the game starts."""
        async with self._db.transaction(table_lock(table_id)) as session:
            row = await session.fetch_one(self._SET_PLAY_IN_THREAD, (int(enabled), self._clock(), table_id))
            if row is None:
                raise await _refusal(session, table_id, ("lobby",))
        return TableRecord.from_row(row)

    # The table message is posted anew in the thread, so the lobby message (now the thread's starter in
    # the channel) is forgotten. The partial unique index keeps one active table per channel: a thread's
    # id is a new channel id, and the channel the table leaves holds it no more.
    _MOVE = """
        UPDATE tables
        SET parent_channel_id = channel_id, channel_id = :thread_id, message_id = NULL, updated_at = :now
        WHERE id = :table_id AND status = 'playing' AND parent_channel_id IS NULL
        RETURNING *
    """

    async def move_to_thread(self, table_id: int, thread_id: int) -> TableRecord:
        """Make ``thread_id`` the running table's channel, remembering the one it was opened in.

        Raises ``TableStatusError`` unless the game is running (or if it already moved).
        """
        async with self._db.transaction(channel_lock(thread_id), table_lock(table_id)) as session:
            row = await session.fetch_one(
                self._MOVE, {"table_id": table_id, "thread_id": thread_id, "now": self._clock()}
            )
            if row is None:
                raise await _refusal(session, table_id, ("playing",))
        return TableRecord.from_row(row)


async def _refusal(session: StoreSession, table_id: int, allowed: tuple[str, ...]) -> StorageError:
    """Why a guarded UPDATE matched no row (the caller raises the result)."""
    row = await session.fetch_one("SELECT status, parent_channel_id FROM tables WHERE id = ?", (table_id,))
    if row is None:
        return TableNotFoundError(table_id)
    if row["status"] in allowed:  # only the move can get here: the table is in its thread already
        return StorageError(f"table {table_id} has already moved into a thread")
    return TableStatusError(table_id, row["status"], allowed)
