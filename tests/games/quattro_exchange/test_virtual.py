"""The virtual players' give rule (spec §3.5), starting with the rulebook's four examples."""

from __future__ import annotations

import pytest

from games.quattro_exchange.virtual import virtual_give


def test_seed_rule_1_the_best_card_that_can_complete_a_quattro() -> None:
    # V(B) holds ♣5 ♠5 ♦2, the open card is ♣6: ♣5 clashes with the club; ♠5 is the best fit.
    assert virtual_give(["C5", "S5", "D2"], ["C6"]) == "S5"


def test_seed_rule_2_nothing_fits_so_the_highest() -> None:
    # V(A) holds ♥5 ♥4 ♥3 (the seed's "red" cards), the open card is ♥6: all clash, the highest is given.
    assert virtual_give(["H5", "H4", "H3"], ["H6"]) == "H5"


def test_seed_rule_3_equal_numbers_go_spade_diamond_heart_club() -> None:
    # V(C) holds ♠5 ♥5 ♣1, the open card is ♦6: both 5s fit, the spade is given.
    assert virtual_give(["S5", "H5", "C1"], ["D6"]) == "S5"


@pytest.mark.parametrize("opens", [["S6"], ["K0"], ["C5", "H3"], ["D1", "S2", "H4"]])
def test_seed_rule_4_a_black_zero_is_always_given_first(opens: list[str]) -> None:
    # V(D) holds 🔘0 ♣5 ♥3: whatever is open, the black 0 is given.
    assert virtual_give(["K0", "C5", "H3"], opens) == "K0"


def test_every_open_card_counts_suits_and_numbers() -> None:
    # Open ♠6 ♦5: ♥5 repeats a number, ♠4 a suit; only ♣3 fits.
    assert virtual_give(["S4", "H5", "C3"], ["S6", "D5"]) == "C3"


def test_an_open_black_zero_uses_the_zero_number_and_the_black_suit() -> None:
    assert virtual_give(["S4", "H5", "C3"], ["K0"]) == "H5"


def test_equal_fitting_numbers_prefer_diamond_over_heart_and_club() -> None:
    assert virtual_give(["C4", "H4", "D4"], ["S6"]) == "D4"


def test_the_virtual_player_does_not_look_at_its_own_face_up_cards_differently() -> None:
    # A card handed over face up is just one of its three cards.
    assert virtual_give(["S6", "H2", "C1"], ["D3"]) == "S6"
