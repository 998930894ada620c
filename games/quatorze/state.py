"""The immutable game state and its exact JSON round trip.

Hands keep the order in which cards arrived (Wonders names hand positions that way, spec §3.3); columns
keep their creation order, each listed anchor first, top card last, every card marked with how it arrived
(only a card played from a hand sets the wild colour/number, spec §3.2).

Format 2 added the arrival marks. A format-1 dump (before the marks) still loads: the first card of the
first column is the flipped setup anchor (columns never empty and keep their creation order, so that is
always where it lies) and every other card counts as played. Format 1 did not record discards and moves,
and its code let every card set the wild, so only a setup anchor on top changes a loaded game's wild.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any, NamedTuple

from games import recent
from games.base import Event
from games.codec import StateCodec
from games.fastcopy import fast_replace
from games.quatorze import events
from games.quatorze.options import Options
from games.twins import builder, drafter, twin

PLAYING = "playing"
FINISHED = "finished"

# Decision kinds: what the active player (or, for Luminaries, everyone else) must decide now.
PLAY = "play"  # a normal play
VIRTUES_PLAY = "virtues_play"  # Holy Virtues: the second play
SINS_TARGET = "sins_target"
SINS_PLACE = "sins_place"
LUCKY_CALL = "lucky_call"
LUMINARIES_PASS = "luminaries_pass"  # the active player: direction and card
LUMINARIES_OTHERS = "luminaries_others"  # every other player holding a card, simultaneously
NOTES_TAKE = "notes_take"
PLANES_MOVE = "planes_move"
QUEENS_TARGET = "queens_target"
SEAS_TAKE = "seas_take"
WONDERS_LOOK = "wonders_look"
WONDERS_ORDER = "wonders_order"

DECK = -1  # the "seat" of a Wonders look at the deck

# How the game ended (``End.reason``)
END_PLAYED = "played"  # the 7th card came from the active player's hand: it lies sideways, theirs
END_POWER = "power"  # a Planes move or a Deadly Sins discard brought the 7th card: it scores for nobody
END_NO_CARDS = "no_cards"  # safety net: nobody holds a card when a turn would start

FORMAT_VERSION = 2
OLD_FORMAT = 1  # before the arrival marks: still loaded (see the module docstring)
EVENT_CLASSES = recent.kinds(events)  # the public events kept for the table's "Last: …" (absent before)

# How a column card arrived (``Column.arrived``).
SETUP = "setup"  # the card flipped at setup to start the first column
PLAYED = "played"  # played from a hand (a normal play, Holy Virtues' second play included)
DISCARDED = "discarded"  # a Deadly Sins victim's card
MOVED = "moved"  # moved there by Planes of Existence
ARRIVALS = (SETUP, PLAYED, DISCARDED, MOVED)


class Column(NamedTuple):
    code: str  # the type code naming the column
    cards: tuple[str, ...]  # anchor first, top card last
    arrived: tuple[str, ...]  # how each card arrived, one mark per card (``ARRIVALS``)


def old_arrivals(first_column: bool, size: int) -> tuple[str, ...]:
    """The marks a format-1 column gets: the setup anchor, if it is the first column, else played."""
    return (SETUP if first_column else PLAYED, *(PLAYED,) * (size - 1)) if size else ()


@fast_replace  # pending._replace(**changes): dataclasses.replace, faster (games.fastcopy)
@dataclass(frozen=True, slots=True)
class Pending:
    """A power being resolved. ``card`` is the card that triggered it, on ``column``."""

    kind: str
    column: str
    card: str
    victim: int | None = None  # Deadly Sins
    discard: str | None = None  # Deadly Sins: the victim's card being placed (public)
    direction: str | None = None  # Luminaries: "left" or "right"
    passes: tuple[str | None, ...] = ()  # Luminaries: the card chosen by each seat (None: none yet)
    waiting: tuple[int, ...] = ()  # Luminaries: seats still to choose, clockwise from the active one
    looks: tuple[tuple[int, int], ...] = ()  # Wonders: (seat or DECK, 1-based position)


@dataclass(frozen=True, slots=True)
class Exchange:
    """One seat's part in a Luminaries exchange (private to that seat)."""

    turn: int
    direction: str
    gave: str | None
    to: int
    got: str | None
    source: int


