"""What the limits of a public server ask storage: open tables per host and server, games left alone.

A running game's last touch is its ``updated_at`` (every stored action, clock and message change sets it),
so "nobody touched this game for N hours" needs no column of its own: the sweeper asks for games whose
``updated_at`` is older than its cutoff.
"""

from __future__ import annotations

from storage.database import Repository
from storage.dialect import GuildScoped

# Distinctive names: ``Store`` combines every repository's class attributes.
_LIMITS_OPEN_TABLES = GuildScoped.of("""
    SELECT COUNT(*) AS in_guild, COALESCE(SUM(CASE WHEN host_id = :host_id THEN 1 ELSE 0 END), 0) AS by_host
    FROM tables
    WHERE guild_id {guild} AND status IN ('lobby', 'playing')
""")
_LIMITS_UNTOUCHED_GAMES = """
    SELECT id FROM tables WHERE status = 'playing' AND updated_at <= :cutoff/*shards*/ ORDER BY id
"""
_LIMITS_OLDEST_TOUCH = "SELECT MIN(updated_at) FROM tables WHERE status = 'playing'/*shards*/"


class LimitRepository(Repository):
    async def open_tables(self, guild_id: int | None, host_id: int) -> tuple[int, int]:
        """(open tables ``host_id`` hosts in the server, open tables in the server): lobbies and games."""
        async with self._db.read() as session:
            row = await session.fetch_one(
                _LIMITS_OPEN_TABLES.given(guild_id), {"guild_id": guild_id, "host_id": host_id}
            )
        assert row is not None  # an aggregate always returns a row
        return int(row["by_host"]), int(row["in_guild"])

    async def untouched_games(self, cutoff: float) -> list[int]:
        """Ids of running games (of this process's shards) last changed at or before ``cutoff``."""
        async with self._db.read() as session:
            rows = await session.fetch_all(self._shards.scoped(_LIMITS_UNTOUCHED_GAMES), {"cutoff": cutoff})
        return [row["id"] for row in rows]

    async def oldest_game_touch(self) -> float | None:
        """When the least recently changed running game was last changed, if any game runs."""
        async with self._db.read() as session:
            return await session.fetch_value(self._shards.scoped(_LIMITS_OLDEST_TOUCH))
