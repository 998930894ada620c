"""The oracle (tests.loopback.oracle) over PostgreSQL: the same reads, from the bots' shared database.

The oracle is read synchronously, inside the fake's wait predicates, so its connection lives on an event
loop of its own in a background thread; each read blocks the test's loop only for one query.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

import asyncpg

from storage.dialect import to_postgres
from tests.loopback.oracle import Oracle

T = TypeVar("T")
READ_TIMEOUT_S = 10.0


class PostgresOracle(Oracle):
    def __init__(self, url: str) -> None:
        super().__init__(Path("/nonexistent"))  # no SQLite file: every read goes through ``_read``
        self.url = url
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="pg-oracle", daemon=True)
        self._thread.start()
        self._connection: asyncpg.Connection = self._call(asyncpg.connect(url))

    def _call(self, coroutine: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(READ_TIMEOUT_S)

    def _read(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        statement = to_postgres(sql)
        return self._call(self._connection.fetch(statement.sql, *statement.arguments(params)))

    def close(self) -> None:
        self._call(self._connection.close())
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join()
        self._loop.close()
