"""bench/bots.py: the ladder on duplicate deals (every deal played once per hero seat, paired per deal),
a strong budget changed for one run, and decisions timed in CPU time."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench import bots as bench_bots
from games import bots, registry
from games.bots import determinize
from games.bots.expert import ExpertHooks, expert_hooks
from tests.support.games import shortest_game

# Slow: runs the benchmark command on a small budget (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

STRONG_GAMES = [game_id for game_id in bots.games() if bots.strong_bot(game_id) is not None]
SHORT_GAME = shortest_game("strong").id  # today ~23 decisions with 2 players


MISSING = object()


@pytest.fixture
def restored_budgets():
    """Each bot package's own ``ACTION_BUDGET`` as it was, or none again where it had none."""
    saved = {game_id: getattr(bots.game_bot(game_id), "ACTION_BUDGET", MISSING) for game_id in STRONG_GAMES}
    yield
    for game_id, budget in saved.items():
        if budget is MISSING:
            vars(bots.game_bot(game_id)).pop("ACTION_BUDGET", None)
        else:
            bots.game_bot(game_id).ACTION_BUDGET = budget  # type: ignore[attr-defined]
    bots.strong_bot.cache_clear()


@pytest.mark.parametrize("game_id", STRONG_GAMES)
def test_an_action_budget_changes_what_the_strong_level_simulates(game_id: str, restored_budgets) -> None:
    before = bots.strong_bot(game_id).ACTION_BUDGET
    bench_bots.set_action_budget(game_id, before * 2)
    assert before * 2 == bots.strong_bot(game_id).ACTION_BUDGET


def test_a_bot_package_without_its_own_budget_plays_and_reports_the_default_and_takes_a_new_one(
    tmp_path: Path, restored_budgets
) -> None:
    """``ACTION_BUDGET`` is optional (docs/adding-a-game.md): a game whose bot package has none plays the
    strong level at the default of ``games/bots/determinize.py`` in the bench, which reports that budget,
    and ``--action-budget`` gives it another."""
    vars(bots.game_bot(SHORT_GAME)).pop("ACTION_BUDGET", None)  # the package as a new game ships it
    bots.strong_bot.cache_clear()
    assert bench_bots.action_budget(SHORT_GAME) == determinize.ACTION_BUDGET
    players = bench_bots.player_counts(SHORT_GAME)[0]
    args = ["--game", SHORT_GAME, "--players", str(players), "--pairing", "strong:casual", "--games", "1"]
    for extra, budget in (([], determinize.ACTION_BUDGET), (["--action-budget", "300"], 300)):
        path = tmp_path / f"ladder{len(extra)}.json"
        assert bench_bots.main([*args, *extra, "--workers", "1", "--clock", "cpu", "--json", str(path)]) == 0
        (row,) = json.loads(path.read_text(encoding="utf-8"))
        assert row["action_budget"] == budget == bots.strong_bot(SHORT_GAME).ACTION_BUDGET
        assert row["games"] == players and row["decisions"]["strong"]["count"] > 0


def test_the_default_pairings_are_the_ladder_of_adjacent_levels() -> None:
    assert bench_bots.DEFAULT_PAIRINGS == ["casual:random", "strong:casual", "expert:strong"]


def test_every_deal_is_played_once_with_the_hero_at_each_seat() -> None:
    game_id = registry.ids()[0]
    counts = bench_bots.player_counts(game_id)
    jobs = bench_bots.duplicate_jobs(game_id, "casual", "random", 2 * len(counts), "cpu", counts)
    for seed in range(2 * len(counts)):
        seats = [job[-1] for job in jobs if job[3] == seed]
        players = {job[-2] for job in jobs if job[3] == seed}
        assert players == {counts[seed % len(counts)]}
        assert sorted(seats) == list(range(counts[seed % len(counts)]))


def test_a_level_against_itself_scores_exactly_even_on_every_deal() -> None:
    """The luck of a deal cancels: with the same level everywhere each deal's games are the same game, so
    the paired difference is 0 with a zero-width interval, at every player count."""
    rows = bench_bots.run_pairing(SHORT_GAME, "casual", "casual", games=4, workers=1, clock="cpu")
    counts = bench_bots.player_counts(SHORT_GAME)
    assert [row["players"] for row in rows] == [[n] for n in counts] + ([counts] if len(counts) > 1 else [])
    for row in rows:
        assert row["diff"] == 0 and row["diff_ci"] == 0
        assert row["win_rate"] >= row["fair_share"]
        assert row["games"] == sum(row["players"][i % len(row["players"])] for i in range(row["deals"]))


