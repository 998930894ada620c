"""The cards (spec §1): 37 codes, the canonical order, bid values, reveal strength and trick resolution."""

from __future__ import annotations

import pytest

from games.four_seasons.cards import (
    DECK,
    bid_total,
    default_top,
    effective,
    playable,
    reveal_strength,
    shuffled_deck,
    sort_cards,
    trick_winner,
)


def test_37_cards_four_seasons_of_nine_and_the_butterfly() -> None:
    assert len(DECK) == len(set(DECK)) == 37
    assert DECK[:9] == tuple(f"R{w}" for w in range(1, 10))
    assert DECK[9] == "Y1" and DECK[18] == "G1" and DECK[27] == "B1"
    assert DECK[-1] == "BF"


def test_canonical_order_is_autumn_summer_spring_winter_worth_ascending_butterfly_last() -> None:
    assert sort_cards(["BF", "B1", "G3", "R9", "Y2", "R2"]) == ("R2", "R9", "Y2", "G3", "B1", "BF")


def test_shuffles_depend_only_on_seed_and_round() -> None:
    assert shuffled_deck(7, 1) == shuffled_deck(7, 1)
    assert shuffled_deck(7, 1) != shuffled_deck(7, 2) != shuffled_deck(8, 2)
    assert sorted(shuffled_deck(7, 3)) == sorted(DECK)


@pytest.mark.parametrize(
    ("cards", "trump", "bid"),
    [
        (["R2", "G7"], "Y", 4),  # Karin's bid: a red (3) and a green (1) card
        (["R1", "R5", "R9"], "Y", 9),  # "three red cards: 9 tricks"
        (["B1", "B2", "B9"], "Y", 0),  # "three blue cards: 0"
        (["Y4", "Y5"], "B", 4),
        (["BF", "G2"], "R", 4),  # the butterfly counts as the trump season: autumn 3
        (["BF", "G2"], "B", 1),  # ... winter 0
    ],
)
def test_a_bid_is_the_sum_of_the_seasons_values(cards: list[str], trump: str, bid: int) -> None:
    assert bid_total(cards, trump) == bid


def test_reveals_compare_worth_first_then_season() -> None:
    assert reveal_strength("G8", "Y") > reveal_strength("R7", "Y")  # Worth first
    assert reveal_strength("R7", "Y") > reveal_strength("Y7", "Y") > reveal_strength("G7", "Y")
    assert reveal_strength("G7", "Y") > reveal_strength("B7", "Y")  # autumn > summer > spring > winter
    assert reveal_strength("BF", "B") > reveal_strength("R9", "B")  # a butterfly is 10 of trump


def test_the_default_top_card_is_the_strongest() -> None:
    assert default_top(["G3", "R2", "R9"], "Y") == "R9"
    assert default_top(["Y7", "R7"], "Y") == "R7"
    assert default_top(["R9", "BF"], "G") == "BF"


def test_you_must_follow_the_led_season_even_holding_trumps_or_the_butterfly() -> None:
    hand = ("R3", "Y4", "G2", "G8", "BF")
    assert playable(hand, "G") == ("G2", "G8")
    assert playable(hand, "B") == hand  # void in winter: anything, the butterfly included
    assert playable(hand, None) == hand
    assert playable(("BF",), "R") == ("BF",)  # the butterfly as the last card


def test_the_butterfly_has_no_season_it_is_not_a_winter_card() -> None:
    assert playable(("BF", "R1"), "B") == ("BF", "R1")


def test_butterfly_values_led_0_of_the_named_season_following_10_of_the_led_season() -> None:
    assert effective("BF", 0, "G") == ("G", 0)
    assert effective("BF", 2, "G") == ("G", 10)
    assert effective("R7", 1, "G") == ("R", 7)


@pytest.mark.parametrize(
    ("trick", "named", "trump", "winner"),
    [
        # the rulebook: yellow trump, green led, the butterfly (green 10) loses to a yellow trump
        ([(1, "G5"), (2, "BF"), (3, "Y2"), (0, "G2")], None, "Y", (3, "Y2")),
        # no trump played: the butterfly is the highest card of the led season
        ([(1, "G5"), (2, "BF"), (3, "G9"), (0, "R9")], None, "Y", (2, "BF")),
        # the led season is trump: the butterfly is the top trump
        ([(0, "Y5"), (1, "Y9"), (2, "BF")], None, "Y", (2, "BF")),
        # led and named spring: it is spring 0, any spring beats it
        ([(0, "BF"), (1, "G1"), (2, "R9")], "G", "Y", (1, "G1")),
        # led and named: nobody plays spring or trump, so the butterfly wins
        ([(0, "BF"), (1, "R9"), (2, "B9")], "G", "Y", (0, "BF")),
        # named trump: it is a trump of Worth 0, any other trump beats it
        ([(0, "BF"), (1, "Y1"), (2, "R9")], "Y", "Y", (1, "Y1")),
        ([(0, "BF"), (1, "G9"), (2, "R9")], "Y", "Y", (0, "BF")),
        # no trump round (butterfly turned up): the highest of the led season wins
        ([(0, "R2"), (1, "Y9"), (2, "R3"), (3, "B9")], None, None, (2, "R3")),
        # the highest trump wins over a higher card of the led season
        ([(0, "R9"), (1, "B1"), (2, "B3")], None, "B", (2, "B3")),
    ],
)
def test_trick_winner(trick: list, named: str | None, trump: str | None, winner: tuple[int, str]) -> None:
    assert trick_winner(trick, named, trump) == winner