@dataclass(frozen=True, slots=True)
class End:
    reason: str
    card: str | None = None  # the 7th card, set aside
    column: str | None = None
    owner: int | None = None  # the seat whose hand it joins (END_PLAYED only)


@fast_replace
@dataclass(frozen=True, slots=True)
class State:
    players: int
    seed: int
    options: Options
    types: tuple[str, ...]  # the 7 types in play, canonical order
    phase: str
    turn: int  # the active seat
    turn_no: int  # 1-based count of turns started
    hands: tuple[tuple[str, ...], ...]  # in order of arrival
    deck: tuple[str, ...]  # top first
    columns: tuple[Column, ...]
    bonus: tuple[tuple[str, ...], ...]  # Lucky Gods bonus cards per seat
    pending: Pending | None
    peeks: tuple[tuple[tuple[int, int, str], ...], ...]  # per seat: Wonders looks (seat or DECK, pos, card)
    exchanges: tuple[Exchange | None, ...]  # per seat: the last Luminaries exchange, until its next turn ends
    picks: int  # random picks made so far (Deadly Sins), so each pick has its own RNG stream
    end: End | None
    recent: tuple[recent.Turn, ...] = ()  # the last turns' public events, for the table's "Last: …"


evolve = State._replace
"""``evolve(state, **changes)``: ``dataclasses.replace`` for the state, generated by ``games.fastcopy`` (about
3x faster than ``replace``)."""

thaw, freeze = drafter(State)
"""``thaw(state)``: a mutable copy of the state (a *draft*, ``Draft``), ``engine.apply``'s one copy per
action; its steps (the play, the power it fires, the turn's end) set the draft's fields as plain
attributes, and ``freeze(draft)`` makes it the new ``State`` (``games.twins``: ~4,000 machine instructions
for the copy and the freeze, against ~13,000 for a copy through the slots' setters). The caller's state is
never touched, so ``apply`` stays pure."""

Draft = twin(State)
"""The class of a draft: ``State``'s slots, not frozen. Only ``engine.apply``'s steps hold one."""


def update(draft: Draft, /, **changes: Any) -> Draft:
    """Set fields of a draft (never of a ``State``: it is frozen): ``update(draft, turn=1, pending=None)``.
    The hot steps set ``draft.field = value`` directly."""
    for name, value in changes.items():
        setattr(draft, name, value)
    return draft


make_state = builder(State)
"""``State(...)`` built through its mutable twin: the same object, ~4x faster (games.twins)."""

make_pending = builder(Pending)
"""``Pending(...)`` built through its mutable twin: the same object, ~2x faster (games.twins)."""


@functools.lru_cache(maxsize=1024)
def started(kind: str, column: str, card: str) -> Pending:
    """``Pending(kind, column, card)``, the decision a power starts with: an immutable value, so one per
    power, column and card is made and shared (~150 in 100 games of ~1,600 starts; bench/HISTORY.md)."""
    return make_pending(kind, column, card)


def _from_format_1(data: dict[str, Any]) -> dict[str, Any]:
    """A format-1 dump's data in format 2: each column gets its arrival marks (see the module docstring)."""
    columns = [
        [code, cards, old_arrivals(i == 0, len(cards))] for i, (code, cards) in enumerate(data["columns"])
    ]
    return {**data, "columns": columns}


codec = StateCodec(
    State,
    game="quatorze",
    version=FORMAT_VERSION,
    upgrades={OLD_FORMAT: _from_format_1},
    hooks={Event: recent.hook(EVENT_CLASSES)},
)
dump, load = codec.dump, codec.load  # the exact JSON round trip (games.codec: the stored format)
