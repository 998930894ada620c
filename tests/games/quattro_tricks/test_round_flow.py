"""The flow of a game (spec §2, §3, §6): deal, bidding, trick play, scoring, set rotation and the end."""

from __future__ import annotations

from dataclasses import replace

import pytest

import games.quattro_tricks as qt
from games.base import Event, Outcome
from games.quattro_tricks.bids import legal_bids
from games.quattro_tricks.cards import deck, shuffled_deck, sort_hand
from games.quattro_tricks.events import BidMade, CardPlayed, GameEnded, RoundScored, RoundStarted, TrickWon
from tests.games.quattro_tricks.scenarios import (
    MASTER_ROUND,
    SWEEP_HANDS_3P,
    bid_all,
    deck_for,
    deck_of_hands,
    play_first_legal,
    play_tricks,
    refused,
)

MASTER_BIDS = {
    "A": "bid:sum:13-18,5/15/25",
    "B": "bid:not:blue,odd",
    "C": "bid:chips:R1,B1",
    "D": "bid:missions:D1a,D3b,D4b,D5a",
}
ZERO_BIDS = {"A": "bid:sum:1-6,7-12", "B": "bid:not:red", "C": "bid:chips:R1"}


def master_game() -> qt.State:
    return qt.new_game(players=4, seed=1, deals=[deck_for(4, 0, MASTER_ROUND)])


def play_master_round(bids: dict[str, str]) -> tuple[qt.State, list[Event]]:
    events: list[Event] = []
    state = bid_all(master_game(), {**MASTER_BIDS, **bids}, events)
    state = play_tricks(state, MASTER_ROUND, events)
    return state, events


def round_scored(events: list[Event]) -> RoundScored:
    (scored,) = [e for e in events if isinstance(e, RoundScored)]
    return scored


# --- setup ----------------------------------------------------------------------------------------
def test_four_players_seat_0_starts_with_set_a_and_the_others_follow_clockwise() -> None:
    state = qt.new_game(players=4, seed=3)
    assert state.phase == "bidding" and state.round == 1
    assert state.sets == ("A", "B", "C", "D")
    assert state.starter == 0 and qt.to_act(state) == (0,)
    assert [len(hand) for hand in state.hands] == [12, 12, 12, 12]
    assert sorted(card for hand in state.hands for card in hand) == sorted(deck(4))
    assert state.scores == (0, 0, 0, 0)


def test_three_players_use_sets_a_to_c_and_36_cards() -> None:
    state = qt.new_game(players=3, seed=3)
    assert state.sets == ("A", "B", "C")
    assert sorted(card for hand in state.hands for card in hand) == sorted(deck(3))


@pytest.mark.parametrize("players", [2, 5])
def test_only_three_or_four_players(players: int) -> None:
    with pytest.raises(ValueError, match="3-4 players"):
        qt.new_game(players=players, seed=1)


def test_a_stacked_deck_deals_seat_i_the_ith_block_of_12() -> None:
    order = list(reversed(deck(4)))
    state = qt.new_game(players=4, seed=1, deals=[order])
    for seat in range(4):
        assert state.hands[seat] == sort_hand(order[12 * seat : 12 * (seat + 1)])


def test_rounds_beyond_the_stacked_decks_shuffle_from_the_seed() -> None:
    state = play_first_legal(master_game(), MASTER_BIDS)
    assert state.round == 2
    order = shuffled_deck(4, 1, 2)
    assert state.hands[0] == sort_hand(order[:12])


def test_a_stacked_deck_must_be_an_order_of_the_whole_deck() -> None:
    with pytest.raises(ValueError, match="deal 1"):
        qt.new_game(players=3, seed=1, deals=[deck(4)])


def test_same_seed_same_deal_and_other_seed_other_deal() -> None:
    assert qt.new_game(4, 11) == qt.new_game(4, 11)
    assert qt.new_game(4, 11).hands != qt.new_game(4, 12).hands


# --- bidding --------------------------------------------------------------------------------------
def test_bidding_goes_clockwise_from_the_starter_and_each_bid_is_public() -> None:
    state = master_game()
    events: list[Event] = []
    for seat, set_letter in enumerate("ABCD"):
        assert qt.to_act(state) == (seat,)
        assert state.sets[seat] == set_letter
        state, new = qt.apply(state, seat, MASTER_BIDS[set_letter])
        events += new
    assert events == [BidMade(seat=s, set=x, bid=MASTER_BIDS[x][4:]) for s, x in enumerate("ABCD")]
    assert qt.view(state, None)["bids"] == [MASTER_BIDS[x][4:] for x in "ABCD"]
    assert state.phase == "playing" and qt.to_act(state) == (0,)  # the starter leads trick 1


