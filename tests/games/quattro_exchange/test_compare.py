"""The final comparison (spec §3.6) with the rulebook's examples, and the §5 options."""

from __future__ import annotations

from games.quattro_exchange.compare import Comparison, compare


def decide(first: str, second: str, zero_rule: bool = False, tiebreak: str = "highest_card") -> Comparison:
    return compare([first.split(), second.split()], zero_rule, tiebreak)


def test_seed_example_both_quattros_with_equal_sums_go_to_the_higher_number_card() -> None:
    # P1 ♥6 ♠5 ♦1 ♣2 = 14 (wins) vs P2 ♥5 ♠4 ♣3 ♦2 = 14.
    result = decide("H6 S5 D1 C2", "H5 S4 C3 D2")
    assert result.quattro == (True, True) and result.sums == (14, 14)
    assert (result.winner, result.decided_by, result.deciding) == (0, "highest_card", ("H6", "H5"))


def test_seed_example_a_quattro_with_a_black_zero_is_complete_and_beats_no_quattro() -> None:
    # ♠6 ♦5 ♣4 🔘0 = a complete Quattro (15); the other hand has a higher sum but no Quattro.
    result = decide("H6 C6 S5 H5", "S6 D5 C4 K0")
    assert result.quattro == (False, True) and result.sums == (22, 15)
    assert (result.winner, result.decided_by) == (1, "quattro")


def test_seed_example_equal_sum_and_highest_number_then_the_suit_decides() -> None:
    # …♠6 ♥5 vs …♥6 ♠5 with equal sums: ♠6 beats ♥6.
    result = decide("H6 S5 C1 D2", "S6 H5 D1 C2")
    assert result.sums == (14, 14)
    assert (result.winner, result.decided_by, result.deciding) == (1, "highest_card", ("H6", "S6"))


def test_without_quattros_the_higher_sum_wins() -> None:
    result = decide("S6 D6 H1 C1", "S5 D5 H5 C4")
    assert result.quattro == (False, False)
    assert (result.winner, result.decided_by, result.sums) == (1, "sum", (14, 19))


def test_both_quattros_the_higher_sum_wins() -> None:
    result = decide("S6 D5 H4 C3", "S1 D2 H3 C6")
    assert (result.winner, result.decided_by) == (0, "sum")


def test_cards_are_listed_high_to_low() -> None:
    assert decide("K0 C4 D5 S6", "H1 S2 D3 C5").cards == (("S6", "D5", "C4", "K0"), ("C5", "D3", "S2", "H1"))


# -- original_zero_rule --------------------------------------------------------------------------------


def test_season_2_rule_a_single_open_zero_loses_even_as_a_quattro() -> None:
    result = decide("S6 D5 C4 K0", "H1 S2 D3 C2", zero_rule=True)
    assert result.zero == (True, False) and result.quattro == (False, False)
    assert (result.winner, result.decided_by) == (1, "zero")


def test_season_2_rule_with_a_zero_on_both_sides_no_zero_hand_is_a_quattro() -> None:
    result = decide("S6 D5 C4 K0", "K0 H6 S1 D2", zero_rule=True)
    assert result.quattro == (False, False)
    assert (result.winner, result.decided_by, result.sums) == (0, "sum", (15, 9))


def test_without_the_season_2_rule_a_zero_does_not_lose() -> None:
    assert decide("S6 D5 C4 K0", "H1 S2 D3 C2").winner == 0


# -- tiebreak_mode -------------------------------------------------------------------------------------


def test_lexicographic_compares_the_numbers_position_by_position() -> None:
    # Both Quattros of 14: 6 4 3 1 vs 6 5 2 1. The highest card (♠6 > ♥6) would give it to the first;
    # card by card the second wins at the second position (5 > 4).
    first, second = "S6 H4 D3 C1", "H6 S5 C2 D1"
    assert decide(first, second).winner == 0
    result = decide(first, second, tiebreak="lexicographic")
    assert (result.winner, result.decided_by, result.deciding) == (1, "lexicographic", ("H4", "S5"))


def test_lexicographic_with_equal_numbers_compares_the_suits_position_by_position() -> None:
    result = decide("S6 H5 D2 C1", "H6 S5 C2 D1", tiebreak="lexicographic")
    assert (result.winner, result.deciding) == (0, ("S6", "H6"))


def test_each_side_may_hold_one_black_zero() -> None:
    # 5 4 3 0 on both sides (one 🔘0 each): both Quattros of 12, and ♠5 beats ♦5 either way.
    for tiebreak in ("highest_card", "lexicographic"):
        result = decide("S5 D4 H3 K0", "D5 S4 C3 K0", tiebreak=tiebreak)
        assert result.quattro == (True, True)
        assert (result.winner, result.deciding) == (0, ("S5", "D5"))
