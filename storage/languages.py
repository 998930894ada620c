"""Languages (migration 0009): the language of a table's public messages, and each player's Discord
locale as last seen.

A table's language is chosen when it opens (the server's) and may be changed by the host in the lobby
only: a game under way keeps the language it started in. A player's locale is remembered for the
messages built for them outside a click of theirs (their hand by DM); it is an upsert like the other
preferences, so a player never seen has no row.
"""

from __future__ import annotations

from storage.database import Repository
from storage.errors import TableNotFoundError, TableStatusError
from storage.locks import table_lock, user_lock
from storage.models import TableRecord, UserPrefs
from storage.settings_memory import USER, notice_of


class LanguageRepository(Repository):
    _SET_TABLE_LANGUAGE = """
        UPDATE tables SET language = ?, updated_at = ? WHERE id = ? AND status = 'lobby' RETURNING *
    """
    _TABLE_STATUS = "SELECT status FROM tables WHERE id = ?"

    async def set_table_language(self, table_id: int, code: str) -> TableRecord:
        """The host's choice in the lobby; fixed once the game starts. Raises ``TableNotFoundError`` or
        ``TableStatusError`` (not a lobby)."""
        async with self._db.transaction(table_lock(table_id)) as session:
            row = await session.fetch_one(self._SET_TABLE_LANGUAGE, (code, self._clock(), table_id))
            if row is None:
                status = await session.fetch_value(self._TABLE_STATUS, (table_id,))
                if status is None:
                    raise TableNotFoundError(table_id)
                raise TableStatusError(table_id, status, ("lobby",))
        return TableRecord.from_row(row)

    _SET_LOCALE = """
        INSERT INTO user_prefs (user_id, locale, updated_at) VALUES (?, ?, ?)
        ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale, updated_at = excluded.updated_at
        RETURNING *
    """

    async def set_locale(self, user_id: int, locale: str) -> UserPrefs:
        """Remember the player's Discord locale. Leaves the other preferences as they were."""
        async with self._db.transaction(user_lock(user_id)) as session:
            row = await session.fetch_one(self._SET_LOCALE, (user_id, locale, self._clock()))
            await session.notice(notice_of(USER, user_id))
        self._settings.changed(USER, user_id)
        assert row is not None  # an upsert with RETURNING always returns the row
        return UserPrefs.from_row(row)
