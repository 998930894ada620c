"""Public, past-tense events of Quattro Trick-Taking (docs/views-quattro-tricks.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from games.base import Event
from games.tricks import CardPlayed as CardPlayed  # the trick-taking kit's events, this game's too
from games.tricks import TrickWon as TrickWon


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    kind: ClassVar[str] = "RoundStarted"
    round: int
    starter: int
    sets: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SetChosen(Event):
    kind: ClassVar[str] = "SetChosen"
    seat: int
    set: str


@dataclass(frozen=True, slots=True)
class StarterChosen(Event):
    kind: ClassVar[str] = "StarterChosen"
    seat: int


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    kind: ClassVar[str] = "BidMade"
    seat: int
    set: str
    bid: str  # payload: the action text without "bid:"


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One seat's round result; ``detail`` holds set-specific (key, value) string pairs."""

    seat: int
    set: str
    bid: str
    points: int
    success: bool
    won_with: tuple[str, ...]
    tricks: int
    detail: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    kind: ClassVar[str] = "RoundScored"
    round: int
    lines: tuple[ScoreLine, ...]
    scores: tuple[int, ...]  # cumulative, after this round


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    kind: ClassVar[str] = "GameEnded"
    scores: tuple[int, ...]
    winners: tuple[int, ...]
