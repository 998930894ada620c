"""A pytest plugin that adds High Card to every registry before anything reads them:
``python -m pytest -p tests.example_game.plugin <shared tests>`` (``tests/test_example_game_checklist.py``
runs it so). Loaded by ``-p``, it is imported before ``tests/conftest.py``, so even what is read once at
import (the ``/play`` command's game choices) offers the game. Cases of shared tests about the other
games are left out: the plain run checks those; what runs is every case naming High Card and every
test over all games."""

from __future__ import annotations

import pytest

from tests.example_game.registration import GAME_ID, register

register()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    from games import registry

    others = [game_id for game_id in registry.ids() if game_id != GAME_ID]
    kept = [item for item in items if GAME_ID in item.nodeid or not any(g in item.nodeid for g in others)]
    config.hook.pytest_deselected(items=[item for item in items if item not in kept])
    items[:] = kept
