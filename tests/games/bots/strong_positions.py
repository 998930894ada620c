"""Positions for the strong level's regression fixtures (``strong_choices/<game id>.json``).

The positions come from casual self-play (seeded), so they do not depend on the strong level's code; a
fixture records what the strong level chose there with the code of the day it was made (a change that
only makes the strong level cheaper must choose the same). Regenerate a game's fixture only when a change
is meant to change its strong level's choices:

    python -m tests.games.bots.strong_positions <game id> ...
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from games import bots, registry

FIXTURES = Path(__file__).resolve().parent / "strong_choices"
POSITIONS = 20
GAME_SEEDS = 2
EVERY = 7  # one position every so many actions, so the positions spread over bidding and play


def positions(game: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """(a name, a seat's view) for ``POSITIONS`` decisions with a real choice, from casual self-play."""
    rules = registry.get(game)
    found = 0
    for seed in range(GAME_SEEDS):
        state = rules.new_game(players=rules.min_players, seed=seed, options=rules.Options())
        n = 0
        while (seats := rules.to_act(state)) and found < POSITIONS:
            seat = seats[0]
            view = rules.view(state, seat)
            if n % EVERY == 0 and len(view["legal"]) > 1:
                found += 1
                yield f"{game}/{seed}/{n}", view
            state, _ = rules.apply(state, seat, bots.decide(game, "casual", view, random.Random(n)))
            n += 1


def strong_choice(game: str, name: str, view: dict[str, Any]) -> str:
    return bots.decide(game, "strong", view, random.Random(name))


def main(game_ids: list[str]) -> None:
    FIXTURES.mkdir(exist_ok=True)
    for game in game_ids:
        choices = {name: strong_choice(game, name, view) for name, view in positions(game)}
        text = json.dumps(choices, indent=1, sort_keys=True) + "\n"
        (FIXTURES / f"{game}.json").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1:])
