"""The deck, card order, and what a Quattro is (spec §2)."""

from __future__ import annotations

from games.quattro_exchange.cards import DECK, RANK, distinct, is_quattro, sort_hand, token


def test_the_deck_has_26_cards_numbers_1_to_6_in_four_suits_and_two_black_zeros() -> None:
    assert len(DECK) == 26
    assert DECK.count("K0") == 2
    assert [c for c in DECK if c.startswith("S")] == ["S1", "S2", "S3", "S4", "S5", "S6"]
    assert {c[0] for c in DECK} == {"S", "D", "H", "C", "K"}


def test_cards_rank_by_number_then_spade_diamond_heart_club_then_black() -> None:
    order = sorted(["C6", "S5", "H6", "K0", "D6", "S6", "S1"], key=RANK.__getitem__, reverse=True)
    assert order == ["S6", "D6", "H6", "C6", "S5", "S1", "K0"]


def test_hands_sort_by_suit_then_number_with_the_zeros_last() -> None:
    assert sort_hand(["K0", "C1", "H3", "S6", "D5", "S2"]) == ["S2", "S6", "D5", "H3", "C1", "K0"]


def test_two_black_zeros_are_one_choice() -> None:
    assert distinct(["K0", "S5", "K0"]) == ["S5", "K0"]


def test_a_quattro_has_four_distinct_suits_and_four_distinct_numbers() -> None:
    assert is_quattro(["H6", "S5", "D1", "C2"])
    assert not is_quattro(["H6", "S5", "D1", "C5"])  # two 5s
    assert not is_quattro(["H6", "S5", "D1", "H2"])  # two hearts
    assert not is_quattro(["H6", "S5", "D1"])


def test_a_black_zero_is_a_suit_and_a_number_of_its_own() -> None:
    assert is_quattro(["S6", "D5", "C4", "K0"])  # the seed's example
    assert not is_quattro(["S6", "D5", "K0", "K0"])  # two zeros never make one


def test_tokens() -> None:
    assert [token(c) for c in ("S6", "D5", "H3", "C1", "K0")] == ["♠6", "♦5", "♥3", "♣1", "🔘0"]
