"""Every screen of a few whole games, as players see them: the golden record of each game's renderer.

For every registered game: each table option value on its own (the others at their defaults), at each
player count, one seeded game played by casual bots to the end. After every action, in English and in
Korean, the public table, every seat's hand, every form one click (or one select pick) away from it, the
"?" answers, the score sheet, the last trick, the replay line, the turn prompts and the channel messages
the action produced are written down. ``digest`` is the SHA-256 of that text, per game.

A renderer refactoring must leave every digest as it is. After a change players should see, regenerate:
``python -m tests.bot.render.golden_screens --write --game ID`` (``--game`` repeatable; without it every
production game; an example game's id registers it for the run), and ``--dump DIR`` writes the text
itself, one file per game, to diff against a checkout of the previous commit.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import typing
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from bot.i18n import language
from bot.render.base import TableContext
from bot.render.registry import ui_for
from bot.render.screen import Screen, Select
from games import bots, registry
from tests.support import examples

# One file per game, named after its id (the game's own file: docs/adding-a-game.md), holding its digest.
DIGESTS = Path(__file__).with_name("golden_screens")
LANGUAGES = ("en", "ko")
NAMES = ("alice", "bob", "carol", "dave", "erin", "frank")
SEED = 18
MAX_ACTIONS = 3000  # a game that runs longer than this is a bug in the engine, not a long game


def option_sets(options: type[BaseModel]) -> Iterator[BaseModel]:
    """The defaults, then each Literal or bool field's other values one at a time."""
    yield options()
    for name, info in options.model_fields.items():
        kind = info.annotation
        values: tuple[Any, ...] = ()
        if typing.get_origin(kind) is typing.Literal:
            values = typing.get_args(kind)
        elif kind is bool:
            values = (True, False)
        for value in values:
            if value != info.default:
                try:
                    yield options(**{name: value})
                except ValueError:  # a value that needs more fields set ("custom" needs its list)
                    continue


class Note(str):
    """A line of the record itself (which game, a refused pick), written down as it is, not a screen."""


# What a player reads at one place: a screen, a line or message (a prompt, /rules, a "?" answer), the
# channel messages of one action, or nothing (no last trick in a game without tricks).
Shown = Screen | str | list[str] | None


def _forms(
    ui: Any, ctx: TableContext, options: BaseModel, view: dict[str, Any], screen: Screen
) -> Iterator[Shown]:
    """The screens one click away from ``screen``: its drafts, its select picks, its "?" answers."""
    for button in screen.buttons():
        if button.action.startswith("ui:draft:"):
            yield ui.hand_screen(ctx, view, button.action.removeprefix("ui:draft:"))
        elif button.action.startswith("ui:help:"):
            yield ui.help_text(button.action.removeprefix("ui:help:"), options)
    for row in screen.rows:
        if isinstance(row, Select) and row.pick.startswith("ui:pick:"):
            values = [option.value for option in row.options[: max(1, row.min_values)]]
            try:
                draft = ui.draft_from_pick(view, row.pick.removeprefix("ui:pick:"), values)
            except ValueError as refused:
                yield Note(f"refused: {refused}")
            else:
                yield ui.hand_screen(ctx, view, draft)


def _moment(
    ui: Any, ctx: TableContext, options: BaseModel, rules: Any, state: Any, events: list[Any]
) -> Iterator[Shown]:
    public = rules.view(state, None)
    yield ui.table_screen(ctx, public)
    yield ui.history_messages(ctx, events)
    yield ui.score_sheet(ctx, public)
    yield ui.last_trick(ctx, public)
    for seat in range(len(ctx.names)):
        view = rules.view(state, seat)
        yield ui.turn_prompt(view, seat)
        yield ui.hand_text(view)
        hand = ui.hand_screen(ctx, view)
        yield hand
        yield from _forms(ui, ctx, options, view, hand)


def screens(game_id: str) -> Iterator[Shown]:
    """Every screen of the game's golden games, in the order written down. Each is yielded inside the
    language it was built in (``bot.i18n.current()`` tells which while the caller looks at it). The option
    sets take the player counts in turn (every count is played, and every option value once)."""
    rules, ui = registry.get(game_id), ui_for(game_id)
    counts = range(rules.min_players, rules.max_players + 1)
    for number, options in enumerate(option_sets(rules.Options)):
        players = counts[number % len(counts)]
        try:
            state = rules.new_game(players, SEED, options)
        except ValueError:  # an option that needs another player count (a team variant that needs 4)
            players = rules.max_players
            state = rules.new_game(players, SEED, options)
        yield Note(f"## {options!r} players={players}")
        ctx = TableContext(1, rules.name, "cards", NAMES[:players])
        for code in LANGUAGES:
            with language(code):
                yield ui.rules_text(options)
                yield ui.options_summary(options)
        events: list[Any] = []
        for decision in range(MAX_ACTIONS):
            for code in LANGUAGES:
                with language(code):
                    yield from _moment(ui, ctx, options, rules, state, events)
            if rules.outcome(state) is not None or not rules.to_act(state):
                break
            seat = rules.to_act(state)[0]
            action = bots.choose(game_id, "casual", rules.view(state, seat), SEED, decision)
            state, events = rules.apply(state, seat, action)
        else:
            raise AssertionError(f"{game_id}: no end after {MAX_ACTIONS} actions")


def game_text(game_id: str) -> Iterator[str]:
    """The text of every screen of the game's golden games, line by line."""
    for shown in screens(game_id):
        yield shown if isinstance(shown, Note) else repr(shown)


def digest(game_id: str, dump: Path | None = None) -> str:
    """The SHA-256 of the game's golden text (also written to ``dump/<game>.txt`` when given)."""
    sha = hashlib.sha256()
    out = (dump / f"{game_id}.txt").open("w") if dump else None
    for line in game_text(game_id):
        sha.update(line.encode() + b"\n")
        if out:
            out.write(line + "\n")
    if out:
        out.close()
    return sha.hexdigest()


def recorded() -> dict[str, str]:
    return {path.stem: json.loads(path.read_text())["sha256"] for path in sorted(DIGESTS.glob("*.json"))}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help=f"record the digests in {DIGESTS.name}/")
    parser.add_argument("--dump", type=Path, help="write every game's screens as text into this folder")
    parser.add_argument(
        "--game",
        action="append",
        metavar="ID",
        help="only this game (repeatable; an example game's id registers it): its file alone is written",
    )
    parser.add_argument(
        "--into", type=Path, default=DIGESTS, help="where --write records (default: %(default)s)"
    )
    args = parser.parse_args(argv)
    found = {}
    for game_id in examples.game_ids(args.game):
        if args.dump:
            args.dump.mkdir(parents=True, exist_ok=True)
        found[game_id] = digest(game_id, args.dump)
        print(game_id, found[game_id], "same" if recorded().get(game_id) == found[game_id] else "CHANGED")
    if args.write:
        args.into.mkdir(parents=True, exist_ok=True)
        for game_id, sha256 in found.items():
            (args.into / f"{game_id}.json").write_text(json.dumps({"sha256": sha256}, indent=2) + "\n")


if __name__ == "__main__":
    main()
