"""Where SQLite statements run (storage/database.py, ``Session``): a click's short statements on the event
loop's thread, long reads and checkpoints on aiosqlite's thread; the answers are the same either way."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from storage.database import CHECKPOINT_EVERY, INLINE_STEPS, PROGRESS_EVERY, Database

# A read that counts this far runs many times INLINE_STEPS x PROGRESS_EVERY virtual-machine steps.
LONG_COUNT = 50 * INLINE_STEPS * PROGRESS_EVERY
_LONG_READ = f"""
    SELECT n, thread() AS thread FROM (
        WITH RECURSIVE counter(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM counter WHERE i < {LONG_COUNT})
        SELECT count(*) AS n FROM counter
    )
"""
_SHORT_READ = "SELECT 1 AS n, thread() AS thread"
PAGE = 4096
TICK_S = 0.01
OUTSIDER_HOLDS_S = 0.3  # under the busy timeout: the BEGIN waits, then succeeds


@pytest.fixture
async def database(tmp_path: Path) -> AsyncIterator[Database]:
    database = await Database.open(tmp_path / "inline.sqlite3")
    # SQL can ask which thread runs it: the statement's answer says where it ran.
    database._connection._conn.create_function("thread", 0, threading.get_ident)
    await database._connection.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body BLOB)")
    yield database
    await database.close()


async def test_a_short_read_runs_on_the_event_loops_thread(database: Database) -> None:
    async with database.read() as session:
        row = await session.fetch_one(_SHORT_READ)
    assert row is not None and row["thread"] == threading.get_ident()


async def test_a_long_read_is_rerun_on_sqlites_thread_with_the_whole_answer(database: Database) -> None:
    async with database.read() as session:
        row = await session.fetch_one(_LONG_READ)
        after = await session.fetch_one(_SHORT_READ)
    assert row is not None and row["n"] == LONG_COUNT
    assert row["thread"] != threading.get_ident()
    assert after is not None and after["thread"] != threading.get_ident()  # the rest of that hold too
    async with database.read() as session:
        fresh = await session.fetch_one(_SHORT_READ)
    assert fresh is not None and fresh["thread"] == threading.get_ident()  # the next hold starts afresh


async def test_a_long_read_inside_a_transaction_keeps_its_writes(database: Database) -> None:
    async with database.transaction() as session:
        await session.execute("INSERT INTO notes (body) VALUES ('first')")
        await session.execute("INSERT INTO notes (body) VALUES ('second')")
        row = await session.fetch_one(_LONG_READ)
        await session.execute("INSERT INTO notes (body) VALUES ('third')")
    assert row is not None and row["n"] == LONG_COUNT
    async with database.read() as session:
        bodies = [row["body"] for row in await session.fetch_all("SELECT body FROM notes ORDER BY id")]
    assert bodies == ["first", "second", "third"]


async def test_an_error_in_a_statement_on_the_loop_rolls_the_transaction_back(database: Database) -> None:
    with pytest.raises(Exception, match="UNIQUE"):
        async with database.transaction() as session:
            await session.execute("INSERT INTO notes (id, body) VALUES (1, 'kept?')")
            await session.execute("INSERT INTO notes (id, body) VALUES (1, 'twice')")
    async with database.read() as session:
        assert await session.fetch_value("SELECT count(*) FROM notes") == 0


async def test_the_write_ahead_log_is_checkpointed_as_commits_go_by(
    database: Database, tmp_path: Path
) -> None:
    async def commit_notes(count: int) -> None:
        for _ in range(count):
            async with database.transaction() as session:
                await session.execute("INSERT INTO notes (body) VALUES (?)", (bytes(PAGE),))

    wal = tmp_path / "inline.sqlite3-wal"
    await commit_notes(CHECKPOINT_EVERY - 1)
    before_the_first_checkpoint = wal.stat().st_size
    await commit_notes(3 * CHECKPOINT_EVERY)
    # Without checkpoints the log would be 4 times as long; with them SQLite writes it from its start
    # again, so it keeps the length of CHECKPOINT_EVERY commits.
    assert wal.stat().st_size < 1.2 * before_the_first_checkpoint


async def test_a_begin_that_must_wait_for_another_process_leaves_the_event_loop_free(
    database: Database, tmp_path: Path
) -> None:
    outsider = sqlite3.connect(tmp_path / "inline.sqlite3", isolation_level=None)
    outsider.execute("BEGIN EXCLUSIVE")
    ticks = 0

    async def tick() -> None:
        nonlocal ticks
        while True:
            await asyncio.sleep(TICK_S)
            ticks += 1

    async def write() -> None:
        async with database.transaction() as session:
            await session.execute("INSERT INTO notes (body) VALUES ('after the outsider')")

    ticker = asyncio.create_task(tick())
    writer = asyncio.create_task(write())
    await asyncio.sleep(OUTSIDER_HOLDS_S)
    outsider.execute("ROLLBACK")
    outsider.close()
    await writer
    ticker.cancel()
    assert ticks >= OUTSIDER_HOLDS_S / TICK_S / 2  # the loop ran on while the BEGIN waited
    async with database.read() as session:
        assert await session.fetch_value("SELECT count(*) FROM notes") == 1
