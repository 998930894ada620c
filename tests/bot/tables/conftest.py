"""What the table-service tests stand on: a real SQLite file, and the service over it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from bot.tables import TableService
from storage import Store

SEED = 12345  # every table's deal, so a test's games play the same each run


@pytest_asyncio.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    store = await Store.open(tmp_path / "cardroom.sqlite3")
    yield store
    await store.close()


@pytest.fixture
def service(store: Store) -> TableService:
    return TableService(store, seed_source=lambda: SEED)
