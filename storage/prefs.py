"""Per-user preferences (docs/adapter.md#privacy): whether hands go by DM, whether the user has
already been told that their closed DMs made us fall back to ephemeral messages (told once, not on
every hand), whether their forced moves are played for them (``autoplay``), and whether cards are drawn
as pictures for them (``pictures``; NULL follows the server's default), when a turn beginning
notifies them (``turn_alerts``), and whether their hand's picture shows beside card buttons (``hand_look``).

A user without a row has the defaults; rows are created on first change (upsert), so merely reading
preferences never writes. Rows read are kept in memory, and every change tells every process
(``storage.settings_memory``).
"""

from __future__ import annotations

from storage.database import Repository
from storage.locks import user_lock
from storage.models import HandLook, TurnAlerts, UserPrefs
from storage.settings_memory import USER, notice_of


def _upsert(column: str) -> str:
    """Set one preference column, creating the row with the defaults if the user has none."""
    return f"""
        INSERT INTO user_prefs (user_id, {column}, updated_at) VALUES (?, ?, ?)
        ON CONFLICT (user_id) DO UPDATE SET {column} = excluded.{column}, updated_at = excluded.updated_at
        RETURNING *
    """


# The preferences /settings changes one at a time (column names fixed here, never from input).
_SETTABLE = {
    column: _upsert(column) for column in ("dm_hands", "autoplay", "pictures", "turn_alerts", "hand_look")
}


class PrefsRepository(Repository):
    """Reads and upserts ``user_prefs``."""

    _GET = "SELECT * FROM user_prefs WHERE user_id = ?"

    async def get_prefs(self, user_id: int) -> UserPrefs:
        known = self._settings.get(USER, user_id)
        if known is not None:
            return known
        epoch = self._settings.epoch
        async with self._db.read() as session:
            row = await session.fetch_one(self._GET, (user_id,))
        prefs = UserPrefs(user_id) if row is None else UserPrefs.from_row(row)
        self._settings.keep(USER, user_id, prefs, epoch)
        return prefs

    async def _upsert_prefs(self, column: str, user_id: int, value: int | str | None) -> UserPrefs:
        """One preference (``column``, one of ``_SETTABLE``) written alone, every process told."""
        sql = _SETTABLE[column]
        async with self._db.transaction(user_lock(user_id)) as session:
            row = await session.fetch_one(sql, (user_id, value, self._clock()))
            await session.notice(notice_of(USER, user_id))
        self._settings.changed(USER, user_id)
        assert row is not None  # an upsert with RETURNING always returns the row
        return UserPrefs.from_row(row)

    async def set_dm_hands(self, user_id: int, enabled: bool) -> UserPrefs:
        """Opt in or out of receiving hands by DM. Leaves ``dm_fallback_told`` as it was."""
        return await self._upsert_prefs("dm_hands", user_id, int(enabled))

    async def set_autoplay(self, user_id: int, enabled: bool) -> UserPrefs:
        """Turn "play a forced move for me" on or off. Leaves the other preferences as they were."""
        return await self._upsert_prefs("autoplay", user_id, int(enabled))

    async def set_pictures(self, user_id: int, enabled: bool | None) -> UserPrefs:
        """Cards as pictures (True), text only (False), or as the server says (None, stored as NULL).
        Leaves the other preferences as they were."""
        value = None if enabled is None else int(enabled)
        return await self._upsert_prefs("pictures", user_id, value)

    async def set_turn_alerts(self, user_id: int, when: TurnAlerts) -> UserPrefs:
        """When a turn beginning notifies the user. Leaves the other preferences as they were."""
        return await self._upsert_prefs("turn_alerts", user_id, when.value)

    async def set_hand_look(self, user_id: int, look: HandLook) -> UserPrefs:
        """Whether the hand's picture shows beside buttons that already show every card. Leaves the other
        preferences as they were."""
        return await self._upsert_prefs("hand_look", user_id, look.value)

    _PEOPLE_WITH_AUTOPLAY = "SELECT user_id FROM user_prefs WHERE autoplay = 1 AND user_id IN ({})"

    async def with_autoplay(self, user_ids: list[int]) -> frozenset[int]:
        """Which of these users asked for their forced moves to be played for them (one query)."""
        if not user_ids:
            return frozenset()
        sql = self._PEOPLE_WITH_AUTOPLAY.format(", ".join("?" * len(user_ids)))
        async with self._db.read() as session:
            rows = await session.fetch_all(sql, tuple(user_ids))
        return frozenset(row["user_id"] for row in rows)

    _MARK_FALLBACK_TOLD = """
        INSERT INTO user_prefs (user_id, dm_fallback_told, updated_at) VALUES (?, 1, ?)
        ON CONFLICT (user_id) DO UPDATE SET dm_fallback_told = 1, updated_at = excluded.updated_at
    """

    async def mark_dm_fallback_told(self, user_id: int) -> None:
        """Record that the user was told their DMs are closed, so they are not told again."""
        async with self._db.transaction(user_lock(user_id)) as session:
            await session.execute(self._MARK_FALLBACK_TOLD, (user_id, self._clock()))
            await session.notice(notice_of(USER, user_id))
        self._settings.changed(USER, user_id)
