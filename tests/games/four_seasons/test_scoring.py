"""Scoring (spec §3 e, §4.2): the rulebook's three examples as pure numbers and as played rounds, the
team score, and nobody ever losing points."""

from __future__ import annotations

import pytest

import games.four_seasons as fs
from games.base import Event
from games.four_seasons.events import RoundScored, ScoreLine, TeamLine
from games.four_seasons.scoring import score_round
from tests.games.four_seasons.scenarios import (
    ENRICO,
    KARIN,
    PETER,
    RULEBOOK_BIDS,
    RULEBOOK_BIDS_PETER_ZERO,
    RULEBOOK_BONUS,
    RULEBOOK_TRICKS,
    RULEBOOK_TRICKS_PETER_ZERO,
    RULEBOOK_TURN_UP,
    TAMARA,
    deck_for,
    play_round,
    rulebook_game,
)

NO_CARDS = ((), (), (), ())


def points(bids: list[int], tricks: list[int], bonus: int | None, team: bool = False) -> tuple[int, ...]:
    return score_round(NO_CARDS, bids, tricks, bonus, team)[2]


# Seats in the examples: Peter 0, Enrico 1, Karin 2, Tamara 3.
def test_example_1_standard_round() -> None:
    """Tamara bid 2, took 3: 3. Enrico bid 0, took 0: 6. Karin bid 4, took 4: 10. Peter bid 2, took 0: 0."""
    assert points(bids=[2, 0, 4, 2], tricks=[0, 0, 4, 3], bonus=None) == (0, 6, 10, 3)


def test_example_2_bonus_player_missed() -> None:
    """Tamara (BONUS) took 3: 3. Karin made 4: 4 + 3 + 6 = 13. Peter bid 1, took 0: 6. Enrico 0/0: 9."""
    assert points(bids=[1, 0, 4, 4], tricks=[0, 0, 4, 3], bonus=TAMARA) == (6, 9, 13, 3)


def test_example_3_bonus_player_made() -> None:
    """Karin (BONUS) bid 4 took 4: 16. Tamara bid 4 took 3: 3. Peter and Enrico 0/0: 3 each."""
    assert points(bids=[0, 0, 4, 4], tricks=[0, 0, 4, 3], bonus=KARIN) == (3, 3, 16, 3)


def test_score_lines_break_the_points_down() -> None:
    lines, teams, _ = score_round([("R8", "G1")] * 4, [1, 0, 4, 4], [0, 0, 4, 3], TAMARA)
    assert lines[KARIN] == ScoreLine(
        seat=KARIN, cards=("R8", "G1"), bid=4, tricks=4, made=True,
        trick_points=4, bid_points=3, bonus_points=6, points=13,
    )  # fmt: skip
    assert lines[TAMARA].points == 3 and lines[TAMARA].bonus_points == 0 and teams == ()


def test_team_score_both_exact_is_14_plus_tricks() -> None:
    """Tricks + 3 per partner who made their bid + 8 when the partners took exactly their combined bid."""
    _, teams, added = score_round(NO_CARDS, [1, 0, 2, 3], [1, 2, 2, 2], None, team=True)
    assert teams == (
        TeamLine(seats=(0, 2), bid=3, tricks=3, premium=8, points=3 + 3 + 3 + 8),
        TeamLine(seats=(1, 3), bid=3, tricks=4, premium=0, points=4),
    )
    assert added == (17, 4, 17, 4)
    # Neither partner exact but the total is: the premium without the +3s.
    assert score_round(NO_CARDS, [2, 0, 1, 0], [1, 0, 2, 4], None, team=True)[1][0].points == 3 + 8


@pytest.mark.parametrize("bonus", [None, 0, 1])
def test_nobody_ever_loses_points(bonus: int | None) -> None:
    for tricks in ([9, 0, 0], [3, 3, 3], [0, 4, 5]):
        assert all(p >= 0 for p in points([9, 0, 3], tricks, bonus)[:3])


# --- the examples played on the rulebook deal ------------------------------------------------------
def scored(events: list[Event]) -> RoundScored:
    (event,) = [e for e in events if isinstance(e, RoundScored)]
    return event


def test_played_the_rulebook_round_is_example_2() -> None:
    events: list[Event] = []
    state = play_round(rulebook_game(), RULEBOOK_BIDS, RULEBOOK_TRICKS, RULEBOOK_BONUS, events)
    result = scored(events)
    assert result.bonus == TAMARA
    assert [(line.bid, line.tricks) for line in result.lines] == [(1, 0), (0, 0), (4, 4), (4, 3)]
    assert result.points == (6, 9, 13, 3) == result.scores == state.scores
    assert [line.cards for line in result.lines] == [("G9", "B1"), ("B2", "B3"), ("G7", "R3"), ("R8", "G1")]
    assert state.round == 2 and state.phase == "bidding" and state.dealer == ENRICO  # the deal passes left


def test_played_example_3_karin_plays_the_bonus_and_makes_it() -> None:
    deck = deck_for(4, PETER, RULEBOOK_TURN_UP, RULEBOOK_TRICKS_PETER_ZERO, RULEBOOK_BIDS_PETER_ZERO)
    state = fs.new_game(players=4, seed=1, deals=[deck])
    events: list[Event] = []
    bonus = {**RULEBOOK_BONUS, TAMARA: "pass"}
    play_round(state, RULEBOOK_BIDS_PETER_ZERO, RULEBOOK_TRICKS_PETER_ZERO, bonus, events)
    result = scored(events)
    assert result.bonus == KARIN and result.points == (3, 3, 16, 3)


def test_played_as_a_standard_round() -> None:
    events: list[Event] = []
    play_round(rulebook_game(bonus_bids=False), RULEBOOK_BIDS, RULEBOOK_TRICKS, None, events)
    result = scored(events)
    assert result.bonus is None and result.points == (0, 6, 10, 3)  # the points of example 1


def test_played_in_teams_with_the_premium() -> None:
    deck = deck_for(4, PETER, RULEBOOK_TURN_UP, RULEBOOK_TRICKS_PETER_ZERO, RULEBOOK_BIDS_PETER_ZERO)
    state = fs.new_game(players=4, seed=1, options=fs.Options(variant="team"), deals=[deck])
    events: list[Event] = []
    play_round(state, RULEBOOK_BIDS_PETER_ZERO, RULEBOOK_TRICKS_PETER_ZERO, None, events)
    result = scored(events)
    # Peter (0/0) and Karin (4/4) both exact: 4 tricks + 3 + 3 + 8. Enrico 0/0, Tamara 4/3: 3 + 3.
    assert [team.points for team in result.teams] == [18, 6]
    assert result.points == (18, 6, 18, 6) == result.scores
