"""What a repository's statements run on, whichever the backend.

``Database.transaction()`` yields a ``storage.sqlite_session.Session``, ``PostgresDatabase``'s a
``storage.postgres_session.PostgresSession``: the same methods and guarantees, two classes. Code that
serves both (every repository) names this protocol, so a type checker holds both to it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol, runtime_checkable

from storage.dialect import Params
from storage.locks import WriteLock


class Row(Protocol):
    """A result row: ``sqlite3.Row`` over SQLite, ``asyncpg.Record`` over PostgreSQL. Both answer
    ``row["name"]`` and ``row[0]`` and list their column names."""

    def __getitem__(self, key: int | str, /) -> Any: ...

    def keys(self) -> Iterable[str]: ...


@runtime_checkable
class StoreSession(Protocol):
    """One connection inside a transaction or a read (see the two classes for how each runs)."""

    dialect: str  # "sqlite" or "postgresql" (storage.dialect)
    integrity_errors: tuple[type[Exception], ...]  # what a broken constraint raises

    async def lock(self, *locks: WriteLock) -> None: ...

    async def fetch_one(self, sql: str, params: Params = ()) -> Row | None: ...

    async def fetch_all(self, sql: str, params: Params = ()) -> Sequence[Row]: ...

    async def fetch_value(self, sql: str, params: Params = ()) -> Any: ...

    async def execute(self, sql: str, params: Params = ()) -> int: ...

    async def execute_many(self, sql: str, params: Iterable[Params]) -> int: ...

    async def defer_foreign_keys(self) -> None: ...

    async def notice(self, notice: str) -> None: ...
