"""Setup (spec §2): the deal, the first column's anchor, the start player and the state round trip."""

from __future__ import annotations

import pytest

import games.quatorze as qz
from games.quatorze.cards import SEVEN7S, deck
from tests.games.quatorze.scenarios import deal, game


def test_a_stacked_deal_gives_seat_i_block_i_then_the_anchor_then_the_deck() -> None:
    order = list(reversed(deck(SEVEN7S)))
    state = qz.new_game(players=3, seed=1, deals=[order])
    assert state.hands == (tuple(order[0:3]), tuple(order[3:6]), tuple(order[6:9]))
    assert state.columns == ((order[9][:2], (order[9],), ("setup",)),)
    assert state.deck == tuple(order[10:])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_everyone_holds_3_cards_and_seat_0_starts(players: int) -> None:
    state = qz.new_game(players=players, seed=9)
    assert all(len(hand) == 3 for hand in state.hands)
    assert len(state.deck) == 49 - 3 * players - 1
    assert qz.to_act(state) == (0,) and state.turn_no == 1
    assert sorted([*(c for h in state.hands for c in h), *state.deck, state.columns[0][1][0]]) == sorted(
        deck(SEVEN7S)
    )


def test_the_anchor_starts_its_column_and_its_power_is_ignored() -> None:
    state = game([["AM1", "AM2", "AM3"], ["AM4", "AM5", "AM6"]], anchor="DS4")
    assert state.columns == (("DS", ("DS4",), ("setup",)),)
    assert state.pending is None and qz.to_act(state) == (0,)
    assert qz.view(state, None)["decision"]["kind"] == "play"


def test_the_same_seed_deals_the_same_game() -> None:
    assert qz.dump(qz.new_game(4, 77)) == qz.dump(qz.new_game(4, 77)) != qz.dump(qz.new_game(4, 78))


def test_a_deal_must_be_an_order_of_the_49_cards() -> None:
    order = deal(SEVEN7S, [["AM1", "AM2", "AM3"], ["AM4", "AM5", "AM6"]], "AM7")
    with pytest.raises(ValueError, match="not an order of the 49 cards"):
        qz.new_game(2, 1, deals=[order[:-1]])
    with pytest.raises(ValueError, match="not an order of the 49 cards"):
        qz.new_game(2, 1, {"types": "quatorze"}, deals=[order])


def test_dump_and_load_round_trip_exactly() -> None:
    state = qz.new_game(4, 5, {"types": "random", "count_any_type_in_column": True})
    assert qz.load(qz.dump(state)) == state
    with pytest.raises(ValueError, match="version"):
        qz.load(qz.dump(state).replace('"v":2', '"v":99'))
