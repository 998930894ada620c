"""Leaderboards and statistics (issue 16): players by rating, a page at a time; a player's record.

Discord-free. A leaderboard ranks the players with at least ``Limits.leaderboard_min_games`` rated games
by their conservative rating (bot/tables/ratings.py), then lists the newer players after them, by rating
too but with no place, so a server's board shows its players from the first rated game on (issue 38);
``PAGE_SIZE`` to a page. The casual games (bots against one person) are counted apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.tables.conversions import rules_for
from bot.tables.core import ServiceCore
from bot.tables.ratings import ORDINAL_Z
from storage.models import RatedRow, Skill, StatRow

PAGE_SIZE = 10  # players per leaderboard page: fits one private message with room to spare
# The most players the note below the ranking names (casual games). [product]
NAMES_LISTED = 10


@dataclass(frozen=True, slots=True)
class LeaderboardPage:
    """One page of a game's leaderboard in one server. ``page`` counts from 0; ``pages`` ≥ 1."""

    game_id: str
    page: int
    pages: int
    rows: tuple[RatedRow, ...]  # the ranked players first, then the newer ones
    first_place: int  # the place ``rows[0]`` would have, counting every listed player from 1
    min_games: int
    ranked: int  # players with at least ``min_games`` rated games: places 1 to ``ranked``
    casual: tuple[tuple[str, int], ...]  # (name, casual games with bots), most first

    @property
    def is_empty(self) -> bool:
        return not self.rows and not self.casual

    def place_of(self, index: int) -> int | None:
        """The place of ``rows[index]``, or None for a newer player (fewer than ``min_games``)."""
        place = self.first_place + index
        return place if place <= self.ranked else None


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A player's games on this server: every game's record, and their rating where they have one."""

    rows: tuple[StatRow, ...]
    ratings: dict[str, Skill]


class LeaderboardNotFoundError(LookupError):
    """A leaderboard page that does not exist (any more): past the last page."""


class Boards(ServiceCore):
    async def leaderboard_page(self, guild_id: int, game_id: str, page: int = 0) -> LeaderboardPage:
        """Page ``page`` of ``game_id``'s rated leaderboard; raises ``LeaderboardNotFoundError`` past the
        last page (a stale button) and ``UnknownGameError`` for a game that does not exist."""
        rules_for(game_id)
        min_games = self.limits.leaderboard_min_games
        rows, ranked, rated = await self._store.rated_page(
            guild_id, game_id, z=ORDINAL_Z, min_games=min_games, offset=page * PAGE_SIZE, limit=PAGE_SIZE
        )
        pages = max(1, -(-rated // PAGE_SIZE))
        if page < 0 or page >= pages:
            raise LeaderboardNotFoundError(page)
        casual = await self._store.casual_counts(guild_id, game_id, limit=NAMES_LISTED)
        return LeaderboardPage(
            game_id=game_id,
            page=page,
            pages=pages,
            rows=tuple(rows),
            first_place=page * PAGE_SIZE + 1,
            min_games=min_games,
            ranked=ranked,
            casual=tuple(casual),
        )

    async def player_stats(self, guild_id: int, user_id: int) -> PlayerStats:
        rows = await self._store.player_stats(guild_id, user_id)
        return PlayerStats(tuple(rows), await self._store.player_ratings(guild_id, user_id))
