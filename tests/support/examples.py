"""The example games of docs/adding-a-game.md: test-only packages ``tests/example_<name>/`` (each with a
``plugin.py`` that registers it for a pytest run of its own), with ids ``example-<name>``.

The ``example`` prefix is reserved for them (``games.registry.EXAMPLE_PREFIX``): no production game takes
it, so a real game never collides with an example's id, package or files, and an example's run never
picks up a real game's tests by a shared name (issue 40: a real game written after an example, under
the example's own name, was swept into the example's run). This file names no game: it is shared."""

from __future__ import annotations

import importlib
from pathlib import Path

from games import registry
from games.registry import EXAMPLE_PREFIX

TESTS = Path(__file__).resolve().parents[1]
PACKAGE_PREFIX = EXAMPLE_PREFIX.replace("-", "_")  # ids spell words with "-", packages with "_"


def packages() -> list[str]:
    """Every example game's package under ``tests/`` (a folder holding a ``plugin.py``)."""
    return sorted(plugin.parent.name for plugin in TESTS.glob("*/plugin.py"))


def is_about(nodeid: str, game_id: str, package: str) -> bool:
    """Whether a collected test is one of the example's cases: its id or its package is in the test's id
    (a case parametrized by game id, or by module name). Both carry the reserved prefix, which no
    production game's id, package or test file has."""
    return game_id in nodeid or package in nodeid


def kept(nodeids: list[str], game_id: str, package: str, asked: set[str]) -> list[str]:
    """The tests an example's run keeps: its own cases and those asked for by their own id (a check over
    every game, e.g. ``test_bots.py::test_interface``); the plain run checks the other games."""
    return [nodeid for nodeid in nodeids if is_about(nodeid, game_id, package) or nodeid in asked]


def register_example(game_id: str) -> bool:
    """Register the example game of this id with every registry (as its plugin does), for a generator asked
    for it by ``--game`` in a process of its own; False if no example has this id. Never in a test process:
    the other tests there would meet the example too."""
    for package in packages():
        registration = importlib.import_module(f"tests.{package}.registration")
        if game_id == registration.GAME_ID:
            if game_id not in registry.ids():
                registration.register()
            return True
    return False


def game_ids(asked: list[str] | None) -> list[str]:
    """The games a generator's ``--game ID`` (repeatable) names, examples registered on the way; every
    production game when none is named. An unknown id stops the generator with the ids it knows."""
    if not asked:
        return [game_id for game_id in registry.ids() if game_id not in registry.added()]
    unknown = [
        game_id for game_id in asked if game_id not in registry.ids() and not register_example(game_id)
    ]
    if unknown:
        known = [*registry.ids(), *(example_id(package) for package in packages())]
        raise SystemExit(f"unknown game {', '.join(unknown)}; games: {', '.join(sorted(set(known)))}")
    return list(dict.fromkeys(asked))


def example_id(package: str) -> str:
    game_id: str = importlib.import_module(f"tests.{package}.registration").GAME_ID
    return game_id
