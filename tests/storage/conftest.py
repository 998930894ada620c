"""Fixtures for the storage tests: a real database on each backend and a controllable clock.

Every test that takes ``store`` runs twice, on SQLite (a file in ``tmp_path``) and on PostgreSQL (a
fresh database on the session's throwaway server), unless it also takes ``db_path`` or is marked
``sqlite_only``: those test the SQLite file itself (raw ``sqlite3`` access, a file left by an older
release, pragmas) and run on SQLite only.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from storage import Store
from tests.storage.factories import FakeClock
from tests.support.postgres import PostgresServer, create_database, drop_database

BACKENDS = ("sqlite", "postgresql")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    fixtures = metafunc.fixturenames
    sqlite_only = metafunc.definition.get_closest_marker("sqlite_only") is not None
    if "store" in fixtures and "db_path" not in fixtures and not sqlite_only:
        metafunc.parametrize("backend", BACKENDS)


@pytest.fixture
def backend() -> str:
    return "sqlite"


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "cardroom.sqlite3"


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def location(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[str | Path]:
    """Where ``store`` lives: the SQLite file, or the URL of a fresh PostgreSQL database."""
    if backend == "sqlite":
        yield tmp_path / "cardroom.sqlite3"
        return
    server: PostgresServer = request.getfixturevalue("postgres_server")
    url = await create_database(server)
    try:
        yield url
    finally:
        await drop_database(server, url)


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
