"""End-of-round scoring of each set (spec §5): pure functions of the bid and the tricks won."""

from __future__ import annotations

import pytest

from games.quattro_tricks.bids import ChipBid, parse
from games.quattro_tricks.cards import trick_winner
from games.quattro_tricks.scoring import (
    acceptable_colours,
    chips_assignable,
    score_chips,
    score_missions,
    score_not,
    score_sum,
)
from games.quattro_tricks.state import Trick


def trick(no: int, cards: str, leader: int = 0, players: int = 4) -> Trick:
    """Trick ``no`` with ``cards`` in play order from ``leader``; the winner follows from the rules."""
    played = tuple(((leader + i) % players, card) for i, card in enumerate(cards.split()))
    winner, card = trick_winner(played)
    return Trick(no, played, winner, card)


def won_with(*cards: str) -> list[Trick]:
    """Tricks 1, 2, ... each won by leading ``card`` that nobody beats (only the winning card matters)."""
    return [trick(i, f"{card} {_low(card)}") for i, card in enumerate(cards, start=1)]


def _low(card: str) -> str:
    return "G1" if card[0] != "G" else "B1"


def chips(payload: str) -> ChipBid:
    bid = parse(f"chips:{payload}")
    assert isinstance(bid, ChipBid)
    return bid


# --- A: Sum Board -------------------------------------------------------------------------------
def test_a_seed_example_total_5_on_1_6_and_5_15_25_scores_only_the_higher_7() -> None:
    result = score_sum(("1-6", "5/15/25"), won_with("Y2", "B3"))
    assert result.points == 7
    assert result.detail == (("total", "5"), ("hit", "1-6 5/15/25"))


def test_a_only_the_winning_cards_count_not_the_other_cards_of_the_trick() -> None:
    won = [trick(1, "Y9 Y12 B12 R3")]  # R3 wins: total 3
    assert score_sum(("1-6", "7-12"), won).points == 7


def test_a_scores_the_best_hit_space_or_nothing() -> None:
    assert score_sum(("13-18", "5/15/25"), won_with("B10", "B5")).points == 6
    assert score_sum(("13-18", "19-24"), won_with("B10", "B5")).points == 4
    assert score_sum(("19-24", "55+"), won_with("B10", "B5")) == (0, False, (("total", "15"), ("hit", "")))


def test_a_no_trick_is_a_total_of_0() -> None:
    assert score_sum(("0", "1-6"), []).points == 5


def test_a_the_open_space_55_plus() -> None:
    assert score_sum(("55+", "0"), won_with("R12", "R11", "R10", "R9", "R8", "R7")).points == 7  # 57


def test_a_bonus_flag_scores_5_15_25_without_a_chip() -> None:
    result = score_sum(("13-18", "19-24"), won_with("B10", "B5"), bonus_without_chip=True)
    assert result.points == 6
    assert result.detail == (("total", "15"), ("hit", "13-18 5/15/25"))
    assert score_sum(("13-18", "19-24"), won_with("B10", "B5")).points == 4  # the flag off: no bonus


# --- B: Not set -----------------------------------------------------------------------------------
def test_b_seed_example_blue_and_odd_with_three_tricks_scores_9() -> None:
    result = score_not(("blue", "odd"), won_with("G4", "Y6", "R8"))
    assert result == (9, True, ())


def test_b_a_trick_won_with_a_chipped_colour_breaks_the_bid() -> None:
    assert score_not(("blue", "odd"), won_with("G4", "B6", "R8")) == (0, False, (("broken_by", "B6"),))


def test_b_a_trick_won_with_a_chipped_parity_breaks_the_bid() -> None:
    assert score_not(("red",), won_with("G4", "Y7", "G9")) == (3 * 2, True, ())
    assert score_not(("odd",), won_with("G4", "Y7", "G9")) == (0, False, (("broken_by", "Y7"),))


def test_b_only_the_winning_card_matters() -> None:
    won = [trick(1, "G12 B1 Y3 B5")]  # blue and odd cards are in the trick, but G12 won it
    assert score_not(("blue", "odd"), won).points == 3


def test_b_winning_no_trick_scores_0() -> None:
    assert score_not(("red", "even"), []) == (0, True, ())


def test_b_even_and_odd_together_can_only_score_0() -> None:
    assert score_not(("even", "odd"), won_with("G4")).points == 0


# --- C: colour chips ------------------------------------------------------------------------------
def test_c_seed_example_two_blue_one_red_one_white_scores_7() -> None:
    result = score_chips(chips("R1,B2,W1"), won_with("B3", "B9", "R2", "Y5"))
    assert result == (7, True, (("needed", "4"),))


def test_c_seed_special_condition_a_void_red_win_fills_a_red_or_a_led_colour_chip() -> None:
    # Blue 12 is led, then blue 4, then red 6 from a player with no blue: the red 6 trick can fill
    # either a red chip or a blue chip.
    won = [trick(1, "B12 B4 R6 Y1")]
    assert won[0].card == "R6"
    assert acceptable_colours(won[0]) == {"R", "B"}
    assert score_chips(chips("R1"), won).points == 2
    assert score_chips(chips("B1"), won).points == 2
    assert score_chips(chips("Y1"), won) == (0, False, (("needed", "1"), ("reason", "colours")))