def test_a_cpu_clocked_ladder_step_reports_its_budget_and_decision_times(tmp_path: Path) -> None:
    players = bench_bots.player_counts(SHORT_GAME)[0]
    path = tmp_path / "ladder.json"
    args = ["--game", SHORT_GAME, "--players", str(players), "--pairing", "strong:casual", "--games", "1"]
    assert bench_bots.main([*args, "--workers", "1", "--clock", "cpu", "--json", str(path)]) == 0
    (row,) = json.loads(path.read_text(encoding="utf-8"))
    assert row["clock"] == "cpu" and row["players"] == [players] and row["games"] == players
    assert row["action_budget"] == bots.strong_bot(SHORT_GAME).ACTION_BUDGET
    for level in ("strong", "casual"):
        times = row["decisions"][level]
        assert times["count"] > 0 and 0 < times["median_ms"] <= times["p99_ms"] <= times["max_ms"]


def test_a_pairing_played_in_logged_batches_pools_to_the_table_of_one_run(tmp_path: Path) -> None:
    """``--first-deal`` and ``--log`` split a long pairing into batches of the same duplicate deals;
    ``--pool`` reads the logs back into the table one run would print: a deal whose seats were not all
    played (a stopped batch) is left out, a game logged twice counts once."""
    deals = len(bench_bots.player_counts(SHORT_GAME)) + 1  # every player count, and one of them twice
    whole = bench_bots.run_pairing(SHORT_GAME, "casual", "random", games=deals, workers=1, clock="cpu")
    logs = [tmp_path / "first.jsonl", tmp_path / "rest.jsonl"]
    pairing = ["--game", SHORT_GAME, "--pairing", "casual:random", "--workers", "1", "--clock", "cpu"]
    for log, first, count in ((logs[0], 0, 1), (logs[1], 1, deals - 1)):
        assert (
            bench_bots.main([*pairing, "--games", str(count), "--first-deal", str(first), "--log", str(log)])
            == 0
        )
    lines = logs[1].read_text(encoding="utf-8").splitlines()
    stopped = json.dumps(json.loads(lines[-1]) | {"seed": 10 * deals})  # one seat of a deal not played
    logs[1].write_text("\n".join([*lines, lines[-1], stopped]) + "\n", encoding="utf-8")
    path = tmp_path / "pooled.json"
    assert bench_bots.main(["--pool", *map(str, logs), "--json", str(path)]) == 0
    rows = json.loads(path.read_text(encoding="utf-8"))
    assert [(r["players"], r["deals"], r["games"], r["diff"], r["win_rate"]) for r in rows] == [
        (r["players"], r["deals"], r["games"], r["diff"], r["win_rate"]) for r in whole
    ]


def test_the_fair_share_of_every_player_count_together_is_counted_per_deal_like_the_win_rate() -> None:
    """Each deal is one sample of the win rate whatever its player count, so the fair share it is read
    against is the mean of 1/players over the deals, not over the games (more games at more players)."""
    game_id = next(game_id for game_id in registry.ids() if len(bench_bots.player_counts(game_id)) > 1)
    counts = bench_bots.player_counts(game_id)
    rows = bench_bots.run_pairing(game_id, "casual", "random", games=len(counts), workers=1, clock="cpu")
    assert rows[-1]["players"] == counts
    assert rows[-1]["fair_share"] == pytest.approx(sum(1 / n for n in counts) / len(counts))


PLAYOUT_GAMES = [g for g in bots.games() if callable(getattr(bots.game_bot(g), "expert_ranked", None))]


def test_the_experts_playout_policy_plays_as_a_level_where_the_game_has_one(tmp_path: Path) -> None:
    """``--pairing playout:casual``: the expert's playout policy, every decision its favourite, on the
    same duplicate deals; a game without one is refused with a clear message, nothing played."""
    game_id = PLAYOUT_GAMES[0]
    path = tmp_path / "playout.json"
    args = ["--game", game_id, "--pairing", "playout:casual", "--games", "3", "--workers", "1"]
    assert bench_bots.main([*args, "--clock", "cpu", "--json", str(path)]) == 0
    rows = json.loads(path.read_text(encoding="utf-8"))
    assert {row["hero"] for row in rows} == {"playout"} and rows[-1]["deals"] == 3
    assert rows[-1]["decisions"]["playout"]["count"] > 0
    without = [g for g in bots.games() if g not in PLAYOUT_GAMES]
    if without:
        with pytest.raises(SystemExit):
            bench_bots.main(["--game", without[0], "--pairing", "playout:casual", "--games", "1"])


def test_expert_playouts_switches_the_policy_on_for_a_measure_where_the_package_leaves_it_off(
    monkeypatch,
) -> None:
    game_id = PLAYOUT_GAMES[0]
    monkeypatch.setattr(bots.game_bot(game_id), "EXPERT_PLAYOUTS", False)
    strong = bots.strong_bot(game_id)
    assert not isinstance(expert_hooks(strong), ExpertHooks)
    args = ["--game", game_id, "--pairing", "playout:casual", "--games", "1", "--workers", "1"]
    assert bench_bots.main([*args, "--expert-playouts"]) == 0
    assert isinstance(expert_hooks(strong), ExpertHooks)
