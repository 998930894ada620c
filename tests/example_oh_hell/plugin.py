"""A pytest plugin that adds Oh Hell to every registry before anything reads them:
``python -m pytest -p tests.example_oh_hell.plugin <shared tests>`` (the repository's checklist test
runs it so). Loaded by ``-p``, it is imported before ``tests/conftest.py``, so even what is read once at
import (the ``/play`` command's game choices) offers the game. Only Oh Hell's cases of the shared tests run
(``pytest_collection_modifyitems``)."""

from __future__ import annotations

import pytest

from tests.example_oh_hell.registration import GAME_ID, register
from tests.support.examples import kept

PACKAGE = __name__.split(".")[1]  # example_oh_hell: how tests parametrized by module name call it

register()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Keep the cases about Oh Hell (its id or package in the test's id) and the tests asked for by
    their own id (a check over every game, e.g. ``test_bots.py::test_interface``): the plain run checks
    the other games, so they are not run twice."""
    asked = {arg.replace("\\", "/") for arg in config.args if "::" in arg}
    keep = set(kept([item.nodeid for item in items], GAME_ID, PACKAGE, asked))
    config.hook.pytest_deselected(items=[item for item in items if item.nodeid not in keep])
    items[:] = [item for item in items if item.nodeid in keep]
