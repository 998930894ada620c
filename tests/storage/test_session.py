"""Both backends' sessions answer the one session API the repositories are written against."""

from __future__ import annotations

from storage import Store
from storage.session import StoreSession


async def test_every_session_a_repository_gets_has_the_whole_session_api(store: Store, backend: str) -> None:
    database = store.database
    async with database.transaction() as writing:
        assert isinstance(writing, StoreSession), type(writing).__name__
        assert writing.dialect == backend
    async with database.read() as reading:
        assert isinstance(reading, StoreSession), type(reading).__name__
    async with database.snapshot() as snapshot:
        assert isinstance(snapshot, StoreSession), type(snapshot).__name__
