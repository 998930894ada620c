"""The engine benchmark on a tiny budget: the report's shape and every registered game played to the end.

No timing is asserted: speed is reported by ``bench/run``, not tested (docs/architecture.md#performance)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from bench import decisions, engine
from games import GameRules, registry

# Slow: runs the benchmark command on a small budget (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

CONFIGS = [(rules.id, n) for rules in registry.all() for n in range(rules.min_players, rules.max_players + 1)]
MAX_STEPS = 20_000


@pytest.mark.parametrize(("game_id", "players"), CONFIGS)
def test_every_registered_game_finishes_random_playouts(game_id: str, players: int) -> None:
    rules = registry.get(game_id)
    for seed in (0, 1):
        rng = random.Random(seed)
        state = rules.new_game(players=players, seed=seed, options=rules.Options())
        steps = 0
        while seats := rules.to_act(state):
            seat = rng.choice(seats)
            state, _events = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
            steps += 1
            assert steps < MAX_STEPS, f"{game_id} with {players} players did not end"
        assert rules.outcome(state) is not None
    games, actions = engine.playouts(rules, players, [0, 1])
    assert games == 2
    assert actions > 0


def test_the_report_covers_every_game_and_player_count() -> None:
    report = engine.run_benchmark(seeds=2, repeats=2, decision_seeds=1, strong_decision_seeds=0, peer=False)

    assert {(row["game"], row["players"]) for row in report["results"]} == set(CONFIGS)
    for row in report["results"]:
        assert row["games"] == 2
        assert row["actions"] >= 2
        assert len(row["seconds"]) == 2
        assert row["actions_per_s"] > 0
        assert row["games_per_s"] > 0
        assert row["actions_per_s"] >= row["actions_per_s_median"] >= row["actions_per_s_worst"]
        assert set(row["split"]) == set(engine.SPLIT_PARTS)
        assert sum(row["split"].values()) == pytest.approx(1.0)
        assert row["ratio_to_peer"] is None
        assert ("meets_target" in row) == (row["game"] in engine.TARGET_GAMES)
    assert report["peer"] is None
    assert report["peer_missing"] is None  # not asked for, so not missing
    levels = {(row["game"], row["players"], row["level"]) for row in report["decisions"]}
    assert levels == {(game, n, level) for game, n in CONFIGS for level in ("random", "casual")}
    assert all(0 < row["median_us"] <= row["p99_us"] <= row["max_us"] for row in report["decisions"])
    pooled = {(row["game"], row["level"]): row["decisions"] for row in report["decisions_per_game"]}
    assert pooled == {
        (game, level): sum(
            row["decisions"] for row in report["decisions"] if (row["game"], row["level"]) == (game, level)
        )
        for game in registry.ids()
        for level in ("random", "casual")
    }

    json.dumps(report)
    text = engine.format_report(report)
    for game_id in registry.ids():
        assert game_id in text
    assert "Targets" in text


def test_a_decision_callable_is_timed_per_level() -> None:
    """Where bot levels plug in: any (rules, state, seat, rng) -> action callable, by level name."""

    def first_legal(rules: GameRules, state: Any, seat: int, rng: random.Random) -> str:
        return rules.legal_actions(state, seat)[0]

    game_id = registry.ids()[0]
    report = engine.run_benchmark(
        games=[game_id],
        seeds=1,
        repeats=1,
        decision_seeds=1,
        policies={"first": first_legal, "random": decisions.random_policy},
        peer=False,
    )
    assert {row["level"] for row in report["decisions"]} == {"first", "random"}
    assert all(row["decisions"] > 0 for row in report["decisions"])


def test_the_peer_runs_the_same_loop_when_installed() -> None:
    pytest.importorskip("rlcard")
    peer = engine.load_peer()
    assert peer is not None
    games, actions = engine.peer_playouts(peer[0], [0, 1])
    assert games == 2 and actions > 0
    assert set(engine.peer_split_playouts(peer[0], [0, 1])) == set(engine.SPLIT_PARTS)

    game_id = registry.ids()[0]
    report = engine.run_benchmark(
        games=[game_id], seeds=1, repeats=1, peer_seeds=2, decision_seeds=1, strong_decision_seeds=0
    )
    assert report["peer"]["game"] == engine.PEER_ID
    assert report["peer"]["games"] == 2
    assert all(row["ratio_to_peer"] > 0 for row in report["results"])


def test_the_command_prints_the_table_and_writes_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game_id = registry.ids()[0]
    path = tmp_path / "report.json"
    args = [
        "--games",
        game_id,
        "--seeds",
        "1",
        "--repeats",
        "1",
        "--decision-seeds",
        "1",
        "--strong-decision-seeds",
        "0",
    ]
    assert engine.main([*args, "--no-peer", "--cpu", "none", "--json", str(path)]) == 0

    out = capsys.readouterr().out
    assert "actions/s" in out and game_id in out
    report = json.loads(path.read_text(encoding="utf-8"))
    assert {row["game"] for row in report["results"]} == {game_id}


def test_an_unknown_game_is_refused() -> None:
    with pytest.raises(SystemExit):
        engine.main(["--games", "no-such-game", "--cpu", "none"])
