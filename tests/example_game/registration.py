"""Registers High Card with every registry a game joins (the four "one line" steps of
docs/adding-a-game.md), through their test-only ``register`` functions. Imported by
``tests/conftest.py`` only when the run asks for it (``--example-game``)."""

from __future__ import annotations

from bot.pictures import games as pictures
from bot.render import registry as renderers
from games import bots, registry
from tests.example_game.engine import GAME_ID


def register() -> None:
    registry.register(GAME_ID, "tests.example_game")
    renderers.register(GAME_ID, "tests.example_game.render")
    bots.register(GAME_ID, "tests.example_game.bot")
    pictures.register(GAME_ID, "tests.example_game.pictures")
