"""The two storage backends for tests: where a test's databases live on each, and which tests run on both.

A directory whose tests should run on both backends calls ``parametrize_backends`` from its conftest's
``pytest_generate_tests``: every test there whose fixtures reach ``backend`` then runs twice, on SQLite (a
file in ``tmp_path``) and on PostgreSQL (a fresh database on the session's throwaway server), unless it
also takes ``db_path`` or is marked ``sqlite_only``: those test the SQLite file itself (raw ``sqlite3``
access, a file left by an older release, pragmas, another process holding the file) and run on SQLite
only. A single test elsewhere opts in with ``@pytest.mark.parametrize("backend", BACKENDS)``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from storage import Store
from tests.support.postgres import PostgresServer, create_database, drop_database

BACKENDS = ("sqlite", "postgresql")
DEFAULT_NAME = "cardroom"  # on SQLite the file tmp_path/cardroom.sqlite3, which is ``db_path`` too


def parametrize_backends(metafunc: pytest.Metafunc) -> None:
    """Run the test on both backends if it reaches ``backend`` and is not about the SQLite file."""
    fixtures = metafunc.fixturenames
    sqlite_only = metafunc.definition.get_closest_marker("sqlite_only") is not None
    parametrized = any(
        "backend" in marker.args[0] for marker in metafunc.definition.iter_markers("parametrize")
    )
    if "backend" in fixtures and "db_path" not in fixtures and not sqlite_only and not parametrized:
        metafunc.parametrize("backend", BACKENDS)


class Databases:
    """One test's databases on its backend, by name: the same name again is the same database (a restart
    opens it anew), another name is another, empty one. PostgreSQL databases are dropped after the test."""

    def __init__(self, backend: str, tmp_path: Path, server: Callable[[], PostgresServer]) -> None:
        self.backend = backend
        self._tmp_path = tmp_path
        self._server = server  # asked only on PostgreSQL, so SQLite tests never start a server
        self._urls: dict[str, str] = {}

    async def location(self, name: str = DEFAULT_NAME) -> str | Path:
        """The SQLite file, or the URL of a fresh PostgreSQL database (created on first use)."""
        if self.backend == "sqlite":
            return self._tmp_path / f"{name}.sqlite3"
        if name not in self._urls:
            self._urls[name] = await create_database(self._server())
        return self._urls[name]

    async def open(self, name: str = DEFAULT_NAME, **options: Any) -> Store:
        return await Store.open(await self.location(name), **options)

    async def drop(self) -> None:
        for url in self._urls.values():
            await drop_database(self._server(), url)
        self._urls.clear()
