"""Fixtures for the storage tests: a real database on each backend and a controllable clock.

Every test that takes ``store`` runs twice, on SQLite and on PostgreSQL, unless it also takes ``db_path``
or is marked ``sqlite_only`` (tests/support/backends.py).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from storage import Store
from tests.storage.factories import FakeClock
from tests.support.backends import Databases, parametrize_backends


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    parametrize_backends(metafunc)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def location(databases: Databases) -> str | Path:
    """Where ``store`` lives: the SQLite file (``db_path``), or the URL of a fresh PostgreSQL database."""
    return await databases.location()


@pytest.fixture
async def store(location: str | Path, clock: FakeClock) -> AsyncIterator[Store]:
    opened = await Store.open(location, clock=clock)
    try:
        yield opened
    finally:
        await opened.close()  # harmless if the test closed it already


@pytest.fixture
def integrity_error(store: Store) -> tuple[type[Exception], ...]:
    """What this backend raises when a constraint refuses a write."""
    return store.database.integrity_errors
