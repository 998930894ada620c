"""Maintenance commands for the operator: ``python -m bot.maintenance <command> [--database PATH]``.

``rebuild-ratings``: recompute every rating from the stored results (bot/tables/ratings.py), in the order
the games were rated, in one transaction. Run it after changing the rating model or its numbers, and once
after upgrading to a release with ratings, so the games finished before are rated too. It may run while
the bot runs: the rebuild is one transaction, and the bot keeps no rating in memory.

The database is ``DATABASE_PATH`` from ``.env`` or the environment unless ``--database`` names one.
Exit code 0 on success, 2 with one sentence when the database cannot be used.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path

from bot.settings import Settings
from bot.tables.ratings import rate_game
from storage import StorageError, Store


async def rebuild_ratings(store: Store) -> str:
    games = await store.rebuild_ratings(rate_game)
    return f"Ratings rebuilt from {games} rated games."


COMMANDS: dict[str, Callable[[Store], Awaitable[str]]] = {"rebuild-ratings": rebuild_ratings}


async def run(command: str, database: Path) -> str:
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
        print(asyncio.run(run(args.command, database)))
    except StorageError as error:
        print(f"The database {database} cannot be used: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
