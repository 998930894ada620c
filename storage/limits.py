"""What the limits of a public server ask storage: games left alone (the open tables per host and server
are counted where a table is opened, ``storage.table_open``).

A running game's last touch is its ``updated_at`` (every stored action, clock and message change sets it),
so "nobody touched this game for N hours" needs no column of its own: the sweeper asks for games whose
``updated_at`` is older than its cutoff.
"""

from __future__ import annotations

from storage.database import Repository

# Distinctive names: ``Store`` combines every repository's class attributes.
_LIMITS_UNTOUCHED_GAMES = """
    SELECT id FROM tables WHERE status = 'playing' AND updated_at <= :cutoff/*shards*/ ORDER BY id
"""
_LIMITS_OLDEST_TOUCH = "SELECT MIN(updated_at) FROM tables WHERE status = 'playing'/*shards*/"


class LimitRepository(Repository):
    async def untouched_games(self, cutoff: float) -> list[int]:
        """Ids of running games (of this process's shards) last changed at or before ``cutoff``."""
        async with self._db.read() as session:
            rows = await session.fetch_all(self._shards.scoped(_LIMITS_UNTOUCHED_GAMES), {"cutoff": cutoff})
        return [row["id"] for row in rows]

    async def oldest_game_touch(self) -> float | None:
        """When the least recently changed running game was last changed, if any game runs."""
        async with self._db.read() as session:
            return await session.fetch_value(self._shards.scoped(_LIMITS_OLDEST_TOUCH))
