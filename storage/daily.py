"""The daily deal's rows (migrations 0018, 0020; docs/daily.md): the secret its seeds come from, the bot level
of each game's day, each person's one attempt per game and day (its moves so far), and the finished
attempts the boards rank.

A daily game is not a row of ``tables``: it has no channel message, no seats of other people and no
rating, so the channel's one table, the hosts' limits and the hourly cap never see it. It is limited by
itself instead: one per person, game and day (the UNIQUE key), whatever server it was started in.
"""

from __future__ import annotations

from dataclasses import dataclass

from storage.database import Repository
from storage.errors import StaleVersionError
from storage.locks import user_lock


@dataclass(frozen=True, slots=True)
class DailyRecord:
    """One person's attempt at one day's deal of one game."""

    id: int
    guild_id: int
    channel_id: int
    game_id: str
    day: str
    user_id: int
    name: str
    moves: str  # JSON [[seat, action], ...]
    version: int
    started_at: float
    finished_at: float | None


@dataclass(frozen=True, slots=True)
class DailyResult:
    table_id: int
    user_id: int
    name: str
    score: int
    place: int
    seats: int
    share: str
    finished_at: float


@dataclass(frozen=True, slots=True)
class DailyFinish:
    """What a finished attempt records (``finish_daily``)."""

    score: int
    place: int
    seats: int
    share: str


_DAILY_COLUMNS = (
    "id, guild_id, channel_id, game_id, day, user_id, name, moves, version, started_at, finished_at"
)


