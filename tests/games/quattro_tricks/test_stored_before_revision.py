"""Games stored before the revised §8 visibility (bid progress in the views) still load and play to the end.

``tests/fixtures/stored_states/quattro-tricks.json`` holds mid-game ``dump`` texts written by the code of
before the change. Each one loads, round-trips through ``dump``, and plays on with seeded random legal
actions to a finished game, showing every bid's progress in the public view at every step.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import games.quattro_tricks as qt

FIXTURE = Path(__file__).parents[2] / "fixtures" / "stored_states" / "quattro-tricks.json"
STORED = json.loads(FIXTURE.read_text())["states"]
MAX_ACTIONS = 1000  # a whole 4-player game is 4 x (4 bids + 48 cards) actions; the stored ones are mid-game


def check_progress(state: qt.State) -> None:
    public = qt.view(state, None)
    assert len(public["progress"]) == state.players
    for seat, entry in enumerate(public["progress"]):
        if state.bids and state.bids[seat] is not None:
            assert entry["set"] == state.sets[seat]
        else:
            assert entry is None


@pytest.mark.parametrize("stored", STORED, ids=[f"{s['players']}p-{s['seed']}" for s in STORED])
def test_a_game_stored_before_the_revision_loads_and_plays_to_the_end(stored: dict) -> None:
    state = qt.load(stored["state"])
    assert state.phase != "finished"
    assert qt.dump(qt.load(qt.dump(state))) == qt.dump(state)
    rng = random.Random(stored["seed"])
    for _ in range(MAX_ACTIONS):
        check_progress(state)
        if qt.outcome(state) is not None:
            break
        (seat,) = qt.to_act(state)
        state, _ = qt.apply(state, seat, rng.choice(qt.legal_actions(state, seat)))
        assert qt.load(qt.dump(state)) == state
    outcome = qt.outcome(state)
    assert outcome is not None and state.phase == "finished"
    assert len(outcome.scores) == stored["players"]
