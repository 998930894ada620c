"""storage.copy: an SQLite file copied into PostgreSQL arrives row for row, keeps handing out fresh ids, and
is never copied over data (a real SQLite file, the session's real PostgreSQL server)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from storage import DatabaseInUseError, StorageError, Store
from storage.copy import TargetNotEmptyError, copy_to_postgres
from storage.daily import DailyFinish
from storage.files import InstanceLock
from tests.storage.factories import (
    GAME,
    GUILD,
    FakeClock,
    open_game,
    open_lobby,
    play_finished,
    plus_one_for_a_win,
    rated_board,
)

# Every table the schema has, with the columns that order its rows (its primary key).
ORDER = {
    "tables": "id",
    "players": "table_id, user_id",
    "actions": "table_id, seq",
    "results": "table_id, user_id",
    "ratings": "guild_id, game_id, user_id",
    "user_prefs": "user_id",
    "guild_settings": "guild_id",
    "anonymous_ids": "id",
    "guild_departures": "guild_id",
    "table_openings": "id",
    "presets": "guild_id, name_key",
    "daily_secret": "id",
    "daily_levels": "game_id, day",
    "daily_games": "id",
    "daily_results": "table_id",
}


@pytest.fixture
def target(postgres_database: str) -> str:
    """The empty PostgreSQL database the copy goes into."""
    return postgres_database


@pytest.fixture
async def source(tmp_path: Path) -> Path:
    """A database as a server's use leaves it: rated games, a forgotten player, an active game and lobby,
    preferences and settings, a server the bot left."""
    path = tmp_path / "cardroom.sqlite3"
    clock = FakeClock()
    async with await Store.open(path, clock=clock) as store:
        for channel in range(10, 16):
            clock.advance()
            winner, loser = (1, "Ann"), (2 + channel % 3, f"P{channel % 3}")
            results = [(*winner, 30, 1), (*loser, 10 + channel, 2)]
            await play_finished(store, channel_id=channel, results=results, rate=plus_one_for_a_win)
        await play_finished(store, channel_id=20, results=[(7, "Gil", 5, 1), (8, "Hal", 1, 2)], guild_id=None)
        await store.forget_user(8)  # issues an anonymous id
        await open_game(store, channel_id=30, players=((5, "Eve"), (6, "Fay")))
        await open_lobby(store, channel_id=31, players=((9, "Ivy"),))
        await store.set_dm_hands(1, True)
        await store.set_locale(2, "ko")
        await store.set_table_threads(GUILD, True)
        await store.save_preset(GUILD, "fast", "Fast", "a-game", '{"a": 1}', replace=False, most=1)
        await store.schedule_guild_deletion(4242, delete_at=clock() + 3600)
        await store.daily_secret("the daily secret")
        await store.daily_level(GAME, "2026-12-07", "expert")
        daily = {"guild_id": GUILD, "channel_id": 10, "game_id": GAME, "day": "2026-12-07", "moves": "[]"}
        played = await store.start_daily(**daily, user_id=1, name="Ann")
        await store.save_daily(played, '[[0, "x"]]', DailyFinish(score=30, place=1, seats=4, share="🟩 🥇"))
        await store.start_daily(**daily, user_id=5, name="Eve")  # under way
    return path


def sqlite_rows(path: Path, table: str) -> list[tuple[Any, ...]]:
    with sqlite3.connect(path) as db:
        return [tuple(row) for row in db.execute(f"SELECT * FROM {table} ORDER BY {ORDER[table]}")]


async def postgres_rows(url: str, table: str, columns: list[str]) -> list[tuple[Any, ...]]:
    connection = await asyncpg.connect(url)
    try:
        names = ", ".join(columns)  # in SQLite's column order
        rows = await connection.fetch(f"SELECT {names} FROM {table} ORDER BY {ORDER[table]}")
    finally:
        await connection.close()
    return [tuple(row) for row in rows]


def sqlite_columns(path: Path, table: str) -> list[str]:
    with sqlite3.connect(path) as db:
        return [row[1] for row in db.execute(f"PRAGMA table_info({table})")]


async def everything(url: str, path: Path) -> dict[str, list[tuple[Any, ...]]]:
    return {table: await postgres_rows(url, table, sqlite_columns(path, table)) for table in ORDER}


async def test_every_row_arrives_equal(source: Path, target: str) -> None:
    report = await copy_to_postgres(source, target, batch=3)  # many pages per table
    with sqlite3.connect(source) as db:
        names = db.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'")
    assert {row[0] for row in names} == set(ORDER), "the test covers every table of the schema"
    for table in ORDER:
        rows = sqlite_rows(source, table)
        assert rows, f"the source has rows in {table}"
        assert await postgres_rows(target, table, sqlite_columns(source, table)) == rows, table
        assert report.rows_of(table) == len(rows)
    order = [copied.name for copied in report.tables]
    assert order.index("tables") < order.index("players") < order.index("results")


async def test_new_rows_get_ids_above_the_copied_ones(source: Path, target: str) -> None:
    await copy_to_postgres(source, target)
    highest_table = max(row[0] for row in sqlite_rows(source, "tables"))
    highest_anonymous = max(row[0] for row in sqlite_rows(source, "anonymous_ids"))
    async with await Store.open(target) as store:
        table = await open_lobby(store, channel_id=99)
        forgotten = await store.forget_user(7)
    assert table.id == highest_table + 1
    assert forgotten.anonymous_id == highest_anonymous + 1


async def test_an_anonymous_id_once_issued_is_never_issued_again(source: Path, target: str) -> None:
    """SQLite's AUTOINCREMENT remembers ids whose row is gone; the copy's counter starts above them."""
    with sqlite3.connect(source) as db:
        issued = db.execute("SELECT MAX(id) FROM anonymous_ids").fetchone()[0]
        db.execute("DELETE FROM anonymous_ids")
    await copy_to_postgres(source, target)
    async with await Store.open(target) as store:
        forgotten = await store.forget_user(7)
    assert forgotten.anonymous_id == issued + 1


async def test_ratings_and_leaderboards_read_the_same(source: Path, target: str) -> None:
    await copy_to_postgres(source, target)
    async with await Store.open(source) as before, await Store.open(target) as after:
        assert await rated_board(after) == await rated_board(before)
        assert len(await rated_board(before)) >= 3
        for user_id in range(1, 6):
            assert await after.player_ratings(GUILD, user_id) == await before.player_ratings(GUILD, user_id)
        pages = [
            await read.rated_page(GUILD, GAME, z=3, min_games=4, offset=0, limit=100)
            for read in (after, before)
        ]
        assert pages[0] == pages[1]
        rows, ranked, _ = pages[0]
        assert sorted(row.name for row in rows[ranked:]) == ["P0", "P1", "P2"], "the newer players, after"


async def test_a_target_that_holds_data_is_refused_and_left_unchanged(source: Path, target: str) -> None:
    async with await Store.open(target) as store:
        await play_finished(store, channel_id=500, results=[(70, "Zed", 3, 1), (71, "Yan", 2, 2)])
    before = await everything(target, source)
    with pytest.raises(TargetNotEmptyError, match="already holds data"):
        await copy_to_postgres(source, target)
    assert await everything(target, source) == before


async def test_a_copy_that_fails_half_way_leaves_the_target_empty_to_run_again(
    source: Path, target: str
) -> None:
    # SQLite's flexible typing kept a text where PostgreSQL wants a number (as a hand-edited file might),
    # in results: the last table copied, after every other one was written.
    with sqlite3.connect(source) as db:
        score = db.execute("SELECT score FROM results WHERE table_id = 1 AND user_id = 1").fetchone()[0]
        db.execute("UPDATE results SET score = 'lots' WHERE table_id = 1 AND user_id = 1")
    with pytest.raises(StorageError, match="results"):
        await copy_to_postgres(source, target)
    assert all(not rows for rows in (await everything(target, source)).values())

    with sqlite3.connect(source) as db:
        db.execute("UPDATE results SET score = ? WHERE table_id = 1 AND user_id = 1", (score,))
    report = await copy_to_postgres(source, target)
    assert report.rows_of("tables") == len(sqlite_rows(source, "tables"))


async def test_the_copy_waits_for_the_bot_to_stop(source: Path, target: str) -> None:
    running = InstanceLock.acquire(source)  # as the bot holds it for its whole life
    try:
        with pytest.raises(DatabaseInUseError):
            await copy_to_postgres(source, target)
    finally:
        running.release()
    assert all(not rows for rows in (await everything(target, source)).values())
