"""Every registered game's stored state: the format main wrote before the generic codec still loads to
the same state and dumps to the same text, and any state of random legal play round-trips exactly.

``tests/fixtures/main_dumps/<game id>.json`` holds mid-game and finished dumps of every option variant,
written by main 689840b with the hand-written codecs, just before ``games.codec`` replaced them. A game
without such a file fails here: write one with the game's first release (the states in it are what every
later version must keep loading): ``python -m tests.fixtures.generate --game <game id>``.
"""

from __future__ import annotations

import json
import typing
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, reject, settings
from hypothesis import strategies as st

from games import registry
from tests.games.typed import conforms

FIXTURES = Path(__file__).parents[1] / "fixtures" / "main_dumps"
MAX_ACTIONS = 2_000  # beyond any whole game: a draw may stop anywhere, the end included


def fixture(game_id: str) -> list[dict[str, Any]]:
    path = FIXTURES / f"{game_id}.json"
    assert path.is_file(), f"{game_id} has no stored states in {path}"
    states: list[dict[str, Any]] = json.loads(path.read_text())["states"]
    return states


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_game_has_stored_states_of_more_than_one_variant(game_id: str) -> None:
    stored = fixture(game_id)
    assert len({json.dumps(s["options"], sort_keys=True) for s in stored}) > 1
    assert any(registry.get(game_id).to_act(registry.get(game_id).load(s["state"])) for s in stored)


@pytest.mark.parametrize("game_id", registry.ids())
def test_a_state_stored_by_the_hand_written_codec_loads_and_dumps_to_the_same_text(game_id: str) -> None:
    rules = registry.get(game_id)
    for stored in fixture(game_id):
        state = rules.load(stored["state"])
        assert conforms(state, type(state))
        assert rules.dump(state) == stored["state"]
        assert rules.load(rules.dump(state)) == state


def options(rules: Any) -> st.SearchStrategy[dict[str, Any]]:
    """Table options drawn from the game's model: every switch and every choice of fixed values."""
    fields: dict[str, st.SearchStrategy[Any]] = {}
    for name, field in rules.Options.model_fields.items():
        if field.annotation is bool:
            fields[name] = st.booleans()
        elif typing.get_origin(field.annotation) is typing.Literal:
            fields[name] = st.sampled_from(typing.get_args(field.annotation))
    return st.fixed_dictionaries({}, optional=fields)


@pytest.mark.parametrize("game_id", registry.ids())
@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_any_state_of_random_legal_play_round_trips_exactly(game_id: str, data: st.DataObject) -> None:
    rules = registry.get(game_id)
    players = data.draw(st.integers(rules.min_players, rules.max_players), label="players")
    chosen = data.draw(options(rules), label="options")
    seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
    try:
        state = rules.new_game(players=players, seed=seed, options=chosen)
    except ValueError:  # options this player count does not allow (a team variant, custom types unnamed)
        reject()
    stop = data.draw(st.integers(0, MAX_ACTIONS), label="actions")
    for _ in range(stop):
        text = rules.dump(state)
        assert rules.load(text) == state
        assert rules.dump(rules.load(text)) == text
        if not (acting := rules.to_act(state)):
            break
        seat = acting[data.draw(st.integers(0, len(acting) - 1))]
        legal = rules.legal_actions(state, seat)
        state, _ = rules.apply(state, seat, legal[data.draw(st.integers(0, len(legal) - 1))])
    loaded = rules.load(rules.dump(state))
    assert loaded == state
    assert conforms(loaded, type(state))
