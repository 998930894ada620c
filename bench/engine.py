"""The engine benchmark (docs/architecture.md): random legal playouts of every registered game on one core.

Run it with ``bench/run`` (installs the ``bench`` extra, then runs ``python -m bench.engine``); see
bench/README.md for the options and how to read the table.

What is measured, per game and player count (``min_players..max_players``):

* **actions/s and games/s** — the plain playout loop (``playouts``): a fixed list of seeds, one full game
  per seed, every decision a uniformly random legal action drawn from ``random.Random(seed)``. An action
  is one ``apply`` call. The clock covers the whole loop, ``new_game`` included. Each repeat plays the
  same seeds, so every repeat does exactly the same work; the figure is the best of N repeats (the least
  disturbed one) and the spread shows the noise. Repeats are interleaved across games and the peer, so
  a burst of load on a shared machine hits everyone alike. Each measurement starts from ``warm_start``:
  engine caches emptied, then a few untimed games on other seeds (a warm process meeting fresh deals).
* **the cost split** — a second, instrumented pass (``split_playouts``) that times ``new_game``,
  ``to_act``, ``legal_actions`` and ``apply`` separately, to guide optimisation.
* **decision time** — ``bench.decisions`` times every decision of full games per level: the ``random``
  floor and the bots' ``casual`` and ``strong`` levels (``games.bots``, from the seat's own view), with
  the median and p99 per game and level. A strong decision costs thousands of casual ones (it simulates
  900–2,000 actions), so the strong level plays its own, smaller number of games
  (``--strong-decision-seeds``).
* **the peer** — the same loop on RLCard's Bridge game (pure Python, see ``peer_playouts``), in the same
  run; our actions/s are printed as a ratio of its actions/s.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import json
import os
import platform
import pstats
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.decisions import Policy, decision_policies, format_decisions, measure_levels
from games import bots, registry
from games.base import GameRules

TARGET_ACTIONS_PER_S = 50_000  # issue #6: per core, for these games
TARGET_GAMES = ("quattro-tricks", "four-seasons")
DEFAULT_SEEDS = 200
DEFAULT_PEER_SEEDS = 800  # a Bridge deal is ~62 actions, so the peer plays more deals per repeat
DEFAULT_REPEATS = 10
DEFAULT_DECISION_SEEDS = 20
DEFAULT_STRONG_DECISION_SEEDS = 2  # ~40 s of strong decisions per seed: `bench/run` stays within minutes
WARM_SEEDS = range(1_000_000, 1_000_003)  # played before each measurement, never timed
PEER_ID = "rlcard-bridge"
PEER_PLAYERS = 4
SPLIT_PARTS = ("new_game", "to_act", "legal_actions", "apply", "other")

Progress = Callable[[str], None]


# --- our engines ----------------------------------------------------------------------------------
def playouts(rules: GameRules, players: int, seeds: Sequence[int], options: Any = None) -> tuple[int, int]:
    """Play one full game per seed with random legal actions. Returns (games, actions).

    This is the measured loop: keep it minimal and keep ``peer_playouts`` the same shape."""
    new_game, to_act, legal_actions, apply = rules.new_game, rules.to_act, rules.legal_actions, rules.apply
    if options is None:
        options = rules.Options()
    actions = 0
    for seed in seeds:
        choice = random.Random(seed).choice
        state = new_game(players=players, seed=seed, options=options)
        while seats := to_act(state):
            seat = seats[0] if len(seats) == 1 else choice(seats)
            state, _events = apply(state, seat, choice(legal_actions(state, seat)))
            actions += 1
    return len(seeds), actions


def split_playouts(
    rules: GameRules, players: int, seeds: Sequence[int], options: Any = None
) -> dict[str, float]:
    """The same playouts with each engine call timed: seconds per part (``other`` = loop, rng, timers)."""
    new_game, to_act, legal_actions, apply = rules.new_game, rules.to_act, rules.legal_actions, rules.apply
    if options is None:
        options = rules.Options()
    clock = time.perf_counter
    t_new = t_to_act = t_legal = t_apply = 0.0
    start = clock()
    for seed in seeds:
        choice = random.Random(seed).choice
        a = clock()
        state = new_game(players=players, seed=seed, options=options)
        t_new += clock() - a
        while True:
            a = clock()
            seats = to_act(state)
            t_to_act += clock() - a
            if not seats:
                break
            seat = seats[0] if len(seats) == 1 else choice(seats)
            a = clock()
            legal = legal_actions(state, seat)
            t_legal += clock() - a
            action = choice(legal)
            a = clock()
            state, _events = apply(state, seat, action)
            t_apply += clock() - a
    total = clock() - start
    parts = {"new_game": t_new, "to_act": t_to_act, "legal_actions": t_legal, "apply": t_apply}
    parts["other"] = max(0.0, total - sum(parts.values()))
    return parts


# --- the peer: RLCard's Bridge --------------------------------------------------------------------
# We drive RLCard's *game* object (rlcard.games.bridge.game.BridgeGame), not its ``Env`` wrapper: the env
# adds observation encoding into numpy arrays for learning agents on every step, work our engines do not
# do, which would flatter us. The game API is the exact counterpart of ours: ``init_game`` = ``new_game``
# (the deal is shuffled with the game's numpy RandomState, seeded per deal), ``is_over``/``get_player_id``
# = ``to_act``, ``judger.get_legal_actions()`` = ``legal_actions`` and ``step(action)`` = ``apply``. One
# difference is structural and favours the peer: RLCard mutates its game in place, while our ``apply``
# must return a new state (docs/engine-contract.md) and parse action text. One RLCard game is one Bridge
# deal (random auction, then 13 tricks if someone bid), so games/s are not comparable; actions/s are.
def load_peer() -> tuple[Any, str] | None:
    """(BridgeGame class, rlcard version), or None when RLCard is not installed."""
    try:
        import rlcard  # optional; imported after pinning the CPU
        from rlcard.games.bridge.game import BridgeGame
    except ImportError:
        return None
    return BridgeGame, rlcard.__version__


def peer_playouts(game_class: Any, seeds: Sequence[int]) -> tuple[int, int]:
    """``playouts`` on RLCard's Bridge: one deal per seed, random legal actions. Returns (games, actions)."""
    game = game_class()
    reseed, init_game = game.np_random.seed, game.init_game
    is_over, get_player_id, legal_actions, step = (
        game.is_over,
        game.get_player_id,
        game.judger.get_legal_actions,
        game.step,
    )
    actions = 0
    for seed in seeds:
        choice = random.Random(seed).choice
        reseed(seed)
        init_game()
        while not is_over():
            _seat = get_player_id()  # implicit in step(); fetched to keep the loop the same shape
            step(choice(legal_actions()))
            actions += 1
    return len(seeds), actions


