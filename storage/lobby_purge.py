"""Lobbies that never started leave nothing behind (issue 37, finding 3; migration 0015).

A lobby cancelled, or closed because nobody touched it, holds no game: only its row and its players'
names. Kept for ever, ``/play`` then Cancel grew the database by ~310 bytes a cycle. A cancelled lobby is
deleted as soon as its closing has been shown (``delete_closed_lobby``); any other closed lobby (idle,
or a cancel whose deletion did not happen) a while after it closed, by the sweeper
(``purge_closed_lobbies``), as are the openings past the hourly cap's window.
"""

from __future__ import annotations

import json

from storage.database import Repository
from storage.locks import table_lock

# A lobby closed before it started: a start makes version 1 and an abort adds one, so only a lobby is
# aborted at version 1 (migration 0015's partial index ``tables_closed_lobbies`` is on exactly this).
CLOSED_LOBBY = "status = 'aborted' AND version = 1"

# Distinctive names: ``Store`` combines every repository's class attributes.
_PURGE_ONE_PLAYERS = f"""
    DELETE FROM players WHERE table_id = :table_id
    AND EXISTS (SELECT 1 FROM tables WHERE id = :table_id AND {CLOSED_LOBBY})
"""
_PURGE_ONE_TABLE = f"DELETE FROM tables WHERE id = :table_id AND {CLOSED_LOBBY}"
_PURGE_DUE_LOBBIES = f"""
    SELECT id FROM tables WHERE {CLOSED_LOBBY} AND finished_at <= ?/*shards*/ ORDER BY finished_at LIMIT ?
"""
_PURGE_LOBBY_ROWS = (
    "DELETE FROM players WHERE table_id IN (SELECT value FROM json_each(?))",
    "DELETE FROM tables WHERE id IN (SELECT value FROM json_each(?))",
)
_PURGE_OPENINGS = "DELETE FROM table_openings WHERE opened_at <= ?"
# Whether either is due, read first: the sweep runs every minute, and a transaction without keys stops
# every writer for its moment (storage.locks), so it is taken only when there is something to delete.
_PURGE_ANY_DUE = f"""
    SELECT EXISTS (SELECT 1 FROM tables WHERE {CLOSED_LOBBY} AND finished_at <= ?/*shards*/)
        OR EXISTS (SELECT 1 FROM table_openings WHERE opened_at <= ?)
"""


class LobbyPurgeRepository(Repository):
    async def delete_closed_lobby(self, table_id: int) -> bool:
        """Delete a lobby that closed before it started, with its players; True if it was one. A table
        that started (or is still open) is left as it is."""
        params = {"table_id": table_id}
        async with self._db.transaction(table_lock(table_id)) as session:
            await session.execute(_PURGE_ONE_PLAYERS, params)
            return await session.execute(_PURGE_ONE_TABLE, params) > 0

    async def purge_closed_lobbies(
        self, closed_before: float, opened_before: float, *, batch: int
    ) -> tuple[int, ...]:
        """Delete up to ``batch`` lobbies (of this process's shards) that closed before they started, at
        or before ``closed_before``, with their players; returns their ids. And forget the openings
        (``table_openings``) at or before ``opened_before``: past the hourly cap's window they count for
        nothing (every shard's: a person's openings are of every server)."""
        async with self._db.read() as session:
            sql = self._shards.scoped(_PURGE_ANY_DUE)
            due = await session.fetch_value(sql, (closed_before, opened_before))
        if not due:
            return ()
        # No key: the whole database (storage.locks), as the retention purges: rows of many tables.
        async with self._db.transaction() as session:
            await session.execute(_PURGE_OPENINGS, (opened_before,))
            sql = self._shards.scoped(_PURGE_DUE_LOBBIES)
            rows = await session.fetch_all(sql, (closed_before, batch))
            table_ids = tuple(row["id"] for row in rows)
            if table_ids:
                ids = json.dumps(table_ids)
                for statement in _PURGE_LOBBY_ROWS:
                    await session.execute(statement, (ids,))
        return table_ids
