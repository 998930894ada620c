"""Views (docs/views-quattro-tricks.md): exact keys, JSON-able, and no card of any hand in public."""

from __future__ import annotations

import json
from dataclasses import fields

import games.quattro_tricks as qt
from games.base import Event
from games.quattro_tricks.events import (
    BidMade,
    CardPlayed,
    GameEnded,
    RoundScored,
    RoundStarted,
    ScoreLine,
    SetChosen,
    StarterChosen,
    TrickWon,
)
from tests.games.quattro_tricks.scenarios import MASTER_ROUND, bid_all, deck_for, play_tricks

PUBLIC_KEYS = {
    "game", "phase", "players", "round", "rounds", "trick_no", "tricks_per_round", "to_act", "scores",
    "hand_sizes", "sets", "starter", "leader", "bids", "trick", "led", "last_trick", "tricks_won", "face_up",
    "face_up_colours", "progress", "round_history", "choosing", "options",
}  # fmt: skip
SEAT_KEYS = PUBLIC_KEYS | {"seat", "hand", "legal", "my_set"}
BIDS = {
    "A": "bid:sum:13-18,5/15/25",
    "B": "bid:not:blue,odd",
    "C": "bid:chips:R1,B1",
    "D": "bid:missions:D1a,D3b,D4b,D5a",
}


def master(tricks: int, bids: dict[str, str] | None = None) -> qt.State:
    state = qt.new_game(players=4, seed=1, deals=[deck_for(4, 0, MASTER_ROUND)])
    return play_tricks(bid_all(state, {**BIDS, **(bids or {})}), MASTER_ROUND[:tricks])


def strings(value: object) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings(k) | strings(v) for k, v in value.items()))
    if isinstance(value, list | tuple):
        return set().union(*(strings(v) for v in value))
    return set()


def test_public_and_seat_views_have_exactly_the_documented_keys_and_are_json() -> None:
    state = master(3)
    public, mine = qt.view(state, None), qt.view(state, 2)
    assert set(public) == PUBLIC_KEYS
    assert set(mine) == SEAT_KEYS
    assert json.loads(json.dumps(public)) == public
    assert json.loads(json.dumps(mine)) == mine


def test_the_public_view_at_the_start_of_bidding() -> None:
    view = qt.view(qt.new_game(players=3, seed=4), None)
    assert view == {
        "game": "quattro-tricks",
        "phase": "bidding",
        "players": 3,
        "round": 1,
        "rounds": 3,
        "trick_no": 0,
        "tricks_per_round": 12,
        "to_act": [0],
        "scores": [0, 0, 0],
        "hand_sizes": [12, 12, 12],
        "sets": ["A", "B", "C"],
        "starter": 0,
        "leader": None,
        "bids": [None, None, None],
        "trick": [],
        "led": None,
        "last_trick": None,
        "tricks_won": [0, 0, 0],
        "face_up": [[], [], []],
        "face_up_colours": [[], [], []],
        "progress": [None, None, None],
        "round_history": [],
        "choosing": None,
        "options": {"custom_rule": "none", "strict_unused": False, "a_bonus_without_chip": False},
    }


def test_the_public_view_during_trick_play() -> None:
    state = play_tricks(master(5), ["B4 Y9"])  # trick 6: seat 1 led B4, seat 2 played Y9
    view = qt.view(state, None)
    assert view["phase"] == "playing" and view["trick_no"] == 6
    assert view["leader"] == 1 and view["to_act"] == [3]
    assert view["trick"] == [[1, "B4"], [2, "Y9"]] and view["led"] == "B"
    assert view["last_trick"] == {"no": 5, "cards": [[1, "Y8"], [2, "Y4"], [3, "Y5"], [0, "Y7"]], "winner": 1,
                                  "card": "Y8"}  # fmt: skip
    assert view["tricks_won"] == [0, 3, 2, 0]
    assert view["hand_sizes"] == [7, 6, 6, 7]
    assert view["bids"] == [b[4:] for b in BIDS.values()]