def peer_split_playouts(game_class: Any, seeds: Sequence[int]) -> dict[str, float]:
    """``split_playouts`` on the peer, with the same parts."""
    game = game_class()
    clock = time.perf_counter
    t_new = t_to_act = t_legal = t_apply = 0.0
    start = clock()
    for seed in seeds:
        choice = random.Random(seed).choice
        a = clock()
        game.np_random.seed(seed)
        game.init_game()
        t_new += clock() - a
        while True:
            a = clock()
            over = game.is_over()
            if not over:
                _seat = game.get_player_id()
            t_to_act += clock() - a
            if over:
                break
            a = clock()
            legal = game.judger.get_legal_actions()
            t_legal += clock() - a
            action = choice(legal)
            a = clock()
            game.step(action)
            t_apply += clock() - a
    total = clock() - start
    parts = {"new_game": t_new, "to_act": t_to_act, "legal_actions": t_legal, "apply": t_apply}
    parts["other"] = max(0.0, total - sum(parts.values()))
    return parts


# --- measuring and reporting ----------------------------------------------------------------------
@dataclass
class Measure:
    """One game at one player count (or the peer): the same work timed ``len(seconds)`` times."""

    game: str
    players: int
    games: int = 0
    actions: int = 0
    seconds: list[float] = field(default_factory=list)
    split: dict[str, float] = field(default_factory=dict)  # seconds per part, instrumented pass

    def to_dict(self) -> dict[str, Any]:
        best, median, worst = min(self.seconds), statistics.median(self.seconds), max(self.seconds)
        split_total = sum(self.split.values()) or 1.0
        return {
            "game": self.game,
            "players": self.players,
            "games": self.games,
            "actions": self.actions,
            "actions_per_game": self.actions / self.games,
            "repeats": len(self.seconds),
            "seconds": self.seconds,
            "actions_per_s": self.actions / best,
            "actions_per_s_median": self.actions / median,
            "actions_per_s_worst": self.actions / worst,
            "games_per_s": self.games / best,
            "us_per_action": best / self.actions * 1e6,
            "spread": (worst - best) / best,
            "split": {part: self.split.get(part, 0.0) / split_total for part in SPLIT_PARTS},
        }


