"""Setup and the secret bids (spec §2, §3 a-b): deal, turn-up and trump, simultaneous bids, canonical bid
strings, the top card and the butterfly as a bid card."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

import games.four_seasons as fs
from games.four_seasons.bids import legal_bids
from games.four_seasons.cards import DECK, shuffled_deck, sort_cards
from games.four_seasons.config import BID_CARDS
from games.four_seasons.events import BidMade
from tests.games.four_seasons.scenarios import (
    ENRICO,
    KARIN,
    PETER,
    RULEBOOK_BIDS,
    TAMARA,
    bid_all,
    deck_of_hands,
    refused,
    rulebook_game,
)


# --- setup ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "size"), [(3, 12), (4, 9)])
def test_the_deal_and_the_turn_up(players: int, size: int) -> None:
    state = fs.new_game(players=players, seed=5)
    assert [len(hand) for hand in state.hands] == [size] * players
    dealt = [card for hand in state.hands for card in hand]
    assert sorted([*dealt, state.turn_up]) == sorted(DECK)  # 36 dealt + the turn-up = all 37
    order = shuffled_deck(5, 1)
    assert state.hands[1] == sort_cards(order[size : 2 * size])
    assert state.turn_up == order[size * players]
    assert state.dealer == 0 and state.phase == "bidding" and state.scores == (0,) * players


def test_the_turn_up_sets_trump_and_the_butterfly_turn_up_means_no_trump() -> None:
    hands = [["R1"], ["R2"], ["R3"], ["R4"]]
    state = fs.new_game(players=4, seed=1, deals=[deck_of_hands(4, hands, "G6")])
    assert (state.turn_up, state.trump) == ("G6", "G")
    view = fs.view(state, None)
    assert (view["turn_up"], view["trump"]) == ("G6", "G")
    state = fs.new_game(players=4, seed=1, deals=[deck_of_hands(4, hands, "BF")])
    assert state.trump is None and fs.view(state, None)["trump"] is None
    assert not any("BF" in hand for hand in state.hands)


@pytest.mark.parametrize("players", [2, 5])
def test_only_three_or_four_players(players: int) -> None:
    with pytest.raises(ValueError, match="3-4 players"):
        fs.new_game(players=players, seed=1)


def test_a_stacked_deck_must_be_an_order_of_all_37_cards() -> None:
    with pytest.raises(ValueError, match="deal 1"):
        fs.new_game(players=3, seed=1, deals=[DECK[:-1]])


def test_options_may_be_a_dict_and_the_team_variant_needs_four_players() -> None:
    assert fs.new_game(4, 1, {"variant": "team"}).options.variant == "team"
    with pytest.raises(ValueError, match="needs exactly 4 players"):
        fs.new_game(3, 1, fs.Options(variant="team"))


# --- simultaneous secret bids -------------------------------------------------------------------------
def test_everyone_bids_at_once_and_only_the_fact_of_bidding_is_public() -> None:
    state = rulebook_game()
    assert fs.to_act(state) == (0, 1, 2, 3)
    state, events = fs.apply(state, KARIN, RULEBOOK_BIDS[KARIN])
    assert events == [BidMade(seat=KARIN)]
    assert fs.to_act(state) == (0, 1, 3)
    public = fs.view(state, None)
    assert public["has_bid"] == [False, False, True, False]
    assert "G7" not in str(public) and "R3" not in str(public)
    assert public["hand_sizes"] == [9, 9, 7, 9]


def test_karins_bid_a_red_and_a_green_card_is_four_tricks() -> None:
    state, _ = fs.apply(rulebook_game(), KARIN, "bid:G7,R3")
    mine = fs.view(state, KARIN)
    assert mine["my_bid_cards"] == ["G7", "R3"] and mine["my_bid"] == 4
    assert "G7" not in mine["hand"] and "R3" not in mine["hand"] and len(mine["hand"]) == 7


def test_a_submitted_bid_is_final() -> None:
    state, _ = fs.apply(rulebook_game(), KARIN, "bid:G7,R3")
    assert fs.legal_actions(state, KARIN) == []
    with refused("You have already bid this round; the others are still choosing."):
        fs.apply(state, KARIN, "bid:R1,R2")


def test_when_all_have_bid_the_bonus_step_begins_with_the_dealers_left() -> None:
    state = bid_all(rulebook_game(), RULEBOOK_BIDS)
    assert state.phase == "bonus" and fs.to_act(state) == (ENRICO,)
    assert fs.legal_actions(state, ENRICO) == ["reveal", "pass"]


def test_without_bonus_bids_play_begins_with_the_dealers_left() -> None:
    state = bid_all(rulebook_game(bonus_bids=False), RULEBOOK_BIDS)
    assert state.phase == "playing" and fs.to_act(state) == (ENRICO,)


# --- the bid strings ---------------------------------------------------------------------------------
def test_four_players_have_72_bids_and_three_players_660() -> None:
    four = rulebook_game()
    assert len(fs.legal_actions(four, PETER)) == 36 * 2 == 72
    three = fs.new_game(players=3, seed=2)
    bids = fs.legal_actions(three, 0)
    assert len(bids) == len(set(bids)) == 220 * 3 == 660


def test_each_bid_is_listed_once_top_card_first_then_card_order() -> None:
    state = rulebook_game(butterfly_may_bid=True)
    hand = state.hands[KARIN]
    assert hand == ("R1", "R2", "R3", "Y6", "Y7", "Y8", "Y9", "G7", "BF")
    bids = fs.legal_actions(state, KARIN)
    assert bids[:4] == ["bid:R1,R2", "bid:R2,R1", "bid:R1,R3", "bid:R3,R1"]
    assert "bid:G7,R3" in bids and "bid:R3,G7" in bids and "bid:BF,R1" in bids
    for bid in bids:
        _top, *others = bid.removeprefix("bid:").split(",")
        assert list(sort_cards(others)) == others


def reference_bids(hand: tuple[str, ...], count: int, butterfly_may_bid: bool) -> list[str]:
    """The bid list spelled out the slow, obvious way: what the template-built list must equal."""
    cards = [card for card in hand if butterfly_may_bid or card != "BF"]
    return [
        "bid:" + ",".join((top, *chosen[:i], *chosen[i + 1 :]))
        for chosen in combinations(cards, count)
        for i, top in enumerate(chosen)
    ]


@pytest.mark.parametrize("butterfly_may_bid", [True, False])
@pytest.mark.parametrize("count", [0, 1, 2, 3, 4])
def test_the_bid_list_equals_the_obvious_one_in_the_same_order(count: int, butterfly_may_bid: bool) -> None:
    rng = random.Random(count)
    for size in (0, 1, 2, 3, 8, 9, 12, 13):
        for _ in range(5):
            hand = sort_cards(rng.sample(DECK, size))
            assert list(legal_bids(hand, count, butterfly_may_bid)) == reference_bids(
                hand, count, butterfly_may_bid
            )
    every = tuple(DECK)  # the whole deck, 37 cards: a template covers hands of up to 64
    assert list(legal_bids(every, 2, True)) == reference_bids(every, 2, True)
    odd = ("R1", "Y10", "G3")  # a card code of another length takes the spelled-out path
    assert list(legal_bids(odd, 2, True)) == reference_bids(odd, 2, True)


@pytest.mark.parametrize("players", [3, 4])
def test_legal_actions_while_bidding_is_the_full_list_every_time(players: int) -> None:
    state = fs.new_game(players=players, seed=11, options={"butterfly_may_bid": players == 3})
    for seat in range(players):
        first = fs.legal_actions(state, seat)
        with pytest.raises(TypeError):  # a read-only sequence (docs/engine-contract.md): nobody can alter it
            first[0] = "bid:nonsense"  # type: ignore[index]
        bids = fs.legal_actions(state, seat)
        assert bids == reference_bids(state.hands[seat], BID_CARDS[players], players == 3)


def test_a_bid_in_another_order_is_refused_with_its_canonical_spelling() -> None:
    three = fs.new_game(players=3, seed=2)
    top, a, b = three.hands[0][5], three.hands[0][0], three.hands[0][1]
    with refused(f"Write that bid as bid:{top},{a},{b} (the top card first, then card order)."):
        fs.apply(three, 0, f"bid:{top},{b},{a}")


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ("bid:G7", "Choose exactly 2 bid cards: bid:<top card>,<card>."),
        ("bid:G7,R3,R1", "Choose exactly 2 bid cards: bid:<top card>,<card>."),
        ("bid:G7,", "Choose exactly 2 bid cards: bid:<top card>,<card>."),
        ("bid:G7,X1", "'X1' is not a card; cards look like R9, Y4 or BF."),
        ("bid:G7,G7", "Each bid card can be chosen only once."),
        ("bid:G7,B9", "You don't hold B9."),
        ("play:R1", "It is time to choose your 2 bid cards, not to play a card."),
        ("reveal", "It is time to choose your 2 bid cards, not to do that."),
    ],
)
def test_bids_that_are_refused(action: str, message: str) -> None:
    state = rulebook_game()
    before = fs.dump(state)
    with refused(message):
        fs.apply(state, KARIN, action)
    assert fs.dump(state) == before


# --- the butterfly as a bid card ---------------------------------------------------------------------
def test_the_butterfly_is_not_a_bid_card_by_default() -> None:
    """Bid values are per season and the butterfly has none: Karin (yellow trump) bids from her 8 season
    cards only, and a bid with the butterfly is refused, whichever card is on top."""
    state = rulebook_game()
    assert not fs.Options().butterfly_may_bid
    bids = fs.legal_actions(state, KARIN)
    assert len(bids) == 28 * 2 and not any("BF" in bid for bid in bids)
    assert bids == reference_bids(tuple(c for c in state.hands[KARIN] if c != "BF"), 2, True)
    for bid in ("bid:BF,R1", "bid:R1,BF"):
        with refused("The butterfly has no season, so it can't be a bid card."):
            fs.apply(state, KARIN, bid)
    assert "BF" in fs.view(state, KARIN)["hand"]  # it stays in the hand, to be played


def test_with_butterfly_may_bid_the_butterfly_counts_as_the_trump_season() -> None:
    state = rulebook_game(butterfly_may_bid=True)
    assert "bid:BF,R1" in fs.legal_actions(state, KARIN) and "bid:R1,BF" in fs.legal_actions(state, KARIN)
    state, _ = fs.apply(state, KARIN, "bid:BF,R1")  # yellow trump: 2 + 3
    assert fs.view(state, KARIN)["my_bid"] == 5


def test_tamara_marks_her_autumn_8_as_the_top_card() -> None:
    state, _ = fs.apply(rulebook_game(), TAMARA, "bid:R8,G1")
    assert state.bids[TAMARA] == ("R8", "G1")
    state2, _ = fs.apply(rulebook_game(), TAMARA, "bid:G1,R8")
    assert state2.bids[TAMARA] == ("G1", "R8")
