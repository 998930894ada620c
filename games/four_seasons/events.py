"""Public, past-tense events of 4 Seasons (docs/views-four-seasons.md).

Events are public: ``BidMade`` says who has bid, never what. Bid cards appear in events only when they
become public: a revealed top card, the BONUS player's whole bid, and every bid at the round's scoring.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from games import tricks
from games.base import Event


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    kind: ClassVar[str] = "RoundStarted"
    round: int
    dealer: int
    turn_up: str
    trump: str | None  # None: the butterfly was turned up, no trump this round


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    kind: ClassVar[str] = "BidMade"
    seat: int


@dataclass(frozen=True, slots=True)
class TopCardRevealed(Event):
    kind: ClassVar[str] = "TopCardRevealed"
    seat: int
    card: str
    best: bool  # it beats every card revealed before it


@dataclass(frozen=True, slots=True)
class BonusPassed(Event):
    kind: ClassVar[str] = "BonusPassed"
    seat: int


@dataclass(frozen=True, slots=True)
class BonusDecided(Event):
    """Everyone has been asked. ``seat`` is the BONUS player (None: a standard round); their whole bid
    is revealed: ``cards`` (top card first) and ``bid`` (tricks)."""

    kind: ClassVar[str] = "BonusDecided"
    seat: int | None
    cards: tuple[str, ...]
    bid: int | None


@dataclass(frozen=True, slots=True)
class CardPlayed(tricks.CardPlayed):  # the kit's (seat, card), and:
    named: str | None = None  # the season named when leading the butterfly


@dataclass(frozen=True, slots=True)
class TrickWon(tricks.TrickWon):  # the kit's (trick, winner, card, cards), and:
    named: str | None = None  # the season named by a butterfly lead, else None


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One seat's round: its bid cards (top first), bid, tricks and points by kind.

    ``points = trick_points + bid_points + bonus_points``. Team variant: ``bid_points`` is the +3 for the
    seat's own made bid and the team's premium is in ``TeamLine``; the seat's score grows by the team's
    points (see ``RoundScored.points``)."""

    seat: int
    cards: tuple[str, ...]
    bid: int
    tricks: int
    made: bool
    trick_points: int
    bid_points: int  # +6 standard / +12 BONUS player / +3 others in a BONUS round / +3 team
    bonus_points: int  # +6 when the BONUS player missed (others only)
    points: int


@dataclass(frozen=True, slots=True)
class TeamLine:
    seats: tuple[int, int]
    bid: int  # the partners' bids added up
    tricks: int  # the partners' tricks added up
    premium: int  # +8 when tricks == bid, else 0
    points: int  # the team's points this round


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    kind: ClassVar[str] = "RoundScored"
    round: int
    bonus: int | None  # the BONUS player, None in a standard round
    lines: tuple[ScoreLine, ...]
    teams: tuple[TeamLine, ...]  # team variant only, else ()
    points: tuple[int, ...]  # added to each seat's score this round
    scores: tuple[int, ...]  # cumulative, after this round


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    kind: ClassVar[str] = "GameEnded"
    scores: tuple[int, ...]
    winners: tuple[int, ...]