def clear_engine_caches() -> int:
    """Empty every ``functools`` cache defined in a game module; returns how many were cleared."""
    cleared = 0
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith("games.") or name == "games.registry":
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", None) == name:
                value.cache_clear()
                cleared += 1
    return cleared


def warm_start(rules: GameRules | None, players: int, peer_class: Any = None) -> None:
    """Start a measurement as a bot that has been up a while meets a new deal: caches cold, process warm.

    Every repeat replays the same deals, so a memo cache filled by the previous repeat would make an
    engine look faster than on fresh deals (4 Seasons memoises the bids of a hand). So the engines'
    caches are emptied, then a few games on seeds that are never timed rebuild what a running process
    keeps anyway (Quattro Trick-Taking's bid tables per set) and make the code paths hot. ``rules`` None
    warms the peer (it has no caches to clear)."""
    if rules is None:
        peer_playouts(peer_class, WARM_SEEDS)
    else:
        clear_engine_caches()
        playouts(rules, players, WARM_SEEDS)
    gc.collect()


def _timed(run: Callable[[], tuple[int, int]], warm: Callable[[], None], measure: Measure) -> None:
    warm()
    start = time.perf_counter()
    games, actions = run()
    elapsed = time.perf_counter() - start
    if measure.seconds and (games, actions) != (measure.games, measure.actions):
        raise RuntimeError(
            f"{measure.game}: repeats differ ({games}, {actions}); the engine is not deterministic"
        )
    measure.games, measure.actions = games, actions
    measure.seconds.append(elapsed)


