"""Tables in a thread of their own: the server's default, the host's choice, and the move at Start.

The service only records where a table plays; creating and archiving threads is the adapter's job
(``bot.adapter.threads``). A server's default is read when a table opens, so changing it never moves a
lobby that is already open; the host may still choose otherwise in the lobby.
"""

from __future__ import annotations

from bot.i18n import N_, _
from bot.tables.errors import TableError
from bot.tables.lobby import LobbyVerbs
from bot.tables.models import TableState
from storage import GuildSettings
from storage import errors as storage_errors


class ThreadVerbs(LobbyVerbs):
    async def guild_settings(self, guild_id: int) -> GuildSettings:
        return await self._store.guild_settings(guild_id)

    async def set_table_threads(self, guild_id: int, enabled: bool) -> GuildSettings:
        """The server's default for new tables. Who may change it is the adapter's check (Manage Server)."""
        return await self._store.set_table_threads(guild_id, enabled)

    async def set_play_in_thread(self, table_id: int, user_id: int, enabled: bool) -> TableState:
        """The host's choice in the lobby: a thread of its own, or this channel."""
        async with self._lock(table_id):
            await self._host_lobby(table_id, user_id, N_("Only the host can choose where the table plays."))
            await self._store.set_play_in_thread(table_id, enabled)
            return await self._lobby_changed(await self._record(table_id))

    async def move_to_thread(self, table_id: int, thread_id: int) -> TableState:
        """The started game now lives in ``thread_id``; its old channel is free for another table."""
        async with self._lock(table_id):
            try:
                record = await self._store.move_to_thread(table_id, thread_id)
            except storage_errors.TableStatusError:
                raise TableError(_("The game isn't running any more, so it stays where it was.")) from None
            self._channels.pop(table_id, None)  # its buttons now live in the thread too
            return await self._snapshot(record)
