"""Custom rules (spec §7): Set-Selection (with and without strict_unused) and Starting-Choice.

All scenarios use a 3-player stacked deck in which seat 2 wins every trick. In round 1 (base setup: seat 0
A, seat 1 B, seat 2 C) seat 0 bids on the Sum Board's 0 space and scores 5; the others score 0. So the
tie order for round 2 is: seats 1 and 2 tied lowest, seat 2 farther clockwise from the starter (seat 0),
then seat 0.
"""

from __future__ import annotations

import games.quattro_tricks as qt
from games.base import Event
from games.quattro_tricks.choosing import tie_order
from games.quattro_tricks.events import RoundStarted, SetChosen, StarterChosen
from tests.games.quattro_tricks.scenarios import SWEEP_HANDS_3P, deck_of_hands, play_first_legal, refused

ROUND_1_BIDS = {"A": "bid:sum:0,1-6", "B": "bid:not:red", "C": "bid:chips:R1"}


def after_round_1(**options: object) -> qt.State:
    sweep = deck_of_hands(SWEEP_HANDS_3P)
    state = qt.new_game(players=3, seed=2, options=qt.Options(**options), deals=[sweep] * 3)
    assert state.sets == ("A", "B", "C") and state.starter == 0  # round 1 always uses the base setup
    state = play_first_legal(state, ROUND_1_BIDS)
    assert state.scores == (5, 0, 0)
    return state


def choose(state: qt.State, *actions: str) -> tuple[qt.State, list[Event]]:
    events: list[Event] = []
    for action in actions:
        (seat,) = qt.to_act(state)
        state, new = qt.apply(state, seat, action)
        events += new
    return state, events


# --- tie order ------------------------------------------------------------------------------------
def test_tie_order_lowest_score_first_then_farther_clockwise_from_the_previous_starter() -> None:
    assert tie_order((3, 1, 1, 1), previous_starter=2) == (1, 3, 2, 0)
    assert tie_order((0, 0, 0, 0), previous_starter=0) == (3, 2, 1, 0)
    assert tie_order((4, 9, 2), previous_starter=1) == (2, 0, 1)


# --- Set-Selection --------------------------------------------------------------------------------
def test_set_selection_runs_before_the_deal_in_tie_order() -> None:
    state = after_round_1(custom_rule="set_selection")
    assert state.phase == "choosing" and state.round == 2
    assert qt.to_act(state) == (2,)
    assert qt.legal_actions(state, 2) == ["choose:set:A", "choose:set:B", "choose:set:C"]  # repeats allowed
    assert state.hands == ((), (), ())  # nobody sees their next hand while choosing
    view = qt.view(state, None)
    assert view["choosing"] == {
        "mode": "set_selection",
        "order": [2, 1, 0],
        "chosen": {},
        "remaining_sets": ["A", "B", "C"],
        "start_taken": None,
    }
    assert view["sets"] == [None, None, None]
    assert view["starter"] == 1  # left of the previous starter, known in advance


def test_set_selection_the_last_set_is_given_automatically_and_the_left_neighbour_starts() -> None:
    state, events = choose(after_round_1(custom_rule="set_selection"), "choose:set:A")
    assert qt.to_act(state) == (1,)
    assert qt.view(state, None)["choosing"]["chosen"] == {"2": "A"}
    assert qt.legal_actions(state, 1) == ["choose:set:B", "choose:set:C"]
    state, more = choose(state, "choose:set:C")
    events += more
    assert events == [
        SetChosen(seat=2, set="A"),
        SetChosen(seat=1, set="C"),
        SetChosen(seat=0, set="B"),  # automatic: one option left
        RoundStarted(round=2, starter=1, sets=("B", "C", "A")),
    ]
    assert state.phase == "bidding" and qt.to_act(state) == (1,)  # the new starter bids first
    assert [len(hand) for hand in state.hands] == [12, 12, 12]


def test_set_selection_next_starter_is_always_left_of_the_previous_one() -> None:
    state = after_round_1(custom_rule="set_selection")
    state, _ = choose(state, "choose:set:A", "choose:set:B")  # seat 0 (not the A holder) gets C
    assert state.starter == 1 and state.sets == ("C", "B", "A")
    state = play_first_legal(state, ROUND_1_BIDS)
    assert state.phase == "choosing" and state.starter == 2
    state, _ = choose(state, "choose:set:A", "choose:set:B")
    assert state.phase == "bidding" and state.round == 3 and state.starter == 2