def test_the_public_view_never_shows_a_card_in_a_hand() -> None:
    for tricks in range(12):
        state = master(tricks)
        in_hands = {card for hand in state.hands for card in hand}
        assert not strings(qt.view(state, None)) & in_hands
        for seat in range(4):
            others = in_hands - set(state.hands[seat])
            assert not strings(qt.view(state, seat)) & others


def test_a_seat_sees_its_own_sorted_hand_its_set_and_its_legal_actions() -> None:
    state = play_tricks(master(0), ["B1"])
    view = qt.view(state, 1)
    assert view["seat"] == 1 and view["my_set"] == "B"
    assert view["hand"] == ["R4", "R5", "B2", "B4", "Y6", "Y8", "Y10", "G4", "G5", "G7", "G9", "G11"]
    assert view["legal"] == ["play:B2", "play:B4"]
    assert qt.view(state, 0)["legal"] == []


def test_face_up_shows_the_a_winning_cards_and_a_d4_bidders_sevens_and_d5a_colours() -> None:
    view = qt.view(master(11), None)
    assert view["face_up"] == [["B10", "B5"], [], [], ["B7", "R7", "G7"]]
    assert view["face_up_colours"] == [[], [], [], ["R", "B", "G"]]


def test_face_up_colours_of_a_d5b_bidder_are_the_colours_won_with() -> None:
    view = qt.view(master(11, {"D": "bid:missions:D5b"}), None)
    assert view["face_up"][3] == []
    assert view["face_up_colours"][3] == ["R"]


def test_round_history_and_scores_after_a_round() -> None:
    view = qt.view(master(12), None)
    assert view["round"] == 2 and view["phase"] == "bidding"
    assert view["round_history"] == [{"round": 1, "points": [6, 9, 4, 12], "scores": [6, 9, 4, 12]}]
    assert view["scores"] == [6, 9, 4, 12]
    assert view["last_trick"] is None and view["tricks_won"] == [0, 0, 0, 0]


def test_options_are_shown_as_a_dict() -> None:
    options = qt.Options(custom_rule="starting_choice", a_bonus_without_chip=True)
    view = qt.view(qt.new_game(players=4, seed=1, options=options), None)
    assert view["options"] == {
        "custom_rule": "starting_choice",
        "strict_unused": False,
        "a_bonus_without_chip": True,
    }


def test_events_carry_exactly_the_documented_fields() -> None:
    documented = {
        RoundStarted: ["round", "starter", "sets"],
        SetChosen: ["seat", "set"],
        StarterChosen: ["seat"],
        BidMade: ["seat", "set", "bid"],
        CardPlayed: ["seat", "card"],
        TrickWon: ["trick", "winner", "card", "cards"],
        RoundScored: ["round", "lines", "scores"],
        GameEnded: ["scores", "winners"],
        ScoreLine: ["seat", "set", "bid", "points", "success", "won_with", "tricks", "detail"],
    }
    for event, names in documented.items():
        assert [f.name for f in fields(event)] == names


def test_a_round_scored_event_is_json_with_its_detail_pairs() -> None:
    events: list[Event] = []
    state = qt.new_game(players=4, seed=1, deals=[deck_for(4, 0, MASTER_ROUND)])
    play_tricks(bid_all(state, BIDS, events), MASTER_ROUND, events)
    (scored,) = [e for e in events if isinstance(e, RoundScored)]
    data = json.loads(json.dumps(scored.to_dict()))
    assert data["kind"] == "RoundScored"
    assert data["lines"][0]["detail"] == [["total", "15"], ["hit", "13-18 5/15/25"]]
    assert data["lines"][3]["detail"] == [["D1a", "yes"], ["D3b", "yes"], ["D4b", "yes"], ["D5a", "yes"]]
