"""Views shaped as docs/views-quattro-tricks.md describes them, for renderer tests without the engine.

The legal-bid lists are generated here independently of the renderer's own catalogue, so a test that
finds a renderer's bid in ``legal`` checks the renderer against the spec's canonical forms.
"""

from __future__ import annotations

import copy
from itertools import combinations, product
from typing import Any

from bot.render.base import TableContext

NAMES = ("alice", "bob", "carol", "dave")
CTX = TableContext(table_id=7, game_name="Quattro Trick-Taking", channel_name="cards", names=NAMES)

SPACE_IDS = (
    "0",
    "1-6",
    "7-12",
    "13-18",
    "19-24",
    "5/15/25",
    "25-30",
    "31-36",
    "37-42",
    "43-48",
    "49-54",
    "55+",
)
SECTION_IDS = ("blue", "yellow", "green", "red", "even", "odd")


def legal_bids(letter: str, bonus_without_chip: bool = False) -> list[str]:
    if letter == "A":
        spaces = [s for s in SPACE_IDS if not (bonus_without_chip and s == "5/15/25")]
        return [f"bid:sum:{a},{b}" for a, b in combinations(spaces, 2)]
    if letter == "B":
        return [f"bid:not:{','.join(c)}" for n in range(1, 5) for c in combinations(SECTION_IDS, n)]
    if letter == "C":
        out = []
        for r, b, g, y in product(range(4), repeat=4):
            for w in range(13 - (r + b + g + y)):
                parts = [f"{k}{n}" for k, n in zip("RBGYW", (r, b, g, y, w), strict=True) if n]
                out.append("bid:chips:" + (",".join(parts) or "none"))
        return out
    out = []
    for sides in product(("", "a", "b"), repeat=5):
        chosen = [f"D{i + 1}{s}" for i, s in enumerate(sides) if s]
        if chosen:
            out.append("bid:missions:" + ",".join(chosen))
    return out


PUBLIC: dict[str, Any] = {
    "game": "quattro-tricks",
    "phase": "playing",
    "players": 4,
    "round": 2,
    "rounds": 4,
    "trick_no": 5,
    "tricks_per_round": 12,
    "to_act": [3],
    "scores": [13, 9, 4, 21],
    "hand_sizes": [8, 7, 7, 8],
    "sets": ["A", "B", "C", "D"],
    "starter": 0,
    "leader": 1,
    "bids": ["sum:1-6,5/15/25", "not:red,odd", "chips:R1,B2,W1", "missions:D1a,D3b"],
    "trick": [[1, "Y10"], [2, "B12"]],
    "led": "Y",
    "last_trick": {"no": 4, "cards": [[0, "R6"], [1, "Y9"], [2, "B3"], [3, "G2"]], "winner": 0, "card": "R6"},
    "tricks_won": [2, 1, 0, 1],
    "face_up": [["R6", "Y4", "B5"], [], [], []],
    "face_up_colours": [[], [], [], []],
    "progress": [
        {"set": "A", "total": 15},
        {"set": "B", "status": "intact", "broken": []},
        {
            "set": "C",
            "chips": ["R", "B", "B", "W"],
            "filled": [],
            "status": "possible",
            "reason": None,
            "tricks_left": 8,
        },
        {"set": "D", "status": "open", "missions": [["D1a", "open"], ["D3b", "open"]]},
    ],
    "round_history": [{"round": 1, "points": [6, 0, 7, 6], "scores": [6, 0, 7, 6]}],
    "choosing": None,
    "options": {"custom_rule": "none", "strict_unused": False, "a_bonus_without_chip": False},
}

HANDS = {
    0: ["R3", "R9", "B1", "B5", "G4", "G8", "G12", "Y1"],
    1: ["R1", "B2", "B6", "G3", "G9", "Y11", "R11"],
    2: ["R2", "B7", "B9", "G5", "G6", "Y5", "Y6"],
    3: ["R3", "R9", "Y2", "Y7", "Y11", "B1", "B5", "G4", "G8", "G12"][:8],
}


def public(**over: Any) -> dict[str, Any]:
    view = copy.deepcopy(PUBLIC)
    view.update(over)
    return view


def seat_view(
    seat: int, hand: list[str] | None = None, legal: list[str] | None = None, **over: Any
) -> dict[str, Any]:
    view = public(**over)
    view["seat"] = seat
    view["hand"] = list(hand if hand is not None else HANDS.get(seat, []))
    view["my_set"] = view["sets"][seat] if view.get("sets") else None
    if legal is None:
        legal = default_legal(view)
    view["legal"] = legal
    return view


def default_legal(view: dict[str, Any]) -> list[str]:
    seat = view["seat"]
    if seat not in view["to_act"]:
        return []
    if view["phase"] == "bidding":
        bonus = bool(view["options"].get("a_bonus_without_chip"))
        return legal_bids(view["my_set"], bonus)
    if view["phase"] == "playing":
        hand = view["hand"]
        led = view["led"] if view["trick"] else None
        follow = [c for c in hand if led and c[0] == led]
        return [f"play:{c}" for c in (follow or hand)]
    return []


def bidding(seat: int, **over: Any) -> dict[str, Any]:
    """Round 2 bidding: seat 1 (A holder) started; seats before ``seat`` in bidding order have bid."""
    order = [1, 2, 3, 0]
    sets = ["D", "A", "B", "C"]
    bids_by_set = {"A": "sum:1-6,5/15/25", "B": "not:red,odd", "C": "chips:R1,B2,W1", "D": "missions:D1a,D3b"}
    done = order[: order.index(seat)]
    fields: dict[str, Any] = {
        "phase": "bidding",
        "trick_no": 0,
        "to_act": [seat],
        "sets": sets,
        "starter": 1,
        "leader": None,
        "bids": [bids_by_set[sets[s]] if s in done else None for s in range(4)],
        "trick": [],
        "led": None,
        "last_trick": None,
        "tricks_won": [0, 0, 0, 0],
        "face_up": [[], [], [], []],
        "progress": [None, None, None, None],
        "hand_sizes": [12, 12, 12, 12],
    }
    fields.update(over)
    hand = ["R3", "R9", "B1", "B5", "G4", "G8", "G12", "Y2", "Y7", "Y11", "R12", "B10"]
    return fields | {"_hand": hand}


def bidding_view(seat: int, viewer: int | None = None, **over: Any) -> dict[str, Any]:
    fields = bidding(seat, **over)
    hand = fields.pop("_hand")
    return seat_view(seat if viewer is None else viewer, hand=hand, **fields)
