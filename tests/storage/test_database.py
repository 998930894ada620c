"""The connection, its pragmas, migrations and transactions (storage/database.py)."""

from __future__ import annotations

import ast
import asyncio
import sqlite3
from pathlib import Path

import pytest

from storage import SchemaError, StorageError, Store
from storage.database import BUSY_TIMEOUT_MS, Database
from storage.migration_files import Migration, load_migrations, split_statements

STORAGE_DIR = Path(__file__).resolve().parents[2] / "storage"
DISCORD_ANSWER_MS = 3000  # Discord drops an interaction not answered within 3 s


async def pragma(store: Store, name: str) -> object:
    async with store.database.read() as session:
        return await session.fetch_value(f"PRAGMA {name}")


_TABLE_NAMES = {
    "sqlite": "SELECT name FROM sqlite_master WHERE type = 'table'",
    "postgresql": "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
}


async def table_names(store: Store) -> set[str]:
    async with store.database.read() as session:
        rows = await session.fetch_all(_TABLE_NAMES[store.database.dialect])
    return {row["name"] for row in rows}


# --- opening ---------------------------------------------------------------------------------------


async def test_open_creates_the_parent_directory_and_the_file(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "er" / "cardroom.sqlite3"
    store = await Store.open(path)
    await store.close()
    assert path.is_file()


@pytest.mark.sqlite_only
async def test_connection_pragmas(store: Store) -> None:
    assert await pragma(store, "journal_mode") == "wal"
    assert await pragma(store, "foreign_keys") == 1
    assert await pragma(store, "busy_timeout") == BUSY_TIMEOUT_MS < DISCORD_ANSWER_MS / 2
    assert await pragma(store, "synchronous") == 1  # NORMAL


async def test_foreign_keys_are_enforced(store: Store, integrity_error: tuple[type[Exception], ...]) -> None:
    with pytest.raises(integrity_error, match=r"(?i)foreign key"):
        async with store.database.transaction() as session:
            await session.execute(
                "INSERT INTO players (table_id, user_id, name, join_seq, joined_at)"
                " VALUES (404, 1, 'x', 1, 0)"
            )


async def test_async_context_manager_closes(db_path: Path) -> None:
    async with await Store.open(db_path) as store:
        assert await store.get_table(1) is None
    assert store.database.closed


async def test_closed_store_refuses_work_and_closes_twice(store: Store) -> None:
    await store.close()
    await store.close()
    with pytest.raises(StorageError, match="closed"):
        await store.get_table(1)


# --- migrations ------------------------------------------------------------------------------------


async def test_migrations_are_applied_and_tracked(store: Store) -> None:
    shipped = load_migrations()
    assert shipped[0].name == "0001_initial.sql"
    assert await store.database.schema_version() == shipped[-1].version
    assert {"tables", "players", "actions", "results", "user_prefs"} <= await table_names(store)


async def test_reopening_does_not_reapply_migrations(db_path: Path) -> None:
    # 0002 would fail if run twice (CREATE TABLE without IF NOT EXISTS) and counts its runs.
    shipped = load_migrations()
    next_version = shipped[-1].version + 1
    marker = Migration(
        next_version,
        f"{next_version:04d}_marker.sql",
        "CREATE TABLE marker (x INTEGER); INSERT INTO marker VALUES (1);",
    )
    migrations = [*shipped, marker]
    for _ in range(3):
        database = await Database.open(db_path, migrations=migrations)
        assert await database.schema_version() == next_version
        await database.close()
    database = await Database.open(db_path, migrations=migrations)
    async with database.read() as session:
        assert await session.fetch_value("SELECT COUNT(*) FROM marker") == 1
    await database.close()


async def test_database_newer_than_the_code_is_refused(db_path: Path) -> None:
    await (await Store.open(db_path)).close()
    with sqlite3.connect(db_path) as raw:
        raw.execute("PRAGMA user_version = 99")
    raw.close()
    with pytest.raises(SchemaError, match="schema version 99, newer than this code"):
        await Store.open(db_path)


async def test_a_failing_migration_is_rolled_back_entirely(db_path: Path) -> None:
    shipped = load_migrations()
    version = shipped[-1].version + 1
    bad = Migration(
        version, f"{version:04d}_bad.sql", "CREATE TABLE half (x INTEGER);\nINSERT INTO nowhere VALUES (1);"
    )
    with pytest.raises(SchemaError, match=rf"{version:04d}_bad\.sql failed"):
        await Database.open(db_path, migrations=[*shipped, bad])
    store = await Store.open(db_path)
    try:
        assert await store.database.schema_version() == shipped[-1].version
        assert "half" not in await table_names(store)
    finally:
        await store.close()


@pytest.mark.parametrize(
    ("files", "message"),
    [
        (["0001_a.sql", "0003_c.sql"], "without gaps"),
        (["0001_a.sql", "0001_b.sql"], "without gaps"),
        (["0002_b.sql"], "without gaps"),
        (["1_a.sql"], "not named like"),
    ],
)
def test_load_migrations_rejects_bad_sets(tmp_path: Path, files: list[str], message: str) -> None:
    for name in files:
        (tmp_path / name).write_text("SELECT 1;")
    (tmp_path / "README.txt").write_text("ignored")
    with pytest.raises(SchemaError, match=message):
        load_migrations(tmp_path)


def test_split_statements_respects_comments_strings_and_triggers() -> None:
    script = """
        -- a comment; with a semicolon
        CREATE TABLE t (x TEXT DEFAULT 'a;b');
        CREATE TRIGGER t_guard BEFORE UPDATE ON t BEGIN SELECT RAISE(ABORT, 'no'); END;
        INSERT INTO t VALUES ('1'); INSERT INTO t VALUES ('2');
        -- trailing comment
    """
    statements = split_statements(script)
    assert len(statements) == 4
    assert statements[0].endswith("DEFAULT 'a;b');")
    assert statements[1].startswith("CREATE TRIGGER") and statements[1].endswith("END;")


def test_split_statements_rejects_an_unterminated_statement() -> None:
    with pytest.raises(SchemaError, match="unterminated"):
        split_statements("CREATE TABLE t (x);\nCREATE TABLE u (y)")


# --- transactions ----------------------------------------------------------------------------------

_INSERT_PREF = "INSERT INTO user_prefs (user_id, updated_at) VALUES (?, 0)"
_COUNT_PREFS = "SELECT COUNT(*) FROM user_prefs"


async def count_prefs(store: Store) -> int:
    async with store.database.read() as session:
        return int(await session.fetch_value(_COUNT_PREFS))


async def test_an_exception_rolls_the_transaction_back(store: Store) -> None:
    with pytest.raises(RuntimeError):
        async with store.database.transaction() as session:
            await session.execute(_INSERT_PREF, (1,))
            raise RuntimeError("boom")
    assert await count_prefs(store) == 0
    async with store.database.transaction() as session:  # the connection is usable again
        await session.execute(_INSERT_PREF, (2,))
    assert await count_prefs(store) == 1


async def test_a_cancelled_transaction_rolls_back_and_frees_the_lock(store: Store) -> None:
    inside = asyncio.Event()

    async def stuck() -> None:
        async with store.database.transaction() as session:
            await session.execute(_INSERT_PREF, (1,))
            inside.set()
            await asyncio.Event().wait()  # never set

    task = asyncio.create_task(stuck())
    await inside.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert await asyncio.wait_for(count_prefs(store), timeout=5) == 0


async def test_a_nested_transaction_is_refused_instead_of_deadlocking(store: Store) -> None:
    async def nested() -> None:
        async with store.database.transaction(), store.database.read():
            pass

    with pytest.raises(StorageError, match="nested"):
        await asyncio.wait_for(nested(), timeout=5)


async def test_readers_never_see_a_transaction_in_progress(store: Store) -> None:
    inserted = asyncio.Event()
    release = asyncio.Event()

    async def writer() -> None:
        async with store.database.transaction() as session:
            await session.execute(_INSERT_PREF, (1,))
            inserted.set()
            await release.wait()
            raise RuntimeError("roll back")

    task = asyncio.create_task(writer())
    await inserted.wait()
    reader = asyncio.create_task(count_prefs(store))
    await asyncio.sleep(0.05)
    if store.database.dialect == "sqlite":
        # One connection: the reader waits for the writer. (PostgreSQL's reader reads the last
        # committed snapshot at once instead; either way it never sees the uncommitted row.)
        assert not reader.done()
    release.set()
    with pytest.raises(RuntimeError):
        await task
    assert await reader == 0


# --- layering --------------------------------------------------------------------------------------


def test_storage_imports_nothing_of_ours_nor_discord() -> None:
    forbidden = {"discord", "bot", "games"}
    for source in STORAGE_DIR.rglob("*.py"):
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                assert name.split(".")[0] not in forbidden, f"{source.name} imports {name}"
