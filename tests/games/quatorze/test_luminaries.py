"""Luminaries (spec §4): draw 1, then everyone passes one card the same way, simultaneously."""

from __future__ import annotations

import games.quatorze as qz
from games.quatorze.events import (
    CardsDrawn,
    LuminariesChosen,
    LuminariesDirected,
    LuminariesExchanged,
)
from tests.games.quatorze.scenarios import act, act_as, game, of_kind, refused

TYPES = ("AM", "DA", "PE", "QU", "SA", "NO", "LU")
HANDS = [["LU1", "QU1", "QU2"], ["NO1", "NO2", "NO3"], ["SA1", "SA2", "SA3"], ["PE1", "PE2", "PE3"]]


def luminaries(players: int = 3) -> qz.State:
    state = game(HANDS[:players], "AM1", ["DA4", "DA5", "DA6"], types=TYPES)
    return act(state, "play:LU1:LU")


def test_the_active_player_draws_then_picks_direction_and_card_in_one_action() -> None:
    state = luminaries()
    assert state.hands[0] == ("QU1", "QU2", "DA4")
    cards = ("QU1", "QU2", "DA4")
    assert qz.legal_actions(state, 0) == [f"pass:{d}:{c}" for d in ("left", "right") for c in cards]


def test_everyone_else_then_chooses_at_once_and_the_cards_move_together() -> None:
    events: list = []
    state = act(luminaries(), "pass:left:QU2", events=events)
    assert of_kind(events, LuminariesDirected) == [LuminariesDirected(0, "left")]
    assert qz.to_act(state) == (1, 2)  # simultaneous
    assert qz.legal_actions(state, 1) == ["pass:NO1", "pass:NO2", "pass:NO3"]
    assert qz.legal_actions(state, 2) == ["pass:SA1", "pass:SA2", "pass:SA3"]
    state = act_as(state, 2, "pass:SA3", events)  # any order
    assert qz.to_act(state) == (1,)
    with refused("You have already chosen your card; waiting for the others."):
        qz.apply(state, 2, "pass:SA1")
    state = act_as(state, 1, "pass:NO1", events)
    assert of_kind(events, LuminariesChosen) == [LuminariesChosen(2), LuminariesChosen(1)]
    assert of_kind(events, LuminariesExchanged) == [LuminariesExchanged(0, "left", (0, 1, 2))]
    # Left is the next seat clockwise: 0 -> 1 -> 2 -> 0. Received cards join the end of the hand.
    assert state.hands == (("QU1", "DA4", "SA3"), ("NO2", "NO3", "QU2"), ("SA1", "SA2", "NO1"))
    # The active player holds 3 cards: no draw at the end; seat 1 plays next.
    assert of_kind(events, CardsDrawn) == [] and qz.to_act(state) == (1,)


def test_passing_right_goes_to_the_previous_seat() -> None:
    state = act(luminaries(), "pass:right:QU1")
    state = act_as(act_as(state, 1, "pass:NO2"), 2, "pass:SA2")
    assert state.hands == (("QU2", "DA4", "NO2"), ("NO1", "NO3", "SA2"), ("SA1", "SA3", "QU1"))


def test_with_two_players_only_left_is_listed() -> None:
    state = luminaries(players=2)
    assert qz.legal_actions(state, 0) == ["pass:left:QU1", "pass:left:QU2", "pass:left:DA4"]
    state = act_as(act(state, "pass:left:QU1"), 1, "pass:NO3")
    assert state.hands == (("QU2", "DA4", "NO3"), ("NO1", "NO2", "QU1"))


def test_passes_stay_secret_until_the_exchange_and_each_seat_sees_its_own_part() -> None:
    state = act(luminaries(4), "pass:left:QU2")
    state = act_as(state, 2, "pass:SA1")
    public = qz.view(state, None)
    assert public["decision"]["direction"] == "left"
    assert public["decision"]["waiting"] == [1, 3] and public["decision"]["chosen"] == [0, 2]
    assert "QU2" not in str(public) and "SA1" not in str(public)
    assert qz.view(state, 2)["my_pass"] == "SA1" and qz.view(state, 1)["my_pass"] is None
    assert "SA1" not in str(qz.view(state, 3))
    state = act_as(act_as(state, 1, "pass:NO2"), 3, "pass:PE3")
    # Seat 2 gave SA1 to seat 3 and got NO2 from seat 1; seat 0 got PE3 from seat 3.
    assert qz.view(state, 2)["exchange"] == {
        "turn": 1, "direction": "left", "gave": "SA1", "to": 3, "got": "NO2", "from": 1,
    }  # fmt: skip
    assert qz.view(state, 0)["exchange"]["got"] == "PE3"


def test_the_exchange_stays_in_view_until_that_seats_next_turn_ends() -> None:
    state = act(luminaries(), "pass:left:QU2")
    state = act_as(act_as(state, 1, "pass:NO1"), 2, "pass:SA3")
    state = act(state, "play:NO2:NO")  # seat 1's turn (a first Notes card, but no card can be taken)
    assert qz.view(state, 1)["exchange"] is None
    assert qz.view(state, 2)["exchange"] is not None and qz.view(state, 0)["exchange"] is not None
    state = act(state, "play:SA1:SA")  # seat 2's turn
    assert qz.view(state, 2)["exchange"] is None and qz.view(state, 0)["exchange"] is not None


def test_a_player_without_cards_passes_nothing_but_still_receives() -> None:
    from dataclasses import replace

    state = game(HANDS[:3], "AM1", types=TYPES)
    state = replace(state, hands=(state.hands[0], (), state.hands[2]), deck=("DA4",))
    state = act(state, "play:LU1:LU", "pass:left:QU1")
    assert qz.to_act(state) == (2,)
    with refused("You hold no card to pass; waiting for the others."):
        qz.apply(state, 1, "pass:NO1")
    state = act_as(state, 2, "pass:SA2")
    assert state.hands == (("QU2", "DA4", "SA2"), ("QU1",), ("SA1", "SA3"))
