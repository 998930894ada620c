"""Public, past-tense events of Quattro Exchange (docs/views-quattro-exchange.md).

Events are public: none carries a hidden card. A card a player receives from a virtual player, and a
card chosen in secret for a simultaneous opening, reach only that player's view.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import product
from typing import ClassVar, TypeVar

from games.base import Event
from games.fastcopy import maker
from games.quattro_exchange.cards import CODES
from games.quattro_exchange.config import (
    EXCHANGE_PHASES,
    MAX_MULLIGANS,
    OPENINGS,
    PLAYERS,
    VIRTUAL_PLAYERS,
)

E = TypeVar("E", bound=Event)


@dataclass(frozen=True, slots=True)
class MulliganTaken(Event):
    kind: ClassVar[str] = "MulliganTaken"
    seat: int
    count: int  # mulligans this seat has used, this one included


@dataclass(frozen=True, slots=True)
class HandKept(Event):
    kind: ClassVar[str] = "HandKept"
    seat: int
    mulligans: int
    auto: bool  # True: the seat used its last mulligan and keeps that hand without a decision


@dataclass(frozen=True, slots=True)
class VirtualsDealt(Event):
    kind: ClassVar[str] = "VirtualsDealt"
    virtual_players: int
    cards_each: int


@dataclass(frozen=True, slots=True)
class OpeningChosen(Event):
    """A simultaneous opening: ``seat`` has chosen its card (which one stays secret until both chose)."""

    kind: ClassVar[str] = "OpeningChosen"
    round: int
    seat: int


@dataclass(frozen=True, slots=True)
class CardsOpened(Event):
    """Cards turned face up: both at once (simultaneous, and the automatic 4th opening) or one."""

    kind: ClassVar[str] = "CardsOpened"
    round: int
    cards: tuple[tuple[int, str], ...]  # (seat, card)
    auto: bool  # the forced 4th opening


@dataclass(frozen=True, slots=True)
class ExchangePhaseStarted(Event):
    kind: ClassVar[str] = "ExchangePhaseStarted"
    phase: int
    first: int  # 선 of this phase (the other seat is 후)


@dataclass(frozen=True, slots=True)
class Exchanged(Event):
    """``seat`` handed ``given`` face up to virtual player ``virtual`` and took a card it alone sees."""

    kind: ClassVar[str] = "Exchanged"
    seat: int
    virtual: int  # 1-6
    given: str
    visited: int  # virtual players this seat has now exchanged with (of 6)


@dataclass(frozen=True, slots=True)
class Stopped(Event):
    """STOP (``stop_mode`` permanent): the seat makes no more exchanges this phase."""

    kind: ClassVar[str] = "Stopped"
    seat: int
    phase: int
    auto: bool  # True: the seat has exchanged with all six virtual players


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """STOP as a pass (``stop_mode`` pass): the seat passes this turn only."""

    kind: ClassVar[str] = "Passed"
    seat: int
    phase: int
    auto: bool  # True: the seat has exchanged with all six virtual players


@dataclass(frozen=True, slots=True)
class ExchangePhaseEnded(Event):
    kind: ClassVar[str] = "ExchangePhaseEnded"
    phase: int
    first_stopper: int  # becomes 후 of the next phase
    next_first: int | None  # 선 of the next phase; None after the last one


@dataclass(frozen=True, slots=True)
class GameScored(Event):
    """The final comparison (fields as ``compare.Comparison``)."""

    kind: ClassVar[str] = "GameScored"
    cards: tuple[tuple[str, ...], ...]
    sums: tuple[int, ...]
    quattro: tuple[bool, ...]
    zero: tuple[bool, ...]
    decided_by: str
    deciding: tuple[str, ...]
    winner: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    kind: ClassVar[str] = "GameEnded"
    scores: tuple[int, ...]
    winners: tuple[int, ...]


# Generated constructors (games.fastcopy.maker) for the events of a running game: the very objects the
# classes make, without the frozen ``__init__`` (~0.4 µs instead of ~1.1 µs each; apply builds 1-6).
make_hand_kept = maker(HandKept)
make_mulligan_taken = maker(MulliganTaken)
make_phase_started = maker(ExchangePhaseStarted)
make_phase_ended = maker(ExchangePhaseEnded)
make_passed = maker(Passed)
make_stopped = maker(Stopped)
make_cards_opened = maker(CardsOpened)
make_exchanged = maker(Exchanged)
make_chosen = maker(OpeningChosen)
make_game_scored = maker(GameScored)
make_game_ended = maker(GameEnded)


def _interned(make: Callable[..., E], domain: Iterable[tuple[object, ...]]) -> Callable[..., E]:
    """``make(*fields)``, looked up: every event of ``domain`` (its fields, in order) is made once, here.

    Why: building an event, even by ``maker``, costs ~0.4 µs, and ``apply`` builds one to six; py-spy put
    event construction at ~6% of a random playout (bench/HISTORY.md, "Issue 18: Quattro Exchange, what
    an instruction costs"). Events are immutable values, so one object per field combination serves
    every game, as ``VirtualsDealt`` always did: the very objects ``make`` returns (equal, frozen). Fields
    outside ``domain`` (a state built by hand) are made as before. Positional fields only."""
    table = {fields: make(*fields) for fields in domain}
    get = table.get

    def interned(*fields: object) -> E:
        return get(fields) or make(*fields)  # an event is always true (no __len__, no __bool__)

    interned.__doc__ = make.__doc__
    interned.known = table  # type: ignore[attr-defined]  # the events made here, by their fields
    return interned


_SEATS = range(PLAYERS)
_PHASES = range(1, EXCHANGE_PHASES + 1)
_VIRTUALS = range(1, VIRTUAL_PLAYERS + 1)
_BOTH = (False, True)
# The events with fields from small ranges (~1,900 of them, ~0.2 MB, made at import in ~1 ms).
exchanged = _interned(
    make_exchanged,
    product(_SEATS, range(1, VIRTUAL_PLAYERS + 1), sorted(CODES), range(1, VIRTUAL_PLAYERS + 1)),
)
# ``exchanged``'s own table, (seat, virtual, card, visits) -> the event: the exchange step, the most common
# action, looks its event up here without a call (``exchange.act``).
EXCHANGED: dict[tuple[object, ...], Exchanged] = exchanged.known  # type: ignore[attr-defined]
stopped = _interned(make_stopped, product(_SEATS, _PHASES, _BOTH))
STOPPED: dict[tuple[object, ...], Stopped] = stopped.known  # type: ignore[attr-defined]
passed = _interned(make_passed, product(_SEATS, _PHASES, _BOTH))
PASSED: dict[tuple[object, ...], Passed] = passed.known  # type: ignore[attr-defined]
opening_chosen = _interned(make_chosen, product(range(1, OPENINGS), _SEATS))
OPENING_CHOSEN: dict[tuple[object, ...], OpeningChosen] = opening_chosen.known  # type: ignore[attr-defined]
phase_started = _interned(make_phase_started, product(_PHASES, _SEATS))
PHASE_STARTED: dict[tuple[object, ...], ExchangePhaseStarted] = phase_started.known  # type: ignore[attr-defined]
phase_ended = _interned(make_phase_ended, product(_PHASES, _SEATS, (*_SEATS, None)))
hand_kept = _interned(make_hand_kept, product(_SEATS, range(MAX_MULLIGANS + 1), _BOTH))
mulligan_taken = _interned(make_mulligan_taken, product(_SEATS, range(1, MAX_MULLIGANS + 1)))
