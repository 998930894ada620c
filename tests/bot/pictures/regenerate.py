"""The golden pictures: a few hands and tables per game from fixed seeds, stored under ``golden/``.

Regenerate a game's (after a deliberate change of its look) with
``python -m tests.bot.pictures.regenerate --game ID`` (repeatable; ``--all`` for every production game; an
example game's id registers it for the run) and look at the new files before committing them. The
pictures are English; those of ``KOREAN_STEP`` are also drawn in Korean (``…-ko.png``): the same cards,
the words in the table's or the owner's language.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from bot.i18n import language
from bot.pictures import Picture, hand_picture, table_picture
from games import registry
from tests.bot.pictures.playouts import states
from tests.support import examples

GOLDEN = Path(__file__).parent / "golden"
SEED = 2026
STEPS = (6, 24)  # an early state (a full hand) and one in the middle of play
KOREAN_STEP = 24


def _state(game_id: str, step: int) -> Any:
    rules = registry.get(game_id)
    playout = list(states(game_id, rules.max_players, SEED))
    return playout[min(step, len(playout) - 1)]


def cases(game_ids: list[str] | None = None) -> dict[str, Picture]:
    """File name -> the picture the current code draws for it, for these games (default: every one
    registered)."""
    out: dict[str, Picture] = {}
    for game_id in registry.ids() if game_ids is None else game_ids:
        rules = registry.get(game_id)
        for step in STEPS:
            state = _state(game_id, step)
            seat = (rules.to_act(state) or (0,))[0]
            out[f"{game_id}-{step}-hand.png"] = hand_picture(game_id, rules.view(state, seat))
            out[f"{game_id}-{step}-table.png"] = table_picture(game_id, rules.view(state, None))
            if step == KOREAN_STEP:
                with language("ko"):
                    out[f"{game_id}-{step}-hand-ko.png"] = hand_picture(game_id, rules.view(state, seat))
                    out[f"{game_id}-{step}-table-ko.png"] = table_picture(game_id, rules.view(state, None))
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    # Which games, always said: a font may draw an edge differently on another machine, so redrawing every
    # game would rewrite pictures nobody changed.
    chosen = parser.add_mutually_exclusive_group(required=True)
    chosen.add_argument(
        "--game",
        action="append",
        metavar="ID",
        help="this game (repeatable; an example game's id registers it): its files alone are written",
    )
    chosen.add_argument("--all", action="store_true", help="every production game")
    parser.add_argument("--into", type=Path, default=GOLDEN, help="where to write (default: %(default)s)")
    args = parser.parse_args(argv)
    args.into.mkdir(parents=True, exist_ok=True)
    for name, picture in cases(examples.game_ids(None if args.all else args.game)).items():
        (args.into / name).write_bytes(picture.png)
        print(f"wrote {args.into / name} ({len(picture.png)} bytes)")


if __name__ == "__main__":
    main()
