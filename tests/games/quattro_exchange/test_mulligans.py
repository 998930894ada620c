"""The deal and the mulligans (spec §3.1-§3.3): 선-후-후-선, at most two each, never a dealt card again."""

from __future__ import annotations

import pytest

import games.quattro_exchange as qe
from games.base import Event
from games.quattro_exchange.events import HandKept, MulliganTaken, VirtualsDealt
from tests.games.quattro_exchange.scenarios import MASTER, deck_of, refused, run, start

ORDER = deck_of(*MASTER)


def test_four_cards_each_from_the_top_of_the_stacked_deck_and_seat_0_decides_first() -> None:
    state = start()
    assert qe.view(state, 0)["hand"] == ["S6", "D5", "H4", "C3"]
    assert qe.view(state, 1)["hand"] == ["S4", "D3", "H6", "C5"]
    assert (state.phase, qe.to_act(state)) == ("mulligan", (0,))
    assert qe.legal_actions(state, 0) == ["keep", "mulligan"]
    assert qe.legal_actions(state, 1) == []


def test_both_keep_then_each_virtual_player_gets_three_cards_in_deck_order() -> None:
    events: list[Event] = []
    state = run(start(), "0 keep", "1 keep", events=events)
    assert events == [
        HandKept(seat=0, mulligans=0, auto=False),
        HandKept(seat=1, mulligans=0, auto=False),
        VirtualsDealt(virtual_players=6, cards_each=3),
    ]
    assert state.virtual == tuple(tuple(hand.split()) for hand in MASTER[2:])
    assert (state.phase, state.round, qe.to_act(state)) == ("opening", 1, (0, 1))


def test_decisions_follow_first_second_second_first() -> None:
    state = start()
    seen = []
    for action in ("mulligan", "mulligan", "keep", "keep"):
        (seat,) = qe.to_act(state)
        seen.append(seat)
        state, _ = qe.apply(state, seat, action)
    assert seen == [0, 1, 1, 0]
    assert state.phase == "opening" and state.mulligans == (1, 1)


def test_a_mulligan_takes_the_next_four_undealt_cards_and_returns_the_old_hand() -> None:
    state, events = qe.apply(start(), 0, "mulligan")
    assert events == [MulliganTaken(seat=0, count=1)]
    assert state.hands[0] == tuple(ORDER[8:12])
    assert state.returned == tuple(ORDER[0:4])
    assert state.fresh == tuple(ORDER[12:])


def test_the_second_mulligan_is_the_last_and_that_hand_is_kept_without_a_decision() -> None:
    events: list[Event] = []
    state = run(start(), "0 mulligan", "1 keep", events=events)
    assert qe.to_act(state) == (0,)  # slot 2 is 후's, who is finished: 선 decides at slot 3
    state, more = qe.apply(state, 0, "mulligan")
    assert more == [
        MulliganTaken(seat=0, count=2),
        HandKept(seat=0, mulligans=2, auto=True),
        VirtualsDealt(virtual_players=6, cards_each=3),
    ]
    assert state.hands[0] == tuple(ORDER[12:16])  # never a card dealt before
    assert qe.view(state, None)["mulligans"] == [2, 0]


def test_the_virtual_pool_is_the_rest_of_the_stack_then_the_returned_hands_unshuffled_when_stacked() -> None:
    state = run(start(), "0 mulligan", "1 keep", "0 mulligan")
    pool = ORDER[16:] + ORDER[0:4] + ORDER[8:12]
    assert state.virtual == tuple(tuple(pool[3 * v : 3 * v + 3]) for v in range(6))
    assert state.fresh == () and state.returned == ()


def test_a_shuffled_game_deals_every_card_once() -> None:
    state = run(qe.new_game(players=2, seed=5), "0 mulligan", "1 mulligan", "1 mulligan", "0 mulligan")
    cards = [c for hand in state.hands for c in hand] + [c for hand in state.virtual for c in hand]
    assert sorted(cards) == sorted(ORDER)


def test_mulligan_refusals() -> None:
    state = start()
    with refused("It is not your turn."):
        qe.apply(state, 1, "keep")
    with refused("Decide on your hand first: keep it or take a mulligan."):
        qe.apply(state, 0, "open:S6")


def test_new_game_checks_players_and_the_stacked_deck() -> None:
    with pytest.raises(ValueError, match="exactly 2 players, not 3"):
        qe.new_game(players=3, seed=1)
    with pytest.raises(ValueError, match="not an order of the 26-card deck"):
        qe.new_game(players=2, seed=1, deals=[[*ORDER[:-1], "S1"]])
    with pytest.raises(ValueError, match="single deal"):
        qe.new_game(players=2, seed=1, deals=[ORDER, ORDER])
    assert qe.new_game(players=2, seed=1, options={"stop_mode": "pass"}).options.stop_mode == "pass"


def test_the_same_seed_deals_the_same_game() -> None:
    assert qe.dump(qe.new_game(players=2, seed=9)) == qe.dump(qe.new_game(players=2, seed=9))
    assert qe.new_game(players=2, seed=9).hands != qe.new_game(players=2, seed=10).hands
