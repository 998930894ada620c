"""Cards as pictures or text only: each player's /settings choice and each server's default.

The service only answers whether a message shows pictures; drawing them is ``bot.pictures``' job and
attaching them the adapter's. The public table message follows the server's default; a player's own
hand (and what only they see) follows their choice, or the server's default when they made none. A DM
table has no server: it shows pictures unless its player chose text only.

Both are read on nearly every click (every table refresh, every hand drawn): the store keeps the rows
in memory and hears of every process's changes (``storage.settings_memory``), so a read here costs no
round trip, and a choice made through another shard process is seen as soon as it is committed.
"""

from __future__ import annotations

from bot.tables.core import ServiceCore
from storage import GuildSettings, HandLook, UserPrefs

# A table in a DM has no server whose default it could follow.
DM_TABLE_PICTURES = True


class PictureChoices(ServiceCore):
    async def show_pictures(self, guild_id: int | None, user_id: int | None = None) -> bool:
        """Whether to draw the cards as pictures: for the public table message (``user_id`` None), the
        server's default; for one player, their own choice if they made one, else the server's default."""
        if user_id is not None:
            chosen = (await self._store.get_prefs(user_id)).pictures
            if chosen is not None:
                return chosen
        if guild_id is None:
            return DM_TABLE_PICTURES
        return (await self._store.guild_settings(guild_id)).pictures

    async def set_pictures(self, user_id: int, enabled: bool | None) -> UserPrefs:
        """/settings pictures: on, off, or None to follow the server's default again."""
        return await self._store.set_pictures(user_id, enabled)

    async def hand_look(self, user_id: int) -> HandLook:
        """How the player's hand shows its cards while pictures are on (/settings hand)."""
        return (await self._store.get_prefs(user_id)).hand_look

    async def set_hand_look(self, user_id: int, look: HandLook) -> UserPrefs:
        """/settings hand: the picture only while the buttons don't show the cards, or always."""
        return await self._store.set_hand_look(user_id, look)

    async def set_server_pictures(self, guild_id: int, enabled: bool) -> GuildSettings:
        """The server's default. Who may change it is the adapter's check (Manage Server)."""
        return await self._store.set_server_pictures(guild_id, enabled)
