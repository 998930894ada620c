"""Spec §8 Visibility (revised): what a real table shows in front of each bidder, the public view shows.

The C player's chips on the won stacks, the D player's turned (or hopeless) mission cards and the B
player's broken sections are read in ``view(state, None)["progress"]``, on scripted rounds; the public view
still shows no card of any hand.
"""

from __future__ import annotations

from collections.abc import Mapping

import games.quattro_tricks as qt
from games.quattro_tricks.bids import ChipBid
from games.quattro_tricks.config import TRICKS_PER_ROUND
from games.quattro_tricks.progress import MISSION_PROGRESS, Facts, chip_progress
from games.quattro_tricks.state import Trick
from tests.games.quattro_tricks.scenarios import MASTER_ROUND, PROGRESS_ROUND, bid_all, deck_for, play_tricks
from tests.games.quattro_tricks.test_views import strings

BIDS = {"A": "bid:sum:0,1-6", "B": "bid:not:blue", "C": "bid:chips:W1", "D": "bid:missions:D1b"}
SEAT_B, SEAT_C, SEAT_D = 1, 2, 3  # round 1: seat s holds set A, B, C, D in order


def after(script: tuple[str, ...], tricks: int, bids: Mapping[str, str]) -> dict:
    """The public view after the first ``tricks`` tricks of a scripted round 1, checked for hidden cards."""
    state = qt.new_game(players=4, seed=1, deals=[deck_for(4, 0, script)])
    state = play_tricks(bid_all(state, {**BIDS, **bids}), script[:tricks])
    public = qt.view(state, None)
    in_hands = {card for hand in state.hands for card in hand}
    assert not strings(public) & in_hands
    for seat in range(4):  # each seat's own screen shows the same progress
        assert qt.view(state, seat)["progress"] == public["progress"]
    return public


def chips(script: tuple[str, ...], tricks: int, bid: str) -> dict:
    return after(script, tricks, {"C": bid})["progress"][SEAT_C]


def missions(script: tuple[str, ...], tricks: int, bid: str) -> dict[str, str]:
    entry = after(script, tricks, {"D": bid})["progress"][SEAT_D]
    return dict(entry["missions"]) | {"bid": entry["status"]}


# --- C: the chips on the won stacks -------------------------------------------------------------------
# In MASTER_ROUND seat 2 (C) wins trick 1 with R1 on a blue lead and trick 2 with R12 on a red lead.


def test_c_chips_are_filled_by_the_best_assignment_of_the_tricks_won() -> None:
    # Trick 1 (red on a blue lead) fits either chip, trick 2 only the red one: the best assignment puts
    # trick 1 on the blue chip, so both are filled (first come, first placed would fill only red).
    progress = chips(MASTER_ROUND, 2, "bid:chips:R1,B1")
    assert progress["chips"] == ["R", "B"]
    assert progress["filled"] == ["R", "B"]
    assert progress["status"] == "possible"


def test_c_white_chips_take_the_tricks_no_colour_chip_fits() -> None:
    progress = chips(MASTER_ROUND, 2, "bid:chips:B1,W2")
    assert progress["filled"] == ["B", "W"]
    assert progress["status"] == "possible"


def test_c_bid_is_lost_when_one_trick_too_many_is_won() -> None:
    assert chips(MASTER_ROUND, 1, "bid:chips:R1")["status"] == "possible"
    progress = chips(MASTER_ROUND, 2, "bid:chips:R1")
    assert (progress["status"], progress["reason"]) == ("lost", "too_many")


def test_c_bid_is_lost_when_fewer_tricks_remain_than_chips_unfilled() -> None:
    # Seat 2 wins only tricks 1 and 2; five chips need three more tricks.
    progress = chips(MASTER_ROUND, 9, "bid:chips:R2,W3")
    assert (progress["status"], progress["tricks_left"]) == ("possible", 3)
    progress = chips(MASTER_ROUND, 10, "bid:chips:R2,W3")
    assert (progress["status"], progress["reason"], progress["tricks_left"]) == ("lost", "too_few_left", 2)


def test_c_bid_is_lost_when_a_won_trick_fits_no_chip() -> None:
    assert chips(MASTER_ROUND, 1, "bid:chips:B2")["filled"] == ["B"]  # red on a blue lead fills blue
    progress = chips(MASTER_ROUND, 2, "bid:chips:B2")  # red on a red lead fits no blue chip
    assert progress["filled"] == ["B"]
    assert (progress["status"], progress["reason"]) == ("lost", "misfit")


def test_c_bid_is_made_when_the_tricks_are_played_with_every_chip_filled() -> None:
    red_lead = Trick(1, ((0, "R5"), (1, "R2"), (2, "R1"), (3, "R3")), 0, "R5")
    made = chip_progress(ChipBid((1, 0, 0, 0), 0), [red_lead], 0)
    assert (made["status"], made["filled"]) == ("made", ["R"])


# --- D: the mission cards -----------------------------------------------------------------------------
# In PROGRESS_ROUND seat 0 takes Y7 and B7 in tricks 1-2; seat 3 (D) wins tricks 3 and 4 only.


def test_d_take_three_sevens_fails_as_soon_as_two_sevens_went_to_others() -> None:
    assert missions(PROGRESS_ROUND, 1, "bid:missions:D4b")["D4b"] == "open"
    status = missions(PROGRESS_ROUND, 2, "bid:missions:D1a,D4b")
    assert status == {"D1a": "open", "D4b": "failed", "bid": "failed"}


