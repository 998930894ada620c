"""A pytest plugin that adds Oh Hell to every registry before anything reads them:
``python -m pytest -p tests.oh_hell.plugin <shared tests>`` (the repository's checklist test
runs it so). Loaded by ``-p``, it is imported before ``tests/conftest.py``, so even what is read once at
import (the ``/play`` command's game choices) offers the game. Only Oh Hell's cases of the shared tests run
(``pytest_collection_modifyitems``)."""

from __future__ import annotations

import pytest

from tests.oh_hell.registration import GAME_ID, register

PACKAGE = __name__.split(".")[1]  # oh_hell: how tests parametrized by module name call it

register()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Keep the cases about Oh Hell (its id or package in the test's id) and the tests asked for by
    their own id (a check over every game, e.g. ``test_bots.py::test_interface``): the plain run checks
    the other games, so they are not run twice."""
    asked = {arg.replace("\\", "/") for arg in config.args if "::" in arg}
    kept = [
        item for item in items if GAME_ID in item.nodeid or PACKAGE in item.nodeid or item.nodeid in asked
    ]
    config.hook.pytest_deselected(items=[item for item in items if item not in kept])
    items[:] = kept
