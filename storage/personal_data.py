"""Everything else stored under one person's id, for /privacy show (issue 37, finding 12), and the ended
tables whose Discord messages and threads name them, for /privacy forget to edit.

``storage.privacy.UserData`` says what /privacy show always said (preferences, tables under way, result
and seat counts, names); ``StoredAbout`` adds every other column with the person's data in it.
``SHOWN_AS`` maps each of those columns to the field of /privacy show that states it:
``tests/security/test_privacy_complete.py`` reads the real schema and fails when a migration adds a
column about people that no field shows.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from storage.database import Repository
from storage.lobby_purge import CLOSED_LOBBY
from storage.models import Skill


class Field(StrEnum):
    """A field of /privacy show: one fact about the person, stated by one or more columns."""

    ID = "id"
    PREFS_UPDATED = "prefs_updated"
    DM_HANDS = "dm_hands"
    AUTOPLAY = "autoplay"
    PICTURES = "pictures"
    TURN_ALERTS = "turn_alerts"
    HAND_LOOK = "hand_look"
    LOCALE = "locale"
    DM_FALLBACK_TOLD = "dm_fallback_told"
    HOSTED = "hosted"
    OPENINGS = "openings"
    SEATS = "seats"
    JOINED = "joined"
    MISSED = "missed"
    AUTOPILOT = "autopilot"
    DM_HAND_MESSAGES = "dm_hand_messages"
    LEFT_SERVER = "left_server"
    RESULTS = "results"
    WINS = "wins"
    CASUAL = "casual"
    DEPARTED = "departed"
    RATING_CHANGES = "rating_changes"
    RATINGS = "ratings"
    NAMES = "names"
    DAILY = "daily"


# Table → column → the field of /privacy show (``bot.render.privacy.FIELD_LABELS``) that states it. A
# table keyed by a person (a ``user_id`` column) lists every column; any other table lists the columns
# that hold a person's id.
SHOWN_AS: dict[str, dict[str, Field]] = {
    "user_prefs": {
        "user_id": Field.ID,
        "dm_hands": Field.DM_HANDS,
        "dm_fallback_told": Field.DM_FALLBACK_TOLD,
        "updated_at": Field.PREFS_UPDATED,
        "autoplay": Field.AUTOPLAY,
        "pictures": Field.PICTURES,
        "locale": Field.LOCALE,
        "turn_alerts": Field.TURN_ALERTS,
        "hand_look": Field.HAND_LOOK,
    },
    "players": {
        "table_id": Field.SEATS,
        "user_id": Field.ID,
        "name": Field.NAMES,
        "join_seq": Field.SEATS,
        "seat": Field.SEATS,
        "joined_at": Field.JOINED,
        "bot_level": Field.SEATS,  # a bot's seat only: never set on a person's
        "missed": Field.MISSED,
        "autopilot": Field.AUTOPILOT,
        "dm_hand_message_id": Field.DM_HAND_MESSAGES,
        "departed": Field.LEFT_SERVER,
        "final_rank": Field.SEATS,  # a bot's seat only (migration 0017): never set on a person's
        "final_score": Field.SEATS,  # likewise
        "hints_used": Field.SEATS,  # the hints the seat took (migration 0019), shown with the game
    },
    "results": {
        "table_id": Field.RESULTS,
        "guild_id": Field.RESULTS,
        "game_id": Field.RESULTS,
        "user_id": Field.ID,
        "name": Field.NAMES,
        "seat": Field.RESULTS,
        "score": Field.RESULTS,
        "rank": Field.RESULTS,
        "won": Field.WINS,
        "finished_at": Field.RESULTS,
        "with_bots": Field.CASUAL,
        "team": Field.RESULTS,
        "departed": Field.DEPARTED,
        "rating_seq": Field.RATING_CHANGES,
        "mu_before": Field.RATING_CHANGES,
        "sigma_before": Field.RATING_CHANGES,
        "mu_after": Field.RATING_CHANGES,
        "sigma_after": Field.RATING_CHANGES,
        "rated_games": Field.RATING_CHANGES,
    },
    "ratings": {
        "guild_id": Field.RATINGS,
        "game_id": Field.RATINGS,
        "user_id": Field.ID,
        "mu": Field.RATINGS,
        "sigma": Field.RATINGS,
        "games": Field.RATINGS,
    },
    # The daily deal (migration 0018, storage.daily): attempts and their results, never rated.
    "daily_games": {
        "id": Field.DAILY,
        "guild_id": Field.DAILY,
        "channel_id": Field.DAILY,
        "game_id": Field.DAILY,
        "day": Field.DAILY,
        "user_id": Field.ID,
        "name": Field.NAMES,
        "moves": Field.DAILY,
        "version": Field.DAILY,
        "started_at": Field.DAILY,
        "finished_at": Field.DAILY,
    },
    "daily_results": {
        "table_id": Field.DAILY,
        "guild_id": Field.DAILY,
        "game_id": Field.DAILY,
        "day": Field.DAILY,
        "user_id": Field.ID,
        "name": Field.NAMES,
        "score": Field.DAILY,
        "place": Field.DAILY,
        "seats": Field.DAILY,
        "share": Field.DAILY,
        "finished_at": Field.DAILY,
    },
    "tables": {"host_id": Field.HOSTED},
    "table_openings": {"host_id": Field.OPENINGS},
}


@dataclass(frozen=True, slots=True)
class HeldRating:
    """One rating of the person: a server, a game, the model's numbers."""

    guild_id: int | None
    game_id: str
    skill: Skill