def run_benchmark(
    games: Sequence[str] | None = None,
    seeds: int = DEFAULT_SEEDS,
    repeats: int = DEFAULT_REPEATS,
    peer_seeds: int = DEFAULT_PEER_SEEDS,
    decision_seeds: int = DEFAULT_DECISION_SEEDS,
    strong_decision_seeds: int = DEFAULT_STRONG_DECISION_SEEDS,
    policies: dict[str, Policy] | None = None,
    peer: bool = True,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """Measure every game (default: the whole registry) at every player count, and the peer. JSON-able."""
    if min(seeds, repeats, decision_seeds) < 1 or (peer and peer_seeds < 1) or strong_decision_seeds < 0:
        raise ValueError(
            "seeds, repeats, decision seeds and peer seeds must be at least 1; strong decision seeds >= 0"
        )
    say = progress or (lambda _message: None)
    game_ids = list(games) if games is not None else list(registry.ids())
    policies = decision_policies() if policies is None else policies
    seed_list = list(range(seeds))
    configs = [
        (registry.get(game_id), n)
        for game_id in game_ids
        for n in range(registry.get(game_id).min_players, registry.get(game_id).max_players + 1)
    ]
    measures = [Measure(rules.id, n) for rules, n in configs]
    peer_info = load_peer() if peer else None
    peer_measure = Measure(PEER_ID, PEER_PLAYERS) if peer_info else None
    peer_seed_list = list(range(peer_seeds))
    load_start = os.getloadavg()

    for r in range(repeats):  # interleaved: each repeat visits every config once
        say(f"repeat {r + 1}/{repeats}")
        for (rules, n), measure in zip(configs, measures, strict=True):
            _timed(
                lambda rules=rules, n=n: playouts(rules, n, seed_list),
                lambda rules=rules, n=n: warm_start(rules, n),
                measure,
            )
        if peer_info and peer_measure:
            _timed(
                lambda: peer_playouts(peer_info[0], peer_seed_list),
                lambda: warm_start(None, PEER_PLAYERS, peer_info[0]),
                peer_measure,
            )

    say("cost split")
    for (rules, n), measure in zip(configs, measures, strict=True):
        warm_start(rules, n)
        measure.split = split_playouts(rules, n, seed_list)
    if peer_info and peer_measure:
        warm_start(None, PEER_PLAYERS, peer_info[0])
        peer_measure.split = peer_split_playouts(peer_info[0], peer_seed_list)

    say("decision time")
    # the searching levels' own, smaller budget: each strong decision simulates 900-2,000 actions
    searching = (bots.STRONG, bots.EXPERT)
    seeds_per_level = {
        level: strong_decision_seeds if level in searching else decision_seeds for level in policies
    }
    decisions, decisions_per_game = measure_levels(configs, policies, seeds_per_level, warm_start, say)

    peer_row = peer_measure.to_dict() if peer_measure else None
    results = []
    for measure in measures:
        row = measure.to_dict()
        row["ratio_to_peer"] = row["actions_per_s"] / peer_row["actions_per_s"] if peer_row else None
        if measure.game in TARGET_GAMES:
            row["target_actions_per_s"] = TARGET_ACTIONS_PER_S
            row["meets_target"] = row["actions_per_s"] >= TARGET_ACTIONS_PER_S
        results.append(row)
    if peer_row and peer_info:
        peer_row["engine"] = f"RLCard {peer_info[1]} Bridge (pure Python, game API)"
    return {
        "meta": _meta(seeds, repeats, peer_seeds, seeds_per_level, load_start),
        "results": results,
        "peer": peer_row,
        "peer_missing": None if peer_info or not peer else "RLCard is not installed (use bench/run)",
        "decisions": decisions,
        "decisions_per_game": decisions_per_game,
    }


def _meta(
    seeds: int, repeats: int, peer_seeds: int, decision_seeds: dict[str, int], load_start: Any
) -> dict[str, Any]:
    affinity = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None
    return {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "platform": platform.platform(),
        "cpu_model": _cpu_model(),
        "cpu_count": os.cpu_count(),
        "affinity": affinity,
        "commit": _git_commit(),
        "seeds": seeds,
        "peer_seeds": peer_seeds,
        "repeats": repeats,
        "decision_seeds": decision_seeds,
        "gc": "enabled; collected before each measurement",
        "loadavg_start": list(load_start),
        "loadavg_end": list(os.getloadavg()),
    }


def _cpu_model() -> str | None:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or None


def _git_commit() -> str | None:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            check=True,
            cwd=Path(__file__).resolve().parent,
        )
    except (OSError, subprocess.CalledProcessError):
        return None
    return out.stdout.strip() or None


