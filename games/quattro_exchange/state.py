"""The immutable game state and its exact JSON round trip.

Hands keep the order in which cards arrived (a mulligan returns them in that order, an exchange replaces a
card in place); views sort them. A virtual player's three slots keep the dealt order, and ``face_up``
marks the slots holding a card a player handed over face up.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import itemgetter
from typing import Any, NamedTuple, TypeVar

from games import recent
from games.base import Event
from games.codec import StateCodec
from games.fastcopy import maker
from games.fasttuple import fast_tuple_replace, tuple_drafter, tuple_setter
from games.quattro_exchange import events
from games.quattro_exchange.compare import Comparison
from games.quattro_exchange.config import PLAYERS
from games.quattro_exchange.options import Options

assert PLAYERS == 2, "put_seat spells out a pair of seats"

MULLIGAN = "mulligan"
OPENING = "opening"
EXCHANGE = "exchange"
FINISHED = "finished"

FORMAT_VERSION = 1
EVENT_CLASSES = recent.kinds(events)

T = TypeVar("T")
Turns = tuple[recent.Turn, ...]


def put(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``values`` with the item at ``index`` replaced (per-seat and per-virtual tuples)."""
    items = list(values)  # a third faster than joining two slices around the value, for these short tuples
    items[index] = value
    return tuple(items)


def put_seat(values: tuple[T, ...], seat: int, value: T) -> tuple[T, ...]:
    """``put`` for a per-seat pair (``config.PLAYERS`` is 2): the new pair spelled out, no list (the
    exchange makes three per action)."""
    return (value, values[1]) if seat == 0 else (values[0], value)


def remember(
    turns: tuple[recent.Turn, ...], seat: int, events: list[Event], keep: int
) -> tuple[recent.Turn, ...]:
    """``recent.remember``: with one turn kept (``engine.RECENT_TURNS``, two players) and one there, the
    new ``recent`` is one tuple display (~0.15 µs instead of ~0.5 µs, once per action)."""
    if keep == 1 and len(turns) == 1:
        last = turns[0]
        return ((seat, (*last[1], *events)),) if last[0] == seat else ((seat, tuple(events)),)
    return recent.remember(turns, seat, events, keep)


@dataclass(frozen=True, slots=True)
class PhaseRecord:
    """An ended exchange phase: its 선 and the order in which the players stopped (or passed)."""

    phase: int
    first: int
    stops: tuple[int, ...]


make_phase_record = maker(PhaseRecord)  # the record without the frozen __init__ (games.fastcopy.maker)


@fast_tuple_replace
class State(NamedTuple):
    """Immutable: a named tuple, because ``_replace`` is several times faster than ``dataclasses.replace``
    on this many fields; ``games.fasttuple.fast_tuple_replace`` makes it ~3x faster again (the same tuple).
    ``apply`` makes one copy per action: a plain exchange one ``set_exchanged``, every other action one
    ``draft``/``freeze`` that its steps update in place."""

    seed: int
    options: Options
    deals: tuple[tuple[str, ...], ...]  # the stacked deck (at most one), or ()
    phase: str
    round: int  # the opening being made (OPENING), or the exchange phase that follows it (EXCHANGE)
    hands: tuple[tuple[str, ...], ...]  # hidden cards per seat, in arrival order
    opens: tuple[tuple[str, ...], ...]  # open cards per seat, in opening order
    # --- mulligans
    fresh: tuple[str, ...]  # the undealt stack, top first (empty once the virtual players are dealt)
    returned: tuple[str, ...]  # mulliganed hands, in order
    mulligans: tuple[int, ...]  # used per seat
    kept: tuple[bool, ...]  # finished with mulligans
    slot: int  # the current mulligan decision slot (선-후-후-선)
    # --- virtual players V1..V6
    virtual: tuple[tuple[str, ...], ...]
    face_up: tuple[tuple[bool, ...], ...]
    visits: tuple[tuple[int, ...], ...]  # per seat, the virtual players (1-6) exchanged with, in order
    received: tuple[tuple[int, str] | None, ...]  # per seat, (virtual, card) of its latest exchange
    # --- openings and exchange phases
    chosen: tuple[str | None, ...]  # a simultaneous opening's secret choices (still in the hands)
    first: int  # 선 of the current exchange phase, or of the one after the current opening
    turn: int  # k: actions taken in the current exchange phase
    stops: tuple[int, ...]  # seats stopped this phase (pass mode: passed since the last exchange), in order
    history: tuple[PhaseRecord, ...]
    result: Comparison | None
    recent: tuple[recent.Turn, ...] = ()  # the last turns' public events, for the table's "Last: …"


# ``apply``'s one copy per action (games.fasttuple.tuple_drafter): ``draft(state)`` is a mutable object
# with the state's field names that the steps (stop, phase end, opening, mulligan, finish) update in place;
# ``freeze(draft)`` is the new state. Only the ``apply`` that made a draft ever sees it.
draft, freeze = tuple_drafter(State)
Draft = Any  # a draft reads and assigns like a State (the same attribute names)
# The plain exchange's one copy (games.fasttuple.tuple_setter): the fields it always changes, positionally.
set_exchanged = tuple_setter(State, "hands", "virtual", "face_up", "visits", "received", "turn", "recent")
# The first secret opening choice of a round (nothing else happens until the other player chooses).
set_chosen = tuple_setter(State, "chosen", "recent")


def reader(*names: str) -> Callable[[State], tuple[Any, ...]]:
    """``read(state)``: the fields ``names`` of a state, in that order, as one tuple (``operator.itemgetter``
    by field position).

    Why: in CPython 3.11 reading a ``NamedTuple`` field by name is not specialized (``LOAD_ATTR`` goes
    through the type's attribute cache to the field's descriptor, ~17 ns, and a cache line of that
    global cache per field name); the hottest steps read many fields at once, and one C call fetches
    them by position (bench/HISTORY.md)."""
    unknown = [name for name in names if name not in State._fields]
    if unknown or len(names) < 2:
        raise ValueError(f"a reader takes two or more fields of State, not {names!r}")
    return itemgetter(*(State._fields.index(name) for name in names))


codec = StateCodec(
    State, game="quattro-exchange", version=FORMAT_VERSION, hooks={Event: recent.hook(EVENT_CLASSES)}
)
dump, load = codec.dump, codec.load  # the exact JSON round trip (games.codec: the stored format)
