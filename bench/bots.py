"""The bot benchmark (issue #6): seeded matches between bot levels, and decision time per level.

``python -m bench.bots --games 500 --strong-games 100`` plays, for every game (or ``--game ID …``):

* **casual vs random**: one casual seat, every other seat random (a uniformly random legal action);
* **strong vs casual**: one strong seat, every other seat casual.

Match ``i`` uses table seed ``i``, player count ``min + i mod (max - min + 1)`` and puts the tested bot
("hero") at seat ``i mod players`` (rotating seats); default options. Every decision is taken from the
deciding seat's own view only (``games.bots.decide``), with the RNG ``games.bots.bot_rng(seed, seat,
decision number, level)``, so a match is reproducible. Reported per game and pairing: the hero's average
score and the opponents' (mean over the other seats), the paired difference with a 95% confidence interval
(normal approximation, 1.96 standard errors), the hero's win rate (ties count as wins, as in ``Outcome``)
with its CI against the fair share, and the decision time (median and p99) of each level.
Matches run in ``--workers`` processes (default 2).

``--clock cpu`` times decisions in the deciding thread's CPU time (``time.thread_time``) instead of wall
time, so a busy machine does not inflate them; ``--action-budget N`` plays the strong level of the chosen
game(s) with ``N`` simulated actions per decision instead of the game's ``ACTION_BUDGET`` (what a faster
engine buys in the same time: bench/README.md, "Faster engines, stronger bots").
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from games import bots, registry


def decide(game_id: str, level: str, view: dict[str, Any], rng: random.Random) -> str:
    if level == "random":
        return rng.choice(view["legal"])
    return bots.decide(game_id, level, view, rng)


CLOCKS = {"wall": time.perf_counter, "cpu": time.thread_time}


def match(args: tuple[str, str, str, int, str]) -> dict[str, Any]:
    """One seeded game: the hero level at one seat, the villain level at the others."""
    game_id, hero, villain, seed, clock_name = args
    rules = registry.get(game_id)
    span = rules.max_players - rules.min_players + 1
    players = rules.min_players + seed % span
    hero_seat = seed % players
    state = rules.new_game(players=players, seed=seed, options=rules.Options())
    times: dict[str, list[float]] = {hero: [], villain: []}
    decision = 0
    clock = CLOCKS[clock_name]
    while seats := rules.to_act(state):
        seat = seats[0]
        level = hero if seat == hero_seat else villain
        view = rules.view(state, seat)
        start = clock()
        action = decide(game_id, level, view, bots.bot_rng(seed, seat, decision, level))
        times[level].append(clock() - start)
        state, _ = rules.apply(state, seat, action)
        decision += 1
    result = rules.outcome(state)
    assert result is not None
    others = [s for s in range(players) if s != hero_seat]
    return {
        "seed": seed,
        "players": players,
        "hero_score": result.scores[hero_seat],
        "others_score": sum(result.scores[s] for s in others) / len(others),
        "hero_won": hero_seat in result.winners,
        "fair_share": 1 / players,
        "times": times,
    }


def ci95(values: Sequence[float]) -> tuple[float, float]:
    """(mean, half-width of the 95% confidence interval)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.inf
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def percentile(samples: Sequence[float], q: float) -> float:
    ordered = sorted(samples)
    rank = max(1, math.ceil(len(ordered) * q / 100))
    return ordered[rank - 1]


def set_action_budget(game_id: str, budget: int) -> None:
    """Play the game's strong level with ``budget`` simulated actions per decision in this process (and in
    the workers it forks): the bot package's constant, read when its strong level is built."""
    package = bots.game_bot(game_id)
    if not hasattr(package, "ACTION_BUDGET"):
        raise SystemExit(f"{game_id} has no ACTION_BUDGET of its own to change")
    package.ACTION_BUDGET = budget  # type: ignore[attr-defined]
    bots.strong_bot.cache_clear()