def format_report(report: dict[str, Any]) -> str:
    """The human-readable tables: throughput with the cost split and the peer ratio, then decision time."""
    meta = report["meta"]
    cpus = meta["affinity"]
    pinned = f"pinned to CPU {cpus[0]}" if cpus and len(cpus) == 1 else f"not pinned (CPUs {cpus})"
    peer_deals = f" (peer: {meta['peer_seeds']} deals)" if report["peer"] else ""
    lines = [
        f"Engine benchmark: {meta['python']}, {pinned}, {meta['cpu_model']}",
        f"{meta['seeds']} seeds per game and player count{peer_deals}, best of "
        f"{meta['repeats']} interleaved repeats; load average {meta['loadavg_start'][0]:.2f} at start, "
        f"{meta['loadavg_end'][0]:.2f} at end (the machine may be shared: see the spread)",
        "",
    ]
    header = (
        f"{'game':<17} {'pl':>2} {'act/game':>8} {'actions/s':>10} {'median':>9} {'spread':>7} "
        f"{'games/s':>8} {'µs/act':>7} {'legal':>6} {'apply':>6} {'to_act':>6} {'new':>5} {'other':>6} "
        f"{'vs peer':>8}  target"
    )
    lines += [header, "-" * len(header)]
    rows = list(report["results"])
    if report["peer"]:
        rows.append(report["peer"])
    for row in rows:
        split = row["split"]
        ratio = row.get("ratio_to_peer")
        if "meets_target" in row:
            target = f"{'ok' if row['meets_target'] else 'MISSED'} (>= {row['target_actions_per_s']:,})"
        else:
            target = "peer" if row["game"] == PEER_ID else ""
        lines.append(
            f"{row['game']:<17} {row['players']:>2} {row['actions_per_game']:>8.1f} "
            f"{row['actions_per_s']:>10,.0f} {row['actions_per_s_median']:>9,.0f} {row['spread']:>6.1%} "
            f"{row['games_per_s']:>8.1f} {row['us_per_action']:>7.1f} "
            f"{split['legal_actions']:>6.1%} {split['apply']:>6.1%} {split['to_act']:>6.1%} "
            f"{split['new_game']:>5.1%} {split['other']:>6.1%} "
            f"{(f'{ratio:.2f}x' if ratio is not None else '-'):>8}  {target}".rstrip()
        )
    if report["peer"]:
        lines.append(f"peer: {report['peer']['engine']}; 'vs peer' = our actions/s / the peer's actions/s")
    elif report["peer_missing"]:
        lines.append(f"peer: not measured: {report['peer_missing']}")
    lines += [
        "actions/s: best repeat; median: median repeat; spread: (slowest - fastest) / fastest repeat time.",
        "legal/apply/to_act/new/other: share of time in legal_actions, apply, to_act, new_game, and the "
        "loop itself (instrumented pass).",
    ]
    lines += ["", *target_summary(report)]
    decision_lines = format_decisions(report["decisions"], report["decisions_per_game"])
    if decision_lines:
        games = ", ".join(f"{level} {n}" for level, n in meta["decision_seeds"].items())
        lines += ["", f"Decision time: games per level and player count: {games}", *decision_lines]
    return "\n".join(lines)


def target_summary(report: dict[str, Any]) -> list[str]:
    """One line per target of issue #6, with the weakest player count of each game."""
    lines = ["Targets (issue #6), weakest player count per game:"]
    for game in TARGET_GAMES:
        rows = [row for row in report["results"] if row["game"] == game]
        if not rows:
            continue
        low = min(rows, key=lambda row: row["actions_per_s"])
        verdict = "ok" if low["actions_per_s"] >= TARGET_ACTIONS_PER_S else "MISSED"
        line = (
            f"  {game}: >= {TARGET_ACTIONS_PER_S:,} actions/s: {verdict} "
            f"({low['actions_per_s']:,.0f} at {low['players']} players)"
        )
        if low.get("ratio_to_peer") is not None:
            worst = min(rows, key=lambda row: row["ratio_to_peer"])
            verdict = "ok" if worst["ratio_to_peer"] >= 1 else "MISSED"
            line += f"; >= the peer: {verdict} ({worst['ratio_to_peer']:.2f}x at {worst['players']} players)"
        lines.append(line)
    return lines


def profile_playouts(
    rules: GameRules | None, players: int, seeds: Sequence[int], top: int = 25, peer_class: Any = None
) -> str:
    """cProfile of the playout loop (ours, or the peer's when ``rules`` is None), sorted by own time."""
    warm_start(rules, players, peer_class)
    profiler = cProfile.Profile()
    if rules is None:
        profiler.runcall(peer_playouts, peer_class, seeds)
    else:
        profiler.runcall(playouts, rules, players, seeds)
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).strip_dirs().sort_stats("tottime").print_stats(top)
    return out.getvalue()