def test_c_a_red_win_on_a_red_lead_fills_only_a_red_chip() -> None:
    assert acceptable_colours(trick(1, "R2 R9 B1 B2")) == {"R"}


def test_c_winning_more_or_fewer_tricks_than_chips_scores_0() -> None:
    assert score_chips(chips("R1,B2,W1"), won_with("B3", "B9", "R2")) == (
        0,
        False,
        (("needed", "4"), ("reason", "count")),
    )
    assert score_chips(chips("W2"), won_with("B3", "B9", "R2")).detail[-1] == ("reason", "count")


def test_c_a_colour_without_a_fitting_trick_scores_0() -> None:
    result = score_chips(chips("B2,W1"), won_with("B3", "G9", "R2"))
    assert result == (0, False, (("needed", "3"), ("reason", "colours")))


def test_c_chips_are_matched_to_tricks_as_a_whole_not_greedily() -> None:
    # Trick 1: red won on a blue lead (red or blue); trick 2: red won on a red lead (red only).
    # Giving the red chip to the first trick that accepts it would leave the blue chip stranded.
    won = [trick(1, "B5 R3 B1 B2"), trick(2, "R12 R1 G1 G2")]
    assert score_chips(chips("R1,B1"), won) == (4, True, (("needed", "2"),))
    assert chips_assignable(["R", "B"], [frozenset("RB"), frozenset("R")])
    assert not chips_assignable(["B", "B"], [frozenset("RB"), frozenset("R")])


def test_c_no_chips_and_no_tricks_is_a_success_worth_0() -> None:
    assert score_chips(chips("none"), []) == (0, True, (("needed", "0"),))
    assert score_chips(chips("none"), won_with("G3")).success is False


def test_c_twelve_chips_all_matched() -> None:
    cards = ["R1", "R2", "R3", "B4", "B5", "B6", "G7", "G8", "G9", "Y10", "Y11", "Y12"]
    assert score_chips(chips("R3,B3,G3,Y3"), won_with(*cards)).points == 24


# --- D: missions ----------------------------------------------------------------------------------
def tricks_won(*numbers: int, card: str = "Y5") -> list[Trick]:
    """Tricks with these numbers won by leading ``card`` (the mission-relevant parts)."""
    return [trick(no, f"{card} G1") for no in numbers]


@pytest.mark.parametrize(
    ("mission", "won", "achieved"),
    [
        ("D1a", tricks_won(3, 4), True),
        ("D1a", tricks_won(3, 5), False),
        ("D1b", tricks_won(3, 5), True),
        ("D1b", [], True),  # achieved even without any trick
        ("D1b", tricks_won(11, 12), False),
        ("D2a", tricks_won(2, card="B6"), True),
        ("D2a", [trick(1, "B7 B6")], False),  # B6 is taken, but B7 won the trick
        ("D2b", tricks_won(2, card="R3"), True),
        ("D2b", [], False),
        ("D3a", tricks_won(11), True),
        ("D3a", tricks_won(10), False),
        ("D3b", tricks_won(12), True),
        ("D3b", tricks_won(11), False),
        ("D4a", [trick(1, "B7 R7 B1 B2")], True),  # two 7s taken in one trick
        ("D4a", [trick(1, "Y7 B1"), trick(2, "G1 G2")], False),
        ("D4b", [trick(1, "B7 R7 B1 B2"), trick(5, "Y12 Y7")], True),
        ("D4b", [trick(1, "B7 R7 B1 B2")], False),
        ("D5a", [], True),
        ("D5a", [trick(1, "B7 R7 B1 B2"), trick(2, "G9 G1 B3")], True),  # R B G taken
        ("D5a", [trick(1, "B7 R7 B1 Y2"), trick(2, "G9 G1 B3")], False),  # all four colours taken
        ("D5b", [trick(1, "R1 B1"), trick(2, "B9 B8"), trick(3, "Y9 Y8"), trick(4, "G9 G8")], True),
        ("D5b", [trick(1, "R1 B1 Y1 G1"), trick(2, "B9 B8"), trick(3, "Y9 Y8")], False),  # took, not won with
    ],
)
def test_d_each_mission(mission: str, won: list[Trick], achieved: bool) -> None:
    assert score_missions((mission,), won).detail == ((mission, "yes" if achieved else "no"),)


def test_d_all_chosen_missions_achieved_score_the_sum_of_their_points() -> None:
    won = tricks_won(11, 12, card="Y5")  # consecutive, last trick, won with a 5
    result = score_missions(("D1a", "D2a", "D3b"), won)
    assert result == (3 + 2 + 3, True, (("D1a", "yes"), ("D2a", "yes"), ("D3b", "yes")))


def test_d_one_failed_mission_scores_nothing_at_all() -> None:
    won = tricks_won(11, 12, card="Y5")
    result = score_missions(("D1a", "D2b", "D3b"), won)
    assert result == (0, False, (("D1a", "yes"), ("D2b", "no"), ("D3b", "yes")))


def test_d_the_easy_missions_hold_with_no_trick() -> None:
    assert score_missions(("D1b", "D5a"), []).points == 1 + 2
