"""/leaderboard on a server with 10,000 rated games (``python -m bench.leaderboard``).

Fills a real SQLite file (a temporary one unless ``--database``) with ``--games`` finished games of one
game on one server, each between 2–4 of ``--players`` people (no bots, so every one is rated), finished
one minute apart; their results go in with plain SQL, as the bot would have left them, and then the real
``rebuild_ratings`` rates them all (its time is reported too). Then it times what ``/leaderboard`` does
before it answers: ``TableService.leaderboard_page`` (the storage queries) and ``rated_leaderboard_text``
(the render), for the first page and the last, ``--repeats`` times each, on a warm connection. Discord's
limit is 3 s for the first answer; the figure is the median, p99 (nearest rank) and max in milliseconds.
It also times the server's ``/history`` (its last ended games) and one player's ``/stats``.

``--backend postgresql`` does the same on PostgreSQL: a throwaway server (tests/support/postgres.py: the
Debian binaries, a temporary directory) unless ``--database-url`` names one, filled with the same rows
and ``ANALYZE``d, as autovacuum would have left a database that grew to this size.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from bot.render.boards import rated_leaderboard_text
from bot.tables import TableService
from bot.tables.ratings import rate_game
from storage import Store

GUILD = 424242424242424242
GAME = "quatorze"
FIRST_USER = 10**17  # real-sized snowflakes
START = 1_700_000_000.0
OTHER_SERVERS = 100  # where ``--elsewhere`` games are spread


Rows = tuple[list[tuple], list[tuple], list[tuple]]
_INSERT_TABLES = (
    "INSERT INTO tables (id, guild_id, channel_id, game_id, options, seed, status, host_id,"
    " created_at, updated_at, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_INSERT_SEATS = (
    "INSERT INTO players (table_id, user_id, name, join_seq, seat, joined_at) VALUES (?, ?, ?, ?, ?, ?)"
)
_INSERT_RESULTS = (
    "INSERT INTO results (table_id, guild_id, game_id, user_id, name, seat, score, rank, won,"
    " finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


def rows_of(games: int, players: int, seed: int, elsewhere: int = 0) -> Rows:
    """The tables, seats and results of ``games`` finished rated games; then ``elsewhere`` ended games in
    other servers (tables and seats only, so the rebuild rates this server's games alone)."""
    rng = random.Random(seed)
    tables, seats, results = [], [], []
    for table_id in range(games + 1, games + elsewhere + 1):
        at = START + 60 * rng.randint(1, games)
        guild = GUILD + 1 + table_id % OTHER_SERVERS
        host = FIRST_USER + players + table_id
        tables.append((table_id, guild, table_id, GAME, "{}", table_id, "finished", host, at, at, at))
        seats.extend((table_id, host + seat, f"guest{seat}", seat + 1, seat, at) for seat in range(2))
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
            results.append(
                (table_id, GUILD, GAME, user, f"player{person}", seat, score, rank, int(rank == 1), at)
            )
    return tables, seats, results


async def fill(location: Path | str, rows: Rows) -> None:
    """The rows in one transaction, with plain SQL, beside the store (which only created the schema)."""
    statements = zip((_INSERT_TABLES, _INSERT_SEATS, _INSERT_RESULTS), rows, strict=True)
    if isinstance(location, Path):
        with sqlite3.connect(location) as raw:
            for sql, batch in statements:
                raw.executemany(sql, batch)
        raw.close()
        return
    import asyncpg

    from storage.dialect import to_postgres

    connection = await asyncpg.connect(location)
    try:
        async with connection.transaction():
            for sql, batch in statements:
                await connection.executemany(to_postgres(sql).sql, batch)
    finally:
        await connection.close()


async def analyze(location: Path | str) -> None:
    """PostgreSQL's planner statistics, as autovacuum keeps them on a database that grew to this size."""
    if isinstance(location, str):
        import asyncpg

        connection = await asyncpg.connect(location)
        await connection.execute("ANALYZE")
        await connection.close()


def summary(samples_ms: list[float]) -> str:
    ordered = sorted(samples_ms)
    p99 = ordered[max(0, -(-99 * len(ordered) // 100) - 1)]
    return f"median {statistics.median(ordered):.1f} ms · p99 {p99:.1f} ms · max {ordered[-1]:.1f} ms"


def timed(label: str, repeats: int, call: Callable[[], Awaitable[object]]) -> Callable[[], Awaitable[None]]:
    async def run() -> None:
        samples = []
        for _ in range(repeats):
            started = time.perf_counter()
            await call()
            samples.append((time.perf_counter() - started) * 1000)
        print(f"{label}: {summary(samples)} ({repeats} runs)")

    return run


async def measure(location: Path | str, args: argparse.Namespace) -> None:
    games, players, repeats, seed = args.games, args.players, args.repeats, args.seed
    await (await Store.open(location)).close()  # create the schema
    started = time.perf_counter()
    await fill(location, rows_of(games, players, seed, args.elsewhere))
    filled = time.perf_counter() - started
    store = await Store.open(location)
    try:
        started = time.perf_counter()
        rated = await store.rebuild_ratings(rate_game)
        rebuilt = time.perf_counter() - started
        await analyze(location)
        tables = TableService(store)
        first = await tables.leaderboard_page(GUILD, GAME)
        where = "PostgreSQL" if isinstance(location, str) else location
        print(f"{where}: {rated:,} rated games, {players} players; filled in {filled:.1f} s, "
              f"ratings rebuilt in {rebuilt:.1f} s; {first.pages} pages; "
              f"{args.elsewhere:,} ended games in {OTHER_SERVERS} other servers")  # fmt: skip
        for label, page in (("first page", 0), ("last page", first.pages - 1)):
            samples = []
            for _ in range(repeats):
                started = time.perf_counter()
                board = await tables.leaderboard_page(GUILD, GAME, page)
                rated_leaderboard_text("Quatorze", board)
                samples.append((time.perf_counter() - started) * 1000)
            print(f"/leaderboard query + render, {label}: {summary(samples)} ({repeats} runs)")
        # A reader of every channel (each game here has a channel of its own): the longest filter.
        readable = frozenset(range(1, args.games + 1))
        await timed(
            "/history of the server (storage)",
            repeats,
            lambda: tables.history(GUILD, readable_channels=readable),
        )()
        await timed(
            "/stats of one player (storage)", repeats, lambda: tables.player_stats(GUILD, FIRST_USER)
        )()
        print(rated_leaderboard_text("Quatorze", first))
    finally:
        await store.close()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--elsewhere", type=int, default=0, help="ended games in other servers, beside")
    parser.add_argument("--database", type=Path, help="a new SQLite file to fill (default: a temporary one)")
    parser.add_argument("--backend", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--database-url", help="an empty PostgreSQL database (default: a throwaway server)")
    args = parser.parse_args(argv)
    if args.backend == "postgresql":
        asyncio.run(on_postgres(args))
        return
    if args.database is not None:
        asyncio.run(measure(args.database, args))
        return
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(measure(Path(folder) / "bench.sqlite3", args))


async def on_postgres(args: argparse.Namespace) -> None:
    if args.database_url is not None:
        await measure(args.database_url, args)
        return
    import asyncpg

    from tests.support.postgres import PostgresServer

    server = PostgresServer.start()
    try:
        admin = await asyncpg.connect(server.url())
        await admin.execute('CREATE DATABASE "bench"')
        await admin.close()
        await measure(server.url("bench"), args)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
