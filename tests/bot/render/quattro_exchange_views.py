"""Views shaped as docs/views-quattro-exchange.md describes them, for renderer tests without the engine.

The default is exchange phase 2: alice (seat 0) is 선 and to act; bob stopped first in phase 1 and has
stopped again. Legal actions are generated here from the documented rules, independently of the renderer.
"""

from __future__ import annotations

import copy
from typing import Any

from bot.render.base import TableContext

NAMES = ("alice", "bob")
CTX = TableContext(table_id=7, game_name="Quattro Exchange", channel_name="cards", names=NAMES)

OPTIONS = {
    "opening_mode": "simultaneous",
    "stop_mode": "permanent",
    "original_zero_rule": False,
    "tiebreak_mode": "highest_card",
}

PUBLIC: dict[str, Any] = {
    "game": "quattro-exchange",
    "phase": "exchange",
    "players": 2,
    "round": 2,
    "openings": 4,
    "exchange_phases": 3,
    "to_act": [0],
    "scores": [0, 0],
    "hand_sizes": [2, 2],
    "opens": [["S6", "D5"], ["H3", "C1"]],
    "mulligans": [1, 0],
    "max_mulligans": 2,
    "mulligan_done": [True, True],
    "open_chosen": [False, False],
    "first": 0,
    "virtuals": [
        {"cards": [None, "H4", None]},
        {"cards": [None, None, None]},
        {"cards": ["K0", None, "C2"]},
        {"cards": [None, None, None]},
        {"cards": [None, None, None]},
        {"cards": [None, None, None]},
    ],
    "visited": [[1, 3], [3]],
    "virtual_players": 6,
    "stops": [1],
    "may_stop": [True, True],
    "history": [{"phase": 1, "first": 1, "stops": [1, 0]}],
    "result": None,
    "options": dict(OPTIONS),
}

HANDS = {0: ["S2", "H6"], 1: ["D3", "C5"]}

RESULT = {
    "cards": [["S6", "D5", "C4", "K0"], ["H6", "C6", "S5", "H5"]],
    "sums": [15, 22],
    "quattro": [True, False],
    "zero": [True, False],
    "decided_by": "quattro",
    "deciding": [],
    "winner": 0,
}


def public(**over: Any) -> dict[str, Any]:
    view = copy.deepcopy(PUBLIC)
    view.update(over)
    return view


def default_legal(view: dict[str, Any]) -> list[str]:
    seat = view["seat"]
    if seat not in view["to_act"]:
        return []
    cards = list(dict.fromkeys(view["hand"]))
    if view["phase"] == "mulligan":
        return ["keep", "mulligan"]
    if view["phase"] == "opening":
        return [f"open:{c}" for c in cards]
    if view["phase"] == "exchange":
        legal = [f"exchange:{v}:{c}" for v in range(1, 7) if v not in view["visited"][seat] for c in cards]
        return legal + (["stop"] if view["may_stop"][seat] else [])
    return []


def seat_view(
    seat: int, hand: list[str] | None = None, legal: list[str] | None = None, **over: Any
) -> dict[str, Any]:
    view = public(**over)
    view["seat"] = seat
    view["hand"] = list(hand if hand is not None else HANDS[seat])
    view.setdefault("my_choice", None)
    view.setdefault("received", None)
    view["legal"] = default_legal(view) if legal is None else legal
    return view


def mulligan_view(seat: int, viewer: int | None = None, **over: Any) -> dict[str, Any]:
    fields: dict[str, Any] = {
        "phase": "mulligan",
        "round": 1,
        "to_act": [seat],
        "hand_sizes": [4, 4],
        "opens": [[], []],
        "mulligans": [0, 1],
        "mulligan_done": [False, False],
        "first": 0,
        "virtuals": [],
        "visited": [[], []],
        "stops": [],
        "may_stop": [False, False],
        "history": [],
    }
    fields.update(over)
    return seat_view(seat if viewer is None else viewer, hand=["S4", "H4", "C3", "K0"], **fields)


def opening_view(viewer: int, to_act: list[int] | None = None, **over: Any) -> dict[str, Any]:
    """Opening 3: both have opened twice; by default both are choosing."""
    fields: dict[str, Any] = {
        "phase": "opening",
        "round": 3,
        "to_act": [0, 1] if to_act is None else to_act,
        "open_chosen": [False, False],
        "stops": [],
        "may_stop": [False, False],
        "first": 1,
        "history": [{"phase": 1, "first": 1, "stops": [1, 0]}, {"phase": 2, "first": 0, "stops": [0, 1]}],
    }
    fields.update(over)
    return seat_view(viewer, **fields)


def finished_view(viewer: int | None = None, **result: Any) -> dict[str, Any]:
    fields: dict[str, Any] = {
        "phase": "finished",
        "round": 4,
        "to_act": [],
        "scores": [1, 0],
        "hand_sizes": [0, 0],
        "opens": [["S6", "D5", "C4", "K0"], ["H6", "C6", "S5", "H5"]],
        "stops": [],
        "may_stop": [False, False],
        "result": {**RESULT, **result},
    }
    if viewer is None:
        return public(**fields)
    return seat_view(viewer, hand=[], **fields)
