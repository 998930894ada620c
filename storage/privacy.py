"""What is stored about one person, and forgetting it (migration 0005).

Forgetting deletes the person's preferences and replaces their id and name in ended tables' seats, hosts
and results by a fresh anonymous id (see ``anonymous_ids`` in the migration) and ``FORMER_PLAYER``: the
other players' results, and so every leaderboard, stay as they were. It is refused while the person sits
at (or hosts) a lobby or a game under way, since a running table needs to know who its players are.
Lobbies that closed before they started are deleted rather than anonymised: they hold no game.
"""

from __future__ import annotations

from dataclasses import dataclass

from storage.database import Repository
from storage.errors import StorageError
from storage.lobby_purge import CLOSED_LOBBY
from storage.models import UserPrefs
from storage.session import StoreSession
from storage.settings_memory import USER, notice_of

FORMER_PLAYER = "Former player"
# Discord ids are snowflakes, at least 2^22 (milliseconds since 2015 shifted left 22 bits); bots' ids are
# small negative numbers (-1, -2, … one per seat). The anonymous ids issued before migration 0015 are
# the numbers 1 … 2^22 - 1 themselves; from 2^22 on, ``anonymous_ids``' number is issued negated: below
# -2^22, clear of bots and of every Discord id, and 2^63 - 2^22 of them, which no rate of requests runs
# out of (the old cap failed every request to be forgotten once 4,194,303 ids were issued).
SNOWFLAKE_FLOOR = 1 << 22


def anonymous_user_id(issued: int) -> int:
    """The user id that ``anonymous_ids`` row number ``issued`` stands for."""
    return issued if issued < SNOWFLAKE_FLOOR else -issued


class StillSeatedError(StorageError):
    """The person sits at (or hosts) an active table; nothing was changed."""

    def __init__(self, user_id: int, table_id: int, channel_id: int) -> None:
        super().__init__(f"user {user_id} is at active table {table_id}")
        self.table_id = table_id
        self.channel_id = channel_id


@dataclass(frozen=True, slots=True)
class ActiveSeat:
    """A lobby or game under way that the person sits at."""

    table_id: int
    guild_id: int | None
    channel_id: int
    game_id: str
    status: str


@dataclass(frozen=True, slots=True)
class UserData:
    """Everything stored under one user id. ``prefs`` is None when no preference was ever set."""

    user_id: int
    prefs: UserPrefs | None
    active: tuple[ActiveSeat, ...]
    results: int  # finished games in the results (the leaderboards)
    ended_tables: int  # ended tables with a seat in this person's name
    ended_with_log: int  # of those, how many still keep their game state and action log
    names: tuple[str, ...]  # every name played under, alphabetically


@dataclass(frozen=True, slots=True)
class Forgotten:
    """What a request to be forgotten changed; all zero/False when there was nothing (any more)."""

    prefs_deleted: bool
    results: int
    seats: int
    anonymous_id: int | None


