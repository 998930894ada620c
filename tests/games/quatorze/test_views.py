"""Views (docs/views-quatorze.md): documented keys, JSON-able, private information only where it belongs."""

from __future__ import annotations

import json

import games.quatorze as qz
from games.quatorze.cards import ALL_CARDS
from tests.games.invariants import leaf_cards
from tests.games.quatorze.scenarios import act, act_as, game

PUBLIC_KEYS = {
    "game", "phase", "players", "types", "turn", "turn_no", "to_act", "scores", "hand_sizes", "deck_size",
    "columns", "wild_colour", "wild_number", "wild_colour_card", "wild_number_card", "bonus", "decision",
    "end", "final", "options", "last_turns",
}  # fmt: skip
SEAT_KEYS = PUBLIC_KEYS | {"seat", "hand", "legal", "plays", "looked", "exchange", "my_pass"}
DECISION_KEYS = {"kind", "seat", "power", "column", "card"}


def test_public_and_seat_views_have_exactly_the_documented_keys_and_are_json() -> None:
    state = qz.new_game(3, 4)
    public, mine = qz.view(state, None), qz.view(state, 1)
    assert set(public) == PUBLIC_KEYS and set(mine) == SEAT_KEYS
    assert set(public["decision"]) == DECISION_KEYS
    assert json.loads(json.dumps(public)) == public and json.loads(json.dumps(mine)) == mine


def test_the_public_view_shows_the_table_but_no_hand_and_no_deck_card() -> None:
    state = qz.new_game(4, 8)
    public = qz.view(state, None)
    secret = {c for hand in state.hands for c in hand} | set(state.deck)
    assert leaf_cards(public, ALL_CARDS) == {state.columns[0][1][0]}
    assert not leaf_cards(public, list(secret))
    assert public["hand_sizes"] == [3, 3, 3, 3] and public["deck_size"] == 49 - 13


def test_each_column_card_shows_how_it_arrived_and_the_wild_names_the_card_setting_it() -> None:
    state = game([["CO4", "SE2", "SE3"], ["HV1", "HV2", "HV3"]], "CO1", ["AM4", "AM5"])
    assert qz.view(state, None)["columns"] == [{"type": "CO", "cards": ["CO1"], "arrived": ["setup"]}]
    public = qz.view(act(state, "play:CO4:CO"), None)
    assert public["columns"] == [{"type": "CO", "cards": ["CO1", "CO4"], "arrived": ["setup", "played"]}]
    assert (public["wild_colour"], public["wild_colour_card"]) == ("green", "CO4")
    assert (public["wild_number"], public["wild_number_card"]) == (None, None)


def test_a_seat_sees_its_own_hand_in_order_of_arrival_and_its_described_plays() -> None:
    state = game([["SE5", "AM7", "LG4"], ["DS3", "WO1", "HV6"]], "CO1")
    mine = qz.view(state, 0)
    assert mine["hand"] == ["SE5", "AM7", "LG4"] and mine["legal"][0] == "play:SE5:SE"
    assert [p["action"] for p in mine["plays"]] == mine["legal"]
    assert mine["plays"][2] == {
        "action": "play:AM7:CO", "card": "AM7", "column": "CO", "how": "anywhere", "power": None,
        "creates": False, "ends": False,
    }  # fmt: skip
    other = qz.view(state, 1)
    assert other["legal"] == [] and other["plays"] == []
    assert not leaf_cards(other, ["SE5", "AM7", "LG4"])


def test_the_decision_in_progress_is_public_without_secrets() -> None:
    state = game([["WO1", "SE2", "SE3"], ["HV1", "HV2", "HV3"]], "AM1", ["AM4", "AM5"])
    state = act(state, "play:WO1:WO", "look:1:3")
    decision = qz.view(state, None)["decision"]
    assert decision == {
        "kind": "wonders_look", "seat": 0, "power": "WO", "column": "WO", "card": "WO1",
        "looks": [{"seat": 1, "position": 3}], "looks_left": 2,
    }  # fmt: skip


