"""Decision points of random games, for the hint tests (shared: every registered game, read from the
registry)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from games.base import GameRules


def positions(rules: GameRules, count: int, seed: int = 1) -> Iterator[tuple[Any, dict[str, Any]]]:
    """``count`` (state, view of a seat to act) pairs from seeded games of random legal moves."""
    rng = random.Random(seed)
    found = 0
    while found < count:
        state = rules.new_game(rules.min_players, rng.getrandbits(32))
        while (acting := rules.to_act(state)) and found < count:
            seat = rng.choice(acting)
            view = rules.view(state, seat)
            if len(view["legal"]) > 1:
                found += 1
                yield state, view
            state, _events = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
