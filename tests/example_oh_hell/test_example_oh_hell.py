"""Oh Hell's own tests (the checklist's step 8): a rules test per rule, the renderer's bid form, and random
playouts through the shared invariants (``tests/games/invariants.py``). No registration needed."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings

import tests.example_oh_hell as oh_hell
from games.base import IllegalActionError
from tests.example_oh_hell import bot
from tests.example_oh_hell.engine import (
    DECK,
    MADE_BONUS,
    SHORT_PEAK,
    GameOver,
    Options,
    RoundDealt,
    RoundScored,
    sizes,
)
from tests.games.invariants import check_playout, playouts


def order(*first: str) -> tuple[str, ...]:
    """A stacked deck: ``first`` on top (dealt seat by seat, a hand's block each), then the rest."""
    return (*first, *(card for card in DECK if card not in first))


def conserved(state: oh_hell.State) -> None:
    held = [card for hand in state.hands for card in hand] + [card for _, card in state.trick]
    assert len(set(held)) == len(held) and set(held) <= set(DECK)
    assert state.trump is None or state.trump not in held


def bid_round(state: oh_hell.State, *bids: int) -> oh_hell.State:
    """Every seat bids, from the one to act (the dealer's left)."""
    for bid in bids:
        state, _ = oh_hell.apply(state, oh_hell.to_act(state)[0], f"bid:{bid}")
    return state


@settings(max_examples=5, deadline=None)
@given(playout=playouts(oh_hell, players=3, options=Options(rounds="short")))
def test_random_three_player_short_games_keep_the_engine_contract(playout) -> None:
    check_playout(oh_hell, playout, conservation=conserved, probes=1)


@settings(max_examples=2, deadline=None)
@given(playout=playouts(oh_hell, players=5))
def test_random_five_player_full_games_keep_the_engine_contract(playout) -> None:
    check_playout(oh_hell, playout, conservation=conserved, probes=1)


def test_hands_rise_by_one_card_to_the_most_the_deck_allows_then_fall_back_to_one() -> None:
    assert sizes(Options(), 4) == (*range(1, 14), *range(12, 0, -1))
    assert max(sizes(Options(), 3)) == 17 and max(sizes(Options(), 5)) == 10
    assert sizes(Options(rounds="short"), 5) == (*range(1, SHORT_PEAK + 1), *range(SHORT_PEAK - 1, 0, -1))


def test_the_card_after_the_deal_is_turned_up_for_trump() -> None:
    state = oh_hell.new_game(3, seed=1, deals=[order("S2", "H3", "C4", "D5")])
    assert state.hands == (("S2",), ("H3",), ("C4",)) and state.trump == "D5"


def test_when_the_deal_uses_every_card_there_is_no_trump() -> None:
    state = oh_hell.new_game(4, seed=3)
    while state.round_no < 13:  # the 13-card round of four players deals the whole deck
        seat = oh_hell.to_act(state)[0]
        state, _ = oh_hell.apply(state, seat, oh_hell.legal_actions(state, seat)[0])
    assert state.trump is None and all(len(hand) == 13 for hand in state.hands)


def test_bids_go_from_the_dealers_left_and_the_dealer_bids_last() -> None:
    state = oh_hell.new_game(4, seed=1)  # seat 0 deals round 1
    bidders = []
    for _ in range(4):
        bidders.append(oh_hell.to_act(state)[0])
        state = bid_round(state, 0)
    assert bidders == [1, 2, 3, 0]


def test_the_dealer_may_not_bid_so_that_the_bids_total_the_tricks_of_the_round() -> None:
    state = bid_round(oh_hell.new_game(3, seed=1), 1, 0)  # seats 1 and 2 bid: the one trick is taken
    assert oh_hell.legal_actions(state, 0) == ["bid:1"]
    with pytest.raises(IllegalActionError, match="may not bid 0"):
        oh_hell.apply(state, 0, "bid:0")


def test_a_bid_is_a_number_of_tricks_up_to_the_hand_and_comes_before_any_card() -> None:
    state = oh_hell.new_game(3, seed=1, deals=[order("S2", "H3", "C4", "D5")])
    with pytest.raises(IllegalActionError, match="from 0 to 1"):
        oh_hell.apply(state, 1, "bid:2")
    with pytest.raises(IllegalActionError, match="Bid first"):
        oh_hell.apply(state, 1, "play:H3")


def test_the_dealers_left_leads_and_a_seat_must_follow_the_led_suit_when_it_can() -> None:
    deck = order("S2", "C9", "HK", "S9", "H3", "SA", "D2")  # round 2: two cards each, D2 turned up
    state = oh_hell.new_game(3, seed=1, deals=[order("S3", "S4", "S5", "S6"), deck])
    state = bid_round(state, 0, 0, 0)
    for _ in range(3):  # round 1's one trick
        seat = oh_hell.to_act(state)[0]
        state, _ = oh_hell.apply(state, seat, oh_hell.legal_actions(state, seat)[0])
    state = bid_round(state, 1, 0, 0)  # seat 1 deals round 2: seat 2 bids first and leads
    assert state.round_no == 2 and oh_hell.to_act(state) == (2,)
    state, _ = oh_hell.apply(state, 2, "play:H3")
    assert oh_hell.legal_actions(state, 0) == ["play:S2", "play:C9"]  # seat 0 holds no heart: anything
    state, _ = oh_hell.apply(state, 0, "play:S2")
    with pytest.raises(IllegalActionError, match="must follow"):
        oh_hell.apply(state, 1, "play:S9")


def test_the_highest_trump_wins_else_the_highest_card_of_the_led_suit() -> None:
    # Round 2 of three players: seat 1 deals, seat 2 leads; clubs are trump (C7 turned up).
    deck = order("S2", "C3", "SK", "H4", "SA", "HA", "C7")
    state = oh_hell.new_game(3, seed=1, deals=[order("S3", "S4", "S5", "S6"), deck])
    state = bid_round(state, 0, 0, 0)
    for _ in range(3):
        seat = oh_hell.to_act(state)[0]
        state, _ = oh_hell.apply(state, seat, oh_hell.legal_actions(state, seat)[0])
    state = bid_round(state, 1, 0, 0)
    assert state.trump == "C7"
    state, _ = oh_hell.apply(state, 2, "play:SA")
    state, _ = oh_hell.apply(state, 0, "play:S2")
    state, events = oh_hell.apply(state, 1, "play:SK")
    assert events[-1].winner == 2 and state.taken == (0, 0, 1)  # the ace of the led suit
    state, _ = oh_hell.apply(state, 2, "play:HA")
    state, _ = oh_hell.apply(state, 0, "play:C3")  # no heart: the lowest trump
    _, events = oh_hell.apply(state, 1, "play:H4")
    assert events[1].winner == 0  # the trump beats the ace of hearts


def test_an_exact_bid_scores_ten_plus_the_bid_and_any_other_number_nothing_and_the_deal_passes_left() -> None:
    state = oh_hell.new_game(3, seed=1, deals=[order("S2", "S3", "SA", "H5")])
    state = bid_round(state, 0, 1, 1)  # seat 1 bids 0, seat 2 bids 1 and takes it, seat 0 bids 1
    events = []
    for _ in range(3):
        seat = oh_hell.to_act(state)[0]
        state, events = oh_hell.apply(state, seat, oh_hell.legal_actions(state, seat)[0])
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert scored.points == (0, MADE_BONUS, MADE_BONUS + 1) and state.scores == scored.points
    dealt = next(e for e in events if isinstance(e, RoundDealt))
    assert (dealt.round, dealt.dealer, dealt.size) == (2, 1, 2) and oh_hell.to_act(state) == (2,)


def test_the_highest_total_wins_and_ties_share_the_win() -> None:
    state = oh_hell.new_game(3, seed=5, options=Options(rounds="short"))
    rng, events = random.Random(5), []
    while oh_hell.to_act(state):
        seat = oh_hell.to_act(state)[0]
        state, events = oh_hell.apply(state, seat, bot.casual(oh_hell.view(state, seat), rng))
    result = oh_hell.outcome(state)
    assert isinstance(events[-1], GameOver) and result is not None
    assert set(result.winners) == {s for s, n in enumerate(state.scores) if n == max(state.scores)}


def test_the_stored_text_gives_back_the_same_game_mid_round() -> None:
    state = bid_round(oh_hell.new_game(5, seed=2), 0, 0)
    assert oh_hell.load(oh_hell.dump(state)) == state


def test_the_bid_form_shows_every_bid_and_the_dealers_forbidden_one_disabled() -> None:
    from bot.render.base import TableContext
    from tests.example_oh_hell.render import hand_screen

    state = bid_round(oh_hell.new_game(3, seed=1), 1, 0)
    screen = hand_screen(TableContext(1, "Example Oh Hell", "cards", ("a", "b", "c")), oh_hell.view(state, 0))
    assert [(b.action, b.disabled) for b in screen.buttons()] == [("bid:0", True), ("bid:1", False)]
    assert "may not bid 0" in screen.content