@pytest.mark.parametrize(("seat", "count"), [(0, 66), (1, 56), (2, 1792), (3, 242)])
def test_each_seat_bids_with_its_own_set(seat: int, count: int) -> None:
    state = master_game()
    for earlier in range(seat):
        state, _ = qt.apply(state, earlier, MASTER_BIDS["ABCD"[earlier]])
    assert len(qt.legal_actions(state, seat)) == count


def test_a_bid_with_another_set_is_refused() -> None:
    with refused("Your set this round is A (Sum Board): bid with bid:sum:…"):
        qt.apply(master_game(), 0, "bid:not:blue")


def test_playing_a_card_during_bidding_is_refused() -> None:
    with refused("It is time to bid, not to play a card."):
        qt.apply(master_game(), 0, "play:B1")


def test_acting_out_of_turn_is_refused_and_changes_nothing() -> None:
    state = master_game()
    before = qt.dump(state)
    with refused("It is not your turn."):
        qt.apply(state, 1, "bid:not:blue")
    assert qt.dump(state) == before
    assert qt.legal_actions(state, 1) == []


# --- trick play -----------------------------------------------------------------------------------
def playing_master() -> qt.State:
    return bid_all(master_game(), MASTER_BIDS)


def test_you_must_follow_the_led_colour_when_you_hold_it() -> None:
    state = play_tricks(playing_master(), ["B1"])  # seat 0 leads blue; seat 1 holds B2 and B4
    before = qt.dump(state)
    with refused("You must follow blue."):
        qt.apply(state, 1, "play:Y6")
    assert qt.dump(state) == before
    assert qt.legal_actions(state, 1) == ["play:B2", "play:B4"]


def test_a_void_player_may_play_any_card() -> None:
    state = play_tricks(playing_master(), ["B1 B2"])  # seat 2 has no blue
    assert len(qt.legal_actions(state, 2)) == 12


def test_you_can_only_play_a_card_you_hold() -> None:
    state = playing_master()
    with refused("You don't hold R12."):
        qt.apply(state, 0, "play:R12")
    with refused("'X99' is not a card; cards look like R12 or Y7."):
        qt.apply(state, 0, "play:X99")
    with refused("It is your turn to play a card (play:<card>)."):
        qt.apply(state, 0, "bid:sum:0,1-6")


def test_red_wins_the_trick_and_the_winner_leads_the_next() -> None:
    events: list[Event] = []
    state = play_tricks(playing_master(), ["B1 B2 R1 B3"], events)
    assert events[:4] == [CardPlayed(0, "B1"), CardPlayed(1, "B2"), CardPlayed(2, "R1"), CardPlayed(3, "B3")]
    assert events[4] == TrickWon(
        trick=1, winner=2, card="R1", cards=((0, "B1"), (1, "B2"), (2, "R1"), (3, "B3"))
    )
    assert qt.to_act(state) == (2,)
    assert state.trick == () and len(state.tricks) == 1


def test_every_card_is_an_explicit_action_even_the_last_one() -> None:
    state = play_tricks(playing_master(), [*MASTER_ROUND[:11], "R11 B12 G11"])
    assert qt.to_act(state) == (2,)
    assert qt.legal_actions(state, 2) == ["play:G12"]


def test_apply_never_changes_the_state_it_is_given() -> None:
    state = playing_master()
    before = qt.dump(state)
    qt.apply(state, 0, "play:B1")
    assert qt.dump(state) == before


# --- scoring through a whole round ----------------------------------------------------------------
def test_a_round_on_a_stacked_deck_scores_every_set() -> None:
    state, events = play_master_round({})
    scored = round_scored(events)
    a, b, c, d = scored.lines
    assert (a.set, a.bid, a.points, a.success) == ("A", "sum:13-18,5/15/25", 6, True)
    assert a.won_with == ("B10", "B5") and a.tricks == 2
    assert a.detail == (("total", "15"), ("hit", "13-18 5/15/25"))
    assert (b.set, b.points, b.won_with, b.detail) == ("B", 9, ("G4", "Y6", "Y8"), ())  # 3 x (1 + 2)
    assert (c.set, c.points, c.won_with, c.detail) == ("C", 4, ("R1", "R12"), (("needed", "2"),))
    assert (d.set, d.points, d.tricks) == ("D", 3 + 3 + 4 + 2, 5)
    assert d.detail == (("D1a", "yes"), ("D3b", "yes"), ("D4b", "yes"), ("D5a", "yes"))
    assert scored.scores == (6, 9, 4, 12) == state.scores
    assert state.history[0].points == (6, 9, 4, 12)


