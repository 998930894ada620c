"""The UI of each game, by game id (the renderer half of adding a game)."""

from __future__ import annotations

import importlib
from functools import cache

from bot.render.base import GameUI

_MODULES: dict[str, str] = {
    "quattro-tricks": "bot.render.quattro_tricks",
    "four-seasons": "bot.render.four_seasons",
    "quattro-exchange": "bot.render.quattro_exchange",
    "quatorze": "bot.render.quatorze",
}


@cache
def ui_for(game_id: str) -> GameUI:
    module = importlib.import_module(_MODULES[game_id])
    ui: GameUI = module.UI
    return ui


def register(game_id: str, module_name: str) -> None:
    """Add a game from outside this package: for tests only (the example game of docs/adding-a-game.md,
    ``tests/example_high_card``). A production game is one line in ``_MODULES`` instead."""
    _MODULES[game_id] = module_name
    ui_for.cache_clear()
