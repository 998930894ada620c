"""Every game Cardroom can host, by id. Adding a game = one line in ``_MODULES`` (docs/adding-a-game.md)."""

from __future__ import annotations

import importlib
from functools import cache

from games.base import GameRules
from games.facts import GameFacts

# game id -> module implementing GameRules at module level
_MODULES: dict[str, str] = {
    "quattro-tricks": "games.quattro_tricks",
    "four-seasons": "games.four_seasons",
    "quattro-exchange": "games.quattro_exchange",
    "quatorze": "games.quatorze",
}
# Reserved for the test-only example games of docs/adding-a-game.md (``tests/example_<name>/``, ids
# ``example-<name>``): no game here takes an id or package starting with it, so an example never holds a
# name a real game could want (tests/test_example_names.py).
EXAMPLE_PREFIX = "example-"
# As shipped: what ``register`` adds at run time is whatever differs from this (``added``).
_SHIPPED = dict(_MODULES)


@cache
def get(game_id: str) -> GameRules:
    try:
        module_name = _MODULES[game_id]
    except KeyError:
        raise KeyError(f"Unknown game {game_id!r}") from None
    rules: GameRules = importlib.import_module(module_name)  # type: ignore[assignment]
    return rules


def register(game_id: str, module_name: str) -> None:
    """Add a game from outside this package: for tests only (the example game of docs/adding-a-game.md,
    ``tests/example_high_card``). A production game is one line in ``_MODULES`` instead."""
    _MODULES[game_id] = module_name
    get.cache_clear()


def added() -> dict[str, str]:
    """What ``register`` added in this process (game id -> module): a spawned worker
    (bot/tables/thinking.py) adds them again."""
    return {game_id: module for game_id, module in _MODULES.items() if _SHIPPED.get(game_id) != module}


def ids() -> tuple[str, ...]:
    return tuple(_MODULES)


def all() -> tuple[GameRules, ...]:  # the contract names it registry.all()
    return tuple(get(game_id) for game_id in _MODULES)


def step_marks(game_id: str) -> dict[str, tuple[str, ...]]:
    """How a replay of the game groups its turns: step size ("trick", "round") -> the event kinds that
    end one. An optional per-game fact (``STEP_MARKS``); a game without it steps by turn only."""
    return dict(getattr(get(game_id), "STEP_MARKS", {}))


class MissingFactsError(LookupError):
    """A registered game without its ``GameFacts``: the shared tests would have nothing to check it by."""


def facts(game_id: str) -> GameFacts:
    """The game's own declaration for the shared tests (``FACTS`` in its package, ``games.facts``)."""
    return declared_facts(get(game_id))


def declared_facts(rules: GameRules) -> GameFacts:
    declared = getattr(rules, "FACTS", None)
    if not isinstance(declared, GameFacts):
        game = getattr(rules, "id", getattr(rules, "__name__", rules))
        raise MissingFactsError(f"game {game!r} declares no GameFacts (FACTS in its package)")
    return declared
