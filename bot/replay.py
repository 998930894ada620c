"""Replays from the command line (operator and bug-report tools; English only, like the bot's logs).

python -m bot.replay FILE   replay an exported game (the replay's 📄 Export button) and print its final
                            standings; exit 1 if it ends elsewhere, 2 for a file that is no export

An export file comes from outside (a bug report, a player): every name and word of it is printed escaped,
and anything it holds that is no export is one sentence and exit 2. Its ``final_state_sha256`` is a
checksum, not a signature: anyone can write a file whose replay ends in the state it promises.

Checking every stored game of a database is a maintenance command:
``python -m bot.maintenance check-replays`` (bot/maintenance.py).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from pydantic import ValidationError

from bot.tables.history import EXPORT_FORMAT
from bot.tables.replays import Replay, ReplayError, ReplayGame, build

# The longest game's export is a few KiB (a whole 4 Seasons game: ~3.5 KiB, 198 actions); a file this
# large is no export, and reading no more keeps a hostile file (or /dev/zero) from filling the memory.
MAX_EXPORT_BYTES = 1024 * 1024

# Python's errors for JSON it will not decode: malformed (JSONDecodeError is a ValueError), an integer
# of more than sys.get_int_max_str_digits() digits (ValueError), nesting deeper than the recursion limit.
_UNDECODABLE = (UnicodeDecodeError, ValueError, RecursionError)
# What converting a decoded field may raise: missing, the wrong kind, a float too large for an int.
_UNFIT = (KeyError, IndexError, TypeError, ValueError, OverflowError, RecursionError)


class FileProblem(Exception):
    """The export file cannot be read; the message is one sentence."""


def escaped(text: object) -> str:
    """``text`` with every character a terminal would act on (escape sequences, newlines, carriage
    returns, bidi overrides: whatever ``str.isprintable`` refuses) written as ``repr`` writes it, and
    backslashes doubled, so a name cannot move the cursor, colour the screen or forge a line."""
    return "".join("\\\\" if c == "\\" else c if c.isprintable() else repr(c)[1:-1] for c in str(text))


def say(line: str, stream: TextIO | None = None) -> None:
    """Print one line, escaped (standard output unless ``stream``)."""
    print(escaped(line), file=stream or sys.stdout)


def _read(path: Path) -> Any:
    try:
        with path.open("rb") as file:
            data = file.read(MAX_EXPORT_BYTES + 1)
    except OSError as error:
        raise FileProblem(f"{path} cannot be read: {error.strerror or error}.") from None
    if len(data) > MAX_EXPORT_BYTES:
        raise FileProblem(f"{path} is larger than any Cardroom export ({MAX_EXPORT_BYTES:,} bytes at most).")
    try:
        return json.loads(data.decode("utf-8"))
    except json.JSONDecodeError as error:
        raise FileProblem(
            f"{path} is not a readable Cardroom export: no JSON at line {error.lineno}, column {error.colno}."
        ) from None
    except _UNDECODABLE:
        raise FileProblem(
            f"{path} is not a readable Cardroom export: not UTF-8 JSON, or a number or nesting beyond "
            "what any export holds."
        ) from None


def _field(path: Path, document: Any, name: str, convert: Callable[[Any], Any]) -> Any:
    """``document[name]`` converted, or one sentence naming the field (never quoting the file)."""
    try:
        return convert(document[name])
    except _UNFIT:
        raise FileProblem(
            f"{path} lacks a field of a Cardroom export, or it is not valid: {name!r}."
        ) from None


def _actions(seats: int) -> Callable[[Any], tuple[tuple[int, str], ...]]:
    def convert(value: Any) -> tuple[tuple[int, str], ...]:
        actions = tuple((int(seat), str(action)) for seat, action in value)
        if any(not 0 <= seat < seats for seat, _ in actions):
            raise ValueError("a seat beyond the table")
        return actions

    return convert


def read_export(path: Path) -> tuple[ReplayGame, str]:
    """The game an export file describes, and the final state's fingerprint it promises."""
    document = _read(path)
    if not isinstance(document, dict):
        raise FileProblem(f"{path} is not a Cardroom export: its JSON is no object.")
    if _field(path, document, "format", lambda given: given) != EXPORT_FORMAT:
        raise FileProblem(f"{path} is not export format {EXPORT_FORMAT}, the one this Cardroom reads.")
    names = _field(path, document, "seats", lambda seats: tuple(str(name) for name in seats))
    game = ReplayGame(
        game_id=_field(path, document, "game", str),
        options=_field(path, document, "options", dict),
        seed=_field(path, document, "seed", int),
        names=names,
        actions=_field(path, document, "actions", _actions(len(names))),
        status=_field(path, document, "status", str),
    )
    return game, _field(path, document, "final_state_sha256", str)


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
        say(f"{path}: the log does not replay: {error}", sys.stderr)
        return 1
    except ValidationError as error:  # the options are not this game's (pydantic names them, we don't)
        names = ", ".join(str(e["loc"][0]) for e in error.errors(include_input=False) if e["loc"])
        raise FileProblem(f"{path} holds options this game does not have or allow ({names}).") from None
    except Exception as error:  # a file from outside: whatever the engine raises on it is one sentence
        say(f"{path}: the log does not replay: the engine refused it ({type(error).__name__}).", sys.stderr)
        return 1
    say(f"{game.game_id}, {len(game.names)} seats, seed {game.seed}, {replay.last} moves")
    for line in standings(replay):
        say(line)
    if replay.final_hash != promised:
        say("The replay ends in a different state than the one exported.", sys.stderr)
        return 1
    say("The replay ends exactly in the exported final state.")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.replay", description=__doc__.split("\n\n")[0])
    parser.add_argument("path", type=Path, help="an export file (the replay's 📄 Export button)")
    args = parser.parse_args(argv)
    try:
        return replay_file(args.path)
    except FileProblem as problem:
        say(str(problem), sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
