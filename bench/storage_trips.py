"""CPU per storage call of a click, on a real SQLite file: a one-row read and a one-action transaction.

``python -m bench.storage_trips [--rounds N]``. The statements are those of a click: the table row read
by id, and ``record_action``'s transaction (the guarded UPDATE … RETURNING of the table, the INSERT of
the action). The figure is the process's CPU time (every thread: the event loop's and aiosqlite's) per
call, so it reads the same on a busy machine; wall time is printed beside it.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from pathlib import Path

from storage import Store
from storage.tables import TableRepository

ROUNDS = 3000


async def _measure(path: Path, rounds: int) -> dict[str, tuple[float, float]]:
    store = await Store.open(path)
    tables = TableRepository(store.database)
    try:
        table = await tables.create_table(
            guild_id=1, channel_id=2, game_id="bench", options="{}", seed=1, host_id=3, host_name="host"
        )
        await tables.add_player(table.id, 4, "guest")
        table = await tables.start_table(
            table.id, seat_order=[3, 4], state="{}", expected_version=table.version
        )
        figures: dict[str, tuple[float, float]] = {}

        cpu, wall = time.process_time(), time.perf_counter()
        for _ in range(rounds):
            await tables.get_table(table.id)
        figures["read the table row"] = (time.process_time() - cpu, time.perf_counter() - wall)

        version = table.version
        cpu, wall = time.process_time(), time.perf_counter()
        for _ in range(rounds):
            record = await tables.record_action(
                table.id, seat=0, action="a", state="{}", expected_version=version
            )
            version = record.version
        figures["record one action"] = (time.process_time() - cpu, time.perf_counter() - wall)
        return figures
    finally:
        await store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        figures = asyncio.run(_measure(Path(folder) / "trips.sqlite3", args.rounds))
    print(f"{'call':<24} {'CPU µs':>8} {'wall µs':>8}   ({args.rounds} each)")
    for name, (cpu, wall) in figures.items():
        print(f"{name:<24} {1e6 * cpu / args.rounds:>8.0f} {1e6 * wall / args.rounds:>8.0f}")


if __name__ == "__main__":
    main()