def run_pairing(
    game_id: str, hero: str, villain: str, games: int, workers: int, clock: str = "wall"
) -> dict[str, Any]:
    jobs = [(game_id, hero, villain, seed, clock) for seed in range(games)]
    start = time.perf_counter()
    if workers > 1:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            rows = pool.map(match, jobs, chunksize=max(1, games // (workers * 8)))
    else:
        rows = [match(job) for job in jobs]
    elapsed = time.perf_counter() - start
    diff, diff_ci = ci95([r["hero_score"] - r["others_score"] for r in rows])
    win, win_ci = ci95([1.0 if r["hero_won"] else 0.0 for r in rows])
    times = {level: [t for r in rows for t in r["times"][level]] for level in (hero, villain)}
    return {
        "game": game_id,
        "hero": hero,
        "villain": villain,
        "games": games,
        "seconds": elapsed,
        "clock": clock,
        "action_budget": getattr(bots.game_bot(game_id), "ACTION_BUDGET", None),
        "hero_score": statistics.fmean(r["hero_score"] for r in rows),
        "others_score": statistics.fmean(r["others_score"] for r in rows),
        "diff": diff,
        "diff_ci": diff_ci,
        "win_rate": win,
        "win_ci": win_ci,
        "fair_share": statistics.fmean(r["fair_share"] for r in rows),
        "decisions": {
            level: {
                "count": len(samples),
                "median_ms": 1000 * statistics.median(samples),
                "p99_ms": 1000 * percentile(samples, 99),
                "max_ms": 1000 * max(samples),
            }
            for level, samples in times.items()
            if samples
        },
    }


def format_rows(rows: Sequence[dict[str, Any]]) -> str:
    header = (
        f"{'game':<17} {'hero vs others':<17} {'games':>5} {'hero':>7} {'others':>7} {'diff ± 95% CI':>16} "
        f"{'win rate ± CI':>15} {'fair':>5}  {'decision ms (median / p99 / max) per level'}"
    )
    lines = [header, "-" * len(header)]
    for r in rows:
        times = "; ".join(
            f"{level} {d['median_ms']:.2f} / {d['p99_ms']:.1f} / {d['max_ms']:.0f}"
            for level, d in r["decisions"].items()
        )
        lines.append(
            f"{r['game']:<17} {r['hero'] + ' vs ' + r['villain']:<17} {r['games']:>5} "
            f"{r['hero_score']:>7.2f} {r['others_score']:>7.2f} {r['diff']:>+8.2f} ± {r['diff_ci']:<5.2f} "
            f"{r['win_rate']:>7.1%} ± {r['win_ci']:<5.1%} {r['fair_share']:>5.2f}  {times}"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bots", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="matches per game, casual vs random")
    parser.add_argument("--strong-games", type=int, default=None, help="matches per game, strong vs casual")
    parser.add_argument("--game", nargs="+", metavar="ID", help=f"game ids (default: {bots.games()})")
    parser.add_argument(
        "--pairing", nargs="+", default=["casual:random", "strong:casual"], help="HERO:VILLAIN"
    )
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--clock", choices=tuple(CLOCKS), default="wall", help="decision time: wall or CPU")
    parser.add_argument("--action-budget", type=int, metavar="N", help="the strong level's simulated actions")
    parser.add_argument("--json", type=Path, metavar="PATH", help="also write the results as JSON")
    args = parser.parse_args(argv)
    game_ids = args.game or list(bots.games())
    rows = []
    for game_id in game_ids:
        if args.action_budget is not None:
            set_action_budget(game_id, args.action_budget)
        for pairing in args.pairing:
            hero, _, villain = pairing.partition(":")
            games = args.games if hero != "strong" else (args.strong_games or args.games)
            print(f"[bench] {game_id}: {hero} vs {villain}, {games} games", file=sys.stderr, flush=True)
            row = run_pairing(game_id, hero, villain, games, args.workers, args.clock)
            print(format_rows([row]).splitlines()[-1], file=sys.stderr, flush=True)
            rows.append(row)
    print(format_rows(rows))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