@dataclass(frozen=True, slots=True)
class StoredAbout:
    """The rest of what is stored under one user id (``SHOWN_AS`` says which column is which field)."""

    prefs_updated_at: float | None  # when a preference was last changed; None: never
    dm_fallback_told: bool  # told once that their DMs are closed, so hands came by the button instead
    hosted: int  # tables they opened, whatever became of them
    hosted_open: int  # of those, lobbies and games under way
    openings: int  # tables opened in the last hour, kept for the hourly cap (storage.table_open)
    seats: int  # tables with a seat of theirs (name, seat, order of joining), any status
    first_joined: float | None
    last_joined: float | None
    missed: int  # turn clocks that ran out on them, over every seat
    autopilot: int  # seats left on autopilot
    dm_hand_messages: int  # seats that keep the id of the hand they were sent by DM
    left_server: int  # seats they lost by leaving the table's server or by a ban (players.departed)
    wins: int
    casual: int  # results of games with a bot seat (casual unless rated among their people)
    departed: int  # results of games they had left before the end
    rating_changes: int  # results that record their rating before and after the game
    ratings: tuple[HeldRating, ...]
    daily: int = 0  # daily deals started (storage.daily), finished or not


class PersonalDataRepository(Repository):
    _PD_PREFS = "SELECT updated_at, dm_fallback_told FROM user_prefs WHERE user_id = ?"
    _PD_HOSTED = """
        SELECT COUNT(*) AS hosted,
               COALESCE(SUM(CASE WHEN status IN ('lobby', 'playing') THEN 1 ELSE 0 END), 0) AS hosted_open
        FROM tables WHERE host_id = ?
    """
    _PD_OPENINGS = "SELECT COUNT(*) AS openings FROM table_openings WHERE host_id = ?"
    _PD_SEATS = """
        SELECT COUNT(*) AS seats, MIN(joined_at) AS first_joined, MAX(joined_at) AS last_joined,
               COALESCE(SUM(missed), 0) AS missed, COALESCE(SUM(autopilot), 0) AS autopilot,
               COUNT(dm_hand_message_id) AS dm_hand_messages, COUNT(departed) AS left_server
        FROM players WHERE user_id = ?
    """
    _PD_RESULTS = """
        SELECT COALESCE(SUM(won), 0) AS wins, COALESCE(SUM(with_bots), 0) AS casual,
               COALESCE(SUM(departed), 0) AS departed, COUNT(rating_seq) AS rating_changes
        FROM results WHERE user_id = ?
    """
    _PD_DAILY = "SELECT COUNT(*) FROM daily_games WHERE user_id = ?"
    _PD_RATINGS = (
        "SELECT guild_id, game_id, mu, sigma, games FROM ratings WHERE user_id = ? ORDER BY guild_id, game_id"
    )

    async def stored_about(self, user_id: int) -> StoredAbout:
        """Every stored field under ``user_id`` that ``user_data`` does not state, read in one go."""
        async with self._db.snapshot() as session:
            prefs = await session.fetch_one(self._PD_PREFS, (user_id,))
            hosted = await session.fetch_one(self._PD_HOSTED, (user_id,))
            openings = await session.fetch_one(self._PD_OPENINGS, (user_id,))
            seats = await session.fetch_one(self._PD_SEATS, (user_id,))
            results = await session.fetch_one(self._PD_RESULTS, (user_id,))
            ratings = await session.fetch_all(self._PD_RATINGS, (user_id,))
            daily = await session.fetch_value(self._PD_DAILY, (user_id,))
        # Aggregates: one row each.
        assert hosted is not None and openings is not None and seats is not None and results is not None
        return StoredAbout(
            prefs_updated_at=None if prefs is None else prefs["updated_at"],
            dm_fallback_told=prefs is not None and bool(prefs["dm_fallback_told"]),
            hosted=int(hosted["hosted"]),
            hosted_open=int(hosted["hosted_open"]),
            openings=int(openings["openings"]),
            seats=int(seats["seats"]),
            first_joined=seats["first_joined"],
            last_joined=seats["last_joined"],
            missed=int(seats["missed"]),
            autopilot=int(seats["autopilot"]),
            dm_hand_messages=int(seats["dm_hand_messages"]),
            left_server=int(seats["left_server"]),
            wins=int(results["wins"]),
            casual=int(results["casual"]),
            departed=int(results["departed"]),
            rating_changes=int(results["rating_changes"]),
            ratings=tuple(
                HeldRating(row["guild_id"], row["game_id"], Skill(row["mu"], row["sigma"], row["games"]))
                for row in ratings
            ),
            daily=int(daily),
        )

    # Ended tables with a seat of theirs that left something on Discord naming them: a table message, or
    # a thread the bot started (``parent_channel_id``) with its one line in the channel.
    # A lobby closed before it started has no game to redraw: forget deletes it (storage.privacy).
    _PD_NAMED = f"""
        SELECT DISTINCT t.id FROM tables AS t JOIN players AS p ON p.table_id = t.id
        WHERE p.user_id = ? AND t.status IN ('finished', 'aborted')
          AND NOT ({CLOSED_LOBBY})
          AND (t.message_id IS NOT NULL OR t.parent_channel_id IS NOT NULL)
        ORDER BY t.id
    """

    async def tables_naming(self, user_id: int) -> list[int]:
        """Ids of the ended tables whose Discord messages or threads may show the person's name."""
        async with self._db.read() as session:
            rows = await session.fetch_all(self._PD_NAMED, (user_id,))
        return [row["id"] for row in rows]
