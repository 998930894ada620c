"""Registers Oh Hell with every registry a game joins (the four "one line" steps of
docs/adding-a-game.md), through their test-only ``register`` functions. Only a run that asks for it
registers it (``-p tests.example_oh_hell.plugin``)."""

from __future__ import annotations

from pathlib import Path

from bot import i18n
from bot.pictures import games as pictures
from bot.render import registry as renderers
from games import bots, registry
from tests.example_oh_hell.engine import GAME_ID

__all__ = ["GAME_ID", "MIN_SHARED_CASES", "register"]

# Its cases among the shared tests (the checklist test): fewer means they stopped finding it.
MIN_SHARED_CASES = 40


def register() -> None:
    registry.register(GAME_ID, "tests.example_oh_hell")
    renderers.register(GAME_ID, "tests.example_oh_hell.render")
    bots.register(GAME_ID, "tests.example_oh_hell.bot")
    pictures.register(GAME_ID, "tests.example_oh_hell.pictures")
    i18n.register_messages("ko", Path(__file__).with_name("ko.po"))
