"""The picture benchmark: time and bytes of the hand and table pictures (``python -m bench.pictures``).

Views come from random legal playouts of every game at its largest table (seeds ``0..N-1``, every
``--every``-th state; hand pictures from the view of the seat to act, else seat 0). Building the views is
not timed; the clock (``time.perf_counter_ns``) covers ``hand_picture`` / ``table_picture`` alone: drawing,
palette mapping and PNG encoding.

* **warm**: every picture drawn once untimed first, then timed, with the faces, fonts, labels and
  palettes already cached (a long-running bot);
* **cold**: every cache of ``bot.pictures`` cleared before each timed picture (a bot's first picture of a
  game: every face on it painted afresh).

Median and p99 (nearest rank) per game and picture kind, and the PNG's bytes (median and max). Run
pinned to one CPU (``os.sched_setaffinity``, where the platform has it). ``--names`` labels the table's
seats with ``NAMES`` (Hangul, accents, emoji, zalgo, a very long one) instead of "Seat N".
``--tables N`` draws as a bot with N tables open does: each table picture labelled with the names of
its own table ("t17-2", as ``bench.load`` names its players), the tables taken in turn, so the label
caches see N tables' worth of names (at 200 tables they outnumber the caches) rather than the same four.
"""

from __future__ import annotations

import argparse
import functools
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from bot import pictures
from bot.pictures import compose, faces, games, hand, labels, paint
from games import registry

KINDS = ("hand", "table")
# Display names as players choose them: what ``--names`` puts on every table (one per seat, in turn).
NAMES = (
    "김민준",
    "Zoë Łukasz 🎲",
    "Z\u0334\u0321\u031b\u0353a\u0338\u0322l\u0335g\u0336o\u0337",
    "The Very Long Display Name Of Someone\u202e",
)


def views(game_id: str, seeds: int, every: int) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """(seat view, public view) pairs along random legal playouts."""
    rules = registry.get(game_id)
    for seed in range(seeds):
        rng = random.Random(seed)
        state = rules.new_game(rules.max_players, seed=seed)
        step = 0
        while True:
            acting = rules.to_act(state)
            if step % every == 0 or not acting:
                yield rules.view(state, acting[0] if acting else 0), rules.view(state, None)
            if not acting:
                break
            seat = rng.choice(acting)
            state, _ = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
            step += 1


def clear_caches() -> None:
    for module in (faces, paint, compose, hand, games, labels):
        for value in vars(module).values():
            if isinstance(value, functools._lru_cache_wrapper):
                value.cache_clear()


def p99(samples: list[int]) -> int:
    ordered = sorted(samples)
    return ordered[max(0, -(-99 * len(ordered) // 100) - 1)]


def measure(draw: Callable[[], pictures.Picture], cold: bool) -> tuple[int, int]:
    if cold:
        clear_caches()
    start = time.perf_counter_ns()
    picture = draw()
    return time.perf_counter_ns() - start, len(picture.png)


def table_names(game_id: str, index: int, tables: int) -> tuple[str, ...]:
    """The seat names of the table the ``index``-th picture of ``game_id`` is drawn for, among ``tables``
    open tables shared by every game (as ``bench.load`` spreads games over its tables)."""
    table = (index * len(registry.ids()) + list(registry.ids()).index(game_id)) % tables
    return tuple(f"t{table}-{seat}" for seat in range(registry.get(game_id).max_players))


def run(
    game_ids: list[str],
    seeds: int,
    every: int,
    cold_samples: int,
    names: Sequence[str] | None = None,
    tables: int = 0,
) -> list[dict[str, Any]]:
    rows = []
    for game_id in game_ids:
        pairs = list(views(game_id, seeds, every))
        calls = {
            "hand": [functools.partial(pictures.hand_picture, game_id, seat) for seat, _ in pairs],
            "table": [
                functools.partial(
                    pictures.table_picture,
                    game_id,
                    public,
                    table_names(game_id, i, tables) if tables else names,
                )
                for i, (_, public) in enumerate(pairs)
            ],
        }
        for kind in KINDS:
            for draw in calls[kind]:
                draw()  # warm every cache this game's pictures use
            warm = [measure(draw, cold=False) for draw in calls[kind]]
            step = max(1, len(calls[kind]) // cold_samples)
            cold = [measure(draw, cold=True) for draw in calls[kind][::step][:cold_samples]]
            sizes = [size for _, size in warm]
            rows.append(
                {
                    "game": game_id,
                    "picture": kind,
                    "n": len(warm),
                    "warm_median_ms": statistics.median(t for t, _ in warm) / 1e6,
                    "warm_p99_ms": p99([t for t, _ in warm]) / 1e6,
                    "cold_median_ms": statistics.median(t for t, _ in cold) / 1e6,
                    "cold_p99_ms": p99([t for t, _ in cold]) / 1e6,
                    "bytes_median": int(statistics.median(sizes)),
                    "bytes_max": max(sizes),
                }
            )
            clear_caches()
    return rows


def table(rows: list[dict[str, Any]]) -> str:
    head = "| game | picture | n | warm median ms | warm p99 ms | cold median ms | cold p99 ms |"
    lines = [head + " bytes median | bytes max |", "|---|---|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(
            f"| {r['game']} | {r['picture']} | {r['n']} | {r['warm_median_ms']:.2f} | "
            f"{r['warm_p99_ms']:.2f} | {r['cold_median_ms']:.1f} | {r['cold_p99_ms']:.1f} | "
            f"{r['bytes_median']:,} | {r['bytes_max']:,} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=list(registry.ids()))
    parser.add_argument("--seeds", type=int, default=10, help="playouts per game")
    parser.add_argument("--every", type=int, default=3, help="every N-th state of a playout")
    parser.add_argument("--cold", type=int, default=30, help="cold samples per game and picture")
    parser.add_argument("--names", action="store_true", help="label the seats with NAMES, not Seat N")
    parser.add_argument("--tables", type=int, default=0, help="label each table with its own names, N tables")
    args = parser.parse_args(argv)
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    rows = run(args.games, args.seeds, args.every, args.cold, NAMES if args.names else None, args.tables)
    print(f"Pillow {paint.Image.__version__}, Python {sys.version.split()[0]}, one CPU", file=sys.stderr)
    print(table(rows))


if __name__ == "__main__":
    main()
