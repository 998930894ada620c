"""Skill ratings per server, game and person (migration 0010), kept beside the results.

Storage knows no rating model: the bot hands in a ``Rater`` (bot/tables/ratings.py), a pure function from
a game's results and the prior ratings to the new ones. ``rate_results`` runs it inside the results' write
transaction, so a game is rated exactly once, and under the lock of its server and game (storage.locks),
so two games finishing at once never read the same prior. A game in a server is rated among its people
when it had at least ``MIN_RATED_PEOPLE`` of them (bots' seats have no results, so they are left out);
one person against bots is casual, and so is a game in which anyone took a hint (issue 39).
``rating_seq`` records the order they were rated in (strictly within one server and game; games of
different ones, rated side by side on PostgreSQL, may share a number: their ratings are apart), and
``rebuild_ratings`` replays every rated game in that order (older games, from before 0010, first in finish
order) with the same ``Rater``, so the rebuilt ratings equal the live ones exactly. It rates the games
rated live, and the games of people only from before 0010: a game with bots that finished before people
were rated among themselves (issue 38) stays casual, as its standings said.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from storage.database import Repository
from storage.locks import ratings_lock
from storage.models import RatedRow, Rater, RatingChange, ResultRecord, Skill
from storage.session import Row, StoreSession

# People, not seats: a game of one person against bots says nothing about how they play against people.
MIN_RATED_PEOPLE = 2

_SCOPE = "SELECT guild_id, game_id FROM results WHERE table_id = ? LIMIT 1"
# A game in which anyone took a hint (migration 0019) is not rated: the moves were not all the players' own.
_HINTED = "SELECT COUNT(*) FROM players WHERE table_id = ? AND hints_used > 0"
_PRIORS = """
    SELECT user_id, mu, sigma, games FROM ratings
    WHERE guild_id = ? AND game_id = ? AND user_id IN (SELECT value FROM json_each(?))
"""
_NEXT_SEQ = "SELECT COALESCE(MAX(rating_seq), 0) + 1 FROM results WHERE rating_seq IS NOT NULL"
_UPSERT = """
    INSERT INTO ratings (guild_id, game_id, user_id, mu, sigma, games)
    VALUES (:guild_id, :game_id, :user_id, :mu, :sigma, :games)
    ON CONFLICT (guild_id, game_id, user_id) DO UPDATE SET mu = :mu, sigma = :sigma, games = :games
"""
_MARK = """
    UPDATE results SET rating_seq = :seq, mu_before = :mu_before, sigma_before = :sigma_before,
                       mu_after = :mu, sigma_after = :sigma, rated_games = :games
    WHERE table_id = :table_id AND user_id = :user_id
