"""The bot benchmark (issues #6, #39): the ladder of bot levels on duplicate deals, and decision time.

``python -m bench.bots`` plays, for every game (or ``--game ID …``) and every adjacent pair of the ladder
``random < casual < strong < expert`` (or ``--pairing HERO:VILLAIN …``), **duplicate deals**:

* deal ``i`` is table seed ``i`` with ``players = counts[i mod len(counts)]`` (every player count of the
  game in turn, or ``--players N …``), default options;
* the deal is played once per seat: in game ``h`` the tested level ("hero") sits at seat ``h`` and the other
  level ("villain") at every other seat. Every seat's cards (and every seat's position) are thus played
  once by the hero and ``players - 1`` times by the villain, so the luck of the deal cancels within it;
* the deal's result is the mean over its ``players`` games of the hero's score minus the mean of the other
  seats' (its **difference**) and of the hero's win (ties count as wins, as in ``Outcome``): one paired
  sample per deal. Reported per game and player count: the mean of each with a 95% confidence interval
  over the deals (normal approximation, 1.96 standard errors), the fair share of wins (1/players), and
  the decision time (median / p99 / max) of each level.

Every decision is taken from the deciding seat's own view only (``games.bots.decide``), with the RNG
``games.bots.bot_rng(seed, seat, decision number, level)``, so every game is reproducible. The number of
deals per pairing is ``--games`` (a hero of random or casual), ``--strong-games`` (a strong hero) or
``--expert-games`` (an expert hero), each defaulting to ``--games``. Games run in ``--workers`` processes
(default 2).

``--first-deal N`` starts at deal ``N`` (seed ``N``, its player count as always), so one long pairing can be
played in batches of the same duplicate deals; ``--log PATH`` appends every game to ``PATH`` as one JSON line
the moment it ends (a stopped run keeps what it played), and ``--pool PATH …`` plays nothing: it reads such
logs (of one batch or several) and prints their table, every deal counted once.

``--pairing playout:casual`` (or any other level for ``playout``) plays, as a level of its own, the policy
the expert's playouts are made of where the game's bot package has one (``expert_ranked``, an optional
expert hook: ``games.bots.base.EXPERT_HOOKS``): every decision its favourite, no search. Seconds for
thousands of deals, it tells whether a new playout model is a better player than casual's before the
hours of an ``expert:strong`` run (bench/README.md, "Quatorze: a better playout policy").

``--expert-playouts`` plays the expert with that policy where the package has one but leaves it off
(``EXPERT_PLAYOUTS = False``: measured and not kept), so the measure can be repeated.

``--clock cpu`` times decisions in the deciding thread's CPU time (``time.thread_time``) instead of wall
time, so a busy machine does not inflate them; ``--action-budget N`` plays the strong level of the chosen
game(s) with ``N`` simulated actions per decision instead of the game's ``ACTION_BUDGET`` (its bot
package's, or the default of ``games/bots/determinize.py`` for a package without one; what a faster
engine buys in the same time: bench/README.md, "Faster engines, stronger bots"); the expert level scales
from it as always (``games.bots.expert``).
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from games import bots, registry

Job = TypeVar("Job")
Played = TypeVar("Played")

RANDOM = "random"
LADDER = (RANDOM, *bots.LEVELS)  # weakest first
DEFAULT_PAIRINGS = [f"{stronger}:{weaker}" for weaker, stronger in itertools.pairwise(LADDER)]
PLAYOUT = "playout"  # the expert's playout policy played as a level (not a rung of the ladder)
LEVELS = (*LADDER, PLAYOUT)


def decide(game_id: str, level: str, view: dict[str, Any], rng: random.Random) -> str:
    if level == RANDOM:
        return rng.choice(view["legal"])
    if level == PLAYOUT:
        legal = view["legal"]
        return legal[0] if len(legal) == 1 else playout_policy(game_id)(view, rng)[0]
    return bots.decide(game_id, level, view, rng)


def playout_policy(game_id: str) -> Callable[[dict[str, Any], random.Random], list[str]]:
    """The game's expert playout policy (its bot package's ``expert_ranked``); an error where it has none."""
    policy = getattr(bots.game_bot(game_id), "expert_ranked", None)
    if not callable(policy):
        raise ValueError(f"{game_id} has no expert playout policy (expert_ranked) to play as a level")
    return policy


CLOCKS = {"wall": time.perf_counter, "cpu": time.thread_time}


def player_counts(game_id: str, wanted: Sequence[int] | None = None) -> list[int]:
    """The player counts of the game (those of ``wanted`` it allows, when given)."""
    rules = registry.get(game_id)
    counts = list(range(rules.min_players, rules.max_players + 1))
    return [n for n in counts if wanted is None or n in wanted]


def match(args: tuple[Any, ...]) -> dict[str, Any]:
    """One seeded game: the hero level at one seat, the villain level at the others.

    ``args`` is ``(game_id, hero, villain, seed, clock)`` — the player count and the hero's seat rotating
    with the seed, as a single game of the old benchmark — or ``(…, clock, players, hero_seat)``."""
    game_id, hero, villain, seed, clock_name, *placed = args
    rules = registry.get(game_id)
    if placed:
        players, hero_seat = placed
    else:
        players = rules.min_players + seed % (rules.max_players - rules.min_players + 1)
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
        "hero_seat": hero_seat,
        "hero_score": result.scores[hero_seat],
        "others_score": sum(result.scores[s] for s in others) / len(others),
        "hero_won": hero_seat in result.winners,
        "fair_share": 1 / players,
        "times": times,
    }


def play_all(
    play: Callable[[Job], Played],
    jobs: Sequence[Job],
    workers: int,
    done: Callable[[Played], None] | None = None,
) -> list[Played]:
    """``play`` for every job, in ``workers`` forked processes (one job at a time each: games differ in
    length by far more than the cost of handing one out), in the jobs' order; ``done`` is told each result
    as soon as it and the ones before it are in."""
    if workers <= 1:
        results = (play(job) for job in jobs)
        return [_told(result, done) for result in results]
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        return [_told(result, done) for result in pool.imap(play, jobs, chunksize=1)]


def _told(result: Played, done: Callable[[Played], None] | None) -> Played:
    if done is not None:
        done(result)
    return result


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


def action_budget(game_id: str) -> int | None:
    """The simulated actions per decision the game's strong level plays with: its bot package's
    ``ACTION_BUDGET``, or for a package without one (it is optional: docs/adding-a-game.md) the default of
    ``games/bots/determinize.py``; None where the game plays casual only."""
    strong = bots.strong_bot(game_id)
    return None if strong is None else strong.ACTION_BUDGET


def set_action_budget(game_id: str, budget: int) -> None:
    """Play the game's strong level with ``budget`` simulated actions per decision in this process (and in
    the workers it forks): the bot package's constant, read when its strong level is built, given to a
    package that had none (it played the default)."""
    if bots.strong_bot(game_id) is None:
        raise SystemExit(f"{game_id} plays casual only: it has no strong level whose budget to change")
    package = bots.game_bot(game_id)
    package.ACTION_BUDGET = budget  # type: ignore[attr-defined]
    bots.strong_bot.cache_clear()


def play_expert_playouts(game_id: str) -> None:
    """Play the expert with the game's own playout policy (``expert_ranked``) in this process and the
    workers it forks, whatever its bot package's ``EXPERT_PLAYOUTS`` says (``--expert-playouts``)."""
    playout_policy(game_id)  # an error where the game has none
    bots.game_bot(game_id).EXPERT_PLAYOUTS = True  # type: ignore[attr-defined]


