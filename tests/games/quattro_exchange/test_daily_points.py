"""The daily deal's points (``games.quattro_exchange.facts.daily_points``): the game scores 1 and 0, so a
day's players are ranked by the winner rule instead — a Quattro beats any hand without one, then the sum."""

from __future__ import annotations

from hypothesis import given, settings

import games.quattro_exchange as qe
from games.quattro_exchange.facts import DAILY_QUATTRO_BONUS, FACTS, daily_points
from tests.games.invariants import Playout, playouts, replay

PLAYERS = 2


def test_the_daily_format_scores_by_daily_points() -> None:
    assert FACTS.daily is not None and FACTS.daily.scores is daily_points


@settings(max_examples=40, deadline=None)
@given(playouts(qe, PLAYERS))
def test_daily_points_are_the_sum_and_a_bonus_for_a_quattro_and_never_rank_the_loser_above(
    playout: Playout,
) -> None:
    state = replay(qe, playout)
    result = state.result
    assert result is not None, "a random game of Quattro Exchange always ends"
    points = daily_points(state)
    first, second = points
    if result.quattro[0] == result.quattro[1]:  # both or neither: the higher sum has more points
        assert (first > second) == (result.sums[0] > result.sums[1]) and (first == second) == (
            result.sums[0] == result.sums[1]
        )
    else:  # a Quattro beats any hand without one
        assert (first > second) == result.quattro[0]
    assert all(p >= DAILY_QUATTRO_BONUS for p, quattro in zip(points, result.quattro, strict=True) if quattro)
    winner, loser = result.winner, 1 - result.winner
    # Equal points only where the game's tie-break on the highest card decided it (the daily deal plays the
    # default options, so never the zero rule).
    assert points[winner] >= points[loser]
