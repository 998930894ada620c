"""The table's outstanding turn ping, against a real SQLite file (migration 0007)."""

from __future__ import annotations

from pathlib import Path

from storage import Store
from tests.storage.factories import OLD_GAME, open_game, stored_by_release


async def test_a_table_records_its_one_outstanding_ping(store: Store) -> None:
    table = await open_game(store, channel_id=5)
    other = await open_game(store, channel_id=6)
    assert await store.ping_message(table.id) is None
    await store.set_ping_message(table.id, 700)
    await store.set_ping_message(table.id, 701)  # a new ping replaces the old one
    assert await store.ping_message(table.id) == 701
    assert await store.ping_message(other.id) is None
    await store.set_ping_message(table.id, None)
    assert await store.ping_message(table.id) is None


async def test_a_database_from_before_0007_is_upgraded_with_no_ping(db_path: Path) -> None:
    await stored_by_release(db_path, 7, OLD_GAME)
    store = await Store.open(db_path)
    try:
        assert await store.ping_message(1) is None
        await store.set_ping_message(1, 9)
        assert await store.ping_message(1) == 9
    finally:
        await store.close()