def test_simultaneous_choices_list_several_seats_to_act() -> None:
    types = ("AM", "DA", "PE", "QU", "SA", "NO", "LU")
    state = game([["LU1", "QU1", "QU2"], ["NO1", "NO2", "NO3"], ["SA1", "SA2", "SA3"]], "AM1", types=types)
    state = act(state, "play:LU1:LU", "pass:left:QU1")
    public = qz.view(state, None)
    assert public["to_act"] == [1, 2] and public["turn"] == 0
    assert qz.view(state, 1)["legal"] == ["pass:NO1", "pass:NO2", "pass:NO3"]
    state = act_as(state, 1, "pass:NO2")
    assert qz.view(state, 1)["legal"] == [] and qz.view(state, 1)["my_pass"] == "NO2"


def test_the_final_view_explains_every_card_value() -> None:
    state = game([["AM2", "AM4", "AM6"], ["AM3", "AM5", "AM7"]], "AM1", ["SE1", "SE2", "SE3", "SE4", "SE5"])
    state = act(
        state, "play:AM2:AM", "play:AM3:AM", "play:AM4:AM", "play:AM5:AM", "play:AM6:AM", "play:AM7:AM"
    )
    public = qz.view(state, None)
    assert public["phase"] == "finished" and public["to_act"] == [] and public["turn"] is None
    assert public["end"] == {"reason": "played", "card": "AM7", "column": "AM", "owner": 1}
    final = public["final"]
    assert (final["ages"], final["highest"], final["wild_colour"], final["peaks"]) == (6, 1, None, 0)
    seat1 = final["players"][1]
    assert seat1["sideways"] == "AM7"
    assert seat1["cards"] == [
        {"card": "SE2", "value": 0, "why": "disabled"},
        {"card": "SE4", "value": 0, "why": "disabled"},
        {"card": "AM7", "value": 0, "why": "disabled"},
    ]
    assert final["players"][0]["cards"][0] == {"card": "SE1", "value": 1, "why": "face"}
    assert final["winners"] == [0] and public["scores"] == [1, 0]
    assert qz.view(state, 0)["legal"] == [] and qz.view(state, 0)["looked"] == []


# Found by the random playouts: a card taken by Notes (public), then passed face down to a Luminaries
# exchange, was still named in the last turns while it was on its way to the neighbour.
TAKEN_THEN_PASSED = (
    (0, "play:LU4:LU"), (0, "pass:right:NO4"), (1, "pass:QU4"), (2, "pass:PE1"), (3, "pass:PE4"),
    (1, "play:PE1:PE"), (2, "play:PL3:PL"), (2, "move:PE:PL"), (3, "play:DA7:DA"), (0, "play:LU6:LU"),
    (0, "pass:right:QU4"), (1, "pass:DA5"), (2, "pass:PE5"), (3, "pass:NO4"), (1, "play:PL2:PL"),
    (1, "move:LU:PL"), (2, "play:PE4:PE"), (3, "play:QU2:QU"), (3, "target:0"), (0, "play:SA2:SA"),
    (1, "play:DA4:DA"), (2, "play:DA1:DA"), (3, "play:PE3:PE"), (0, "play:QU6:QU"), (0, "target:1"),
    (1, "play:PE5:PL"), (2, "play:NO4:NO"), (2, "take:PE4"), (3, "play:LU1:LU"), (3, "pass:left:QU4"),
    (2, "pass:PE4"),
)  # fmt: skip


def test_a_card_passed_face_down_is_not_named_in_the_last_turns() -> None:
    state = qz.new_game(players=4, seed=50078433, options=qz.Options(types="quatorze"))
    for seat, action in TAKEN_THEN_PASSED:
        state, _ = qz.apply(state, seat, action)
    assert "PE4" in state.pending.passes, "seat 2 passed the card it took, face down"
    public = qz.view(state, None)
    assert "PE4" not in json.dumps(public["last_turns"])
    assert any(e["kind"] == "CardTaken" for turn in public["last_turns"] for e in turn["events"])
