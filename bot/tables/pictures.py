"""Cards as pictures or text only: each player's /settings choice and each server's default.

The service only answers whether a message shows pictures; drawing them is ``bot.pictures``' job and
attaching them the adapter's. The public table message follows the server's default; a player's own
hand (and what only they see) follows their choice, or the server's default when they made none. A DM
table has no server: it shows pictures unless its player chose text only.

The server's default is read on every table refresh and a player's choice on every hand drawn, so both
are kept in memory (``_server_pictures``; the most recent players' in ``_player_pictures``), filled on
first read and replaced by the setters. That is safe while one process owns the database (the bot holds
``<database>.lock``, so no other process can change ``guild_settings`` or ``user_prefs`` behind these
caches). Issue 17's several processes must change this: a setting changed by one process must reach the
others (a notification, or a version read with the settings), or the caches must go.
"""

from __future__ import annotations

from bot.tables.core import ServiceCore
from storage import GuildSettings, UserPrefs

# A table in a DM has no server whose default it could follow.
DM_TABLE_PICTURES = True
# Players whose own choice is remembered (each hand drawn reads it); the least recent are read again.
MAX_REMEMBERED_PLAYERS = 10_000


class PictureChoices(ServiceCore):
    async def show_pictures(self, guild_id: int | None, user_id: int | None = None) -> bool:
        """Whether to draw the cards as pictures: for the public table message (``user_id`` None), the
        server's default; for one player, their own choice if they made one, else the server's default."""
        if user_id is not None:
            chosen = await self._player_choice(user_id)
            if chosen is not None:
                return chosen
        return await self._server_default_pictures(guild_id)

    async def set_pictures(self, user_id: int, enabled: bool | None) -> UserPrefs:
        """/settings pictures: on, off, or None to follow the server's default again."""
        prefs = await self._store.set_pictures(user_id, enabled)
        self._remember_choice(user_id, prefs.pictures)
        return prefs

    def forget_user(self, user_id: int) -> None:
        """The user's data was deleted (/privacy forget): their choice is not remembered either."""
        self._player_pictures.pop(user_id, None)

    async def _player_choice(self, user_id: int) -> bool | None:
        if user_id in self._player_pictures:
            self._player_pictures.move_to_end(user_id)
            return self._player_pictures[user_id]
        chosen = (await self._store.get_prefs(user_id)).pictures
        if user_id not in self._player_pictures:  # the setter may have run while we read: its value stays
            self._remember_choice(user_id, chosen)
        return self._player_pictures[user_id]

    def _remember_choice(self, user_id: int, chosen: bool | None) -> None:
        self._player_pictures[user_id] = chosen
        self._player_pictures.move_to_end(user_id)
        while len(self._player_pictures) > MAX_REMEMBERED_PLAYERS:
            self._player_pictures.popitem(last=False)

    async def set_server_pictures(self, guild_id: int, enabled: bool) -> GuildSettings:
        """The server's default. Who may change it is the adapter's check (Manage Server)."""
        settings = await self._store.set_server_pictures(guild_id, enabled)
        self._server_pictures[guild_id] = settings.pictures
        return settings

    def forget_guild(self, guild_id: int) -> None:
        """The server's settings were deleted (its data, after the bot left it): back to the defaults."""
        self._server_pictures.pop(guild_id, None)

    async def _server_default_pictures(self, guild_id: int | None) -> bool:
        if guild_id is None:
            return DM_TABLE_PICTURES
        cached = self._server_pictures.get(guild_id)
        if cached is not None:
            return cached
        stored = (await self._store.guild_settings(guild_id)).pictures
        # ``setdefault``: if the setter ran while we read, its newer value stays.
        return self._server_pictures.setdefault(guild_id, stored)
