"""Games stored before the revised readings (format 1, no arrival marks) still load and play to the end.

The fixture holds mid-game ``dump`` texts made by the code before column cards were marked with how they
arrived. They load with the documented default (state.py): the first card of the first column is the setup
anchor, every other column card counts as played from a hand.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import games.quatorze as qz
from games.quatorze.state import FORMAT_VERSION, OLD_FORMAT

FIXTURE = Path(__file__).parents[2] / "fixtures" / "stored_states" / "quatorze.json"
STORED = json.loads(FIXTURE.read_text())["states"]
MAX_ACTIONS = 2000  # far above any game's length: a game that does not end fails the test


@pytest.mark.parametrize("stored", STORED, ids=lambda s: f"{s['players']}p-seed{s['seed']}")
def test_an_old_stored_game_loads_with_the_setup_anchor_first_and_every_other_card_played(
    stored: dict,
) -> None:
    old = json.loads(stored["state"])
    assert old["v"] == OLD_FORMAT
    state = qz.load(stored["state"])
    assert [c.cards for c in state.columns] == [tuple(cards) for _, cards in old["columns"]]
    first, *others = state.columns
    assert first.arrived == ("setup", *("played",) * (len(first.cards) - 1))
    assert all(c.arrived == ("played",) * len(c.cards) for c in others)
    assert qz.to_act(state)  # mid-game: someone must act


@pytest.mark.parametrize("stored", STORED, ids=lambda s: f"{s['players']}p-seed{s['seed']}")
def test_an_old_stored_game_plays_to_the_end_and_round_trips_in_the_new_format(stored: dict) -> None:
    state = qz.load(stored["state"])
    rng = random.Random(stored["seed"])
    for _ in range(MAX_ACTIONS):
        dumped = qz.dump(state)
        assert json.loads(dumped)["v"] == FORMAT_VERSION and qz.load(dumped) == state
        acting = qz.to_act(state)
        if not acting:
            break
        seat = rng.choice(acting)
        state, _ = qz.apply(state, seat, rng.choice(qz.legal_actions(state, seat)))
    result = qz.outcome(state)
    assert result is not None and len(result.scores) == stored["players"]
    assert qz.view(state, None)["final"] is not None
