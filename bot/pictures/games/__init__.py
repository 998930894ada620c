"""Each game's look: its card faces, how its hand is held, and its table. Adding a game = one line."""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType

_MODULES = {
    "quattro-tricks": "bot.pictures.games.quattro_tricks",
    "four-seasons": "bot.pictures.games.four_seasons",
    "quattro-exchange": "bot.pictures.games.quattro_exchange",
    "quatorze": "bot.pictures.games.quatorze",
}


@cache
def look(game_id: str) -> ModuleType:
    """The module with ``face(code)``, ``hand_rows(view)`` and ``table(view, names)`` for ``game_id``."""
    return importlib.import_module(_MODULES[game_id])


def register(game_id: str, module_name: str) -> None:
    """Add a game from outside this package: for tests only (the example game of docs/adding-a-game.md,
    ``tests/example_high_card``). A production game is one line in ``_MODULES`` instead."""
    _MODULES[game_id] = module_name
    look.cache_clear()


def accent(game_id: str) -> int:
    """The game's colour (0xRRGGBB), for the bar beside its messages."""
    colour: int = look(game_id).ACCENT
    return colour


def ids() -> tuple[str, ...]:
    return tuple(_MODULES)