def test_d_take_two_sevens_stays_open_while_two_sevens_are_still_to_come() -> None:
    assert missions(PROGRESS_ROUND, 2, "bid:missions:D4a")["D4a"] == "open"
    assert missions(PROGRESS_ROUND, 10, "bid:missions:D4a")["D4a"] == "failed"  # R7 went to seat 2


def test_d_two_in_a_row_is_achieved_when_two_consecutive_tricks_are_won() -> None:
    assert missions(PROGRESS_ROUND, 3, "bid:missions:D1a")["D1a"] == "open"
    assert missions(PROGRESS_ROUND, 4, "bid:missions:D1a") == {"D1a": "achieved", "bid": "achieved"}


def test_d_avoid_consecutive_wins_fails_on_the_second_trick_in_a_row() -> None:
    assert missions(PROGRESS_ROUND, 3, "bid:missions:D1b")["D1b"] == "open"
    assert missions(PROGRESS_ROUND, 4, "bid:missions:D1b")["D1b"] == "failed"


def test_d_win_with_four_colours_fails_when_a_missing_colour_has_no_card_to_come() -> None:
    assert missions(PROGRESS_ROUND, 9, "bid:missions:D5b")["D5b"] == "open"
    assert missions(PROGRESS_ROUND, 10, "bid:missions:D5b")["D5b"] == "failed"  # the last red is played


def test_d_win_with_four_five_or_six_fails_when_every_such_card_is_played() -> None:
    assert missions(PROGRESS_ROUND, 10, "bid:missions:D2a")["D2a"] == "open"  # B6 is still to come
    assert missions(PROGRESS_ROUND, 11, "bid:missions:D2a")["D2a"] == "failed"


def test_d_take_three_or_fewer_colours_stays_open_until_the_end() -> None:
    assert missions(PROGRESS_ROUND, 11, "bid:missions:D5a")["D5a"] == "open"


def facts(won_nos: tuple[int, ...], done: int, card: str = "B9") -> Facts:
    won = [Trick(no, ((0, card), (1, "B1"), (2, "B2"), (3, "B3")), 0, card) for no in won_nos]
    last_won = bool(won_nos) and won_nos[-1] == done
    return Facts(won, TRICKS_PER_ROUND - done, last_won, frozenset())


def test_d_two_in_a_row_is_open_with_one_trick_left_only_after_winning_the_one_before() -> None:
    assert MISSION_PROGRESS["D1a"](facts((11,), 11)) == "open"
    assert MISSION_PROGRESS["D1a"](facts((10,), 11)) == "failed"
    assert MISSION_PROGRESS["D1a"](facts((5,), 10)) == "open"


def test_d_last_trick_missions_are_decided_by_trick_twelve() -> None:
    assert MISSION_PROGRESS["D3a"](facts((11,), 11)) == "achieved"
    assert MISSION_PROGRESS["D3b"](facts((11,), 11)) == "open"
    assert MISSION_PROGRESS["D3b"](facts((11,), 12)) == "failed"
    assert MISSION_PROGRESS["D3b"](facts((12,), 12)) == "achieved"


def test_d_avoid_missions_are_achieved_only_at_the_end() -> None:
    assert MISSION_PROGRESS["D1b"](facts((3, 5), 11)) == "open"
    assert MISSION_PROGRESS["D1b"](facts((3, 5), 12)) == "achieved"
    assert MISSION_PROGRESS["D5a"](facts((), 12)) == "achieved"


# --- B: the sections of the Not card ------------------------------------------------------------------


def test_b_section_is_broken_by_a_won_trick_of_its_colour() -> None:
    assert after(PROGRESS_ROUND, 5, {"B": "bid:not:red,even"})["progress"][SEAT_B] == {
        "set": "B",
        "status": "intact",
        "broken": [],
    }
    progress = after(PROGRESS_ROUND, 6, {"B": "bid:not:red,even"})["progress"][SEAT_B]
    assert progress == {"set": "B", "status": "broken", "broken": [["red", "R11"]]}  # R11 is odd


def test_b_one_winning_card_can_break_two_sections() -> None:
    progress = after(PROGRESS_ROUND, 6, {"B": "bid:not:red,odd"})["progress"][SEAT_B]
    assert progress["broken"] == [["red", "R11"], ["odd", "R11"]]


# --- all of it together ---------------------------------------------------------------------------


def test_the_a_total_is_the_sum_of_the_winning_cards() -> None:
    assert after(PROGRESS_ROUND, 5, {})["progress"][0] == {"set": "A", "total": 12 + 12 + 12}


def test_seats_without_a_bid_have_no_progress_yet() -> None:
    state = qt.new_game(players=4, seed=1)
    state, _ = qt.apply(state, 0, "bid:sum:0,1-6")
    assert qt.view(state, None)["progress"] == [{"set": "A", "total": 0}, None, None, None]


def test_progress_never_shows_a_hand_card_at_any_point_of_a_round() -> None:
    every = {
        "A": "bid:sum:0,1-6",
        "B": "bid:not:blue,yellow,red,odd",
        "C": "bid:chips:R3,B3,G3,Y3",
        "D": "bid:missions:D1a,D2b,D3b,D4b,D5b",
    }
    for script in (MASTER_ROUND, PROGRESS_ROUND):
        for tricks in range(TRICKS_PER_ROUND):
            after(script, tricks, every)  # asserts no hand card in the public view
