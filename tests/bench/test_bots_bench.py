"""bench/bots.py's options for "faster engines, stronger bots": a strong budget changed for one run, and
decisions timed in CPU time."""

from __future__ import annotations

import pytest

from bench import bots as bench_bots
from games import bots

# Slow: runs the benchmark command on a small budget (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

STRONG_GAMES = [game_id for game_id in bots.games() if bots.strong_bot(game_id) is not None]


@pytest.fixture
def restored_budgets():
    saved = {game_id: bots.game_bot(game_id).ACTION_BUDGET for game_id in STRONG_GAMES}
    yield
    for game_id, budget in saved.items():
        bench_bots.set_action_budget(game_id, budget)


@pytest.mark.parametrize("game_id", STRONG_GAMES)
def test_an_action_budget_changes_what_the_strong_level_simulates(game_id: str, restored_budgets) -> None:
    before = bots.strong_bot(game_id).ACTION_BUDGET
    bench_bots.set_action_budget(game_id, before * 2)
    assert before * 2 == bots.strong_bot(game_id).ACTION_BUDGET


def test_a_cpu_clocked_match_reports_the_budget_it_played() -> None:
    game_id = STRONG_GAMES[0]
    row = bench_bots.run_pairing(game_id, "strong", "casual", games=1, workers=1, clock="cpu")
    assert row["clock"] == "cpu"
    assert row["action_budget"] == bots.strong_bot(game_id).ACTION_BUDGET
    assert row["decisions"]["strong"]["count"] > 0 and row["decisions"]["strong"]["median_ms"] > 0
