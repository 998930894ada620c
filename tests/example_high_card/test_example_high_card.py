"""High Card's own tests (the checklist's step 8): a rules test per rule, and random playouts through the
shared invariants (``tests/games/invariants.py``). The engine needs no registration to be tested."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

import tests.example_high_card as high_card
from games.base import IllegalActionError
from games.tricks import TrickWon
from tests.example_high_card.engine import DECK, HAND_SIZE, Options
from tests.games.invariants import check_playout, playouts

# Stacked deal: seat 0 gets R1 R5 B2 B6, seat 1 gets R2 R3 B1 B4 (then the rest of the deck).
STACKED = ("R1", "R5", "B2", "B6", "R2", "R3", "B1", "B4", "R4", "R6", "B3", "B5")


def conserved(state: high_card.State) -> None:
    held = [card for hand in state.hands for card in hand]
    played = sum(state.won) * len(state.hands) + len(state.trick)
    assert len(set(held)) == len(held) and set(held) <= set(DECK)
    assert len(held) + played == HAND_SIZE * len(state.hands)


@settings(max_examples=15, deadline=None)
@given(playout=playouts(high_card, players=2))
def test_random_two_player_games_keep_the_engine_contract(playout) -> None:
    check_playout(high_card, playout, conservation=conserved)


@settings(max_examples=15, deadline=None)
@given(playout=playouts(high_card, players=3, options=Options(low_wins=True)))
def test_random_three_player_low_wins_games_keep_the_engine_contract(playout) -> None:
    check_playout(high_card, playout, conservation=conserved)


def test_a_seat_must_follow_the_led_suit_when_it_can() -> None:
    state = high_card.new_game(2, seed=1, deals=[STACKED])
    state, _ = high_card.apply(state, 0, "play:R5")
    assert high_card.legal_actions(state, 1) == ["play:R2", "play:R3"]
    with pytest.raises(IllegalActionError, match="must follow"):
        high_card.apply(state, 1, "play:B1")


def test_the_highest_card_of_the_led_suit_wins_and_leads_next() -> None:
    state = high_card.new_game(2, seed=1, deals=[STACKED])
    state, _ = high_card.apply(state, 0, "play:B2")
    state, events = high_card.apply(state, 1, "play:B4")
    assert state.won == (0, 1) and high_card.to_act(state) == (1,)
    assert events[-1] == TrickWon(trick=1, winner=1, card="B4", cards=((0, "B2"), (1, "B4")))


def test_with_low_wins_the_lowest_card_of_the_led_suit_wins() -> None:
    state = high_card.new_game(2, seed=1, options=Options(low_wins=True), deals=[STACKED])
    state, _ = high_card.apply(state, 0, "play:B2")
    state, _ = high_card.apply(state, 1, "play:B4")
    assert state.won == (1, 0)


def test_a_card_off_the_led_suit_never_wins() -> None:
    state = high_card.new_game(2, seed=1, deals=[("R1", "R5", "B2", "B6", "B1", "B3", "B4", "B5", *DECK[:4])])
    state, _ = high_card.apply(state, 0, "play:R1")
    state, _ = high_card.apply(state, 1, "play:B5")
    assert state.won == (1, 0)
