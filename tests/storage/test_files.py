"""The database's files on disk (storage/files.py): private modes, one bot per file, clear refusals."""

from __future__ import annotations

import asyncio
import os
import random
import sqlite3
import stat
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from storage import DatabaseFileError, DatabaseInUseError, StorageBusyError, Store
from storage.database import BUSY_TIMEOUT_MS
from storage.files import PRIVATE_MODE, InstanceLock

USUAL_UMASK = 0o022  # what most shells and service managers give a process: new files 0644


@contextmanager
def umask(mask: int) -> Iterator[None]:
    previous = os.umask(mask)
    try:
        yield
    finally:
        os.umask(previous)


def mode(path: Path | str) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


async def add_pref(store: Store, user_id: int) -> None:
    async with store.database.transaction() as session:
        await session.execute("INSERT INTO user_prefs (user_id, updated_at) VALUES (?, 0)", (user_id,))


async def count_prefs(store: Store) -> int:
    async with store.database.read() as session:
        return int(await session.fetch_value("SELECT COUNT(*) FROM user_prefs"))


# --- modes -----------------------------------------------------------------------------------------


async def test_a_new_database_and_its_wal_files_are_readable_by_the_owner_only(db_path: Path) -> None:
    with umask(USUAL_UMASK):
        store = await Store.open(db_path)
        try:
            assert mode(db_path) == PRIVATE_MODE
            await add_pref(store, 1)
            async with store.database.read() as session:
                await session.fetch_all("PRAGMA wal_checkpoint(TRUNCATE)")
            await add_pref(store, 2)  # the log starts again after the checkpoint
            for side in ("-wal", "-shm"):
                assert mode(f"{db_path}{side}") == PRIVATE_MODE, side
        finally:
            await store.close()
        reopened = await Store.open(db_path)  # the last close removed -wal and -shm: created anew
        try:
            await add_pref(reopened, 3)
            assert [mode(f"{db_path}{side}") for side in ("", "-wal", "-shm")] == [PRIVATE_MODE] * 3
        finally:
            await reopened.close()


async def test_a_world_readable_database_of_an_older_release_is_made_private(db_path: Path) -> None:
    with umask(USUAL_UMASK):
        raw = sqlite3.connect(db_path)
        raw.execute("PRAGMA journal_mode = WAL")
        raw.execute("CREATE TABLE leftover (x)")
        assert mode(db_path) == 0o644 and mode(f"{db_path}-wal") == 0o644
        store = await Store.open(db_path)  # while the old -wal still exists
        try:
            assert [mode(f"{db_path}{side}") for side in ("", "-wal", "-shm")] == [PRIVATE_MODE] * 3
        finally:
            await store.close()
            raw.close()


# --- one bot per database --------------------------------------------------------------------------


def test_a_second_instance_lock_on_the_same_database_is_refused(db_path: Path) -> None:
    first = InstanceLock.acquire(db_path)
    try:
        assert mode(first.path) == PRIVATE_MODE
        with pytest.raises(DatabaseInUseError, match="Another Cardroom is already running") as refused:
            InstanceLock.acquire(db_path)
        assert str(db_path) in str(refused.value)
    finally:
        first.release()
    InstanceLock.acquire(db_path).release()  # free again once the first lets go
    first.release()  # releasing twice is harmless


# --- refusals at opening ---------------------------------------------------------------------------


async def test_a_folder_is_not_a_database(tmp_path: Path) -> None:
    with pytest.raises(DatabaseFileError, match="is a folder") as refused:
        await Store.open(tmp_path)
    assert str(tmp_path) in str(refused.value)


async def test_a_database_under_a_file_cannot_be_created(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("not a folder")
    with pytest.raises(DatabaseFileError, match=r"notes\.txt is a file, not a folder"):
        await Store.open(tmp_path / "notes.txt" / "cardroom.sqlite3")


async def test_random_bytes_are_refused_and_left_as_they_were(db_path: Path) -> None:
    junk = random.Random(13).randbytes(8192)
    db_path.write_bytes(junk)
    with pytest.raises(DatabaseFileError, match="is not an SQLite database or is damaged") as refused:
        await Store.open(db_path)
    assert str(db_path) in str(refused.value)
    assert db_path.read_bytes() == junk


# --- another process holding the write lock --------------------------------------------------------


async def test_a_write_while_another_process_holds_the_lock_fails_fast_and_changes_nothing(
    store: Store, db_path: Path
) -> None:
    outsider = sqlite3.connect(db_path, isolation_level=None)
    outsider.execute("BEGIN EXCLUSIVE")
    try:
        started = time.monotonic()
        with pytest.raises(StorageBusyError):
            await asyncio.wait_for(add_pref(store, 1), timeout=10)
        waited = time.monotonic() - started
        assert BUSY_TIMEOUT_MS / 1000 * 0.9 <= waited < BUSY_TIMEOUT_MS / 1000 + 1
        assert await count_prefs(store) == 0  # reads still work beside the outsider (WAL)
    finally:
        outsider.execute("ROLLBACK")
        outsider.close()
    await add_pref(store, 1)  # usable again once the outsider is done
    assert await count_prefs(store) == 1
