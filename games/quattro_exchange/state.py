"""The immutable game state and its exact JSON round trip.

Hands keep the order in which cards arrived (a mulligan returns them in that order, an exchange replaces a
card in place); views sort them. A virtual player's three slots keep the dealt order, and ``face_up``
marks the slots holding a card a player handed over face up.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeVar

from games import recent
from games.quattro_exchange import events
from games.quattro_exchange.compare import Comparison
from games.quattro_exchange.options import Options

MULLIGAN = "mulligan"
OPENING = "opening"
EXCHANGE = "exchange"
FINISHED = "finished"

FORMAT_VERSION = 1
EVENT_CLASSES = recent.kinds(events)

T = TypeVar("T")


def put(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``values`` with the item at ``index`` replaced (per-seat and per-virtual tuples)."""
    return (*values[:index], value, *values[index + 1 :])


@dataclass(frozen=True, slots=True)
class PhaseRecord:
    """An ended exchange phase: its 선 and the order in which the players stopped (or passed)."""

    phase: int
    first: int
    stops: tuple[int, ...]


class State(NamedTuple):
    """Immutable: a named tuple, because ``_replace`` is several times faster than ``dataclasses.replace``
    on this many fields and ``apply`` makes one or two per action."""

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


def dump(state: State) -> str:
    result = state.result
    data: dict[str, Any] = {
        "v": FORMAT_VERSION,
        "seed": state.seed,
        "options": state.options.model_dump(mode="json"),
        "deals": state.deals,
        "phase": state.phase,
        "round": state.round,
        "hands": state.hands,
        "opens": state.opens,
        "fresh": state.fresh,
        "returned": state.returned,
        "mulligans": state.mulligans,
        "kept": state.kept,
        "slot": state.slot,
        "virtual": state.virtual,
        "face_up": state.face_up,
        "visits": state.visits,
        "received": state.received,
        "chosen": state.chosen,
        "first": state.first,
        "turn": state.turn,
        "stops": state.stops,
        "history": [[r.phase, r.first, r.stops] for r in state.history],
        "recent": recent.dump_turns(state.recent),
        "result": None
        if result is None
        else [
            result.cards,
            result.sums,
            result.quattro,
            result.zero,
            result.decided_by,
            result.deciding,
            result.winner,
        ],
    }
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def _tuples(items: list[list[Any]]) -> tuple[tuple[Any, ...], ...]:
    return tuple(tuple(item) for item in items)


def load(text: str) -> State:
    data = json.loads(text)
    if data.get("v") != FORMAT_VERSION:
        raise ValueError(f"unsupported quattro-exchange state version {data.get('v')!r}")
    result = data["result"]
    return State(
        seed=data["seed"],
        options=Options.model_validate(data["options"]),
        deals=_tuples(data["deals"]),
        phase=data["phase"],
        round=data["round"],
        hands=_tuples(data["hands"]),
        opens=_tuples(data["opens"]),
        fresh=tuple(data["fresh"]),
        returned=tuple(data["returned"]),
        mulligans=tuple(data["mulligans"]),
        kept=tuple(data["kept"]),
        slot=data["slot"],
        virtual=_tuples(data["virtual"]),
        face_up=_tuples(data["face_up"]),
        visits=_tuples(data["visits"]),
        received=tuple(None if r is None else (r[0], r[1]) for r in data["received"]),
        chosen=tuple(data["chosen"]),
        first=data["first"],
        turn=data["turn"],
        stops=tuple(data["stops"]),
        history=tuple(PhaseRecord(phase, first, tuple(stops)) for phase, first, stops in data["history"]),
        result=None
        if result is None
        else Comparison(
            cards=_tuples(result[0]),
            sums=tuple(result[1]),
            quattro=tuple(result[2]),
            zero=tuple(result[3]),
            decided_by=result[4],
            deciding=tuple(result[5]),
            winner=result[6],
        ),
        recent=recent.load_turns(data.get("recent", []), EVENT_CLASSES),
    )
