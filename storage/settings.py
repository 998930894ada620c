"""Per-server settings (migrations 0004 and 0008), chosen by someone who may manage the server.

Like ``storage.prefs``: a server without a row has the defaults, and rows are created on first change
(upsert), so merely reading settings never writes; rows read are kept in memory, and every change tells
every process (``storage.settings_memory``).
"""

from __future__ import annotations

from storage.database import Repository
from storage.locks import guild_lock
from storage.models import GuildSettings
from storage.settings_memory import GUILD, notice_of


class GuildSettingsRepository(Repository):
    """Reads and upserts ``guild_settings``."""

    _GET_SETTINGS = "SELECT * FROM guild_settings WHERE guild_id = ?"

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        known = self._settings.get(GUILD, guild_id)
        if known is not None:
            return known
        epoch = self._settings.epoch
        async with self._db.read() as session:
            row = await session.fetch_one(self._GET_SETTINGS, (guild_id,))
        settings = GuildSettings(guild_id) if row is None else GuildSettings.from_row(row)
        self._settings.keep(GUILD, guild_id, settings, epoch)
        return settings

    async def _upsert_settings(self, sql: str, guild_id: int, value: int) -> GuildSettings:
        """One setting written, every process told."""
        async with self._db.transaction(guild_lock(guild_id)) as session:
            row = await session.fetch_one(sql, (guild_id, value, self._clock()))
            await session.notice(notice_of(GUILD, guild_id))
        self._settings.changed(GUILD, guild_id)
        assert row is not None  # an upsert with RETURNING always returns the row
        return GuildSettings.from_row(row)

    _SET_TABLE_THREADS = """
        INSERT INTO guild_settings (guild_id, table_threads, updated_at) VALUES (?, ?, ?)
        ON CONFLICT (guild_id) DO UPDATE
        SET table_threads = excluded.table_threads, updated_at = excluded.updated_at
        RETURNING *
    """

    async def set_table_threads(self, guild_id: int, enabled: bool) -> GuildSettings:
        """Whether tables opened on this server from now on play in a thread of their own."""
        return await self._upsert_settings(self._SET_TABLE_THREADS, guild_id, int(enabled))

    _SET_SERVER_PICTURES = """
        INSERT INTO guild_settings (guild_id, pictures, updated_at) VALUES (?, ?, ?)
        ON CONFLICT (guild_id) DO UPDATE SET pictures = excluded.pictures, updated_at = excluded.updated_at
        RETURNING *
    """

    async def set_server_pictures(self, guild_id: int, enabled: bool) -> GuildSettings:
        """The server's default (migration 0008): cards as pictures, or text only, for the public table
        message and for every player who made no choice of their own."""
        return await self._upsert_settings(self._SET_SERVER_PICTURES, guild_id, int(enabled))