def test_set_selection_refusals() -> None:
    state = after_round_1(custom_rule="set_selection")
    with refused("It is not your turn."):
        qt.apply(state, 0, "choose:set:A")
    with refused("Choosing to start is only possible with the Starting-Choice rule."):
        qt.apply(state, 2, "choose:start")
    with refused("There is no set D in this game."):
        qt.apply(state, 2, "choose:set:D")
    with refused("It is time to choose a set (choose:set:<letter>)."):
        qt.apply(state, 2, "bid:sum:0,1-6")
    state, _ = choose(state, "choose:set:A")
    with refused("Set A has already been chosen."):
        qt.apply(state, 1, "choose:set:A")


def test_strict_unused_a_player_must_pick_a_set_not_used_before() -> None:
    state = after_round_1(custom_rule="set_selection", strict_unused=True)
    assert qt.legal_actions(state, 2) == ["choose:set:A", "choose:set:B"]  # seat 2 used C
    with refused("You must pick a set you have not used yet: A or B."):
        qt.apply(state, 2, "choose:set:C")
    state, events = choose(state, "choose:set:A")
    # Seat 1 (used B) is left with B and C: C is its only unused set, so that choice is automatic too.
    assert events == [
        SetChosen(seat=2, set="A"),
        SetChosen(seat=1, set="C"),
        SetChosen(seat=0, set="B"),
        RoundStarted(round=2, starter=1, sets=("B", "C", "A")),
    ]
    # In round 3 everyone has exactly one unused set: the selection makes itself.
    events = []
    state = play_first_legal(state, ROUND_1_BIDS, events)
    assert state.phase == "bidding" and state.round == 3
    assert state.sets == ("C", "A", "B") and state.starter == 2
    assert RoundStarted(round=3, starter=2, sets=("C", "A", "B")) in events


def test_without_strict_unused_a_set_may_be_repeated() -> None:
    state, _ = choose(after_round_1(custom_rule="set_selection"), "choose:set:C", "choose:set:B")
    assert state.sets == ("A", "B", "C")  # everyone keeps the set they had


# --- Starting-Choice ------------------------------------------------------------------------------
def test_starting_choice_offers_sets_or_to_start() -> None:
    state = after_round_1(custom_rule="starting_choice")
    assert qt.to_act(state) == (2,)
    assert qt.legal_actions(state, 2) == ["choose:set:A", "choose:set:B", "choose:set:C", "choose:start"]
    assert qt.view(state, None)["starter"] is None


def test_starting_choice_the_starter_gets_the_leftover_set_and_bids_first() -> None:
    state, events = choose(after_round_1(custom_rule="starting_choice"), "choose:start")
    assert events == [StarterChosen(seat=2)]
    view = qt.view(state, None)
    assert view["starter"] == 2 and view["choosing"]["start_taken"] == 2
    assert view["choosing"]["chosen"] == {"2": "start"}
    assert qt.legal_actions(state, 1) == ["choose:set:A", "choose:set:B", "choose:set:C"]
    with refused("Another player has already chosen to start this round."):
        qt.apply(state, 1, "choose:start")
    state, events = choose(state, "choose:set:B", "choose:set:C")
    assert events == [
        SetChosen(seat=1, set="B"),
        SetChosen(seat=0, set="C"),
        SetChosen(seat=2, set="A"),  # the leftover, automatically
        RoundStarted(round=2, starter=2, sets=("C", "B", "A")),
    ]
    assert state.phase == "bidding" and qt.to_act(state) == (2,)


def test_starting_choice_when_nobody_takes_the_start_the_last_chooser_starts_with_the_last_set() -> None:
    state, events = choose(after_round_1(custom_rule="starting_choice"), "choose:set:A", "choose:set:B")
    assert events == [
        SetChosen(seat=2, set="A"),
        SetChosen(seat=1, set="B"),
        StarterChosen(seat=0),
        SetChosen(seat=0, set="C"),
        RoundStarted(round=2, starter=0, sets=("C", "B", "A")),
    ]
    assert qt.to_act(state) == (0,)


def test_starting_choice_starter_is_not_necessarily_the_a_holder() -> None:
    state = after_round_1(custom_rule="starting_choice")
    state, _ = choose(state, "choose:set:A", "choose:start", "choose:set:B")
    assert state.starter == 1 and state.sets == ("B", "C", "A")
