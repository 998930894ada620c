"""``python -m bench.load``: the bot under many concurrent tables, against the floor, and start-up with
many stored tables. See bench/README.md ("The load benchmark")."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.load.agents import Pace
from bench.load.burst import BurstReport, measure_bursts
from bench.load.cluster import BACKENDS, start_server
from bench.load.level import PLAYERS, LevelConfig, LevelReport, run_level
from bench.load.processes import REPO, workdir
from bench.load.report import format_burst, format_levels, format_profile, format_startup, summary
from bench.load.startup import StartupReport, measure_startup
from bench.load.sustained import Sustained
from tests.support.postgres import PostgresServer


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.load", description=__doc__)
    parser.add_argument("--tables", type=int, nargs="+", default=[50, 200, 1000], help="load levels")
    parser.add_argument(
        "--games", nargs="+", default=list(PLAYERS), choices=list(PLAYERS), help="table i plays games[i %% n]"
    )
    parser.add_argument(
        "--think", type=float, default=5.0, help="mean seconds a player thinks before a decision"
    )
    parser.add_argument("--step-share", type=float, default=0.25, help="a form step's think time, as a share")
    parser.add_argument(
        "--duration", type=float, default=40.0, help="seconds of play per level after the ramp"
    )
    parser.add_argument("--ramp", type=float, default=15.0, help="seconds over which the tables open")
    parser.add_argument("--warmup", type=float, default=3.0, help="seconds of fast play before idle RSS")
    parser.add_argument(
        "--startup-tables", type=int, default=10_000, help="stored tables for start-up (0: skip)"
    )
    parser.add_argument(
        "--burst-tables",
        type=int,
        default=20,
        help="4 Seasons tables whose players all bid at once (0: skip)",
    )
    parser.add_argument(
        "--bot-tables", type=int, default=0, help="tables of one person and strong bots alongside each level"
    )
    parser.add_argument("--bot-think", type=float, default=1.0, help="that person's mean think time, s")
    parser.add_argument(
        "--pictures",
        choices=("on", "off"),
        default="on",
        help="the server's pictures setting (off: text only, the same code without pictures)",
    )
    parser.add_argument(
        "--backend",
        choices=BACKENDS,
        default=None,
        help="the bot's database for the load levels: sqlite (default with one process) or postgresql "
        "(a throwaway server; the default with --shards above 1)",
    )
    parser.add_argument(
        "--shards",
        type=int,
        default=1,
        help="bot processes for the load levels, one shard each, on one PostgreSQL database; "
        "bursts and start-up stay one process on SQLite",
    )
    parser.add_argument(
        "--repeats",
        type=int,
        default=1,
        help="rounds of every level (run in turn); the capacity line judges a level by the median of "
        "its runs' p99 ratios",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", action="store_true", help="py-spy the bot during each level")
    parser.add_argument(
        "--same-calls-floor",
        action="store_true",
        help="replay each level once more to a floor that also makes the bot's further exempt calls "
        "(its CPU prices the transport of the bot's calls)",
    )
    parser.add_argument("--json", type=Path, help="also write the whole report as JSON")
    parser.add_argument(
        "--workdir", type=Path, help="keep the SQLite files and logs here (default: a temp dir)"
    )
    args = parser.parse_args(argv)
    if args.shards < 1:
        parser.error("--shards must be at least 1")
    if args.repeats < 1:
        parser.error("--repeats must be at least 1")
    if args.backend is None:
        args.backend = "sqlite" if args.shards == 1 else "postgresql"
    if args.shards > 1 and args.backend != "postgresql":
        parser.error("--shards above 1 needs --backend postgresql (processes cannot share a SQLite file)")
    return args


def environment() -> dict[str, Any]:
    commit = subprocess.run(
        ["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=False
    ).stdout.strip()
    dirty = subprocess.run(
        ["git", "-C", str(REPO), "status", "--porcelain", "--", "bot", "storage", "games"],
        capture_output=True,
        text=True,
        check=False,
    ).stdout.strip()
    return {
        "commit": commit + (" + uncommitted changes" if dirty else ""),
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "load_average": [round(x, 2) for x in os.getloadavg()],
    }


async def _levels(
    args: argparse.Namespace, root: Path, pace: Pace, server: PostgresServer | None
) -> list[LevelReport]:
    levels: list[LevelReport] = []
    # Round after round of every level (not one level K times over): a change in the machine's load
    # during the run then falls on every level alike, not on one of them.
    for run in range(args.repeats):
        # Each round its own files (a level's directory holds its SQLite file and logs).
        where = root if args.repeats == 1 else workdir(root, f"run-{run + 1}")
        for tables in args.tables:
            print(f"… {tables} tables (run {run + 1} of {args.repeats})", file=sys.stderr, flush=True)
            levels.append(await run_level(_config(args, tables, where, pace, server)))
    return levels


def _config(
    args: argparse.Namespace, tables: int, root: Path, pace: Pace, server: PostgresServer | None
) -> LevelConfig:
    return LevelConfig(
        tables,
        tuple(args.games),
        pace,
        args.duration,
        args.ramp,
        args.seed,
        root,
        args.profile,
        args.warmup,
        args.bot_tables,
        args.bot_think,
        args.pictures == "on",
        args.shards,
        server,
        args.same_calls_floor,
    )


async def main_async(args: argparse.Namespace, root: Path) -> dict[str, Any]:
    began = time.perf_counter()
    env = environment()
    pace = Pace(args.think, args.step_share)
    print(
        f"Load benchmark: games {', '.join(args.games)} (table i plays game i mod {len(args.games)}), "
        f"think {args.think} s mean per decision, {args.ramp} s ramp + {args.duration} s per level, "
        f"seed {args.seed}; bot: {args.shards} process(es) on {args.backend}; "
        f"commit {env['commit']}, Python {env['python']}, "
        f"load average {env['load_average']}",
        flush=True,
    )
    server = start_server() if args.backend == "postgresql" else None
    try:
        levels = await _levels(args, root, pace, server)
    finally:
        if server is not None:
            server.stop()
    print(format_levels(levels))
    print(Sustained.of(levels, args.think).line())
    for level in levels:
        if level.profile:
            print(format_profile(level))
    burst: BurstReport | None = None
    if args.burst_tables:
        print(f"… bursts at {args.burst_tables} tables", file=sys.stderr, flush=True)
        burst = await measure_bursts(root, args.burst_tables, seed=args.seed)
        print(format_burst(burst))
    startup: StartupReport | None = None
    if args.startup_tables:
        print(f"… start-up with {args.startup_tables} stored tables", file=sys.stderr, flush=True)
        startup = await measure_startup(root, args.startup_tables, seed=args.seed)
        print(format_startup(startup))
    wall = time.perf_counter() - began
    env["load_average_after"] = [round(x, 2) for x in os.getloadavg()]
    print(f"Wall time {wall:.0f} s; load average after {env['load_average_after']}")
    return {"environment": env, "arguments": vars(args) | {"json": str(args.json), "workdir": str(root)}} | {
        "wall_seconds": round(wall, 1),
        **summary(levels, startup),
        "sustained": Sustained.of(levels, args.think).as_dict(),
        "burst": burst.as_dict() if burst else None,
    }


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    # The processes under test are stopped with SIGINT. A shell starting this in the background (``&``)
    # ignores SIGINT, and an ignored signal stays ignored in every child: restore the default first.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    # Kept afterwards: the bot's logs and SQLite files of every level are the evidence behind the figures.
    root = args.workdir or Path(tempfile.mkdtemp(prefix="cardroom-load-"))
    result = asyncio.run(main_async(args, root))
    print(f"Logs and SQLite files: {root}")
    if args.json:
        args.json.write_text(json.dumps(result, indent=2, default=str))
    failed = any(level["log_mismatches"] for level in result["levels"])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
