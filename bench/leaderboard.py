"""/leaderboard on a server with 10,000 rated games (``python -m bench.leaderboard``).

Fills a real SQLite file (a temporary one unless ``--database``) with ``--games`` finished games of one
game on one server, each between 2–4 of ``--players`` people (no bots, so every one is rated), finished
one minute apart; their results go in with plain SQL, as the bot would have left them, and then the real
``rebuild_ratings`` rates them all (its time is reported too). Then it times what ``/leaderboard`` does
before it answers: ``TableService.leaderboard_page`` (the storage queries) and ``rated_leaderboard_text``
(the render), for the first page and the last, ``--repeats`` times each, on a warm connection. Discord's
limit is 3 s for the first answer; the figure is the median, p99 (nearest rank) and max in milliseconds.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

from bot.render.boards import rated_leaderboard_text
from bot.tables import TableService
from bot.tables.ratings import rate_game
from storage import Store

GUILD = 424242424242424242
GAME = "quatorze"
FIRST_USER = 10**17  # real-sized snowflakes
START = 1_700_000_000.0


def fill(path: Path, games: int, players: int, seed: int) -> None:
    """The tables, seats and results of ``games`` finished rated games, in one transaction."""
    rng = random.Random(seed)
    tables, seats, results = [], [], []
    for table_id in range(1, games + 1):
        at = START + 60 * table_id
        people = rng.sample(range(players), rng.randint(2, 4))
        scores = [rng.randint(0, 40) for _ in people]
        tables.append(
            (table_id, GUILD, table_id, GAME, "{}", table_id, "finished", FIRST_USER + people[0], at, at, at)
        )
        for seat, (person, score) in enumerate(zip(people, scores, strict=True)):
            user = FIRST_USER + person
            rank = 1 + sum(other > score for other in scores)
            seats.append((table_id, user, f"player{person}", seat + 1, seat, at))
            results.append((table_id, GUILD, GAME, user, f"player{person}", seat, score, rank, rank == 1, at))
    with sqlite3.connect(path) as raw:
        raw.executemany(
            "INSERT INTO tables (id, guild_id, channel_id, game_id, options, seed, status, host_id,"
            " created_at, updated_at, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            tables,
        )
        raw.executemany(
            "INSERT INTO players (table_id, user_id, name, join_seq, seat, joined_at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            seats,
        )
        raw.executemany(
            "INSERT INTO results (table_id, guild_id, game_id, user_id, name, seat, score, rank, won,"
            " finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            results,
        )
    raw.close()


def summary(samples_ms: list[float]) -> str:
    ordered = sorted(samples_ms)
    p99 = ordered[max(0, -(-99 * len(ordered) // 100) - 1)]
    return f"median {statistics.median(ordered):.1f} ms · p99 {p99:.1f} ms · max {ordered[-1]:.1f} ms"


async def measure(path: Path, games: int, players: int, repeats: int, seed: int) -> None:
    await (await Store.open(path)).close()  # create the schema
    started = time.perf_counter()
    fill(path, games, players, seed)
    filled = time.perf_counter() - started
    store = await Store.open(path)
    try:
        started = time.perf_counter()
        rated = await store.rebuild_ratings(rate_game)
        rebuilt = time.perf_counter() - started
        tables = TableService(store)
        first = await tables.leaderboard_page(GUILD, GAME)
        print(f"{path}: {rated:,} rated games, {players} players; filled in {filled:.1f} s, "
              f"ratings rebuilt in {rebuilt:.1f} s; {first.pages} pages")  # fmt: skip
        for label, page in (("first page", 0), ("last page", first.pages - 1)):
            samples = []
            for _ in range(repeats):
                started = time.perf_counter()
                board = await tables.leaderboard_page(GUILD, GAME, page)
                rated_leaderboard_text("Quatorze", board)
                samples.append((time.perf_counter() - started) * 1000)
            print(f"/leaderboard query + render, {label}: {summary(samples)} ({repeats} runs)")
        print(rated_leaderboard_text("Quatorze", first))
    finally:
        await store.close()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--database", type=Path, help="a new SQLite file to fill (default: a temporary one)")
    args = parser.parse_args(argv)
    if args.database is not None:
        asyncio.run(measure(args.database, args.games, args.players, args.repeats, args.seed))
        return
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(
            measure(Path(folder) / "bench.sqlite3", args.games, args.players, args.repeats, args.seed)
        )


if __name__ == "__main__":
    main()
