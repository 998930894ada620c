"""Public, past-tense events of Quatorze (docs/views-quatorze.md). None carries a hidden card."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from games.base import Event
from games.quatorze.config import HAND_SIZE, MAX_PLAYERS
from games.twins import builder

OWN = "own"  # played on its own column (created if missing)
WILD = "wild"  # a wild colour/number card on another column: that column's power
ANYWHERE = "anywhere"  # an Ages of Man/Peaks card on another column: no power


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    kind: ClassVar[str] = "CardPlayed"
    seat: int
    card: str
    column: str
    how: str  # OWN, WILD or ANYWHERE
    power: str | None  # the type code whose power fires, or None
    created: bool  # the card started its column (it is that column's anchor)
    second: bool  # the second play of Holy Virtues


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    kind: ClassVar[str] = "CardsDrawn"
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class TurnSkipped(Event):
    """The seat holds no card (the deck is empty): its turn passes."""

    kind: ClassVar[str] = "TurnSkipped"
    seat: int


@dataclass(frozen=True, slots=True)
class PowerFizzled(Event):
    """A power with no possible effect (spec §8), or Notes without a consecutive value."""

    kind: ClassVar[str] = "PowerFizzled"
    seat: int
    power: str
    reason: str  # no_target, empty_deck, empty_hand, not_consecutive, nothing_to_take, nothing_to_move


@dataclass(frozen=True, slots=True)
class SinCommitted(Event):
    """Deadly Sins: the random card taken from the victim's hand, shown to everyone."""

    kind: ClassVar[str] = "SinCommitted"
    seat: int
    victim: int
    card: str


@dataclass(frozen=True, slots=True)
class SinPlaced(Event):
    kind: ClassVar[str] = "SinPlaced"
    seat: int
    victim: int
    card: str
    column: str
    created: bool


@dataclass(frozen=True, slots=True)
class LuckyGodsRevealed(Event):
    kind: ClassVar[str] = "LuckyGodsRevealed"
    seat: int
    call: str  # "1".."7" or a colour name
    card: str
    hit: bool  # True: a bonus card in front of the seat; False: the card went into the seat's hand


@dataclass(frozen=True, slots=True)
class LuminariesDirected(Event):
    """The active player passed a card face down in ``direction``; the others now choose theirs."""

    kind: ClassVar[str] = "LuminariesDirected"
    seat: int
    direction: str


@dataclass(frozen=True, slots=True)
class LuminariesChosen(Event):
    """Another player chose the card to pass (face down)."""

    kind: ClassVar[str] = "LuminariesChosen"
    seat: int


@dataclass(frozen=True, slots=True)
class LuminariesExchanged(Event):
    kind: ClassVar[str] = "LuminariesExchanged"
    seat: int  # the active player
    direction: str
    passers: tuple[int, ...]  # seats that passed a card (each to its neighbour in ``direction``)


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    """Notes or Seas: a card from the table into the seat's hand."""

    kind: ClassVar[str] = "CardTaken"
    seat: int
    card: str
    column: str
    power: str


@dataclass(frozen=True, slots=True)
class TakeSkipped(Event):
    kind: ClassVar[str] = "TakeSkipped"
    seat: int
    power: str


@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    kind: ClassVar[str] = "CardMoved"
    seat: int
    card: str
    source: str
    target: str


@dataclass(frozen=True, slots=True)
class QueensAsked(Event):
    kind: ClassVar[str] = "QueensAsked"
    seat: int
    target: int
    answer: bool  # "Do you have any Queens?"


@dataclass(frozen=True, slots=True)
class SagesAnnounced(Event):
    kind: ClassVar[str] = "SagesAnnounced"
    seat: int
    sums: tuple[tuple[int, int], ...]  # (seat, sum of printed values in hand) for every other seat


@dataclass(frozen=True, slots=True)
class WondersLooked(Event):
    """Which card was looked at is public; the card itself is in the looker's view only."""

    kind: ClassVar[str] = "WondersLooked"
    seat: int
    target: int | None  # None: the deck
    position: int  # 1-based: deck position from the top, or hand position in order of arrival


@dataclass(frozen=True, slots=True)
class DeckReordered(Event):
    kind: ClassVar[str] = "DeckReordered"
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    kind: ClassVar[str] = "GameEnded"
    reason: str  # "played", "power" or "no_cards"
    card: str | None  # the 7th card (set aside)
    column: str | None
    owner: int | None  # whose hand the sideways card joins ("played" only)
    scores: tuple[int, ...]
    winners: tuple[int, ...]


# The events of nearly every action, built through their mutable twins instead of their frozen __init__
# (the same objects, ~5x faster: games.twins); positional, in field order. A Wonders look is a fifth of a
# playout's actions.
card_played = builder(CardPlayed)
_make_cards_drawn = builder(CardsDrawn)
_make_wonders_looked = builder(WondersLooked)
sin_committed = builder(SinCommitted)
sin_placed = builder(SinPlaced)
card_taken = builder(CardTaken)
lucky_gods_revealed = builder(LuckyGodsRevealed)

# Events are immutable values, so the few that recur all game long are made once and shared (a flyweight):
# a refill draws 1-3 cards, a Wonders look names a seat and a position (bench/HISTORY.md).
# ``DRAWN[seat][count]`` is ``cards_drawn(seat, count)`` for a refill's count (at most ``HAND_SIZE``).
DRAWN = tuple(
    tuple(_make_cards_drawn(seat, count) for count in range(HAND_SIZE + 1)) for seat in range(MAX_PLAYERS)
)
_LOOKED: dict[tuple[int, int | None, int], WondersLooked] = {}


def cards_drawn(seat: int, count: int) -> CardsDrawn:
    """``CardsDrawn(seat, count)``: the shared one of a refill, or a new one."""
    if count <= HAND_SIZE:
        return DRAWN[seat][count]
    return _make_cards_drawn(seat, count)


def wonders_looked(seat: int, target: int | None, position: int) -> WondersLooked:
    """``WondersLooked(seat, target, position)``, made once per process and shared."""
    key = (seat, target, position)
    event = _LOOKED.get(key)
    if event is None:
        event = _LOOKED[key] = _make_wonders_looked(seat, target, position)
    return event
