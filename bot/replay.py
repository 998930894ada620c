"""Replays from the command line (operator and bug-report tools; English only, like the bot's logs).

python -m bot.replay FILE              replay an exported game (the replay's 📄 Export button) and
                                       print its final standings; exit 1 if it ends elsewhere
python -m bot.replay --check DATABASE  replay every stored finished game and list those that do not
                                       end in their stored final state; exit 1 if any
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from bot.tables.history import EXPORT_FORMAT
from bot.tables.replay_check import check_store
from bot.tables.replays import Replay, ReplayError, ReplayGame, build
from storage import StorageError, Store


class FileProblem(Exception):
    """The export file cannot be read; the message is one sentence."""


def read_export(path: Path) -> tuple[ReplayGame, str]:
    """The game an export file describes, and the final state's fingerprint it promises."""
    try:
        document: Any = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise FileProblem(f"{path} is not a readable Cardroom export: {error}") from None
    try:
        if document["format"] != EXPORT_FORMAT:
            raise FileProblem(f"{path} is export format {document['format']!r}; this Cardroom reads 1.")
        game = ReplayGame(
            game_id=str(document["game"]),
            options=dict(document["options"]),
            seed=int(document["seed"]),
            names=tuple(str(name) for name in document["seats"]),
            actions=tuple((int(seat), str(action)) for seat, action in document["actions"]),
            status=str(document["status"]),
        )
        return game, str(document["final_state_sha256"])
    except (KeyError, TypeError, ValueError) as error:
        raise FileProblem(f"{path} lacks a field of a Cardroom export ({error!r}).") from None


def standings(replay: Replay) -> list[str]:
    names = replay.game.names
    outcome = replay.outcome
    if outcome is None:
        return [f"The game was ended after {replay.last} moves, before its finish: nothing was scored."]
    order = sorted(range(len(names)), key=lambda seat: (outcome.rank_of(seat), seat))
    return [f"{outcome.rank_of(seat)}. {names[seat]}  {outcome.scores[seat]}" for seat in order]


def replay_file(path: Path) -> int:
    game, promised = read_export(path)
    try:
        replay = build(game)
    except ReplayError as error:
        print(f"{path}: the log does not replay: {error}", file=sys.stderr)
        return 1
    print(f"{game.game_id}, {len(game.names)} seats, seed {game.seed}, {replay.last} moves")
    print("\n".join(standings(replay)))
    if replay.final_hash != promised:
        print("The replay ends in a different state than the one exported.", file=sys.stderr)
        return 1
    print("The replay ends exactly in the exported final state.")
    return 0


async def check_database(path: Path) -> int:
    if not path.is_file():
        print(f"{path}: no such database file.", file=sys.stderr)
        return 2
    async with await Store.open(path) as store:
        report = await check_store(store)
    for mismatch in report.mismatches:
        print(f"table {mismatch.table_id} ({mismatch.game_id}): {mismatch.reason}")
    print(f"{report.checked} finished games checked, {len(report.mismatches)} differ.")
    return 1 if report.mismatches else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.replay", description=__doc__.split("\n\n")[0])
    parser.add_argument("path", type=Path, help="an export file, or with --check the database")
    parser.add_argument("--check", action="store_true", help="check every finished game of a database")
    args = parser.parse_args(argv)
    try:
        return asyncio.run(check_database(args.path)) if args.check else replay_file(args.path)
    except (FileProblem, StorageError) as problem:
        print(problem, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
