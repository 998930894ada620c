"""Decision time per level, the last table of the engine benchmark (``python -m bench.engine``).

A *level* is a decision callable, a ``Policy``: ``(rules, state, seat, rng) -> action``. Every seat of a
full game decides with the same level; each call is timed with ``time.perf_counter_ns``; the report gives
the median, p99 (nearest rank) and max per game, player count and level, and per game and level with the
player counts pooled. The levels (``decision_policies``):

* ``random`` — a uniformly random legal action: the floor every bot level is compared with;
* ``casual`` and ``strong`` — the real bots (``games.bots``). As at a table and in ``bench/bots.py``, the
  bot gets only the deciding seat's own view, ``rules.view(state, seat)``, and the deterministic RNG
  ``games.bots.bot_rng(seed, seat, decision number, level)``. Building the view is timed with the
  decision: a table pays it for every bot move (``bench/bots.py`` times ``decide`` alone).

The RNG of every decision is made before the clock starts, for every level alike. When several seats may
act at once (4 Seasons' bids, Quatorze's Luminaries, Quattro Exchange's opening), the one that decides
is drawn with ``random.Random(seed)``, so a game is the same sequence of decisions in every run.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from games import bots
from games.base import GameRules

Policy = Callable[[GameRules, Any, int, random.Random], str]
Progress = Callable[[str], None]

WARM_SEED = 1_000_000  # the warm-up decisions' game; never timed (bench.engine.WARM_SEEDS starts here)
WARM_DECISIONS = 3  # untimed decisions with a real choice before a level is timed


def random_policy(rules: GameRules, state: Any, seat: int, rng: random.Random) -> str:
    """The floor every bot level is compared with: a uniformly random legal action."""
    return rng.choice(rules.legal_actions(state, seat))


def bot_policy(level: str) -> Policy:
    """A bot level of ``games.bots`` as a policy: the seat's own view in, one legal action out."""

    def decide(rules: GameRules, state: Any, seat: int, rng: random.Random) -> str:
        return bots.decide(rules.id, level, rules.view(state, seat), rng)

    decide.__name__ = f"{level}_policy"
    return decide


def decision_policies() -> dict[str, Policy]:
    """Decision callables by level name: the random floor, then every bot level."""
    return {"random": random_policy, **{level: bot_policy(level) for level in bots.LEVELS}}


def has_level(game_id: str, level: str) -> bool:
    """Whether ``level`` can play ``game_id``: a game registered before its bot has only other levels."""
    return level not in bots.LEVELS or game_id in bots.games()


def measure_decisions(
    rules: GameRules,
    players: int,
    policy: Policy,
    seeds: Sequence[int],
    options: Any = None,
    level: str = "random",
) -> list[int]:
    """Full games where every seat decides with ``policy``: the duration of each decision, in ns."""
    if options is None:
        options = rules.Options()
    clock = time.perf_counter_ns
    samples: list[int] = []
    for seed in seeds:
        pick_seat = random.Random(seed).choice
        state = rules.new_game(players=players, seed=seed, options=options)
        decision_no = 0
        while seats := rules.to_act(state):
            seat = seats[0] if len(seats) == 1 else pick_seat(seats)
            rng = bots.bot_rng(seed, seat, decision_no, level)
            start = clock()
            action = policy(rules, state, seat, rng)
            samples.append(clock() - start)
            state, _events = rules.apply(state, seat, action)
            decision_no += 1
    return samples


def warm_policy(rules: GameRules, players: int, policy: Policy, level: str) -> None:
    """A few untimed decisions with a real choice on a seed that is never timed, so that the first timed
    one does not pay for importing the game's bot modules or building per-process tables."""
    state = rules.new_game(players=players, seed=WARM_SEED, options=rules.Options())
    choices = decision_no = 0
    while choices < WARM_DECISIONS and (seats := rules.to_act(state)):
        seat = seats[0]
        choices += len(rules.legal_actions(state, seat)) > 1
        action = policy(rules, state, seat, bots.bot_rng(WARM_SEED, seat, decision_no, level))
        state, _events = rules.apply(state, seat, action)
        decision_no += 1


def percentile(samples: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of a non-empty sample."""
    ordered = sorted(samples)
    rank = max(1, -(-len(ordered) * q // 100))  # ceil(n * q / 100)
    return ordered[int(rank) - 1]


def summarize(samples: Sequence[int]) -> dict[str, Any]:
    """Count, median, p99 and max of decision times given in ns, in µs."""
    return {
        "decisions": len(samples),
        "median_us": statistics.median(samples) / 1000,
        "p99_us": percentile(samples, 99) / 1000,
        "max_us": max(samples) / 1000,
    }


def measure_levels(
    configs: Sequence[tuple[GameRules, int]],
    policies: dict[str, Policy],
    seeds_per_level: dict[str, int],
    warm: Callable[[GameRules, int], None],
    say: Progress,
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Time every level at every (rules, players) config on seeds ``0..seeds_per_level[level]-1`` (0 or
    missing: the level is skipped). Returns the rows per game, player count and level, and the rows per
    game and level with the player counts pooled. ``warm`` runs before each level (the engine's
    ``warm_start``: caches emptied, the code paths hot)."""
    rows: list[dict[str, Any]] = []
    pooled: dict[tuple[str, str], list[int]] = {}
    for rules, players in configs:
        for level, policy in policies.items():
            seeds = seeds_per_level.get(level, 0)
            if seeds < 1 or not has_level(rules.id, level):
                continue
            say(f"decision time: {rules.id}, {players} players, {level}, {seeds} games")
            warm(rules, players)
            warm_policy(rules, players, policy, level)
            samples = measure_decisions(rules, players, policy, range(seeds), level=level)
            rows.append({"game": rules.id, "players": players, "level": level, **summarize(samples)})
            pooled.setdefault((rules.id, level), []).extend(samples)
    per_game = [{"game": game, "level": level, **summarize(s)} for (game, level), s in pooled.items()]
    return rows, per_game


def format_decisions(rows: Sequence[dict[str, Any]], per_game: Sequence[dict[str, Any]]) -> list[str]:
    """The two decision-time tables (µs), for ``bench.engine.format_report``."""
    if not rows:
        return []
    lines = ["Decision time per level (µs per decision; every seat plays the level)", ""]
    header = f"{'game':<17} {'pl':>2} {'level':<8} {'decisions':>9} {'median':>10} {'p99':>10} {'max':>10}"
    lines += [header, "-" * len(header)]
    for row in rows:
        lines.append(
            f"{row['game']:<17} {row['players']:>2} {row['level']:<8} {row['decisions']:>9} "
            f"{row['median_us']:>10,.1f} {row['p99_us']:>10,.1f} {row['max_us']:>10,.1f}"
        )
    lines += ["", "Per game and level, player counts pooled (µs)", ""]
    header = f"{'game':<17} {'level':<8} {'decisions':>9} {'median':>10} {'p99':>10} {'max':>10}"
    lines += [header, "-" * len(header)]
    for row in per_game:
        lines.append(
            f"{row['game']:<17} {row['level']:<8} {row['decisions']:>9} "
            f"{row['median_us']:>10,.1f} {row['p99_us']:>10,.1f} {row['max_us']:>10,.1f}"
        )
    return lines
