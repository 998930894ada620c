"""Read-only peeks at the bot's SQLite file (the bot process owns it): a table's seats, version and status."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any


class Versions:
    """Read-only peeks at the bot's SQLite file: the seats of a table, and its version and status."""

    def __init__(self, db_path: Path) -> None:
        self.db_path = db_path
        self._connection: sqlite3.Connection | None = None

    def _read(self, sql: str, params: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        if self._connection is None:
            self._connection = sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True, timeout=5)
        return self._connection.execute(sql, params).fetchall()

    def seats(self, table_id: int) -> dict[str, int]:
        rows = self._read("SELECT user_id, seat FROM players WHERE table_id = ?", (table_id,))
        return {str(user): int(seat) for user, seat in rows if seat is not None}

    def version(self, table_id: int) -> tuple[int, str]:
        version, status = self._read("SELECT version, status FROM tables WHERE id = ?", (table_id,))[0]
        return int(version), str(status)

    def table_messages(self) -> list[tuple[int, int | None, int]]:
        """(id, table message id, version) of every table."""
        rows = self._read("SELECT id, message_id, version FROM tables", ())
        return [(int(i), None if m is None else int(m), int(v)) for i, m, v in rows]

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None
