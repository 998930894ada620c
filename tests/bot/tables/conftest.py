"""What the table-service tests stand on: a real database, and the service over it.

Every test here that reaches ``backend`` (through ``store``, ``service`` or ``databases``) runs on SQLite
and on PostgreSQL (tests/support/backends.py).
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from bot.tables import TableService
from storage import Store
from tests.support.backends import Databases, parametrize_backends

SEED = 12345  # every table's deal, so a test's games play the same each run


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    parametrize_backends(metafunc)


@pytest_asyncio.fixture
async def store(databases: Databases) -> AsyncIterator[Store]:
    store = await databases.open()
    yield store
    await store.close()


@pytest.fixture
def service(store: Store) -> TableService:
    return TableService(store, seed_source=lambda: SEED)
