"""High Card, the example game of docs/adding-a-game.md: an engine, its facts, a renderer and a casual
bot, registered only while tests run (``tests/example_high_card/registration.py``)."""

from __future__ import annotations

from tests.example_high_card.engine import (
    GAME_ID as id,  # the engine contract names it ``id``
)
from tests.example_high_card.engine import (
    GAME_NAME as name,
)
from tests.example_high_card.engine import (
    MAX_PLAYERS as max_players,
)
from tests.example_high_card.engine import (
    MIN_PLAYERS as min_players,
)
from tests.example_high_card.engine import (
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
from tests.example_high_card.facts import FACTS

STEP_MARKS = {"trick": ("TrickWon",)}

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
