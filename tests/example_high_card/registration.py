"""Registers High Card with every registry a game joins (the four "one line" steps of
docs/adding-a-game.md), through their test-only ``register`` functions. Only a run that asks for it
registers it (``-p tests.example_high_card.plugin``)."""

from __future__ import annotations

from pathlib import Path

from bot import i18n
from bot.pictures import games as pictures
from bot.render import registry as renderers
from games import bots, registry
from tests.example_high_card.engine import GAME_ID

__all__ = ["GAME_ID", "MIN_SHARED_CASES", "register"]

# Its cases among the shared tests (tests/test_example_game_checklist.py): fewer means they stopped
# finding it.
MIN_SHARED_CASES = 40


def register() -> None:
    registry.register(GAME_ID, "tests.example_high_card")
    renderers.register(GAME_ID, "tests.example_high_card.render")
    bots.register(GAME_ID, "tests.example_high_card.bot")
    pictures.register(GAME_ID, "tests.example_high_card.pictures")
    i18n.register_messages("ko", Path(__file__).with_name("ko.po"))