@pytest.mark.parametrize(
    ("bid", "seat", "points", "detail"),
    [
        ("bid:sum:1-6,7-12", 0, 0, (("total", "15"), ("hit", ""))),
        ("bid:sum:0,13-18", 0, 4, (("total", "15"), ("hit", "13-18"))),
        ("bid:not:yellow", 1, 0, (("broken_by", "Y6"),)),  # broken by a chipped section
        ("bid:not:even", 1, 0, (("broken_by", "G4"),)),
        ("bid:not:red", 1, 3 * 2, ()),
        ("bid:chips:R1", 2, 0, (("needed", "1"), ("reason", "count"))),  # wrong number of tricks
        ("bid:chips:B2", 2, 0, (("needed", "2"), ("reason", "colours"))),  # only one trick can be blue
        ("bid:chips:R2", 2, 4, (("needed", "2"),)),
        ("bid:chips:B1,W1", 2, 3, (("needed", "2"),)),
        ("bid:missions:D1a,D2a", 3, 0, (("D1a", "yes"), ("D2a", "no"))),  # one mission failing = 0
        ("bid:missions:D3a,D4a", 3, 4, (("D3a", "yes"), ("D4a", "yes"))),
        ("bid:missions:D1b", 3, 0, (("D1b", "no"),)),
        ("bid:missions:D5b", 3, 0, (("D5b", "no"),)),
    ],
)
def test_stacked_round_successes_and_failures(bid: str, seat: int, points: int, detail: tuple) -> None:
    _, events = play_master_round({"ABCD"[seat]: bid})
    line = round_scored(events).lines[seat]
    assert (line.points, line.success, line.detail) == (points, points > 0, detail)


# --- rounds, rotation and the end of the game -----------------------------------------------------
def test_sets_pass_to_the_left_and_the_a_holder_starts_the_next_round() -> None:
    state, events = play_master_round({})
    assert events[-1] == RoundStarted(round=2, starter=1, sets=("D", "A", "B", "C"))
    assert state.round == 2 and state.phase == "bidding"
    assert state.sets == ("D", "A", "B", "C") and qt.to_act(state) == (1,)
    assert state.scores == (6, 9, 4, 12)
    assert [len(hand) for hand in state.hands] == [12, 12, 12, 12]


def test_the_game_ends_after_as_many_rounds_as_players_and_ties_share_the_victory() -> None:
    sweep = deck_of_hands(SWEEP_HANDS_3P)  # seat 2 wins every trick; every bid below scores 0
    state = qt.new_game(players=3, seed=5, deals=[sweep, sweep, sweep])
    events: list[Event] = []
    for _ in range(3):
        state = play_first_legal(state, ZERO_BIDS, events)
    starts = [e for e in events if isinstance(e, RoundStarted)]
    assert starts == [
        RoundStarted(round=2, starter=1, sets=("C", "A", "B")),
        RoundStarted(round=3, starter=2, sets=("B", "C", "A")),
    ]
    assert all(line.points == 0 for e in events if isinstance(e, RoundScored) for line in e.lines)
    assert [line.tricks for line in round_scored(events[-30:]).lines] == [0, 0, 12]
    assert state.phase == "finished" and qt.to_act(state) == ()
    assert events[-1] == GameEnded(scores=(0, 0, 0), winners=(0, 1, 2))
    assert qt.outcome(state) == Outcome(scores=(0, 0, 0), winners=(0, 1, 2))
    assert all(qt.legal_actions(state, seat) == [] for seat in range(3))
    with refused("The game is over."):
        qt.apply(state, 0, "play:R1")


def test_the_highest_total_wins_and_equal_tops_share() -> None:
    finished = replace(qt.new_game(3, 1), phase="finished", scores=(5, 7, 7))
    assert qt.outcome(finished) == Outcome(scores=(5, 7, 7), winners=(1, 2))
    assert qt.outcome(replace(finished, scores=(9, 7, 7))) == Outcome(scores=(9, 7, 7), winners=(0,))
    assert qt.outcome(qt.new_game(3, 1)) is None


def test_each_set_is_used_once_by_everyone_in_the_base_rules() -> None:
    first_bids = {x: legal_bids(x)[0] for x in "ABCD"}
    state = qt.new_game(players=4, seed=9)
    while state.phase != "finished":
        state = play_first_legal(state, first_bids)
    for seat in range(4):
        assert sorted(record.sets[seat] for record in state.history) == ["A", "B", "C", "D"]
    assert [record.starter for record in state.history] == [0, 1, 2, 3]
