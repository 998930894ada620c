"""End-game scoring (spec §6): card values, the four bonuses and the tie-break."""

from __future__ import annotations

import games.quatorze as qz
from games.quatorze.scoring import final_score, longest_run
from games.quatorze.state import End
from tests.games.quatorze.scenarios import finished

SEED_TYPES = ("AM", "DA", "PE", "LG", "NO", "DS", "QU")
# The table of the rulebook's pages 4-5: Ages of Man 3 (anchor) and 1; the most recent Days card a 6;
# three Peaks; the Notes 6 anchor with the 4 on top; the Queens 5 and Days 1 anchors; a 7 Lucky Gods.
SEED_TABLE = {
    "AM": ["AM3", "AM1"],
    "DA": ["DA1", "DA6"],
    "PE": ["PE2", "PE3", "PE4"],
    "NO": ["NO6", "NO5", "NO4"],
    "QU": ["QU5"],
    "LG": ["LG1", "LG7"],
    "DS": ["DS5"],
}


def values(score: qz.State, seat: int) -> list[tuple[str, int, str]]:
    player = final_score(score).players[seat]
    return [(v.card, v.value, v.why) for v in player.cards]


def test_the_rulebook_scoring_example_9_and_14() -> None:
    state = finished(SEED_TABLE, [["LG3", "DA4", "NO7"], ["LG6", "DS1", "QU4"]], SEED_TYPES)
    score = final_score(state)
    assert (score.ages, score.highest, score.wild_number, score.peaks) == (2, 5, 6, 3)
    one, two = score.players
    # Player 1: 3 + 4 + 0 (7 > 5), Notes bonus 1 Notes card x run 3-4 of length 2.
    assert values(state, 0) == [("LG3", 3, "face"), ("DA4", 4, "face"), ("NO7", 0, "disabled")]
    assert (one.notes, one.run, one.notes_bonus, one.total) == (1, ("LG3", "DA4"), 2, 9)
    # Player 2: the wild number 6 is worth 5; 1 + 3 for the Peaks; the only Queen: 4 + 1.
    assert values(state, 1) == [("LG6", 5, "wild_number"), ("DS1", 1, "face"), ("QU4", 4, "face")]
    assert (two.peaks_cards, two.peaks_bonus, two.queens_bonus, two.total) == (("DS1",), 3, 1, 14)
    assert score.winners == (1,) and qz.outcome(state) is not None
    assert qz.outcome(state).scores == (9, 14)  # type: ignore[union-attr]


def test_each_ages_card_in_its_column_disables_the_highest_value() -> None:
    table = {"AM": ["AM1", "AM2", "AM3"], "DS": ["DS1"]}
    state = finished(table, [["DS7", "DS5", "DS4"], ["HV1", "HV2", "HV6"]])
    assert final_score(state).highest == 4
    assert [v for _, v, _ in values(state, 0)] == [0, 0, 4]


def test_only_ages_cards_count_unless_the_table_option_says_every_card() -> None:
    table = {"AM": ["AM1", "DS2", "HV3"], "DS": ["DS1"]}
    hands = [["DS7", "DS6", "DS5"], ["HV1", "HV2", "HV4"]]
    assert final_score(finished(table, hands)).ages == 1
    assert final_score(finished(table, hands, count_any_type_in_column=True)).ages == 3


def test_wild_colour_and_number_cards_are_worth_the_highest_value_still_scoring() -> None:
    # Colors 1 (played: it started its column after the setup anchor AM1) makes red wild; two Ages of Man
    # cards leave 5 as the highest value.
    table = {"AM": ["AM1", "AM2"], "CO": ["CO1"]}
    state = finished(table, [["DS6", "HV1", "WO3"], ["SE1", "SE2", "SE3"]])  # DS6 and SE3 are red
    assert values(state, 0) == [("DS6", 5, "wild_colour"), ("HV1", 1, "face"), ("WO3", 3, "face")]
    assert values(state, 1)[2] == ("SE3", 5, "wild_colour")


def test_the_final_wild_colour_comes_from_the_top_colors_card_played_from_a_hand() -> None:
    # The Colors column: the setup anchor CO1 (red), the played CO4 (green), a discarded CO6 (indigo) on top.
    table = {"CO": ["CO1", "CO4", "CO6"], "AM": ["AM1"]}
    arrived = {"CO": ["setup", "played", "discarded"]}
    # HV1 and SE6 are green (worth H = 6: one Ages of Man card), SE7 is blue and above H.
    hands = [["HV1", "SE6", "SE7"], ["SE1", "SE2", "SE3"]]
    state = finished(table, hands, arrived=arrived)
    assert final_score(state).wild_colour == 3 and qz.view(state, None)["final"]["wild_colour"] == "green"
    assert values(state, 0) == [("HV1", 6, "wild_colour"), ("SE6", 6, "wild_colour"), ("SE7", 0, "disabled")]


def test_a_colors_setup_anchor_alone_gives_no_final_wild_colour() -> None:
    state = finished({"CO": ["CO1"], "AM": ["AM1"]}, [["DS6", "HV1", "WO3"], ["SE1", "SE2", "SE3"]])
    assert final_score(state).wild_colour is None
    assert values(state, 0)[0] == ("DS6", 6, "face")  # red, but red is not wild


