"""Maintenance commands for the operator: ``python -m bot.maintenance <command> [--database PATH]``.

``rebuild-ratings``: recompute every rating from the stored results (bot/tables/ratings.py), in the order
the games were rated, in one transaction. Run it after changing the rating model or its numbers (the bot
itself rates the games of a database from before ratings, once, at its first start). Stop the bot first,
or pick a quiet hour: the bot keeps no rating in memory, but the transaction holds the database's write
lock for its whole run (about 13 s per 10,000 games), and moves made meanwhile are refused as "busy".

``check-replays``: replay every stored finished game's log (bot/tables/replay_check.py) and name each one
that no longer ends in its stored final state. Run it after an engine change. It only reads (it applies
pending migrations, as the bot would on start), so it may run while the bot runs, or on a copy.

The database is ``DATABASE_PATH`` from ``.env`` or the environment unless ``--database`` names one.
Exit code 0 on success, 1 when ``check-replays`` found games that differ, 2 with one sentence when the
database cannot be used. English only, like the bot's logs: the operator reads it, not the players.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

from bot.settings import Settings
from bot.tables.ratings import rate_game
from bot.tables.replay_check import check_store
from storage import StorageError, Store


@dataclass(frozen=True, slots=True)
class Done:
    """What a command prints, and whether it found a problem (exit code 1)."""

    text: str
    found_problems: bool = False


async def rebuild_ratings(store: Store) -> Done:
    games = await store.rebuild_ratings(rate_game)
    return Done(f"Ratings rebuilt from {games} rated games.")


async def check_replays(store: Store) -> Done:
    report = await check_store(store)
    lines = [f"table {m.table_id} ({m.game_id}): {m.reason}" for m in report.mismatches]
    lines.append(f"{report.checked} finished games checked, {len(report.mismatches)} differ.")
    return Done("\n".join(lines), found_problems=bool(report.mismatches))


COMMANDS: dict[str, Callable[[Store], Awaitable[Done]]] = {
    "rebuild-ratings": rebuild_ratings,
    "check-replays": check_replays,
}


async def run(command: str, database: Path) -> Done:
    async with await Store.open(database) as store:
        return await COMMANDS[command](store)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.maintenance", description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=sorted(COMMANDS))
    parser.add_argument("--database", type=Path, help="the SQLite file (default: DATABASE_PATH)")
    args = parser.parse_args(argv)
    database = args.database or Settings().database_path
    if not database.is_file():
        print(f"No database at {database}: nothing to do.", file=sys.stderr)
        return 2
    try:
        done = asyncio.run(run(args.command, database))
    except StorageError as error:
        print(f"The database {database} cannot be used: {error}", file=sys.stderr)
        return 2
    print(done.text)
    return 1 if done.found_problems else 0


if __name__ == "__main__":
    sys.exit(main())
