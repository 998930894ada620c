"""Every registered game stored by an earlier release still loads and plays to its end.

``tests/fixtures/stored_states/<game id>.json`` holds mid-game ``dump`` texts written by older code (the
first set before the issue-11 rule readings). A game without such a file fails here (write one with
``python -m tests.fixtures.generate --game <game id>``): when a game's
state format changes, its stored games must keep working, and this file is where they are checked.
Each game's own ``test_stored_before_revision.py`` adds what its change made visible.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from games import registry

FIXTURES = Path(__file__).parents[1] / "fixtures" / "stored_states"
MAX_ACTIONS = 5000  # far beyond any whole game; the stored ones are mid-game


def stored_games() -> list[tuple[str, dict]]:
    return [
        (game_id, stored)
        for game_id in registry.ids()
        for stored in json.loads((FIXTURES / f"{game_id}.json").read_text())["states"]
    ]


@pytest.mark.parametrize(("game_id", "stored"), stored_games(), ids=lambda v: v if isinstance(v, str) else "")
def test_a_stored_game_loads_and_plays_to_its_end(game_id: str, stored: dict) -> None:
    rules = registry.get(game_id)
    state = rules.load(stored["state"])
    assert rules.to_act(state), "stored in the middle of a game"
    rng = random.Random(stored["seed"])
    for _ in range(MAX_ACTIONS):
        acting = rules.to_act(state)
        if not acting:
            break
        seat = rng.choice(acting)
        state, _ = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        assert rules.dump(rules.load(rules.dump(state))) == rules.dump(state)
    outcome = rules.outcome(state)
    assert outcome is not None and len(outcome.scores) == stored["players"]
