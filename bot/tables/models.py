"""Plain results returned by the table service (no Discord types, no engine state)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from games.base import Event, Outcome
from storage.models import Departure, QuitRecord, RatingChange
from storage.ratings import MIN_RATED_PEOPLE


@dataclass(frozen=True, slots=True)
class Player:
    user_id: int  # negative for a bot
    name: str  # a bot's name carries its 🤖 mark
    seat: int | None  # None while in the lobby
    bot_level: str | None = None  # None for a person
    missed: int = 0  # turn clocks run out in a row
    autopilot: bool = False  # a bot plays for this person until they are back
    departed: Departure | None = None  # gone from the table's server: on autopilot, their clicks refused
    hints_used: int = 0  # 💡 hints this seat took (issue 39)

    @property
    def is_bot(self) -> bool:
        return self.bot_level is not None

    @property
    def is_automatic(self) -> bool:
        """A bot decides for this seat: a bot seat, or a person on autopilot."""
        return self.is_bot or self.autopilot


@dataclass(frozen=True, slots=True)
class TableInfo:
    id: int
    guild_id: int | None
    channel_id: int
    game_id: str
    game_name: str
    status: str  # lobby | playing | finished | aborted
    host_id: int
    options: BaseModel
    version: int
    message_id: int | None
    players: tuple[Player, ...]  # lobby: join order; playing/finished: seat order
    min_players: int
    max_players: int
    turn_clock: int | None = None  # seconds per turn; None = no clock
    deadline: float | None = None  # unix seconds: the lobby closes, or the turn clock runs out
    play_in_thread: bool = False  # the game moves into a thread of its own when it starts
    parent_channel_id: int | None = None  # once it moved: the channel it was opened in
    language: str = "en"  # its public messages' language, a bot.i18n code (bot/tables/languages.py)
    hints: bool | None = None  # the host's choice of 💡 hints; None: the default (``hints_allowed``)
    # A lobby in a server: its people's quit records (bot/tables/quit_records.py); empty otherwise.
    quit_records: tuple[QuitRecord, ...] = ()

    def seat_of(self, user_id: int) -> int | None:
        for player in self.players:
            if player.user_id == user_id:
                return player.seat
        return None

    def is_player(self, user_id: int) -> bool:
        return any(player.user_id == user_id for player in self.players)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(player.name for player in self.players)

    def user_at(self, seat: int) -> int:
        return self.players[seat].user_id

    def player_at(self, seat: int) -> Player:
        return self.players[seat]

    @property
    def bots(self) -> tuple[Player, ...]:
        return tuple(player for player in self.players if player.is_bot)

    def quit_record(self, user_id: int) -> QuitRecord | None:
        return next((record for record in self.quit_records if record.user_id == user_id), None)

    @property
    def is_casual_table(self) -> bool:
        """A game that would not be rated anyway (fewer people than a rated game needs: one person with
        bots): where hints are on unless the host turns them off (issue 39). Among people hints stay off
        unless the host turns them on, so no one player can leave everyone's game unrated."""
        return sum(not player.is_bot for player in self.players) < MIN_RATED_PEOPLE

    @property
    def hints_allowed(self) -> bool:
        """Whether the hand offers 💡 Hint: the host's choice, else on at a casual table."""
        return self.is_casual_table if self.hints is None else self.hints

    @property
    def hints_taken(self) -> int:
        return sum(player.hints_used for player in self.players)

    @property
    def has_bots(self) -> bool:
        return any(player.is_bot for player in self.players)

    def is_automatic(self, seat: int) -> bool:
        return self.players[seat].is_automatic

    @property
    def abandoned(self) -> bool:
        """A running game in which no person plays any more: every seat is a bot or on autopilot."""
        return self.status == "playing" and all(player.is_automatic for player in self.players)


@dataclass(frozen=True, slots=True)
class TableState:
    """A table together with what everyone may see of its game (None in the lobby)."""

    table: TableInfo
    public: dict[str, Any] | None
    outcome: Outcome | None = None

    @property
    def to_act(self) -> tuple[int, ...]:
        return tuple(self.public["to_act"]) if self.public else ()


@dataclass(frozen=True, slots=True)
class ActResult:
    """What one accepted action did: the new public table, its events, and who must act next."""

    state: TableState
    seat: int
    action: str
    events: tuple[Event, ...]
    to_act_before: tuple[int, ...] = ()
    by_bot: bool = False  # decided by a bot (a bot seat, autopilot, or a turn clock that ran out)
    forced: bool = False  # a person's only legal action, played for them (their autoplay preference)
    ratings: tuple[RatingChange, ...] = ()  # the action finished a rated game: how it moved each rating

    @property
    def newly_to_act(self) -> tuple[int, ...]:
        """Seats whose turn this action began (not those still deciding from before)."""
        return tuple(seat for seat in self.state.to_act if seat not in self.to_act_before)


@dataclass(frozen=True, slots=True)
class PrivateView:
    """What one seated player may see: ``view(state, seat)``."""

    table: TableInfo
    seat: int
    view: dict[str, Any]


def merge_results(results: list[ActResult]) -> ActResult:
    """Several actions in a row (a player's, then the bots') as one, for one channel update.

    A seat counts as newly to act if it was not to act before some step of the run.
    """
    first, last = results[0], results[-1]
    waiting = set(first.to_act_before)
    for result in results[1:]:
        waiting &= set(result.to_act_before)
    return ActResult(
        state=last.state,
        seat=last.seat,
        action=last.action,
        events=tuple(event for result in results for event in result.events),
        to_act_before=tuple(sorted(waiting)),
        by_bot=last.by_bot,
        ratings=last.ratings,
    )


@dataclass(frozen=True, slots=True)
class DueResult:
    """What a deadline that fell due did to a table (the sweeper's work), for the channel to learn."""

    state: TableState
    idle_closed: bool = False  # a lobby nobody touched for too long was closed
    reminded: tuple[int, ...] = ()  # seats to ping once: their time is running out
    timed_out: tuple[int, ...] = ()  # seats whose time ran out: a bot played for them
    autopilot: tuple[int, ...] = ()  # of those, seats now on autopilot until their player is back
    actions: tuple[ActResult, ...] = ()  # every action made, the timed-out ones and the bots' after them
    # The game was ended, nothing scored: "abandoned" (only bots were left to play) or "inactive" (no
    # person acted for ``Limits.inactive_game_seconds``).
    ended: str | None = None
