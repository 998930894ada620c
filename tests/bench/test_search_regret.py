"""bench/search_regret.py: each level's choices scored against a reference search of every legal move."""

from __future__ import annotations

import pytest

from bench import search_regret
from games import bots
from tests.support.games import shortest_game

pytestmark = pytest.mark.slow  # plays a game and searches its positions

GAME = shortest_game("strong").id
BUDGET = 300  # simulated actions of the reference: enough to rank a short game's moves, under a second


def test_a_regret_is_what_a_choice_loses_against_the_best_move_of_the_reference() -> None:
    views = search_regret.positions(GAME, bots.CASUAL, games=1, every=2, kinds=(), skip=())
    assert views and all(len(view["legal"]) > 1 for view in views)
    values = search_regret.reference(GAME, views[0], BUDGET, "seed")
    assert set(values) == set(views[0]["legal"])
    assert values == search_regret.reference(GAME, views[0], BUDGET, "seed"), "the reference is seeded"
    found = search_regret.regrets(GAME, views, ["random", bots.CASUAL], BUDGET, choices=2, noise=True)
    assert set(found) == {"random", bots.CASUAL, search_regret.NOISE}
    assert [len(found[level]) for level in ("random", bots.CASUAL)] == [2 * len(views)] * 2
    assert len(found[search_regret.NOISE]) == len(views)
    assert all(regret >= 0 for values in found.values() for regret in values)
    assert any(regret > 0 for regret in found["random"]), "a random move is sometimes worse than the best"


def test_the_command_prints_a_line_per_level_and_refuses_a_kind_no_decision_has(capsys) -> None:
    args = ["--game", GAME, "--games", "1", "--every", "3", "--reference", str(BUDGET), "--choices", "1"]
    assert search_regret.main([*args, "--compare", "casual", "--noise"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines[1:]] == [bots.CASUAL, search_regret.NOISE]
    with pytest.raises(SystemExit, match="no position with a choice"):
        search_regret.main([*args, "--kinds", "no-such-kind"])


def test_the_reference_may_play_the_experts_own_playouts_and_the_policy_be_compared(capsys) -> None:
    """Where a game's expert has its own playout policy, ``--reference-playouts expert`` searches with it
    and ``playout`` (the policy without search) is compared like a level."""
    game_id = next(g for g in bots.games() if callable(getattr(bots.game_bot(g), "expert_ranked", None)))
    views = search_regret.positions(game_id, bots.CASUAL, games=1, every=4, kinds=(), skip=())
    casual = search_regret.reference(game_id, views[0], BUDGET, "seed")
    expert = search_regret.reference(game_id, views[0], BUDGET, "seed", bots.EXPERT)
    assert set(casual) == set(expert) == set(views[0]["legal"])
    args = ["--game", game_id, "--games", "1", "--every", "6", "--reference", str(BUDGET), "--choices", "1"]
    assert search_regret.main([*args, "--compare", "playout", "--reference-playouts", "expert"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "of expert playouts" in lines[0] and lines[1].split()[0] == "playout"