"""


def _is_rated(scope: Row | None, people: int) -> bool:
    """A game in a server with two people or more (``results`` has a row per person, none per bot)."""
    return scope is not None and scope["guild_id"] is not None and people >= MIN_RATED_PEOPLE


async def rate_results(
    session: StoreSession, table_id: int, results: Sequence[ResultRecord], rate: Rater
) -> None:
    """Rate the game whose ``results`` were just written (the caller's transaction), if it is rated."""
    scope = await session.fetch_one(_SCOPE, (table_id,))
    if not _is_rated(scope, len(results)) or await session.fetch_value(_HINTED, (table_id,)):
        return
    assert scope is not None
    guild_id, game_id = scope["guild_id"], scope["game_id"]
    # Found only now, after the table's key: ratings come later in the keys' order (storage.locks). Two
    # games of one game in one server ending at once take turns here, so neither reads a stale prior.
    await session.lock(ratings_lock(guild_id, game_id))
    users = "[" + ",".join(str(result.user_id) for result in results) + "]"
    rows = await session.fetch_all(_PRIORS, (guild_id, game_id, users))
    priors = {row["user_id"]: Skill(row["mu"], row["sigma"], row["games"]) for row in rows}
    seq = await session.fetch_value(_NEXT_SEQ)
    await _write(session, table_id, guild_id, game_id, seq, priors, rate(results, priors))


async def _write(
    session: StoreSession,
    table_id: int,
    guild_id: int,
    game_id: str,
    seq: int,
    priors: Mapping[int, Skill],
    updates: Mapping[int, Skill],
) -> None:
    await session.execute_many(
        _UPSERT,
        [
            {"guild_id": guild_id, "game_id": game_id, "user_id": user, "mu": s.mu, "sigma": s.sigma,
             "games": s.games}
            for user, s in updates.items()
        ],
    )  # fmt: skip
    marks = [_mark(table_id, seq, user, priors.get(user), skill) for user, skill in updates.items()]
    await session.execute_many(_MARK, marks)


def _mark(table_id: int, seq: int, user_id: int, before: Skill | None, after: Skill) -> dict[str, object]:
    return {
        "table_id": table_id,
        "user_id": user_id,
        "seq": seq,
        "mu_before": None if before is None else before.mu,
        "sigma_before": None if before is None else before.sigma,
        "mu": after.mu,
        "sigma": after.sigma,
        "games": after.games,
    }


class RatingRepository(Repository):
    """Rating changes of a game, ratings of a player, rated leaderboards, and the rebuild."""

    _CHANGES = """
        SELECT user_id, name, mu_before, sigma_before, mu_after, sigma_after, rated_games FROM results
        WHERE table_id = ? AND rating_seq IS NOT NULL ORDER BY rank, seat
    """

    async def rating_changes(self, table_id: int) -> list[RatingChange]:
        """How the game at ``table_id`` moved each player's rating, best placed first; [] if unrated."""
        async with self._db.read() as session:
            rows = await session.fetch_all(self._CHANGES, (table_id,))
        return [
            RatingChange(
                user_id=row["user_id"],
                name=row["name"],
                before=None
                if row["mu_before"] is None
                else Skill(row["mu_before"], row["sigma_before"], row["rated_games"] - 1),
                after=Skill(row["mu_after"], row["sigma_after"], row["rated_games"]),
            )
            for row in rows
        ]

    _PLAYER = "SELECT game_id, mu, sigma, games FROM ratings WHERE guild_id = ? AND user_id = ?"

    async def player_ratings(self, guild_id: int, user_id: int) -> dict[str, Skill]:
        """The user's current rating per game id in this server (games they have a rating in)."""
        async with self._db.read() as session:
            rows = await session.fetch_all(self._PLAYER, (guild_id, user_id))
        return {row["game_id"]: Skill(row["mu"], row["sigma"], row["games"]) for row in rows}

    # The page's players first (from the small ratings table, by the conservative ordinal), then their wins
    # and latest name from their rated results only: the work grows with the players listed, not the games.
    # Those with ``min_games`` come first (they have a place); the newer ones after them, by rating too.
    _RATED_PAGE = """
        WITH page AS (
            SELECT user_id, mu, sigma, games FROM ratings
            WHERE guild_id = :guild_id AND game_id = :game_id
            ORDER BY CASE WHEN games >= :min_games THEN 0 ELSE 1 END, mu - :z * sigma DESC, user_id
            LIMIT :limit OFFSET :offset
        )
        SELECT page.user_id, page.mu, page.sigma, page.games,
               (SELECT name FROM results AS r
                WHERE r.guild_id = :guild_id AND r.game_id = :game_id AND r.user_id = page.user_id
                ORDER BY r.finished_at DESC, r.table_id DESC LIMIT 1) AS name,
               (SELECT COALESCE(SUM(won), 0) FROM results AS r
                WHERE r.guild_id = :guild_id AND r.game_id = :game_id AND r.user_id = page.user_id
                  AND r.rating_seq IS NOT NULL) AS wins
        FROM page
        ORDER BY CASE WHEN page.games >= :min_games THEN 0 ELSE 1 END, page.mu - :z * page.sigma DESC,
                 page.user_id
    """
    _RATED_COUNT = """
        SELECT COALESCE(SUM(CASE WHEN games >= :min_games THEN 1 ELSE 0 END), 0) AS listed,
               COUNT(*) AS rated
        FROM ratings
        WHERE guild_id = :guild_id AND game_id = :game_id
    """

    async def rated_page(
        self, guild_id: int, game_id: str, *, z: float, min_games: int, offset: int, limit: int
    ) -> tuple[list[RatedRow], int, int]:
        """One page of the rated players: those with at least ``min_games`` first, then the others, each
        by ``mu - z * sigma`` (highest first, then user id); how many have ``min_games`` (they come
        first); and how many have a rating."""
        params = {
            "guild_id": guild_id,
            "game_id": game_id,
            "min_games": min_games,
            "z": z,
            "offset": offset,
            "limit": limit,
        }
        async with self._db.snapshot() as session:
            rows = await session.fetch_all(self._RATED_PAGE, params)
            counts = await session.fetch_one(self._RATED_COUNT, params)
        assert counts is not None  # an aggregate always returns a row
        page = [
            RatedRow(
                user_id=row["user_id"],
                name=row["name"],
                skill=Skill(row["mu"], row["sigma"], row["games"]),
                wins=int(row["wins"]),
                win_rate=row["wins"] / row["games"],
            )
            for row in rows
        ]
        return page, int(counts["listed"]), counts["rated"]

    # Served by the partial index of migration 0010: games with bots are few beside the rated ones. A
    # casual game had bots and no rating: one person against bots (or people only as partners against
    # them, or finished before people were rated among themselves, issue 38).
    _CASUAL = """
        SELECT user_id, COUNT(*) AS casual_games,
               (SELECT name FROM results AS n
                WHERE n.guild_id = :guild_id AND n.game_id = :game_id AND n.user_id = c.user_id
                ORDER BY n.finished_at DESC, n.table_id DESC LIMIT 1) AS name
        FROM results AS c
        WHERE guild_id = :guild_id AND game_id = :game_id AND with_bots = 1 AND rating_seq IS NULL
        GROUP BY user_id ORDER BY casual_games DESC, user_id LIMIT :limit
    """

    async def casual_counts(self, guild_id: int, game_id: str, *, limit: int) -> list[tuple[str, int]]:
        """The players with the most casual games (with bots, unrated) of this game here: (latest name,
        games)."""
        params = {"guild_id": guild_id, "game_id": game_id, "limit": limit}
        async with self._db.read() as session:
            rows = await session.fetch_all(self._CASUAL, params)
        return [(row["name"], row["casual_games"]) for row in rows]

    # Rated live (rating_seq), or people only: the games from before 0010 are rated by the first rebuild.
    # A game with hints (0019) is never rated live, and not by a rebuild either.
    _ALL_RATED = """
        SELECT table_id, guild_id, game_id, user_id, name, seat, score, rank, team, departed FROM results
        WHERE guild_id IS NOT NULL AND (with_bots = 0 OR rating_seq IS NOT NULL)
          AND NOT EXISTS (SELECT 1 FROM players AS h WHERE h.table_id = results.table_id AND h.hints_used > 0)
          /*shards*/
        ORDER BY rating_seq IS NOT NULL, rating_seq, finished_at, table_id, seat
    """
    _FORGET_ALL = (
        "DELETE FROM ratings WHERE 1 = 1/*shards*/",
        """UPDATE results SET rating_seq = NULL, mu_before = NULL, sigma_before = NULL, mu_after = NULL,
                              sigma_after = NULL, rated_games = NULL
           WHERE rating_seq IS NOT NULL/*shards*/""",
    )

    _NEVER_RATED = """
        SELECT NOT EXISTS (SELECT 1 FROM ratings WHERE 1 = 1/*shards*/)
           AND EXISTS (SELECT 1 FROM results WHERE guild_id IS NOT NULL AND with_bots = 0/*shards*/)
    """

    async def ratings_missing(self) -> bool:
        """True when games that are rated exist but no rating does: a database from before ratings
        (migration 0010), whose games ``rebuild_ratings`` rates once. Both over this process's shards."""
        async with self._db.read() as session:
            return bool(await session.fetch_value(self._shards.scoped(self._NEVER_RATED)))

    async def rebuild_ratings(self, rate: Rater) -> int:
        """Recompute every rating from the stored results with ``rate``, in one transaction; returns how
        many games were rated. Games are replayed in the order they were rated live (``rating_seq``), so
        the result equals the live ratings whenever ``rate`` is the one the bot used."""
        # No key: the whole database (storage.locks); no game may finish while every rating is rewritten.
        async with self._db.transaction() as session:
            rows = await session.fetch_all(self._shards.scoped(self._ALL_RATED))
            for statement in self._FORGET_ALL:
                await session.execute(self._shards.scoped(statement))
            games: dict[int, list[Row]] = {}
            for row in rows:  # dicts keep insertion order: the replay order
                games.setdefault(row["table_id"], []).append(row)
            current: dict[tuple[int, str, int], Skill] = {}
            for seq, (table_id, players) in enumerate(games.items(), start=1):
                first = players[0]
                guild_id, game_id = first["guild_id"], first["game_id"]
                results = [_record(row) for row in players]
                priors = {
                    r.user_id: current[(guild_id, game_id, r.user_id)]
                    for r in results
                    if (guild_id, game_id, r.user_id) in current
                }
                after = rate(results, priors)
                await _write(session, table_id, guild_id, game_id, seq, priors, after)
                for user_id, skill in after.items():
                    current[(guild_id, game_id, user_id)] = skill
        return len(games)


def _record(row: Row) -> ResultRecord:
    return ResultRecord(
        user_id=row["user_id"],
        name=row["name"],
        seat=row["seat"],
        score=row["score"],
        rank=row["rank"],
        team=row["team"],
        departed=bool(row["departed"]),
    )
