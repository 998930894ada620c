"""The shared engine contract: outcomes rank players the way leaderboards count wins."""

from __future__ import annotations

from games.base import Outcome


def test_ties_share_a_rank_and_the_next_rank_is_skipped() -> None:
    outcome = Outcome(scores=(40, 31, 31, 12), winners=(0,))
    assert [outcome.rank_of(seat) for seat in range(4)] == [1, 2, 2, 4]


def test_shared_victory() -> None:
    outcome = Outcome(scores=(9, 9, 3), winners=(0, 1))
    assert [outcome.rank_of(seat) for seat in range(3)] == [1, 1, 3]


def test_a_winner_below_the_top_score_still_ranks_first() -> None:
    # 4 Seasons Profi: seat 1 reached 77 and made the last bid; seat 0 scored more but missed it.
    outcome = Outcome(scores=(80, 78, 50), winners=(1,))
    assert [outcome.rank_of(seat) for seat in range(3)] == [2, 1, 3]
