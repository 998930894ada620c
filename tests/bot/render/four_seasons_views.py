"""Views shaped as docs/views-four-seasons.md describes them, for renderer tests without the engine.

The table: alice (0), bob (1), carol (2), dave (3); round 2, alice deals, summer is trump (turn-up ☀️4).
dave plays the BONUS bid (☀️9 🍂2 = 5), carol's revealed top card 🍂7 stays face up. Trick 4: bob led
☀️3, carol played the butterfly (☀️10, the top trump), dave is to play.
"""

from __future__ import annotations

import copy
from itertools import combinations
from typing import Any

from bot.render.base import TableContext

NAMES = ("alice", "bob", "carol", "dave")
CTX = TableContext(table_id=7, game_name="4 Seasons", channel_name="cards", names=NAMES)
OPTIONS = {"variant": "standard", "bonus_bids": True, "butterfly_may_bid": False}  # the defaults

PUBLIC: dict[str, Any] = {
    "game": "four-seasons",
    "phase": "playing",
    "players": 4,
    "round": 2,
    "dealer": 0,
    "trick_no": 4,
    "tricks_per_round": 7,
    "bid_cards": 2,
    "target": 50,
    "to_act": [3],
    "scores": [13, 9, 4, 21],
    "hand_sizes": [4, 3, 3, 4],
    "turn_up": "Y4",
    "trump": "Y",
    "has_bid": [True, True, True, True],
    "reveals": [False, False, True, True],
    "best_reveal": None,
    "bonus": 3,
    "bonus_bid": 5,
    "shown_bids": [[], [], ["R7"], ["Y9", "R2"]],
    "leader": 1,
    "trick": [[1, "Y3"], [2, "BF"]],
    "named": None,
    "led": "Y",
    "last_trick": None,
    "tricks_won": [1, 0, 2, 0],
    "teams": None,
    "winners": [],
    "round_history": [
        {
            "round": 1,
            "dealer": 3,
            "trump": "R",
            "bonus": None,
            "bids": [1, 0, 4, 2],
            "tricks": [1, 3, 2, 1],
            "made": [True, False, False, False],
            "points": [7, 3, 2, 1],
            "scores": [7, 3, 2, 1],
        }
    ],
    "options": OPTIONS,
}

HANDS = {
    0: ["R3", "G5", "B1", "B6"],
    1: ["R1", "G8", "B2"],
    2: ["R4", "R9", "G1"],
    3: ["R5", "Y6", "G2", "B8"],
}
MY_BIDS = {0: ["G9", "B3"], 1: ["B4", "B5"], 2: ["R7", "G4"], 3: ["Y9", "R2"]}
TRUMP_VALUE = {"R": 3, "Y": 2, "G": 1, "B": 0}


def public(**over: Any) -> dict[str, Any]:
    view = copy.deepcopy(PUBLIC)
    view.update(over)
    return view


def bid_value(cards: list[str], trump: str | None) -> int:
    return sum(TRUMP_VALUE[trump or "B"] if c == "BF" else TRUMP_VALUE[c[0]] for c in cards)


def legal_bids(hand: list[str], size: int, butterfly: bool = True) -> list[str]:
    """Canonical bid strings, generated independently of the renderer: top first, then card order."""
    order = {c: i for i, c in enumerate(f"{s}{w}" for s in "RYGB" for w in range(1, 10))} | {"BF": 99}
    cards = sorted((c for c in hand if butterfly or c != "BF"), key=order.__getitem__)
    out = []
    for chosen in combinations(cards, size):
        for top in chosen:
            out.append("bid:" + ",".join([top, *(c for c in chosen if c != top)]))
    return out


def seat_view(seat: int, hand: list[str] | None = None, legal: list[str] | None = None, **over: Any) -> dict:
    view = public(**over)
    view["seat"] = seat
    view["hand"] = list(hand if hand is not None else HANDS.get(seat, []))
    bid = over.get("my_bid_cards", MY_BIDS[seat] if view["phase"] != "bidding" else [])
    view["my_bid_cards"] = list(bid)
    view["my_bid"] = bid_value(bid, view["trump"]) if bid else None
    view.setdefault("partner", None)
    view.setdefault("partner_bid_cards", [])
    view.setdefault("partner_bid", None)
    view["legal"] = default_legal(view) if legal is None else legal
    return view


def default_legal(view: dict[str, Any]) -> list[str]:
    seat, hand = view["seat"], view["hand"]
    if seat not in view["to_act"]:
        return []
    if view["phase"] == "bidding":
        return legal_bids(hand, view["bid_cards"], view["options"]["butterfly_may_bid"])
    if view["phase"] == "bonus":
        return ["reveal", "pass"]
    if view["phase"] == "playing":
        if not view["trick"]:
            plays = [f"play:{c}" for c in hand if c != "BF"]
            return plays + (["play:BF:R", "play:BF:Y", "play:BF:G", "play:BF:B"] if "BF" in hand else [])
        led = view["led"]
        follow = [c for c in hand if c != "BF" and c[0] == led]
        return [f"play:{c}" for c in (follow or hand)]
    return []


BIDDING_HAND = ["R2", "R9", "Y5", "G3", "G7", "B1", "B6", "B9", "BF"]


def bidding_view(seat: int = 1, hand: list[str] | None = None, **over: Any) -> dict[str, Any]:
    """Round 2's secret bids: alice and carol have bid; bob and dave are still choosing."""
    fields: dict[str, Any] = {
        "phase": "bidding",
        "trick_no": 0,
        "to_act": [1, 3],
        "hand_sizes": [7, 9, 7, 9],
        "has_bid": [True, False, True, False],
        "reveals": [None, None, None, None],
        "bonus": None,
        "bonus_bid": None,
        "shown_bids": [[], [], [], []],
        "leader": None,
        "trick": [],
        "led": None,
        "tricks_won": [0, 0, 0, 0],
        "my_bid_cards": [] if seat in (1, 3) else MY_BIDS[seat],
    }
    fields.update(over)
    return seat_view(seat, hand=list(hand if hand is not None else BIDDING_HAND), **fields)


def bonus_view(seat: int, viewer: int | None = None, **over: Any) -> dict[str, Any]:
    """Round 2's bonus step (alice deals): bob passed, carol revealed 🍂7; ``seat`` is asked."""
    fields: dict[str, Any] = {
        "phase": "bonus",
        "trick_no": 0,
        "to_act": [seat],
        "hand_sizes": [7, 7, 7, 7],
        "reveals": [None, False, True, None],
        "best_reveal": 2,
        "bonus": None,
        "bonus_bid": None,
        "shown_bids": [[], [], ["R7"], []],
        "leader": None,
        "trick": [],
        "led": None,
        "tricks_won": [0, 0, 0, 0],
    }
    fields.update(over)
    return seat_view(
        seat if viewer is None else viewer, hand=["R3", "G5", "B1", "B6", "Y1", "Y2", "Y7"], **fields
    )
