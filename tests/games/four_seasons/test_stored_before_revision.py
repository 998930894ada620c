"""Games stored before the butterfly reading changed (the butterfly no longer bids by default) still load
and play to the end, with the rules they started with: their options recorded ``butterfly_may_bid:
true``, so they keep letting the butterfly bid. The fixture holds mid-game ``dump`` texts made by the
old code."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

import games.four_seasons as fs

FIXTURE = Path(__file__).parents[2] / "fixtures" / "stored_states" / "four-seasons.json"
STORED: list[dict[str, Any]] = json.loads(FIXTURE.read_text())["states"]
MAX_ACTIONS = 20_000  # a random game ends long before this (a guard against a game that never ends)
IDS = [f"{s['players']}p-{s['options'].get('variant', 'standard')}" for s in STORED]


@pytest.mark.parametrize("stored", STORED, ids=IDS)
def test_an_old_stored_game_loads_and_dumps_back_to_the_same_text(stored: dict[str, Any]) -> None:
    state = fs.load(stored["state"])
    assert fs.dump(state) == stored["state"]
    assert state.players == stored["players"] and state.phase == "playing"


@pytest.mark.parametrize("stored", STORED, ids=IDS)
def test_an_old_stored_game_keeps_the_butterfly_bidding_it_started_with(stored: dict[str, Any]) -> None:
    recorded = json.loads(stored["state"])["options"]
    assert recorded["butterfly_may_bid"] is True  # the old default, written out by model_dump
    assert fs.load(stored["state"]).options.butterfly_may_bid
    # The table row keeps the same options text; the table service parses it both ways.
    assert fs.Options.model_validate_json(json.dumps(recorded)).butterfly_may_bid
    assert fs.Options(**recorded) == fs.load(stored["state"]).options
    # What the old code was asked for (its new_game options) still parses.
    assert fs.Options(**stored["options"]).variant == recorded["variant"]


@pytest.mark.parametrize("stored", STORED, ids=IDS)
def test_an_old_stored_game_plays_to_the_end_with_random_legal_actions(stored: dict[str, Any]) -> None:
    state = fs.load(stored["state"])
    rng = random.Random(stored["seed"])
    butterfly_bids_offered = 0
    for _ in range(MAX_ACTIONS):
        seats = fs.to_act(state)
        if not seats:
            break
        seat = rng.choice(seats)
        legal = fs.legal_actions(state, seat)
        if state.phase == "bidding" and "BF" in state.hands[seat]:
            assert any("BF" in action for action in legal)  # it still bids, as when the game began
            butterfly_bids_offered += 1
        state, _ = fs.apply(state, seat, rng.choice(legal))
        text = fs.dump(state)
        assert fs.dump(fs.load(text)) == text
    else:
        pytest.fail(f"no end after {MAX_ACTIONS} actions")
    result = fs.outcome(state)
    assert result is not None and state.phase == "finished" and result.winners
    assert list(result.scores) == list(state.scores)
    assert state.round > json.loads(stored["state"])["round"]  # it went through new deals and bids
    assert butterfly_bids_offered > 0
