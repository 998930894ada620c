"""The table's outstanding turn ping, against a real SQLite file (migration 0007)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from storage import Store
from storage.database import Database, load_migrations
from tests.storage.factories import open_game


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
    before = [m for m in load_migrations() if m.version < 7]
    database = await Database.open(db_path, migrations=before)
    await database.close()
    with sqlite3.connect(db_path) as raw:  # a game stored by the previous release
        raw.execute(
            "INSERT INTO tables (id, guild_id, channel_id, game_id, options, seed, status, host_id,"
            " created_at, updated_at) VALUES (1, 1, 2, 'quatorze', '{}', 7, 'playing', 3, 0, 0)"
        )
    raw.close()
    store = await Store.open(db_path)
    try:
        assert await store.ping_message(1) is None
        await store.set_ping_message(1, 9)
        assert await store.ping_message(1) == 9
    finally:
        await store.close()
