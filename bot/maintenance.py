"""Maintenance commands for the operator: ``python -m bot.maintenance <command> [--database PATH]``.

``rebuild-ratings``: recompute every rating from the stored results (bot/tables/ratings.py), in the order
the games were rated, in one transaction. Run it after changing the rating model or its numbers (the bot
itself rates the games of a database from before ratings, once, at its first start). Stop the bot first,
or pick a quiet hour: the bot keeps no rating in memory, but the transaction holds the database's write
lock for its whole run (about 13 s per 10,000 games), and moves made meanwhile are refused as "busy".

``check-replays``: replay every stored finished game's log (bot/tables/replay_check.py) and name each one
that no longer ends in its stored final state. Run it after an engine change. It only reads (it applies
pending migrations, as the bot would on start), so it may run while the bot runs, or on a copy.

``copy-to-postgres --from FILE --to postgresql://…``: copy the SQLite database into a new, empty
PostgreSQL database (storage/copy.py: both migrated first, one transaction, row counts compared), then
replay every stored finished game there, as ``check-replays`` does. Stop the bot first (the copy refuses
a file the bot holds). Progress goes to stderr. A failed copy keeps nothing: run it again.

The database is ``DATABASE_URL`` or else ``DATABASE_PATH`` from ``.env`` or the environment unless
``--database`` names one (a file or a ``postgresql://`` URL); ``copy-to-postgres`` copies from
``--from`` (default ``DATABASE_PATH``) to ``--to`` (default ``DATABASE_URL``).
Exit code 0 on success, 1 when ``check-replays`` or the copy's check found games that differ, 2 with one
sentence when a database cannot be used (or the copy's target already holds data). English only, like the
bot's logs: the operator reads it, not the players.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

from bot.settings import SettingsProblem, read_settings
from bot.tables.ratings import rate_game
from bot.tables.replay_check import check_store
from storage import StorageError, Store
from storage.copy import CopyMismatchError, CopyReport, copy_to_postgres
from storage.postgres import is_postgres_url, redacted


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


async def run(command: str, database: str | Path) -> Done:
    async with await Store.open(database) as store:
        return await COMMANDS[command](store)


COPY_COMMAND = "copy-to-postgres"


def progress(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


async def copy_and_check(source: Path, target: str) -> Done:
    """The copy (storage.copy), then every finished game replayed from the target's own rows."""
    report = await copy_to_postgres(source, target, progress=progress)
    copied = copy_summary(report)
    progress(copied)
    progress("replaying every finished game in the copy")
    async with await Store.open(target) as store:
        checked = await check_copy(store, report.rows_of("tables"))
    return Done(f"{copied}\n{checked.text}", checked.found_problems)


def copy_summary(report: CopyReport) -> str:
    per_table = ", ".join(f"{table.name} {table.rows}" for table in report.tables)
    rate = report.rows / report.seconds if report.seconds > 0 else 0.0
    return f"Copied {report.rows} rows in {report.seconds:.1f} s ({rate:,.0f} rows/s): {per_table}."


async def check_copy(store: Store, tables: int) -> Done:
    """The line an operator waits for: "N tables, M replayed, 0 mismatches", each mismatch named above it."""
    report = await check_store(store)
    lines = [f"table {m.table_id} ({m.game_id}): {m.reason}" for m in report.mismatches]
    count = len(report.mismatches)
    lines.append(
        f"{tables} tables, {report.checked} replayed, {count} {'mismatch' if count == 1 else 'mismatches'}."
    )
    if count:
        lines.append(
            "The copy was kept: run check-replays on the SQLite file to see whether those games differ "
            "there too (then an engine change, not the copy, is the cause); to copy again, drop the "
            "PostgreSQL database and create it empty."
        )
    return Done("\n".join(lines), found_problems=bool(count))


def copy_command(source: Path | None, target: str | None) -> int:
    if source is None or target is None:
        settings = read_settings()
        source = source or settings.database_path
        if target is None and settings.database_url is not None:
            target = settings.database_url.get_secret_value()
    if target is None or not is_postgres_url(target):
        print(
            "Say where to copy to: --to postgresql://user:password@host/db (or DATABASE_URL).",
            file=sys.stderr,
        )
        return 2
    if not source.is_file():
        print(f"No database at {source}: nothing to copy.", file=sys.stderr)
        return 2
    try:
        done = asyncio.run(copy_and_check(source, target))
    except CopyMismatchError as error:
        print(f"The copy into {redacted(target)} was undone: {error}", file=sys.stderr)
        return 1
    except StorageError as error:
        print(f"Nothing was copied into {redacted(target)}: {error}", file=sys.stderr)
        return 2
    print(done.text)
    return 1 if done.found_problems else 0


def main(argv: list[str] | None = None) -> int:
    try:
        return _command(argv)
    except SettingsProblem as problem:  # one sentence naming the setting, never its value
        print(problem, file=sys.stderr)
        return 2


def _command(argv: list[str] | None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.maintenance", description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=sorted([*COMMANDS, COPY_COMMAND]))
    parser.add_argument("--database", help="the SQLite file or postgresql:// URL (default: the bot's)")
    parser.add_argument("--from", dest="source", type=Path, help=f"{COPY_COMMAND}: the SQLite file")
    parser.add_argument("--to", dest="target", help=f"{COPY_COMMAND}: the PostgreSQL URL")
    args = parser.parse_args(argv)
    if args.command == COPY_COMMAND:
        return copy_command(args.source, args.target)
    database: str | Path = args.database or read_settings().database_location()
    if not is_postgres_url(database):
        database = Path(database)
        if not database.is_file():
            print(f"No database at {database}: nothing to do.", file=sys.stderr)
            return 2
    where = redacted(database) if isinstance(database, str) else database
    try:
        done = asyncio.run(run(args.command, database))
    except StorageError as error:
        print(f"The database {where} cannot be used: {error}", file=sys.stderr)
        return 2
    print(done.text)
    return 1 if done.found_problems else 0


if __name__ == "__main__":
    sys.exit(main())
