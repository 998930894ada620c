"""Moving a big SQLite database to PostgreSQL (``python -m bench.copy``): what ``copy-to-postgres`` costs.

Fills a real SQLite file with ``--games`` finished games played to the end by the real engines (the
start-up benchmark's rows, bench/load/startup.py, every game finished), rates them with the real
``rebuild_ratings``, starts a throwaway PostgreSQL server (tests/support/postgres.py) and times the
command's two steps on an empty database there: the copy (storage/copy.py: migrate, copy, reset the
counters, compare the counts, commit) and the replay of every finished game from the copy
(bot/tables/replay_check.py). Reports rows, seconds, rows/s and this process's CPU seconds (the server's
own CPU is not in it), with the machine's load average.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import shutil
import sqlite3
import tempfile
import time
from pathlib import Path
from typing import Any

import asyncpg

from bench.load.startup import COLUMNS, GAMES, _table
from bot.tables.ratings import rate_game
from bot.tables.replay_check import check_store
from storage import Store
from storage.copy import copy_to_postgres
from tests.support.postgres import PostgresServer

GUILD = 424242424242424242
TICKS = os.sysconf("SC_CLK_TCK")


def server_cpu(server: PostgresServer) -> float:
    """CPU seconds of the PostgreSQL server so far: the postmaster, the backends it has reaped (the
    kernel adds them to its children's time) and the ones still running."""
    postmaster = int((server.data / "postmaster.pid").read_text().split()[0])
    ticks = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue  # a process that just ended
        pid, parent = int(stat.parent.name), int(fields[1])
        if pid == postmaster or parent == postmaster:
            ticks += sum(int(value) for value in fields[11:15])  # utime stime cutime cstime
    return ticks / TICKS


async def fill(path: Path, games: int, seed: int) -> int:
    """``games`` finished games in one transaction, then rated; returns the rows written."""
    await (await Store.open(path)).close()  # the schema, as the bot creates it
    rng = random.Random(seed)
    rows: dict[str, list[tuple[Any, ...]]] = {name: [] for name in COLUMNS}
    now = time.time()
    for table_id in range(1, games + 1):
        _table(rows, rng, table_id, GAMES[table_id % len(GAMES)], "finished", GUILD, now)
    with sqlite3.connect(path) as raw:
        for name, values in rows.items():
            columns = COLUMNS[name].split()
            insert = f"INSERT INTO {name} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"
            raw.executemany(insert, values)
    raw.close()
    async with await Store.open(path) as store:
        await store.rebuild_ratings(rate_game)
    return sum(len(values) for values in rows.values())


async def measure(games: int, seed: int, kept: Path | None) -> None:
    folder = Path(tempfile.mkdtemp(prefix="cardroom-copy-"))
    source = folder / "cardroom.sqlite3"
    if kept is not None and kept.is_file():
        shutil.copyfile(kept, source)  # the copy migrates and optimizes its source: work on a copy
        print(f"using {kept}", flush=True)
    else:
        began = time.perf_counter()
        await fill(source, games, seed)
        print(f"filled with {games} finished games in {time.perf_counter() - began:.1f} s", flush=True)
        if kept is not None:
            shutil.copyfile(source, kept)
    server = PostgresServer.start()
    try:
        admin = await asyncpg.connect(server.url())
        await admin.execute('CREATE DATABASE "copy_target"')
        await admin.close()
        target = server.url("copy_target")
        wall, cpu, server_began = time.perf_counter(), time.process_time(), server_cpu(server)
        report = await copy_to_postgres(source, target)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        on_server = server_cpu(server) - server_began
        per_table = ", ".join(f"{table.name} {table.rows}" for table in report.tables)
        print(f"copy: {report.rows} rows ({per_table})")
        rate = report.rows / wall
        print(
            f"copy: {wall:.1f} s wall ({rate:,.0f} rows/s; the transaction {report.seconds:.1f} s, the"
            f" migrations before it), CPU {cpu:.1f} s here + {on_server:.1f} s in the PostgreSQL server"
        )
        wall, cpu = time.perf_counter(), time.process_time()
        async with await Store.open(target) as store:
            checked = await check_store(store)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        print(
            f"replay: {checked.checked} games, {len(checked.mismatches)} mismatches in {wall:.1f} s wall,"
            f" {cpu:.1f} s CPU"
        )
    finally:
        server.stop()
        shutil.rmtree(folder, ignore_errors=True)
    print(f"load average: {Path('/proc/loadavg').read_text().strip()}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.copy", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="finished games in the SQLite file")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--keep", type=Path, help="keep the filled file here, or reuse it if it exists")
    args = parser.parse_args(argv)
    asyncio.run(measure(args.games, args.seed, args.keep))


if __name__ == "__main__":
    main()
