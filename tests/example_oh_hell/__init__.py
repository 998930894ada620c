"""Oh Hell, the second example game of docs/adding-a-game.md: an engine, its facts, a renderer, pictures
and bots, registered only while tests run (``tests/example_oh_hell/registration.py``)."""

from __future__ import annotations

from tests.example_oh_hell.engine import GAME_ID as id  # the engine contract names it ``id``
from tests.example_oh_hell.engine import GAME_NAME as name
from tests.example_oh_hell.engine import MAX_PLAYERS as max_players
from tests.example_oh_hell.engine import MIN_PLAYERS as min_players
from tests.example_oh_hell.engine import (
    Options,
    State,
    apply,
    dump,
    legal_actions,
    load,
    new_game,
    outcome,
    to_act,
    view,
)
from tests.example_oh_hell.facts import FACTS

STEP_MARKS = {"trick": ("TrickWon",), "round": ("RoundScored",)}

__all__ = [
    "FACTS",
    "STEP_MARKS",
    "Options",
    "State",
    "apply",
    "dump",
    "id",
    "legal_actions",
    "load",
    "max_players",
    "min_players",
    "name",
    "new_game",
    "outcome",
    "to_act",
    "view",
]
