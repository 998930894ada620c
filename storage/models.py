"""Immutable records returned by the repository (and the one record it takes as input).

Frozen dataclasses rather than rows: callers get named, typed fields and cannot mutate what they read
by accident. Game data stays opaque: ``options`` and ``state`` are the engines' JSON text.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from storage.session import Row


class TableStatus(StrEnum):
    """Life of a table. A ``StrEnum`` so that ``record.status == "lobby"`` keeps working."""

    LOBBY = "lobby"
    PLAYING = "playing"
    FINISHED = "finished"
    ABORTED = "aborted"

    @property
    def is_active(self) -> bool:
        """Active tables occupy their channel and are reloaded at start-up."""
        return self in (TableStatus.LOBBY, TableStatus.PLAYING)


class TurnAlerts(StrEnum):
    """When a turn beginning notifies a person (``/settings turn_alerts``; docs/adapter.md#turn-alerts)."""

    AWAY = "away"  # only when they clicked nothing of the table just before (the default)
    EVERY = "every"  # at every turn of theirs
    REMINDERS = "reminders"  # never when it begins: only the later reminder


class HandLook(StrEnum):
    """How a hand shows its cards while pictures are on (``/settings hand``; docs/ux.md#the-hand)."""

    BUTTONS = "buttons"  # the picture only while the buttons don't show every card (the default)
    PICTURE = "picture"  # the picture always, beside the buttons


class Departure(StrEnum):
    """Why a seated person is gone from the table's server (migration 0014; docs/security.md)."""

    BANNED = "banned"  # final for that game: a bot plays the seat to its end
    LEFT = "left"  # found gone from the server: back once a member again, by pressing I'm back


@dataclass(frozen=True, slots=True)
class TableRecord:
    """One table, as stored. ``version`` counts state changes since the lobby (start = 1)."""

    id: int
    guild_id: int | None
    channel_id: int
    game_id: str
    options: str
    seed: int
    status: TableStatus
    state: str | None
    version: int
    host_id: int
    message_id: int | None
    deadline: float | None  # the lobby's idle limit, or when the turn clock runs out
    created_at: float
    updated_at: float
    finished_at: float | None
    turn_clock: int | None = None  # seconds per turn; None = no clock
    reminder_at: float | None = None  # when the one reminder ping is due; None once sent
    bots_due: bool = False  # a bot has a move to make (see migration 0002)
    play_in_thread: bool = False  # at Start the table moves into a thread of its own (migration 0004)
    parent_channel_id: int | None = None  # the channel it was opened in, once it moved into a thread
    language: str = "en"  # the language of its public messages, a bot.i18n code (migration 0009)
    hints: bool | None = None  # the host's choice of hints; None: the default (migration 0019)

    @property
    def is_active(self) -> bool:
        return self.status.is_active

    @property
    def deadlines(self) -> Deadlines:
        return Deadlines(self.deadline, self.reminder_at, self.bots_due)

    @classmethod
    def from_row(cls, row: Row) -> TableRecord:
        return cls(
            id=row["id"],
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            game_id=row["game_id"],
            options=row["options"],
            seed=row["seed"],
            status=TableStatus(row["status"]),
            state=row["state"],
            version=row["version"],
            host_id=row["host_id"],
            message_id=row["message_id"],
            deadline=row["deadline"],
            created_at=row["created_at"],
            updated_at=row["updated_at"],
            finished_at=row["finished_at"],
            turn_clock=row["turn_clock"],
            reminder_at=row["reminder_at"],
            bots_due=bool(row["bots_due"]),
            play_in_thread=bool(row["play_in_thread"]),
            parent_channel_id=row["parent_channel_id"],
            language=row["language"],
            hints=None if row["hints"] is None else bool(row["hints"]),
        )


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """Someone at a table. ``seat`` is ``None`` until the game starts."""

    table_id: int
    user_id: int
    name: str
    seat: int | None
    joined_at: float
    bot_level: str | None = None  # None for a person
    missed: int = 0  # turn clocks run out in a row
    autopilot: bool = False
    departed: Departure | None = None  # gone from the table's server (its seat is on autopilot)
    hints_used: int = 0  # hints shown to this seat (migration 0019)

    @property
    def is_bot(self) -> bool:
        return self.bot_level is not None

    @classmethod
    def from_row(cls, row: Row) -> PlayerRecord:
        return cls(
            table_id=row["table_id"],
            user_id=row["user_id"],
            name=row["name"],
            seat=row["seat"],
            joined_at=row["joined_at"],
            bot_level=row["bot_level"],
            missed=row["missed"],
            autopilot=bool(row["autopilot"]),
            departed=Departure(row["departed"]) if row["departed"] else None,
            hints_used=row["hints_used"],
        )


@dataclass(frozen=True, slots=True)
class LobbySeats:
    """A lobby as a Join or a Leave left it: the table's row as written and its players, in join order
    (returned by the write itself, so showing the change reads nothing more)."""

    table: TableRecord
    players: list[PlayerRecord]


@dataclass(frozen=True, slots=True)
class SeatClock:
    """A seat's turn-clock record: expiries in a row, and whether a bot plays for it."""

    seat: int
    missed: int
    autopilot: bool


@dataclass(frozen=True, slots=True)
class Deadlines:
    """What the sweeper must look at next on a table: see ``TableRecord``'s fields of the same names."""

    deadline: float | None = None
    reminder_at: float | None = None
    bots_due: bool = False


@dataclass(frozen=True, slots=True)
class ActionRecord:
    """One entry of a table's append-only action log; ``seq`` runs 1, 2, … per table."""

    table_id: int
    seq: int
    seat: int
    action: str
    created_at: float

    @classmethod
    def from_row(cls, row: Row) -> ActionRecord:
        return cls(
            table_id=row["table_id"],
            seq=row["seq"],
            seat=row["seat"],
            action=row["action"],
            created_at=row["created_at"],
        )


@dataclass(frozen=True, slots=True)
class ResultRecord:
    """Input to finishing a game: one per seated person (bots get no results).

    ``rank`` 1 wins; tied players share a rank. ``team``: the side the seat played on, when the game has
    sides. ``departed``: the player had left (a bot played their seat) when the game ended.
    """

    user_id: int
    name: str
    seat: int
    score: int
    rank: int
    team: int | None = None
    departed: bool = False


@dataclass(frozen=True, slots=True)
class BotPlace:
    """Input to finishing a game: a bot seat's score and place (``rank``, counted as a person's is), kept
    on its seat for /history (migration 0017); bots have no results row."""

    seat: int
    score: int
    rank: int


@dataclass(frozen=True, slots=True)
class QuitRecord:
    """How often a person plays their games to the end, in one server (Board Game Arena's quit record):
    of ``games`` finished games there, ``left`` they had left under way and were not back for the end
    (``results.departed``)."""

    user_id: int
    games: int
    left: int

    @property
    def finished_percent(self) -> int:
        """The share of their games they played to the end, in whole percent rounded down (integers, so
        29 % is not 28.999…): one game left of 200 reads 99, never 100. 100 with no game yet."""
        return 100 if self.games == 0 else 100 * (self.games - self.left) // self.games


@dataclass(frozen=True, slots=True)
class Skill:
    """A rating as storage keeps it: the model's two numbers and the rated games behind them."""

    mu: float
    sigma: float
    games: int = 0


# How a rated game changes ratings: the game's results and the prior ratings of those who have one (by user
# id) → the new rating of every player. Pure and quick: it runs inside the results' write transaction.
Rater = Callable[[Sequence[ResultRecord], Mapping[int, Skill]], Mapping[int, Skill]]


@dataclass(frozen=True, slots=True)
class RatingChange:
    """One player's rating before and after one rated game (``before`` None: their first)."""

    user_id: int
    name: str
    before: Skill | None
    after: Skill


@dataclass(frozen=True, slots=True)
class RatedRow:
    """A rated player on a leaderboard page: their rating and rated record (games without bots)."""

    user_id: int
    name: str
    skill: Skill
    wins: int
    win_rate: float


@dataclass(frozen=True, slots=True)
class StatRow:
    """A player's record in one game of one guild: every game, rated or casual (with bots, not rated);
    ``left``: the games they left under way and were not back for the end."""

    game_id: str
    games: int
    wins: int
    points: int
    best_score: int
    win_rate: float
    casual_games: int = 0
    left: int = 0


@dataclass(frozen=True, slots=True)
class UserPrefs:
    """Per-user settings. A user without a stored row gets the defaults: ``UserPrefs(user_id)``."""

    user_id: int
    dm_hands: bool = False
    dm_fallback_told: bool = False
    autoplay: bool = False  # play my forced moves for me (migration 0006)
    pictures: bool | None = None  # cards as pictures (True) or text only (False); None = the server's default
    locale: str | None = None  # Discord locale as last seen ("ko", "en-US"; migration 0009); None: unseen
    turn_alerts: TurnAlerts = TurnAlerts.AWAY  # when a turn beginning notifies them (migration 0012)
    hand_look: HandLook = HandLook.BUTTONS  # a hand's picture beside card buttons or not (migration 0013)

    @classmethod
    def from_row(cls, row: Row) -> UserPrefs:
        return cls(
            user_id=row["user_id"],
            dm_hands=bool(row["dm_hands"]),
            dm_fallback_told=bool(row["dm_fallback_told"]),
            autoplay=bool(row["autoplay"]),
            pictures=None if row["pictures"] is None else bool(row["pictures"]),
            locale=row["locale"],
            turn_alerts=TurnAlerts(row["turn_alerts"]),
            hand_look=HandLook(row["hand_look"]),
        )


@dataclass(frozen=True, slots=True)
class GuildSettings:
    """Per-server settings. A server without a stored row gets the defaults: ``GuildSettings(guild_id)``."""

    guild_id: int
    table_threads: bool = False  # new tables play in a thread of their own
    pictures: bool = True  # cards drawn as pictures for players who made no choice (migration 0008)

    @classmethod
    def from_row(cls, row: Row) -> GuildSettings:
        return cls(
            guild_id=row["guild_id"],
            table_threads=bool(row["table_threads"]),
            pictures=bool(row["pictures"]),
        )
