"""Deleting data when it is no longer needed (migration 0005).

Two kinds, both carried out by the bot's sweeper in small batches (one short transaction each, so a
click never waits long for the database):

* a server the bot left: after its grace period, every table of that server goes, with its players,
  actions and results, and then the server's settings;
* an ended (finished or aborted) game: after the retention period its state and action log go. Its
  seats and results stay: they are the leaderboards and the players' statistics.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from storage.database import Repository
from storage.lobby_purge import CLOSED_LOBBY
from storage.locks import guild_lock
from storage.settings_memory import GUILD, notice_of

# Tables handled per transaction. [product: a few milliseconds of SQLite work per batch]
PURGE_BATCH = 500


@dataclass(frozen=True, slots=True)
class GuildPurge:
    """One batch of a departed server's deletion: the tables deleted, and whether any are left."""

    guild_id: int
    table_ids: tuple[int, ...]
    finished: bool


class RetentionRepository(Repository):
    _RET_DEPART = """
        INSERT INTO guild_departures (guild_id, left_at, delete_at) VALUES (?, ?, ?)
        ON CONFLICT (guild_id) DO NOTHING
    """

    async def schedule_guild_deletion(self, guild_id: int, delete_at: float) -> None:
        """The bot left ``guild_id``: delete its data at ``delete_at``. A second notice keeps the first."""
        async with self._db.transaction(guild_lock(guild_id)) as session:
            await session.execute(self._RET_DEPART, (guild_id, self._clock(), delete_at))

    _RET_CANCEL = "DELETE FROM guild_departures WHERE guild_id = ?"

    async def cancel_guild_deletion(self, guild_id: int) -> bool:
        """The bot is back in ``guild_id``: keep its data. True if a deletion was pending."""
        async with self._db.transaction(guild_lock(guild_id)) as session:
            return await session.execute(self._RET_CANCEL, (guild_id,)) > 0

    _RET_ALL_PENDING = "SELECT guild_id FROM guild_departures WHERE 1 = 1/*shards*/ ORDER BY guild_id"

    async def pending_guild_deletions(self) -> list[int]:
        """The servers (of this process's shards) whose data is waiting for deletion."""
        async with self._db.read() as session:
            rows = await session.fetch_all(self._shards.scoped(self._RET_ALL_PENDING))
        return [row["guild_id"] for row in rows]

    _RET_PENDING = "SELECT delete_at FROM guild_departures WHERE guild_id = ?"

    async def guild_deletion_at(self, guild_id: int) -> float | None:
        """When ``guild_id``'s data will be deleted, or None if no deletion is pending."""
        async with self._db.read() as session:
            return await session.fetch_value(self._RET_PENDING, (guild_id,))

    _RET_DUE_GUILD = (
        "SELECT guild_id FROM guild_departures WHERE delete_at <= ?/*shards*/ ORDER BY delete_at LIMIT 1"
    )
    _RET_GUILD_TABLES = "SELECT id FROM tables WHERE guild_id = ? ORDER BY id LIMIT ?"
    # Children first: results reference players, players and actions reference tables.
    _RET_DELETE_TABLES = (
        "DELETE FROM results WHERE table_id IN (SELECT value FROM json_each(?))",
        "DELETE FROM actions WHERE table_id IN (SELECT value FROM json_each(?))",
        "DELETE FROM players WHERE table_id IN (SELECT value FROM json_each(?))",
        "DELETE FROM tables WHERE id IN (SELECT value FROM json_each(?))",
    )

    _RET_GUILD_SETTINGS = "DELETE FROM guild_settings WHERE guild_id = ?"
    _RET_GUILD_RATINGS = "DELETE FROM ratings WHERE guild_id = ?"
    _RET_GUILD_PRESETS = "DELETE FROM presets WHERE guild_id = ?"
    # The server's daily deals (storage.daily): results first, they point at the attempts.
    _RET_GUILD_DAILY = (
        "DELETE FROM daily_results WHERE guild_id = ?",
        "DELETE FROM daily_games WHERE guild_id = ?",
    )

    async def purge_departed_guild(self, now: float, *, batch: int = PURGE_BATCH) -> GuildPurge | None:
        """Delete up to ``batch`` tables of one server (of this process's shards) whose grace period
        ended; None if none is due.

        The pending deletion is dropped with the server's last tables.
        """
        # No key: the whole database (storage.locks), as it deletes rows of many tables at once.
        async with self._db.transaction() as session:
            guild_id = await session.fetch_value(self._shards.scoped(self._RET_DUE_GUILD), (now,))
            if guild_id is None:
                return None
            rows = await session.fetch_all(self._RET_GUILD_TABLES, (guild_id, batch))
            table_ids = tuple(row["id"] for row in rows)
            ids = json.dumps(table_ids)
            for statement in self._RET_DELETE_TABLES:
                await session.execute(statement, (ids,))
            finished = await session.fetch_value(self._RET_GUILD_TABLES, (guild_id, 1)) is None
            # The server's settings (migration 0004), ratings (0010) and presets go with its last tables.
            if finished:
                await session.execute(self._RET_GUILD_SETTINGS, (guild_id,))
                await session.notice(notice_of(GUILD, guild_id))
                await session.execute(self._RET_GUILD_RATINGS, (guild_id,))
                await session.execute(self._RET_GUILD_PRESETS, (guild_id,))
                for statement in self._RET_GUILD_DAILY:
                    await session.execute(statement, (guild_id,))
                await session.execute(self._RET_CANCEL, (guild_id,))
        if finished:
            self._settings.changed(GUILD, guild_id)
        return GuildPurge(guild_id, table_ids, finished)

    _RET_EXPIRED = """
        SELECT id FROM tables
        WHERE state IS NOT NULL AND status IN ('finished', 'aborted') AND finished_at <= ?/*shards*/
        ORDER BY finished_at LIMIT ?
    """
    _RET_DROP_ACTIONS = "DELETE FROM actions WHERE table_id IN (SELECT value FROM json_each(?))"
    _RET_DROP_STATE = "UPDATE tables SET state = NULL WHERE id IN (SELECT value FROM json_each(?))"

    async def purge_ended_games(self, ended_before: float, *, batch: int = PURGE_BATCH) -> int:
        """Delete the state and action log of up to ``batch`` games that ended at or before
        ``ended_before`` (of this process's shards); returns how many. Seats and results stay."""
        # No key: the whole database (storage.locks), as it rewrites rows of many tables at once.
        async with self._db.transaction() as session:
            rows = await session.fetch_all(self._shards.scoped(self._RET_EXPIRED), (ended_before, batch))
            ids = json.dumps([row["id"] for row in rows])
            await session.execute(self._RET_DROP_ACTIONS, (ids,))
            await session.execute(self._RET_DROP_STATE, (ids,))
        return len(rows)

    _RET_NEXT = f"""
        SELECT MIN(due) FROM (
            SELECT MIN(delete_at) AS due FROM guild_departures WHERE 1 = 1/*shards*/
            UNION ALL
            SELECT MIN(finished_at) + :retention FROM tables
            WHERE state IS NOT NULL AND status IN ('finished', 'aborted')/*shards*/
            UNION ALL
            SELECT MIN(finished_at) + :closed_lobby FROM tables WHERE {CLOSED_LOBBY}/*shards*/
        ) AS due_times
    """

    async def next_deletion_due(
        self, retention_seconds: float, closed_lobby_seconds: float | None = None
    ) -> float | None:
        """When the next deletion falls due (unix seconds), or None when nothing will: a departed
        server's data, an ended game's log past ``retention_seconds``, a lobby closed before it started
        ``closed_lobby_seconds`` after it closed (None: as the logs). The openings past the hourly cap's
        window have no deadline: the sweeper, every minute at least, deletes them with the lobbies."""
        params = {
            "retention": retention_seconds,
            "closed_lobby": retention_seconds if closed_lobby_seconds is None else closed_lobby_seconds,
        }
        async with self._db.read() as session:
            sql = self._shards.scoped(self._RET_NEXT)
            return await session.fetch_value(sql, params)

    # Every server of this process's shards that has data: its tables (and so results), its settings
    # or its ratings. Read once at start-up (``guilds_missing``): a scan of the servers' index.
    _RET_GUILDS_WITH_DATA = """
        SELECT guild_id FROM tables WHERE guild_id IS NOT NULL/*shards*/
        UNION SELECT guild_id FROM guild_settings WHERE 1 = 1/*shards*/
        UNION SELECT guild_id FROM ratings WHERE 1 = 1/*shards*/
    """

    async def guilds_with_data(self) -> set[int]:
        """The servers (of this process's shards) that anything is stored about."""
        async with self._db.read() as session:
            rows = await session.fetch_all(self._shards.scoped(self._RET_GUILDS_WITH_DATA))
        return {row["guild_id"] for row in rows}
