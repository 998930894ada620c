"""Holy Virtues and Lucky Gods (spec §4): powers that draw from the deck."""

from __future__ import annotations

from dataclasses import replace

import pytest

import games.quatorze as qz
from games.quatorze.events import CardPlayed, CardsDrawn, LuckyGodsRevealed, PowerFizzled
from tests.games.quatorze.scenarios import act, column, game, of_kind, refused

OTHER = ["WO5", "WO6", "WO7"]


# --- Holy Virtues --------------------------------------------------------------------------------
def test_holy_virtues_draws_one_then_plays_another_card() -> None:
    state = game([["HV1", "SE2", "WO3"], OTHER], "AM1", ["AM4", "AM5", "AM6"])
    events: list = []
    state = act(state, "play:HV1:HV", events=events)
    assert of_kind(events, CardsDrawn) == [CardsDrawn(0, 1)]
    assert state.hands[0] == ("SE2", "WO3", "AM4") and qz.to_act(state) == (0,)
    assert qz.view(state, None)["decision"]["kind"] == "virtues_play"
    assert qz.legal_actions(state, 0) == [
        "play:SE2:SE", "play:WO3:WO", "play:AM4:AM", "play:AM4:HV",
    ]  # fmt: skip
    events = []
    state = act(state, "play:AM4:AM", events=events)
    assert of_kind(events, CardPlayed) == [CardPlayed(0, "AM4", "AM", "own", None, False, True)]
    # Then the refill: 1 card (3 - 2).
    assert of_kind(events, CardsDrawn) == [CardsDrawn(0, 1)] and qz.to_act(state) == (1,)


def test_the_second_play_may_be_another_holy_virtues() -> None:
    state = game([["HV1", "HV2", "SE3"], OTHER], "AM1", ["AM4", "AM5", "AM6"])
    state = act(state, "play:HV1:HV", "play:HV2:HV")
    assert state.hands[0] == ("SE3", "AM4", "AM5") and state.pending.kind == "virtues_play"  # type: ignore[union-attr]
    events: list = []
    state = act(state, "play:AM5:AM", events=events)
    assert column(state, "HV") == ("HV1", "HV2") and state.hands[0] == ("SE3", "AM4", "AM6")
    assert qz.to_act(state) == (1,)


def test_a_colors_card_played_as_the_holy_virtues_second_play_sets_the_wild_colour() -> None:
    state = game([["HV1", "CO5", "WO3"], OTHER], "CO1", ["AM4", "AM5", "AM6"])
    assert qz.view(state, None)["wild_colour"] is None  # the red Colors 1 is the setup anchor
    state = act(state, "play:HV1:HV", "play:CO5:CO")
    view = qz.view(state, None)
    assert (view["wild_colour"], view["wild_colour_card"]) == ("blue", "CO5")


def test_holy_virtues_with_an_empty_hand_after_the_draw_does_nothing() -> None:
    state = game([["HV1", "SE2", "WO3"], OTHER], "AM1")
    state = replace(state, hands=(("HV1",), state.hands[1]), deck=())
    events: list = []
    state = act(state, "play:HV1:HV", events=events)
    assert of_kind(events, PowerFizzled) == [PowerFizzled(0, "HV", "empty_hand")]
    assert qz.to_act(state) == (1,)


# --- Lucky Gods ----------------------------------------------------------------------------------
def lucky(top: str) -> qz.State:
    return act(game([["LG1", "SE2", "WO3"], OTHER], "AM1", [top, "AM5", "AM6"]), "play:LG1:LG")


def test_lucky_gods_calls_a_number_or_a_colour() -> None:
    assert qz.legal_actions(lucky("AM4"), 0) == [
        "call:1", "call:2", "call:3", "call:4", "call:5", "call:6", "call:7",
        "call:red", "call:orange", "call:yellow", "call:green", "call:blue", "call:indigo", "call:violet",
    ]  # fmt: skip


@pytest.mark.parametrize("call", ["call:4", "call:blue"])  # AM4 is blue
def test_a_right_call_makes_the_card_a_bonus_card_worth_2(call: str) -> None:
    events: list = []
    state = act(lucky("AM4"), call, events=events)
    assert of_kind(events, LuckyGodsRevealed) == [LuckyGodsRevealed(0, call[5:], "AM4", True)]
    assert state.bonus == (("AM4",), ()) and "AM4" not in state.hands[0]
    assert of_kind(events, CardsDrawn) == [CardsDrawn(0, 1)]  # a normal refill
    public = qz.view(state, None)
    assert public["bonus"] == [["AM4"], []] and public["scores"] == [2, 0]


def test_a_wrong_call_puts_the_card_in_hand_and_ends_the_turn() -> None:
    events: list = []
    state = act(lucky("AM4"), "call:red", events=events)
    assert of_kind(events, LuckyGodsRevealed) == [LuckyGodsRevealed(0, "red", "AM4", False)]
    assert state.hands[0] == ("SE2", "WO3", "AM4") and of_kind(events, CardsDrawn) == []
    assert qz.to_act(state) == (1,)


def test_lucky_gods_with_an_empty_deck_makes_no_call() -> None:
    state = game([["LG1", "SE2", "WO3"], OTHER], "AM1")
    events: list = []
    state = act(replace(state, deck=()), "play:LG1:LG", events=events)
    assert of_kind(events, PowerFizzled) == [PowerFizzled(0, "LG", "empty_deck")]
    assert qz.to_act(state) == (1,)


def test_lucky_gods_refusal() -> None:
    with refused("Lucky Gods: call a number or a colour (call:1 .. call:7, call:red .. call:violet)."):
        qz.apply(lucky("AM4"), 0, "call:8")
