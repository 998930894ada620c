"""Where SQLite statements run (storage/sqlite_session.py, ``Session``): a click's short statements on
the event loop's thread, long reads on aiosqlite's thread, checkpoints beside them; the answers are the
same either way."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from storage.database import CHECKPOINT_EVERY, WAL_MOST_BYTES, Database
from storage.sqlite_session import INLINE_STEPS, PROGRESS_EVERY

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
WAL_FRAME_HEADER = 24
DISK_STALL_S = 5.0  # the commits finish long before: they never wait for the checkpoint
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


async def commit_notes(database: Database, count: int, pages: int = 1) -> None:
    for _ in range(count):
        async with database.transaction() as session:
            await session.execute("INSERT INTO notes (body) VALUES (?)", (bytes(pages * PAGE),))


async def test_the_write_ahead_log_starts_over_after_each_checkpoint_when_writes_pause(
    database: Database, tmp_path: Path
) -> None:
    checkpoints = database.checkpoints
    assert checkpoints is not None

    async def commit_with_pauses(count: int) -> None:
        for _ in range(count):
            await commit_notes(database, 1)
            await checkpoints.wait()  # a pause in the writes: a checkpoint copies the whole WAL

    wal = tmp_path / "inline.sqlite3-wal"
    await commit_with_pauses(CHECKPOINT_EVERY)  # a checkpoint somewhere (opening's migrations commit too)
    await commit_with_pauses(CHECKPOINT_EVERY)
    one_round = wal.stat().st_size
    await commit_with_pauses(3 * CHECKPOINT_EVERY)
    # Without checkpoints the log would be 2.5 times as long; with them SQLite writes it from its start
    # again, so it keeps the length of CHECKPOINT_EVERY commits.
    assert checkpoints.done >= 4
    assert wal.stat().st_size < 1.2 * one_round


async def test_the_write_ahead_log_stays_bounded_under_writes_without_a_pause(
    database: Database, tmp_path: Path
) -> None:
    pages_per_commit = 4
    commits = 3 * WAL_MOST_BYTES // (pages_per_commit * PAGE)
    await commit_notes(database, commits, pages_per_commit)
    # Checkpoints beside the commits never catch up with them; past WAL_MOST_BYTES one runs in the lock
    # (at most CHECKPOINT_EVERY commits later), and SQLite cuts the file back.
    most_frames = WAL_MOST_BYTES // PAGE + CHECKPOINT_EVERY * (pages_per_commit + 1)
    assert (tmp_path / "inline.sqlite3-wal").stat().st_size < most_frames * (PAGE + WAL_FRAME_HEADER)


async def test_commits_and_reads_go_on_while_a_checkpoint_waits_for_the_disk(database: Database) -> None:
    assert database.checkpoints is not None
    disk = threading.Event()  # the checkpoints' thread waits here, as for a slow sync of the file
    database.checkpoints._thread.submit(disk.wait)
    try:
        await asyncio.wait_for(commit_notes(database, 2 * CHECKPOINT_EVERY), timeout=DISK_STALL_S)
        async with database.read() as session:
            assert await session.fetch_value("SELECT count(*) FROM notes") == 2 * CHECKPOINT_EVERY
        assert database.checkpoints.running and database.checkpoints.done == 0
    finally:
        disk.set()
    await database.checkpoints.wait()
    assert database.checkpoints.done == 1


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
