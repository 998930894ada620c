"""Real engine states for picture tests and the benchmark: random legal playouts of each game."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from games import registry


def states(game_id: str, players: int, seed: int, every: int = 1, limit: int = 10_000) -> Iterator[Any]:
    """Each ``every``-th state of one random playout (the first and the last included), from a fresh
    deal with ``seed``, every action a legal one chosen by a ``seed``-seeded RNG."""
    rules = registry.get(game_id)
    rng = random.Random(seed)
    state = rules.new_game(players, seed=seed)
    for step in range(limit):
        acting = rules.to_act(state)
        if step % every == 0 or not acting:
            yield state
        if not acting:
            return
        seat = rng.choice(acting)
        state, _ = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))


def table_sizes(game_id: str) -> tuple[int, ...]:
    rules = registry.get(game_id)
    return tuple(sorted({rules.min_players, rules.max_players}))


def seat_views(game_id: str, state: Any) -> list[dict[str, Any]]:
    rules = registry.get(game_id)
    return [rules.view(state, seat) for seat in range(rules.view(state, None)["players"])]
