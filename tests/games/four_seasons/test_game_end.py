"""The end of the game (spec §3 f, §4): 50 points and a unique top score; ties play on; Profi needs 77
and a made bid; teams play to 50 team points. Each is played on the rulebook deal from set scores.

On that deal as a standard round Peter (bid 1) and Tamara (bid 4) miss, Enrico (0) and Karin (4) make
theirs: +0, +6, +10, +3. In teams (Peter+Karin against Enrico+Tamara): +7 and +6.
"""

from __future__ import annotations

from dataclasses import replace

import games.four_seasons as fs
from games.base import Event, Outcome
from games.four_seasons.events import GameEnded, RoundStarted
from games.four_seasons.scoring import winners_after_round
from tests.games.four_seasons.scenarios import (
    ENRICO,
    KARIN,
    PETER,
    RULEBOOK_BIDS,
    RULEBOOK_TRICKS,
    TAMARA,
    play_first_legal,
    play_round,
    rulebook_game,
)


def round_from(scores: tuple[int, ...], **options: object) -> tuple[fs.State, list[Event]]:
    state = replace(rulebook_game(bonus_bids=False, **options), scores=scores)
    events: list[Event] = []
    state = play_round(state, RULEBOOK_BIDS, RULEBOOK_TRICKS, None, events)
    return state, events


# --- standard --------------------------------------------------------------------------------------------
def test_no_one_at_50_the_deal_passes_to_the_left() -> None:
    state, events = round_from((40, 40, 39, 40))
    assert state.scores == (40, 46, 49, 43) and fs.outcome(state) is None
    assert events[-1] == RoundStarted(round=2, dealer=ENRICO, turn_up=state.turn_up, trump=state.trump)


def test_the_game_ends_after_the_round_in_which_someone_reaches_50_and_the_highest_wins() -> None:
    state, events = round_from((40, 45, 45, 40))
    assert state.scores == (40, 51, 55, 43)
    assert events[-1] == GameEnded(scores=(40, 51, 55, 43), winners=(KARIN,))
    assert state.phase == "finished" and fs.to_act(state) == ()
    assert fs.outcome(state) == Outcome(scores=(40, 51, 55, 43), winners=(KARIN,))


def test_a_tied_top_score_plays_another_round() -> None:
    state, events = round_from((10, 44, 40, 10))
    assert state.scores == (10, 50, 50, 13) and fs.outcome(state) is None
    assert isinstance(events[-1], RoundStarted) and state.round == 2
    while fs.to_act(state):
        state = play_first_legal(state)
    result = fs.outcome(state)
    assert result is not None and len(result.winners) == 1
    assert result.scores[result.winners[0]] == max(result.scores) >= 50


# --- Profi ---------------------------------------------------------------------------------------------
def test_profi_77_and_a_missed_bid_plays_on() -> None:
    state, _ = round_from((80, 10, 10, 10), variant="profi")
    assert state.scores[PETER] == 80 and fs.outcome(state) is None and state.round == 2


def test_profi_the_winner_made_their_bid_even_below_the_top_score() -> None:
    state, events = round_from((90, 75, 10, 10), variant="profi")
    assert state.scores == (90, 81, 20, 13)
    assert events[-1] == GameEnded(scores=(90, 81, 20, 13), winners=(ENRICO,))
    assert fs.outcome(state) == Outcome(scores=(90, 81, 20, 13), winners=(ENRICO,))


def test_profi_the_highest_of_several_qualifiers_wins_and_a_tie_among_them_plays_on() -> None:
    state, _ = round_from((0, 75, 68, 0), variant="profi")
    assert fs.outcome(state) == Outcome(scores=(0, 81, 78, 3), winners=(ENRICO,))
    state, _ = round_from((0, 75, 71, 0), variant="profi")
    assert state.scores == (0, 81, 81, 3) and fs.outcome(state) is None


def test_profi_does_not_end_at_50() -> None:
    state, _ = round_from((45, 45, 45, 45), variant="profi")
    assert max(state.scores) >= 50 and fs.outcome(state) is None


# --- teams -----------------------------------------------------------------------------------------------
def test_teams_share_a_score_and_both_partners_win() -> None:
    state, events = round_from((45, 40, 45, 40), variant="team")
    assert state.scores == (52, 46, 52, 46)
    assert events[-1] == GameEnded(scores=(52, 46, 52, 46), winners=(PETER, KARIN))


def test_teams_the_higher_team_wins_when_both_pass_50() -> None:
    state, _ = round_from((48, 49, 48, 49), variant="team")
    assert state.scores == (55, 55, 55, 55) and fs.outcome(state) is None  # equal: another round
    state, _ = round_from((50, 47, 50, 47), variant="team")
    assert fs.outcome(state) == Outcome(
        scores=(57, 53, 57, 53), winners=(PETER, KARIN), teams=((0, 2), (1, 3))
    )


def test_teams_partners_see_each_others_bid_once_all_four_have_bid() -> None:
    state = rulebook_game(variant="team")
    state, _ = fs.apply(state, KARIN, RULEBOOK_BIDS[KARIN])
    assert fs.view(state, PETER)["partner_bid_cards"] == []  # not before everyone has bid
    for seat in (PETER, ENRICO, TAMARA):
        state, _ = fs.apply(state, seat, RULEBOOK_BIDS[seat])
    peter = fs.view(state, PETER)
    assert (
        peter["partner"] == KARIN and peter["partner_bid_cards"] == ["G7", "R3"] and peter["partner_bid"] == 4
    )
    assert fs.view(state, ENRICO)["partner_bid_cards"] == ["R8", "G1"]
    assert "G7" not in str(fs.view(state, ENRICO)) and "G7" not in str(fs.view(state, None))


def test_end_rules_as_a_table() -> None:
    made = [True, True, True]
    assert winners_after_round([50, 49, 10], made, "standard") == (0,)
    assert winners_after_round([49, 49, 10], made, "standard") is None
    assert winners_after_round([60, 60, 10], made, "standard") is None
    assert winners_after_round([80, 79, 10], [False, True, True], "profi") == (1,)
    assert winners_after_round([80, 79, 10], [False, False, True], "profi") is None
    assert winners_after_round([50, 40, 50, 40], [True] * 4, "team") == (0, 2)