def test_queens_score_only_for_the_players_with_the_most() -> None:
    types = ("AM", "CO", "DA", "QU", "PE", "NO", "SA")
    table = {"AM": ["AM1"]}
    state = finished(table, [["QU1", "QU2", "SA7"], ["QU3", "QU4", "SA1"], ["QU5", "SA2", "SA3"]], types)
    score = final_score(state)
    assert score.queen_leaders == (0, 1) and score.queen_most == 2
    assert [p.queens_bonus for p in score.players] == [2, 2, 0]
    assert values(state, 2)[0] == ("QU5", 0, "queens_lost")


def test_a_losing_queen_is_worth_0_even_when_wild() -> None:
    types = ("AM", "CO", "DA", "QU", "PE", "NO", "SA")
    # Our reading (QUEENS_LOST_BEATS_WILD): the Queens rule is the more specific one.
    state = finished({"AM": ["AM1"], "DA": ["DA3"]}, [["QU1", "QU2", "SA7"], ["QU3", "SA4", "SA1"]], types)
    assert final_score(state).wild_number == 3
    assert values(state, 1)[0] == ("QU3", 0, "queens_lost")


def test_nobody_leads_the_queens_without_a_queen() -> None:
    state = finished({"AM": ["AM1"]}, [["DS1", "DS2", "DS3"], ["HV1", "HV2", "HV3"]])
    assert final_score(state).queen_leaders == ()


def test_notes_runs_are_distinct_consecutive_values_of_any_type_without_wrapping() -> None:
    assert longest_run(["NO3", "DS4", "HV3"]) == ("NO3", "DS4")  # 3-4-3 is a run of 2
    assert longest_run(["NO7", "DS1", "HV5"]) == ()  # 7 and 1 do not wrap at the end
    assert longest_run(["NO5", "DS7", "HV6"]) == ("NO5", "HV6", "DS7")
    assert longest_run(["NO7", "DS1", "HV2"], wrap=True) == ("NO7", "DS1", "HV2")


def test_the_notes_bonus_is_notes_cards_times_the_run() -> None:
    types = ("AM", "CO", "DA", "QU", "PE", "NO", "SA")
    state = finished({"AM": ["AM1"]}, [["NO2", "NO3", "SA4"], ["NO1", "SA5", "SA7"]], types)
    one, two = final_score(state).players
    assert (one.notes, len(one.run), one.notes_bonus) == (2, 3, 6)
    assert (two.notes, two.run, two.notes_bonus) == (1, (), 0)


def test_peaks_give_each_value_1_card_a_bonus_even_when_it_is_worth_0() -> None:
    types = ("AM", "CO", "DA", "QU", "PE", "NO", "SA")
    table = {"PE": ["PE2", "PE3", "AM1"], "QU": ["QU7"]}
    state = finished(table, [["QU1", "SA1", "SA2"], ["QU2", "QU3", "NO1"]], types)
    one, two = final_score(state).players
    assert final_score(state).peaks == 2  # the Ages of Man card in the Peaks column does not count
    assert values(state, 0)[0] == ("QU1", 0, "queens_lost")
    assert (one.peaks_cards, one.peaks_bonus) == (("QU1", "SA1"), 4)
    assert (two.peaks_cards, two.peaks_bonus) == (("NO1",), 2)


def test_lucky_gods_bonus_cards_are_worth_2_each() -> None:
    state = finished(
        {"AM": ["AM1"]}, [["DS1", "DS2", "DS3"], ["HV1", "HV2", "HV3"]], bonus=[["LG4", "SE5"], []]
    )
    one = final_score(state).players[0]
    assert (one.lucky, one.lucky_bonus, one.total) == (("LG4", "SE5"), 4, 10)


def test_the_sideways_card_scores_in_its_owners_hand_and_counts_in_no_column() -> None:
    table = {"AM": ["AM1", "AM2", "AM3", "AM4", "AM5", "AM6"]}
    end = End("played", "AM7", "AM", 1)
    state = finished(table, [["DS1", "DS2", "DS3"], ["HV1", "HV2"]], end=end)
    score = final_score(state)
    assert score.ages == 6 and score.highest == 1  # six, not seven
    assert score.players[1].sideways == "AM7"
    assert values(state, 1) == [("HV1", 1, "face"), ("HV2", 0, "disabled"), ("AM7", 0, "disabled")]


def test_a_tie_goes_to_the_lowest_non_zero_card() -> None:
    # Both total 6: seat 0 with 1 + 2 + 3, seat 1 with 2 + 4 + 0; seat 0's lowest card (1) wins.
    state = finished({"AM": ["AM1"]}, [["DS1", "DS2", "DS3"], ["HV2", "HV4", "HV7"]])
    outcome = qz.outcome(state)
    assert outcome is not None and outcome.scores == (6, 6) and outcome.winners == (0,)
    assert (outcome.rank_of(0), outcome.rank_of(1)) == (1, 2)
    assert final_score(state).tie_break is True


def test_a_player_without_a_non_zero_card_loses_the_tie_break() -> None:
    # Seat 1 scores 4 from Lucky Gods bonus cards only; seat 0 holds 1 + 3.
    state = finished({"AM": ["AM1"]}, [["DS1", "DS3"], ["HV7"]], bonus=[[], ["LG1", "LG2"]])
    outcome = qz.outcome(state)
    assert outcome is not None and outcome.scores == (4, 4) and outcome.winners == (0,)


def test_a_tie_on_the_lowest_card_too_is_shared() -> None:
    state = finished({"AM": ["AM1"]}, [["DS1", "DS2", "DS3"], ["HV1", "HV2", "HV3"], ["SE7", "WO7", "LG7"]])
    outcome = qz.outcome(state)
    assert outcome is not None and outcome.winners == (0, 1)
    assert [outcome.rank_of(s) for s in range(3)] == [1, 1, 3]
