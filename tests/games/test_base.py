"""The shared engine contract: outcomes rank players the way leaderboards count wins."""

from __future__ import annotations

import pytest

from games import registry
from games.base import Outcome, ascii_number


def test_ties_share_a_rank_and_the_next_rank_is_skipped() -> None:
    outcome = Outcome(scores=(40, 31, 31, 12), winners=(0,))
    assert [outcome.rank_of(seat) for seat in range(4)] == [1, 2, 2, 4]


def test_shared_victory() -> None:
    outcome = Outcome(scores=(9, 9, 3), winners=(0, 1))
    assert [outcome.rank_of(seat) for seat in range(3)] == [1, 1, 3]


def test_a_winner_below_the_top_score_still_ranks_first() -> None:
    # A game whose last bid decides (one such variant ends at 77): seat 1 reached it and made the last bid;
    # seat 0 scored more but missed it.
    outcome = Outcome(scores=(80, 78, 50), winners=(1,))
    assert [outcome.rank_of(seat) for seat in range(3)] == [2, 1, 3]


@pytest.mark.parametrize("rules", registry.all(), ids=lambda rules: rules.id)
def test_every_game_refuses_a_player_count_outside_its_range_by_name(rules) -> None:
    for players in (rules.min_players - 1, rules.max_players + 1):
        with pytest.raises(ValueError, match=rf"{rules.name} is for .* players, not {players}\."):
            rules.new_game(players=players, seed=1, options=None)


@pytest.mark.parametrize("rules", registry.all(), ids=lambda rules: rules.id)
def test_options_may_be_the_model_a_dict_or_none_and_mean_the_same(rules) -> None:
    players = rules.min_players
    defaults = rules.Options()
    as_model = rules.new_game(players=players, seed=3, options=defaults)
    as_dict = rules.new_game(players=players, seed=3, options=defaults.model_dump())
    as_none = rules.new_game(players=players, seed=3, options=None)
    assert rules.dump(as_model) == rules.dump(as_dict) == rules.dump(as_none)


def test_a_number_in_an_action_is_read_only_from_ascii_digits() -> None:
    assert ascii_number("12") == 12 and ascii_number("0") == 0
    # "²" and "①" pass str.isdigit() though int() refuses them; "٣" is a digit int() would read as 3.
    assert [ascii_number(text) for text in ("²", "①", "٣", "-1", "1.5", "", " 1")] == [None] * 7
