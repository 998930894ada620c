"""The immutable game state and its exact JSON round trip.

Hands keep the order in which cards arrived (Wonders names hand positions that way, spec §3.3); columns
keep their creation order, each listed anchor first, top card last.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import Any

from games.quatorze.options import Options

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

FORMAT_VERSION = 1

Column = tuple[str, tuple[str, ...]]  # (type code, cards from anchor to top)


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


_FIELDS = tuple(f.name for f in fields(State))
_set = object.__setattr__


def evolve(state: State, **changes: Any) -> State:
    """``dataclasses.replace`` without its per-call introspection: about 2x faster, and the engine's hot path
    builds a new state several times per action."""
    new = object.__new__(State)
    for name in _FIELDS:
        _set(new, name, changes[name] if name in changes else getattr(state, name))
    return new


def dump(state: State) -> str:
    p = state.pending
    data: dict[str, Any] = {
        "v": FORMAT_VERSION,
        "players": state.players,
        "seed": state.seed,
        "options": state.options.model_dump(mode="json"),
        "types": state.types,
        "phase": state.phase,
        "turn": state.turn,
        "turn_no": state.turn_no,
        "hands": state.hands,
        "deck": state.deck,
        "columns": state.columns,
        "bonus": state.bonus,
        "pending": None
        if p is None
        else [p.kind, p.column, p.card, p.victim, p.discard, p.direction, p.passes, p.waiting, p.looks],
        "peeks": state.peeks,
        "exchanges": [None if x is None else [x.turn, x.direction, x.gave, x.to, x.got, x.source]
                      for x in state.exchanges],
        "picks": state.picks,
        "end": None if (e := state.end) is None else [e.reason, e.card, e.column, e.owner],
    }  # fmt: skip
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def _tuples(items: list[Any]) -> tuple[Any, ...]:
    return tuple(tuple(item) for item in items)


def load(text: str) -> State:
    data = json.loads(text)
    if data.get("v") != FORMAT_VERSION:
        raise ValueError(f"unsupported quatorze state version {data.get('v')!r}")
    p = data["pending"]
    pending = None
    if p is not None:
        kind, column, card, victim, discard, direction, passes, waiting, looks = p
        pending = Pending(kind, column, card, victim, discard, direction, tuple(passes), tuple(waiting),
                          _tuples(looks))  # fmt: skip
    end = data["end"]
    return State(
        players=data["players"],
        seed=data["seed"],
        options=Options.model_validate(data["options"]),
        types=tuple(data["types"]),
        phase=data["phase"],
        turn=data["turn"],
        turn_no=data["turn_no"],
        hands=_tuples(data["hands"]),
        deck=tuple(data["deck"]),
        columns=tuple((column, tuple(cards)) for column, cards in data["columns"]),
        bonus=_tuples(data["bonus"]),
        pending=pending,
        peeks=tuple(_tuples(seat_peeks) for seat_peeks in data["peeks"]),
        exchanges=tuple(None if x is None else Exchange(*x) for x in data["exchanges"]),
        picks=data["picks"],
        end=None if end is None else End(*end),
    )
