"""Which tables a process answers for when the bot runs as several processes (shards) on one database.

A table belongs to its guild, and a guild to exactly one shard by Discord's formula ``(guild_id >> 22) %
shard_count`` (the top bits of a snowflake are its creation time, so guilds spread evenly); a table
outside a guild (a DM) belongs to shard 0, as Discord sends DMs to shard 0. That number formula is all
storage knows of sharding.

What a process does on its own initiative (the sweeper's deadlines, bot moves, retention, the rating
rebuild) reads only its own shards' rows: each such statement carries ``Shards.clause`` in its WHERE.
What a person asks for (a click, /leaderboard, /stats) is not filtered: Discord routed it here already,
and statistics read every shard's results.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["ALL_SHARDS", "GUILD_SHIFT", "SHARD_MARK", "Shards", "shard_of"]

# The bits of a snowflake below its timestamp (worker, process, increment): Discord's sharding formula.
GUILD_SHIFT = 22
# Where a statement takes the shard filter: replaced by ``Shards.clause`` (nothing when one process has
# every shard).
SHARD_MARK = "/*shards*/"


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard that receives ``guild_id``'s events; DMs (no guild) go to shard 0."""
    return 0 if guild_id is None else (guild_id >> GUILD_SHIFT) % shard_count


@dataclass(frozen=True, slots=True)
class Shards:
    """This process's shards: ``ids`` of ``count`` (all of them by default)."""

    count: int = 1
    ids: frozenset[int] = frozenset({0})

    @classmethod
    def of(cls, count: int, ids: Iterable[int] | None = None) -> Shards:
        chosen = frozenset(range(count) if ids is None else ids)
        if count < 1 or not chosen or not chosen <= set(range(count)):
            raise ValueError(f"shard ids {sorted(chosen)} are not a non-empty subset of 0..{count - 1}")
        return cls(count, chosen)

    @property
    def everything(self) -> bool:
        """True when this process holds every shard: nothing needs filtering."""
        return len(self.ids) == self.count

    def owns(self, guild_id: int | None) -> bool:
        return shard_of(guild_id, self.count) in self.ids

    def clause(self, column: str = "guild_id") -> str:
        """`` AND <column's shard> IN (…)``: the SQL twin of ``owns`` (both dialects), or "" for all."""
        if self.everything:
            return ""
        ids = ", ".join(str(i) for i in sorted(self.ids))  # integers only: nothing from outside is spliced
        return f" AND ((COALESCE({column}, 0) >> {GUILD_SHIFT}) % {self.count}) IN ({ids})"

    def scoped(self, sql: str, column: str = "guild_id") -> str:
        """``sql`` with its ``SHARD_MARK`` replaced by the filter on ``column``."""
        return sql.replace(SHARD_MARK, self.clause(column))

    def describe(self) -> str:
        """For messages and logs: "shard 1 of 2", "shards 0, 2 of 4", "all shards"."""
        if self.count == 1:
            return "the only shard"
        ids = ", ".join(str(i) for i in sorted(self.ids))
        return f"shard{'s' if len(self.ids) > 1 else ''} {ids} of {self.count}"


ALL_SHARDS = Shards()
