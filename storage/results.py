"""Final results of finished games, and the statistics built from them.

Results are written once, by ``record_action`` in the same transaction as the last action (see
``insert_results``), so a game is never "finished" without results nor counted twice. A tie shares
the victory: every player with rank 1 is a winner.

Scopes are per guild (``guild_id = ?``, or ``IS NULL`` for none: a ``GuildScoped`` statement), so games
played outside a guild — ``None`` — form a scope of their own and never leak into a server's leaderboard.
"""

from __future__ import annotations

from collections.abc import Sequence

from storage.database import Repository
from storage.dialect import GuildScoped
from storage.errors import InvalidResultsError
from storage.models import BotPlace, QuitRecord, Rater, ResultRecord, StatRow
from storage.ratings import rate_results
from storage.session import StoreSession

# The guild and game are copied from the table; user and seat must match a seated person there, so a
# result can only ever describe someone who played. ``with_bots``: a bot sat at the table (the game is
# casual unless it was rated among its people: storage/ratings.py).
_INSERT_RESULT = """
    INSERT INTO results (table_id, guild_id, game_id, user_id, name, seat, score, rank, won, finished_at,
                         team, departed, with_bots)
    SELECT t.id, t.guild_id, t.game_id, p.user_id, :name, p.seat, :score, :rank,
           CASE WHEN :rank = 1 THEN 1 ELSE 0 END, :finished_at, :team, :departed,
           CASE WHEN EXISTS (SELECT 1 FROM players AS b WHERE b.table_id = t.id AND b.bot_level IS NOT NULL)
                THEN 1 ELSE 0 END
    FROM tables AS t JOIN players AS p ON p.table_id = t.id
    WHERE t.id = :table_id AND p.user_id = :user_id AND p.seat = :seat AND p.bot_level IS NULL
"""
_COUNT_SEATED = "SELECT COUNT(*) FROM players WHERE table_id = ? AND seat IS NOT NULL AND bot_level IS NULL"
# A bot's place is kept on its seat (migration 0017): a bot has no results row (no stats, no rating).
_BOT_PLACE = """
    UPDATE players SET final_score = :score, final_rank = :rank
    WHERE table_id = :table_id AND seat = :seat AND bot_level IS NOT NULL
"""


async def insert_results(
    session: StoreSession,
    table_id: int,
    results: Sequence[ResultRecord],
    *,
    finished_at: float,
    rate: Rater | None = None,
    bot_places: Sequence[BotPlace] = (),
) -> None:
    """Write one row per seated person (not bots) inside the caller's transaction, each bot's place on
    its seat, and with ``rate`` the new ratings, if the game is rated (storage/ratings.py).

    Raises ``InvalidResultsError`` (the caller's transaction then rolls back) when a result names a
    user not at that seat (or a bot), a user twice, a rank below 1, when a seated person has no result,
    or when a bot's place names a seat that is no bot's.
    """
    for result in results:
        params = {
            "table_id": table_id,
            "user_id": result.user_id,
            "name": result.name,
            "seat": result.seat,
            "score": result.score,
            "rank": result.rank,
            "team": result.team,
            "departed": result.departed,
            "finished_at": finished_at,
        }
        try:
            inserted = await session.execute(_INSERT_RESULT, params)
        except session.integrity_errors as exc:
            raise InvalidResultsError(f"table {table_id}: result {result} rejected: {exc}") from exc
        if inserted != 1:
            raise InvalidResultsError(f"table {table_id}: user {result.user_id} is not at seat {result.seat}")
    seated = await session.fetch_value(_COUNT_SEATED, (table_id,))
    if len(results) != seated:
        raise InvalidResultsError(f"table {table_id}: {len(results)} results for {seated} seated players")
    for place in bot_places:
        params = {"table_id": table_id, "seat": place.seat, "score": place.score, "rank": place.rank}
        try:
            placed = await session.execute(_BOT_PLACE, params)
        except session.integrity_errors as exc:
            raise InvalidResultsError(f"table {table_id}: bot place {place} rejected: {exc}") from exc
        if placed != 1:
            raise InvalidResultsError(f"table {table_id}: seat {place.seat} is no bot's")
    if rate is not None:
        await rate_results(session, table_id, results, rate)


class ResultRepository(Repository):
    """Per-player statistics (the rated leaderboards are storage/ratings.py's)."""

    _PLAYER_STATS = GuildScoped.of("""
        SELECT game_id, COUNT(*) AS games, SUM(won) AS wins, SUM(score) AS points,
               MAX(score) AS best_score, CAST(SUM(won) AS DOUBLE PRECISION) / COUNT(*) AS win_rate,
               SUM(CASE WHEN with_bots = 1 AND rating_seq IS NULL THEN 1 ELSE 0 END) AS casual_games,
               SUM(departed) AS left_games
        FROM results WHERE guild_id {guild} AND user_id = :user_id
        GROUP BY game_id
        ORDER BY game_id
    """)

    async def player_stats(self, guild_id: int | None, user_id: int) -> list[StatRow]:
        """One row per game the user finished in this guild, by game id. Higher scores are better
        (docs/engine-contract.md: ranks come from scores, highest first), hence ``best_score`` is the maximum.
        """
        async with self._db.read() as session:
            rows = await session.fetch_all(
                self._PLAYER_STATS.given(guild_id), {"guild_id": guild_id, "user_id": user_id}
            )
        return [
            StatRow(
                game_id=row["game_id"],
                games=row["games"],
                wins=row["wins"],
                points=row["points"],
                best_score=row["best_score"],
                win_rate=row["win_rate"],
                casual_games=row["casual_games"],
                left=row["left_games"],
            )
            for row in rows
        ]

    # One indexed lookup per person (results_by_guild_user): a lobby asks for its few people at once.
    _QUIT_RECORDS = GuildScoped.of("""
        SELECT user_id, COUNT(*) AS games, COALESCE(SUM(departed), 0) AS left_games
        FROM results
        WHERE guild_id {guild} AND user_id IN (SELECT value FROM json_each(:users))
        GROUP BY user_id
    """)

    async def quit_records(self, guild_id: int | None, user_ids: Sequence[int]) -> dict[int, QuitRecord]:
        """Each person's quit record in this guild (every game of every kind they finished there), by user
        id; someone with no finished game there has a record of no games."""
        records = {user_id: QuitRecord(user_id, 0, 0) for user_id in user_ids}
        if not records:
            return records
        users = "[" + ",".join(str(int(user_id)) for user_id in records) + "]"
        async with self._db.read() as session:
            rows = await session.fetch_all(
                self._QUIT_RECORDS.given(guild_id), {"guild_id": guild_id, "users": users}
            )
        for row in rows:
            records[row["user_id"]] = QuitRecord(row["user_id"], int(row["games"]), int(row["left_games"]))
        return records