class DailyRepository(Repository):
    _DAILY_SECRET_MAKE = "INSERT INTO daily_secret (id, secret) VALUES (1, ?) ON CONFLICT (id) DO NOTHING"
    _DAILY_SECRET = "SELECT secret FROM daily_secret WHERE id = 1"
    _DAILY_LEVEL_SET = """
        INSERT INTO daily_levels (game_id, day, level) VALUES (?, ?, ?) ON CONFLICT (game_id, day) DO NOTHING
    """
    _DAILY_LEVEL = "SELECT level FROM daily_levels WHERE game_id = ? AND day = ?"
    _DAILY_OF = f"SELECT {_DAILY_COLUMNS} FROM daily_games WHERE user_id = ? AND game_id = ? AND day = ?"
    _DAILY_BY_ID = f"SELECT {_DAILY_COLUMNS} FROM daily_games WHERE id = ?"
    _DAILY_START = """
        INSERT INTO daily_games (guild_id, channel_id, game_id, day, user_id, name, moves, started_at)
        VALUES (:guild_id, :channel_id, :game_id, :day, :user_id, :name, :moves, :now)
        ON CONFLICT (user_id, game_id, day) DO NOTHING
    """
    _DAILY_SAVE = """
        UPDATE daily_games SET moves = :moves, version = version + 1, finished_at = :finished_at
        WHERE id = :id AND version = :version AND finished_at IS NULL
    """
    _DAILY_RESULT = """
        INSERT INTO daily_results (table_id, guild_id, game_id, day, user_id, name, score, place, seats,
                                   share, finished_at)
        SELECT id, guild_id, game_id, day, user_id, name, :score, :place, :seats, :share, :now
        FROM daily_games WHERE id = :id
    """
    _DAILY_RESULT_OF = """
        SELECT table_id, user_id, name, score, place, seats, share, finished_at FROM daily_results
        WHERE table_id = ?
    """
    _DAILY_BOARD = """
        SELECT table_id, user_id, name, score, place, seats, share, finished_at FROM daily_results
        WHERE guild_id = ? AND game_id = ? AND day = ? ORDER BY score DESC, finished_at, table_id
    """
    _DAILY_DAYS = """
        SELECT user_id, day FROM daily_results WHERE guild_id = ? AND game_id = ? AND day <= ?
        ORDER BY user_id, day DESC
    """

    async def daily_secret(self, made: str) -> str:
        """The stored secret; ``made`` is stored first when there is none yet (the first start)."""
        async with self._db.transaction() as session:
            await session.execute(self._DAILY_SECRET_MAKE, (made,))
            secret: str = await session.fetch_value(self._DAILY_SECRET)
        return secret

    async def daily_level(self, game_id: str, day: str, default: str) -> str:
        """The bot level of the day's deal of the game (migration 0020): ``default`` is stored first when
        the day has none yet (its first deal), so a day never changes level once anyone plays it."""
        async with self._db.transaction() as session:
            await session.execute(self._DAILY_LEVEL_SET, (game_id, day, default))
            level: str = await session.fetch_value(self._DAILY_LEVEL, (game_id, day))
        return level

    async def daily_of(self, user_id: int, game_id: str, day: str) -> DailyRecord | None:
        async with self._db.read() as session:
            row = await session.fetch_one(self._DAILY_OF, (user_id, game_id, day))
        return None if row is None else DailyRecord(*(row[key] for key in _KEYS))

    async def daily_by_id(self, daily_id: int) -> DailyRecord | None:
        async with self._db.read() as session:
            row = await session.fetch_one(self._DAILY_BY_ID, (daily_id,))
        return None if row is None else DailyRecord(*(row[key] for key in _KEYS))

    async def start_daily(
        self, *, guild_id: int, channel_id: int, game_id: str, day: str, user_id: int, name: str, moves: str
    ) -> DailyRecord:
        """The person's attempt at the day's deal: a new one with ``moves`` (the bots' opening moves), or
        the one they already have (started anywhere, finished or not)."""
        params = {
            "guild_id": guild_id,
            "channel_id": channel_id,
            "game_id": game_id,
            "day": day,
            "user_id": user_id,
            "name": name,
            "moves": moves,
            "now": self._clock(),
        }
        async with self._db.transaction(user_lock(user_id)) as session:
            await session.execute(self._DAILY_START, params)
            row = await session.fetch_one(self._DAILY_OF, (user_id, game_id, day))
        assert row is not None  # inserted, or there already
        return DailyRecord(*(row[key] for key in _KEYS))

    async def save_daily(
        self, daily: DailyRecord, moves: str, finish: DailyFinish | None = None
    ) -> DailyRecord:
        """Store the moves made since ``daily`` (and with ``finish``, its result), in one transaction.

        Raises ``StaleVersionError`` when the attempt moved on (another click) or had finished."""
        now = self._clock()
        params = {"id": daily.id, "version": daily.version, "moves": moves}
        async with self._db.transaction(user_lock(daily.user_id)) as session:
            saved = await session.execute(self._DAILY_SAVE, {**params, "finished_at": finish and now})
            if saved != 1:
                current = await session.fetch_one(self._DAILY_BY_ID, (daily.id,))
                version = daily.version if current is None else current["version"]
                done = current is None or current["finished_at"] is not None
                raise StaleVersionError(daily.id, daily.version, version, "finished" if done else "playing")
            if finish is not None:
                await session.execute(
                    self._DAILY_RESULT,
                    {
                        "id": daily.id,
                        "score": finish.score,
                        "place": finish.place,
                        "seats": finish.seats,
                        "share": finish.share,
                        "now": now,
                    },
                )
            row = await session.fetch_one(self._DAILY_BY_ID, (daily.id,))
        assert row is not None
        return DailyRecord(*(row[key] for key in _KEYS))

    async def daily_result(self, daily_id: int) -> DailyResult | None:
        async with self._db.read() as session:
            row = await session.fetch_one(self._DAILY_RESULT_OF, (daily_id,))
        return None if row is None else DailyResult(*(row[key] for key in _RESULT_KEYS))

    async def daily_board(self, guild_id: int, game_id: str, day: str) -> list[DailyResult]:
        """The server's finished attempts at the day's deal, best score first (earlier finish on a tie)."""
        async with self._db.read() as session:
            rows = await session.fetch_all(self._DAILY_BOARD, (guild_id, game_id, day))
        return [DailyResult(*(row[key] for key in _RESULT_KEYS)) for row in rows]

    async def daily_days(self, guild_id: int, game_id: str, until: str) -> dict[int, list[str]]:
        """Each player's days with a finished attempt in the server, up to ``until``, latest first."""
        async with self._db.read() as session:
            rows = await session.fetch_all(self._DAILY_DAYS, (guild_id, game_id, until))
        days: dict[int, list[str]] = {}
        for row in rows:
            days.setdefault(row["user_id"], []).append(row["day"])
        return days


_KEYS = tuple(column.strip() for column in _DAILY_COLUMNS.split(","))
_RESULT_KEYS = ("table_id", "user_id", "name", "score", "place", "seats", "share", "finished_at")
