"""Replays from the command line (operator and bug-report tools; English only, like the bot's logs).

python -m bot.replay FILE   replay an exported game (the replay's 📄 Export button) and print its final
                            standings; exit 1 if it ends elsewhere, 2 for a file that is no export

Checking every stored game of a database is a maintenance command:
``python -m bot.maintenance check-replays`` (bot/maintenance.py).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from bot.tables.history import EXPORT_FORMAT
from bot.tables.replays import Replay, ReplayError, ReplayGame, build


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.replay", description=__doc__.split("\n\n")[0])
    parser.add_argument("path", type=Path, help="an export file (the replay's 📄 Export button)")
    args = parser.parse_args(argv)
    try:
        return replay_file(args.path)
    except FileProblem as problem:
        print(problem, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