class PrivacyRepository(Repository):
    _PRIV_PREFS = "SELECT * FROM user_prefs WHERE user_id = ?"
    _PRIV_ACTIVE = """
        SELECT t.id, t.guild_id, t.channel_id, t.game_id, t.status FROM tables AS t
        WHERE t.status IN ('lobby', 'playing')
          AND (t.host_id = :user_id
               OR EXISTS (SELECT 1 FROM players AS p WHERE p.table_id = t.id AND p.user_id = :user_id))
        ORDER BY t.id
    """
    _PRIV_COUNTS = """
        SELECT (SELECT COUNT(*) FROM results WHERE user_id = :user_id) AS results,
               COUNT(*) AS ended_tables, COALESCE(SUM(CASE WHEN t.state IS NOT NULL THEN 1 ELSE 0 END), 0)
                   AS ended_with_log
        FROM players AS p JOIN tables AS t ON t.id = p.table_id
        WHERE p.user_id = :user_id AND t.status IN ('finished', 'aborted')
    """
    _PRIV_NAMES = """
        SELECT name FROM players WHERE user_id = :user_id
        UNION SELECT name FROM results WHERE user_id = :user_id
        UNION SELECT name FROM daily_games WHERE user_id = :user_id
        ORDER BY name
    """

    async def user_data(self, user_id: int) -> UserData:
        """Everything stored under ``user_id``, read in one go."""
        params = {"user_id": user_id}
        async with self._db.snapshot() as session:
            prefs = await session.fetch_one(self._PRIV_PREFS, (user_id,))
            active = await session.fetch_all(self._PRIV_ACTIVE, params)
            counts = await session.fetch_one(self._PRIV_COUNTS, params)
            names = await session.fetch_all(self._PRIV_NAMES, params)
        assert counts is not None  # an aggregate always returns a row
        return UserData(
            user_id=user_id,
            prefs=None if prefs is None else UserPrefs.from_row(prefs),
            active=tuple(
                ActiveSeat(row["id"], row["guild_id"], row["channel_id"], row["game_id"], row["status"])
                for row in active
            ),
            results=counts["results"],
            ended_tables=counts["ended_tables"],
            ended_with_log=int(counts["ended_with_log"]),
            names=tuple(row["name"] for row in names),
        )

    _PRIV_DELETE_PREFS = "DELETE FROM user_prefs WHERE user_id = ?"
    # Lobbies that closed before they started hold no game, only names (storage.lobby_purge): the
    # person's go at once, whole if they hosted it, their seat otherwise; so do their openings.
    _PRIV_DROP_LOBBIES = (
        f"""DELETE FROM players WHERE table_id IN (
                SELECT id FROM tables WHERE host_id = :user_id AND {CLOSED_LOBBY})""",
        f"DELETE FROM tables WHERE host_id = :user_id AND {CLOSED_LOBBY}",
        f"""DELETE FROM players WHERE user_id = :user_id
            AND table_id IN (SELECT id FROM tables WHERE {CLOSED_LOBBY})""",
        "DELETE FROM table_openings WHERE host_id = :user_id",
        # A daily deal under way is theirs alone (storage.daily): it goes, nobody else's game with it.
        "DELETE FROM daily_games WHERE user_id = :user_id AND finished_at IS NULL",
    )
    # History is a game that started: only then is an anonymous id worth issuing (the active tables
    # were refused before, and the closed lobbies deleted).
    _PRIV_HAS_HISTORY = """
        SELECT EXISTS (SELECT 1 FROM players WHERE user_id = :user_id)
            OR EXISTS (SELECT 1 FROM results WHERE user_id = :user_id)
            OR EXISTS (SELECT 1 FROM tables WHERE host_id = :user_id)
            OR EXISTS (SELECT 1 FROM daily_results WHERE user_id = :user_id)
    """
    _PRIV_NEW_ID = "INSERT INTO anonymous_ids (issued_at) VALUES (?) RETURNING id"
    _PRIV_ANON_SEATS = """
        UPDATE players SET user_id = :anonymous_id, name = :name, dm_hand_message_id = NULL
        WHERE user_id = :user_id
    """
    _PRIV_ANON_RESULTS = "UPDATE results SET user_id = :anonymous_id, name = :name WHERE user_id = :user_id"
    _PRIV_ANON_HOSTS = "UPDATE tables SET host_id = :anonymous_id WHERE host_id = :user_id"
    # The ratings (migration 0010) follow the results they were computed from, so a rebuild still agrees.
    _PRIV_ANON_RATINGS = "UPDATE ratings SET user_id = :anonymous_id WHERE user_id = :user_id"
    # Finished daily deals stay on the day's boards, under the anonymous id and name (storage.daily).
    _PRIV_ANON_DAILY = (
        "UPDATE daily_games SET user_id = :anonymous_id, name = :name WHERE user_id = :user_id",
        "UPDATE daily_results SET user_id = :anonymous_id, name = :name WHERE user_id = :user_id",
    )

    async def forget_user(self, user_id: int) -> Forgotten:
        """Delete the person's preferences and anonymise their ended tables and results, at once.

        Raises ``StillSeatedError`` (changing nothing) while they sit at or host an active table.
        Forgetting someone already forgotten changes nothing and issues no new id.
        """
        # No key: the whole database (storage.locks), so nobody anywhere sits down, hosts or finishes a
        # rated game between the check and the change. Rare, and it touches rows of many tables.
        async with self._db.transaction() as session:
            forgotten = await self._forget_in(session, user_id)
        self._settings.changed(USER, user_id)  # every process was told (``StoreSession.notice``)
        return forgotten

    async def _forget_in(self, session: StoreSession, user_id: int) -> Forgotten:
        active = await session.fetch_one(self._PRIV_ACTIVE, {"user_id": user_id})
        if active is not None:
            raise StillSeatedError(user_id, active["id"], active["channel_id"])
        prefs_deleted = await session.execute(self._PRIV_DELETE_PREFS, (user_id,)) > 0
        await session.notice(notice_of(USER, user_id))
        for statement in self._PRIV_DROP_LOBBIES:
            await session.execute(statement, {"user_id": user_id})
        if not await session.fetch_value(self._PRIV_HAS_HISTORY, {"user_id": user_id}):
            return Forgotten(prefs_deleted, results=0, seats=0, anonymous_id=None)
        anonymous_id = anonymous_user_id(await session.fetch_value(self._PRIV_NEW_ID, (self._clock(),)))
        params = {"user_id": user_id, "anonymous_id": anonymous_id, "name": FORMER_PLAYER}
        # results → players is a foreign key on (table_id, user_id): both sides change in this
        # transaction, so the check waits for COMMIT.
        await session.defer_foreign_keys()
        seats = await session.execute(self._PRIV_ANON_SEATS, params)
        results = await session.execute(self._PRIV_ANON_RESULTS, params)
        await session.execute(self._PRIV_ANON_HOSTS, params)
        await session.execute(self._PRIV_ANON_RATINGS, params)
        for statement in self._PRIV_ANON_DAILY:
            await session.execute(statement, params)
        return Forgotten(prefs_deleted, results=results, seats=seats, anonymous_id=anonymous_id)