def pin_cpu(cpu: str) -> int | None:
    """Pin this process to one CPU: ``auto`` = the idlest allowed CPU right now, a number, or ``none``."""
    if cpu == "none" or not hasattr(os, "sched_setaffinity"):
        return None
    allowed = sorted(os.sched_getaffinity(0))
    target = _idlest_cpu(allowed) if cpu == "auto" else int(cpu)
    os.sched_setaffinity(0, {target})
    return target


def _idlest_cpu(allowed: Sequence[int], sample: float = 0.5) -> int:
    """The allowed CPU with the most idle time over ``sample`` seconds (Linux); else the last one."""

    def idle() -> dict[int, int]:
        counts = {}
        for line in Path("/proc/stat").read_text().splitlines():
            name, *fields = line.split()
            if name.startswith("cpu") and name[3:].isdigit():
                counts[int(name[3:])] = int(fields[3]) + int(fields[4])  # idle + iowait
        return counts

    try:
        before = idle()
        time.sleep(sample)
        after = idle()
    except (OSError, ValueError, IndexError):
        return allowed[-1]
    return max(allowed, key=lambda cpu: (after.get(cpu, 0) - before.get(cpu, 0), cpu))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.engine", description=__doc__.splitlines()[0])
    parser.add_argument(
        "--games", nargs="+", metavar="ID", help=f"game ids (default: all of {registry.ids()})"
    )
    parser.add_argument("--seeds", type=int, default=DEFAULT_SEEDS, help="games per repeat (seeds 0..N-1)")
    parser.add_argument(
        "--repeats", type=int, default=DEFAULT_REPEATS, help="timed repeats; best is reported"
    )
    parser.add_argument("--peer-seeds", type=int, default=DEFAULT_PEER_SEEDS, help="peer deals per repeat")
    parser.add_argument(
        "--decision-seeds", type=int, default=DEFAULT_DECISION_SEEDS, help="games per level (random, casual)"
    )
    parser.add_argument(
        "--strong-decision-seeds",
        type=int,
        default=DEFAULT_STRONG_DECISION_SEEDS,
        help="games of the strong level per player count (~0.1 s per decision; 0: skip it)",
    )
    parser.add_argument("--no-peer", action="store_true", help="skip the RLCard peer")
    parser.add_argument("--cpu", default="auto", help="CPU to pin to: auto (the idlest), a number, or none")
    parser.add_argument("--json", type=Path, metavar="PATH", help="also write the full report as JSON")
    parser.add_argument(
        "--profile",
        action="append",
        default=[],
        metavar="GAME:PLAYERS",
        help="print a cProfile of the playouts of GAME at PLAYERS ('peer' for the peer); repeatable",
    )
    args = parser.parse_args(argv)
    unknown = sorted(set(args.games or ()) - set(registry.ids()))
    if unknown:
        parser.error(f"unknown game(s) {', '.join(unknown)}; registered: {', '.join(registry.ids())}")

    pin_cpu(args.cpu)  # before importing the peer, so any numpy threads inherit the affinity
    report = run_benchmark(
        games=args.games,
        seeds=args.seeds,
        repeats=args.repeats,
        peer_seeds=args.peer_seeds,
        decision_seeds=args.decision_seeds,
        strong_decision_seeds=args.strong_decision_seeds,
        peer=not args.no_peer,
        progress=lambda message: print(f"[bench] {message}", file=sys.stderr, flush=True),
    )
    print(format_report(report))
    for spec in args.profile:
        print()
        if spec == "peer":
            peer_info = load_peer()
            if peer_info is None:
                print("profile peer: RLCard is not installed")
                continue
            print(f"profile: {PEER_ID}, {args.peer_seeds} deals")
            print(profile_playouts(None, PEER_PLAYERS, range(args.peer_seeds), peer_class=peer_info[0]))
        else:
            game_id, _, players = spec.partition(":")
            rules = registry.get(game_id)
            n = int(players) if players else rules.max_players
            print(f"profile: {game_id}, {n} players, {args.seeds} games")
            print(profile_playouts(rules, n, range(args.seeds)))
    if args.json:
        args.json.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        print(f"\nreport written to {args.json}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
