"""The bot levels in the engine benchmark's decision-time table (bench/decisions.py), on a tiny budget.

No timing threshold is asserted: the figures are reported by ``bench/run``, not tested."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from bench import decisions, engine
from games import GameRules, bots, registry
from tests.support.games import game_everyone_starts, shortest_game

# Slow: runs the benchmark command on a small budget (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

# The shortest game with a strong bot (today ~23 decisions with 2 players): one strong game takes ~1-2 s.
SHORT_GAME = shortest_game("strong").id


def test_the_command_times_casual_and_strong_with_one_seed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "report.json"
    args = ["--games", SHORT_GAME, "--seeds", "1", "--repeats", "1", "--no-peer", "--cpu", "none"]
    args += ["--decision-seeds", "1", "--strong-decision-seeds", "1", "--json", str(path)]
    assert engine.main(args) == 0

    report = json.loads(path.read_text(encoding="utf-8"))
    rows = {(row["players"], row["level"]): row for row in report["decisions"]}
    players = range(registry.get(SHORT_GAME).min_players, registry.get(SHORT_GAME).max_players + 1)
    assert set(rows) == {(n, level) for n in players for level in ("random", *bots.LEVELS)}
    for row in [*rows.values(), *report["decisions_per_game"]]:
        assert row["decisions"] > 0
        assert 0 < row["median_us"] <= row["p99_us"] <= row["max_us"]
    assert {row["level"] for row in report["decisions_per_game"]} == {"random", *bots.LEVELS}
    assert report["meta"]["decision_seeds"] == {"random": 1, **dict.fromkeys(bots.LEVELS, 1)}

    out = capsys.readouterr().out
    table_rows = [line.split() for line in out.splitlines() if line.startswith(SHORT_GAME)]
    per_count = {cells[2] for cells in table_rows if cells[1].isdigit()}
    pooled = {cells[1] for cells in table_rows if not cells[1].isdigit()}
    assert {"casual", "strong"} <= per_count
    assert pooled == {"random", *bots.LEVELS}


def test_every_bot_level_is_a_default_policy() -> None:
    assert set(decisions.decision_policies()) == {"random", *bots.LEVELS}


def test_each_decision_gets_the_bots_rng_of_its_seat_and_number() -> None:
    """So a benchmarked game is the game the bots would play at a table with that seed: the decision RNG
    is ``games.bots.bot_rng(seed, seat, decision number, level)``, made before the clock starts."""
    rules = game_everyone_starts(3)  # simultaneous moves: the deciding seat is drawn, not always seat 0
    seen: list[tuple[int, Any]] = []

    def recording(rules: GameRules, state: Any, seat: int, rng: random.Random) -> str:
        seen.append((seat, rng.getstate()))
        return decisions.random_policy(rules, state, seat, rng)

    samples = decisions.measure_decisions(rules, 3, recording, [7], level="probe")

    assert len(samples) == len(seen) > 0
    assert {seat for seat, _ in seen} == {0, 1, 2}
    for number, (seat, rng_state) in enumerate(seen):
        assert rng_state == bots.bot_rng(7, seat, number, "probe").getstate()


def test_a_bot_level_decides_from_the_seats_own_view() -> None:
    """Over a whole game, each of the policy's choices is the table's: ``games.bots.choose`` given the
    deciding seat's view, the table seed and the decision number."""
    rules = registry.get(SHORT_GAME)
    policy = decisions.decision_policies()["casual"]
    state = rules.new_game(players=2, seed=3, options=rules.Options())
    number = 0
    while seats := rules.to_act(state):
        seat = seats[0]
        action = policy(rules, state, seat, bots.bot_rng(3, seat, number, "casual"))
        assert action == bots.choose(
            SHORT_GAME, "casual", rules.view(state, seat), seed=3, decision_no=number
        )
        state, _events = rules.apply(state, seat, action)
        number += 1
    assert number > 2


def test_a_game_without_a_bot_is_timed_at_the_random_level_only() -> None:
    assert decisions.has_level(SHORT_GAME, "strong")
    assert decisions.has_level("a-game-with-no-bot", "random")
    assert not decisions.has_level("a-game-with-no-bot", "casual")
    assert not decisions.has_level("a-game-with-no-bot", "strong")


def test_percentile_is_nearest_rank() -> None:
    samples = list(range(1, 101))
    assert decisions.percentile(samples, 50) == 50
    assert decisions.percentile(samples, 99) == 99
    assert decisions.percentile(samples, 100) == 100
    assert decisions.percentile([7], 99) == 7
