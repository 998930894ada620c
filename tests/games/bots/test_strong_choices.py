"""The strong level chooses what it chose before a change meant only to make it cheaper: the choices of
``strong_choices/<game id>.json`` were recorded by running the code of that day once
(``strong_positions.py``), at positions from seeded casual self-play."""

from __future__ import annotations

import json

import pytest

from tests.games.bots.strong_positions import FIXTURES, positions, strong_choice

RECORDED = sorted(path.stem for path in FIXTURES.glob("*.json"))


def test_some_games_have_recorded_strong_choices() -> None:
    assert RECORDED


@pytest.mark.parametrize("game", RECORDED)
def test_the_strong_level_picks_the_recorded_action_at_every_position(game: str) -> None:
    recorded = json.loads((FIXTURES / f"{game}.json").read_text(encoding="utf-8"))
    now = {name: strong_choice(game, name, view) for name, view in positions(game)}
    assert now == recorded