def duplicate_jobs(
    game_id: str, hero: str, villain: str, deals: int, clock: str, counts: Sequence[int], first: int = 0
) -> list[tuple[Any, ...]]:
    """Every game of ``deals`` duplicate deals from deal ``first`` on: deal ``i`` once per hero seat."""
    jobs = []
    for seed in range(first, first + deals):
        players = counts[seed % len(counts)]
        jobs += [(game_id, hero, villain, seed, clock, players, seat) for seat in range(players)]
    return jobs


def summary(game_id: str, hero: str, villain: str, games: list[dict[str, Any]]) -> dict[str, Any]:
    """One row of the table: the games of some deals (every seat of each), paired per deal."""
    by_deal: dict[int, list[dict[str, Any]]] = {}
    for game in games:
        by_deal.setdefault(game["seed"], []).append(game)
    diffs = [statistics.fmean(g["hero_score"] - g["others_score"] for g in d) for d in by_deal.values()]
    wins = [statistics.fmean(1.0 if g["hero_won"] else 0.0 for g in d) for d in by_deal.values()]
    diff, diff_ci = ci95(diffs)
    win, win_ci = ci95(wins)
    times = {level: [t for g in games for t in g["times"][level]] for level in (hero, villain)}
    return {
        "game": game_id,
        "players": sorted({g["players"] for g in games}),
        "hero": hero,
        "villain": villain,
        "deals": len(by_deal),
        "games": len(games),
        "hero_score": statistics.fmean(g["hero_score"] for g in games),
        "others_score": statistics.fmean(g["others_score"] for g in games),
        "diff": diff,
        "diff_ci": diff_ci,
        "win_rate": win,
        "win_ci": win_ci,
        # per deal, as the win rate is: a 2-player deal has 2 games and a 4-player one 4, but each is one
        # sample of the win rate, so averaging over games would understate the fair share of mixed counts
        "fair_share": statistics.fmean(d[0]["fair_share"] for d in by_deal.values()),
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


def run_pairing(
    game_id: str,
    hero: str,
    villain: str,
    games: int,
    workers: int,
    clock: str = "wall",
    players: Sequence[int] | None = None,
    first: int = 0,
    log: Path | None = None,
) -> list[dict[str, Any]]:
    """``games`` duplicate deals of the pairing from deal ``first`` on: one row per player count, then one
    for all of them. With ``log``, every game is appended to it as a JSON line as soon as it ends."""
    counts = player_counts(game_id, players)
    if not counts:
        raise SystemExit(f"{game_id} is not played by {players} players")
    jobs = duplicate_jobs(game_id, hero, villain, games, clock, counts, first)
    start = time.perf_counter()
    done = None
    if log is not None:
        pairing = {"game": game_id, "hero": hero, "villain": villain, "clock": clock}

        def done(game: dict[str, Any]) -> None:
            with log.open("a", encoding="utf-8") as out:
                out.write(json.dumps(pairing | game) + "\n")

    played = play_all(match, jobs, workers, done)
    elapsed = time.perf_counter() - start
    rows = rows_of(game_id, hero, villain, played)
    for row in rows:
        row.update(clock=clock, seconds=elapsed, action_budget=action_budget(game_id))
    return rows


def rows_of(game_id: str, hero: str, villain: str, played: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The table's rows of a pairing's games: one per player count, then one for all of them."""
    counts = sorted({g["players"] for g in played})
    groups = [[n] for n in counts] + ([counts] if len(counts) > 1 else [])
    return [summary(game_id, hero, villain, [g for g in played if g["players"] in group]) for group in groups]


def pooled(paths: Sequence[Path]) -> list[dict[str, Any]]:
    """The rows of the games logged in ``paths`` (``--log``), per game and pairing: every deal counted once
    (a game logged twice is one game), and only the deals whose every seat was played (a stopped batch
    leaves its last deal short)."""
    games: dict[tuple[Any, ...], dict[str, Any]] = {}
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                game = json.loads(line)
                games[(game["game"], game["hero"], game["villain"], game["seed"], game["hero_seat"])] = game
    rows = []
    pairings = sorted({key[:3] for key in games}, key=lambda key: list(map(str, key)))
    for game_id, hero, villain in pairings:
        mine = [g for key, g in games.items() if key[:3] == (game_id, hero, villain)]
        seats: dict[int, int] = {}
        for game in mine:
            seats[game["seed"]] = seats.get(game["seed"], 0) + 1
        whole = [g for g in mine if seats[g["seed"]] == g["players"]]
        if whole:
            rows += rows_of(game_id, hero, villain, whole)
    for row in rows:
        row.update(clock="logged", seconds=0.0, action_budget=action_budget(row["game"]))
    return rows


def format_rows(rows: Sequence[dict[str, Any]]) -> str:
    header = (
        f"{'game':<17} {'n':>5} {'hero vs villain':<17} {'deals':>5} {'games':>5} {'diff ± 95% CI':>16} "
        f"{'win rate ± CI':>15} {'fair':>5}  {'decision ms (median / p99 / max) per level'}"
    )
    lines = [header, "-" * len(header)]
    for r in rows:
        times = "; ".join(
            f"{level} {d['median_ms']:.2f} / {d['p99_ms']:.1f} / {d['max_ms']:.0f}"
            for level, d in r["decisions"].items()
        )
        counts = ",".join(str(n) for n in r["players"]) if len(r["players"]) == 1 else "all"
        lines.append(
            f"{r['game']:<17} {counts:>5} {r['hero'] + ' vs ' + r['villain']:<17} {r['deals']:>5} "
            f"{r['games']:>5} {r['diff']:>+8.2f} ± {r['diff_ci']:<5.2f} "
            f"{r['win_rate']:>7.1%} ± {r['win_ci']:<5.1%} {r['fair_share']:>5.2f}  {times}"
        )
    return "\n".join(lines)


def deals_for(hero: str, args: argparse.Namespace) -> int:
    """The number of deals of a pairing, by its hero's level."""
    by_hero = {bots.STRONG: args.strong_games, bots.EXPERT: args.expert_games}
    return by_hero.get(hero) or args.games


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bots", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="duplicate deals per pairing (default 200)")
    parser.add_argument("--strong-games", type=int, default=None, help="deals when the hero is strong")
    parser.add_argument("--expert-games", type=int, default=None, help="deals when the hero is expert")
    parser.add_argument("--game", nargs="+", metavar="ID", help=f"game ids (default: {bots.games()})")
    parser.add_argument("--players", nargs="+", type=int, metavar="N", help="player counts (default: all)")
    parser.add_argument(
        "--pairing", nargs="+", default=DEFAULT_PAIRINGS, help="HERO:VILLAIN (default: the ladder)"
    )
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--clock", choices=tuple(CLOCKS), default="wall", help="decision time: wall or CPU")
    parser.add_argument("--action-budget", type=int, metavar="N", help="the strong level's simulated actions")
    parser.add_argument(
        "--expert-playouts",
        action="store_true",
        help="the expert plays out with the game's own policy even where its package leaves it off",
    )
    parser.add_argument("--json", type=Path, metavar="PATH", help="also write the results as JSON")
    parser.add_argument("--first-deal", type=int, default=0, metavar="N", help="start at deal N (default 0)")
    parser.add_argument("--log", type=Path, metavar="PATH", help="append every game to PATH as it ends")
    parser.add_argument("--pool", type=Path, nargs="+", metavar="PATH", help="print the logged games' table")
    args = parser.parse_args(argv)
    if args.pool:
        rows = pooled(args.pool)
        print(format_rows(rows))
        if args.json:
            args.json.write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
        return 0
    game_ids = args.game or list(bots.games())
    rows = []
    for game_id in game_ids:
        if args.action_budget is not None:
            set_action_budget(game_id, args.action_budget)
        try:
            if args.expert_playouts:
                play_expert_playouts(game_id)
            if any(PLAYOUT in pairing.split(":") for pairing in args.pairing):
                playout_policy(game_id)
        except ValueError as error:
            parser.error(str(error))
        for pairing in args.pairing:
            hero, _, villain = pairing.partition(":")
            for level in (hero, villain):
                if level not in LEVELS:
                    parser.error(f"unknown level {level!r} in {pairing!r}; levels: {', '.join(LEVELS)}")
            deals = deals_for(hero, args)
            print(f"[bench] {game_id}: {hero} vs {villain}, {deals} deals", file=sys.stderr, flush=True)
            found = run_pairing(
                game_id,
                hero,
                villain,
                deals,
                args.workers,
                args.clock,
                args.players,
                args.first_deal,
                log=args.log,
            )
            print("\n".join(format_rows(found).splitlines()[2:]), file=sys.stderr, flush=True)
            rows += found
    print(format_rows(rows))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
