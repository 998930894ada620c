"""``python -m bot.maintenance``: ``check-replays`` names every stored finished game whose log no longer
replays to its stored final state, ``rebuild-ratings`` recomputes the ratings to the same numbers,
``copy-to-postgres`` moves a played database to PostgreSQL and replays it there (real SQLite files, the
real PostgreSQL test server, the real command line)."""

from __future__ import annotations

import asyncio
import json
import os
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import asyncpg
import pytest

from bot.maintenance import check_copy, main
from bot.replay import read_export
from bot.tables import TableService
from bot.tables.limits import Limits
from bot.tables.replays import build
from games import registry
from storage import Skill, Store
from storage.copy import copy_to_postgres
from tests.bot.tables.test_replays import GUILD, play, started
from tests.bot.test_replay_command import finished_games

# Slow: starts the command as an operator would, in a process of its own (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]


def check(path: Path | str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "bot.maintenance", "check-replays", "--database", str(path)]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)


async def test_the_check_names_the_games_whose_stored_log_was_altered(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    games = registry.ids()  # one finished game of each
    ids, exports = await finished_games(path, *games)
    done = check(path)
    assert done.returncode == 0 and f"{len(games)} finished games checked, 0 differ." in done.stdout

    cut, altered = ids[0], ids[-1]
    # The state one move before the end: a real state of that game, just not the one its log ends in.
    file = tmp_path / f"{games[-1]}.json"
    file.write_text(json.dumps(exports[-1]))
    game, _promised = read_export(file)
    earlier = registry.get(games[-1]).dump(build(game).states[-2])
    with sqlite3.connect(path) as db:  # as a bad engine change or a damaged file would leave them
        last = db.execute("SELECT MAX(seq) FROM actions WHERE table_id = ?", (cut,)).fetchone()[0]
        db.execute("DELETE FROM actions WHERE table_id = ? AND seq = ?", (cut, last))
        db.execute("UPDATE tables SET state = ? WHERE id = ?", (earlier, altered))
    done = check(path)
    assert done.returncode == 1
    assert f"table {cut} ({games[0]}): the log does not replay" in done.stdout
    assert f"table {altered} ({games[-1]}): the replay ends in a different state" in done.stdout
    assert f"{len(games)} finished games checked, 2 differ." in done.stdout


def test_checking_a_missing_database_creates_nothing(tmp_path: Path) -> None:
    done = check(tmp_path / "missing.sqlite3")
    assert done.returncode == 2 and "No database at" in done.stderr
    assert not (tmp_path / "missing.sqlite3").exists()


def test_the_rebuild_gives_back_the_live_ratings(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    path = tmp_path / "db.sqlite3"
    asyncio.run(finished_games(path, registry.ids()[0], registry.ids()[-1]))

    async def ratings() -> dict[int, dict[str, Skill]]:
        async with await Store.open(path) as store:
            return {user: await store.player_ratings(GUILD, user) for user in range(1, 10)}

    live = asyncio.run(ratings())
    assert any(live.values()), "the games were rated live"
    assert main(["rebuild-ratings", "--database", str(path)]) == 0  # the command's own event loop
    assert capsys.readouterr().out == "Ratings rebuilt from 2 rated games.\n"
    assert asyncio.run(ratings()) == live


# --- copy-to-postgres: a played SQLite file into the session's real PostgreSQL server ------------------

COPY_GAMES = registry.ids()
A_GAME = COPY_GAMES[-1]  # any game: the running table and the open lobby


def copy(source: Path, target: str | None, **env: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "bot.maintenance", "copy-to-postgres", "--from", str(source)]
    command += [] if target is None else ["--to", target]
    environment = {key: value for key, value in os.environ.items() if key != "DATABASE_URL"} | env
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False, env=environment)


@pytest.fixture
def target(postgres_database: str) -> str:
    """The empty PostgreSQL database the copy goes into."""
    return postgres_database


@pytest.fixture
async def played(tmp_path: Path) -> tuple[Path, list[int]]:
    """One finished game of each registered game, a game in progress and an open lobby, played through the
    service; returns the file and the finished games' ids."""
    path = tmp_path / "cardroom.sqlite3"
    ids, _exports = await finished_games(path, *COPY_GAMES)
    async with await Store.open(path) as store:
        service = TableService(store, seed_source=lambda: 7)
        running = await started(service, A_GAME, channel=300)
        await play(service, running, random.Random(300), moves=5)
        await service.open_table(guild_id=GUILD, channel_id=301, game_id=A_GAME, host_id=1, host_name="ann")
    return path, ids


async def what_players_read(location: str | Path, finished: list[int]) -> list[object]:
    """Every leaderboard and /stats of the server, and every finished game's export."""
    async with await Store.open(location) as store:
        service = TableService(store, seed_source=lambda: 7, limits=Limits(leaderboard_min_games=1))
        boards = [await service.leaderboard_page(GUILD, game_id) for game_id in COPY_GAMES]
        stats = [await service.player_stats(GUILD, user_id) for user_id in range(1, 4)]
        exports = []
        for table_id in finished:  # each asked by a reader of the game's channel
            record = await store.get_table(table_id)
            assert record is not None
            exports.append(await service.export(table_id, GUILD, frozenset({record.channel_id})))
    return [boards, stats, exports]


async def test_the_copy_replays_every_game_and_players_read_the_same(
    played: tuple[Path, list[int]], target: str
) -> None:
    source, finished = played
    done = copy(source, target)
    assert done.returncode == 0, done.stderr
    games = len(COPY_GAMES)
    assert done.stdout.splitlines()[-1] == f"{games + 2} tables, {games} replayed, 0 mismatches."
    assert "actions: " in done.stderr and "rows" in done.stderr  # progress, batch by batch
    before, after = await what_players_read(source, finished), await what_players_read(target, finished)
    assert all(page.rows for page in before[0]), "the games were rated"
    assert after == before

    async with await Store.open(target) as store:  # a new table, on PostgreSQL from now on
        table = await store.create_table(
            guild_id=GUILD,
            channel_id=302,
            game_id=A_GAME,
            options="{}",
            seed=7,
            host_id=1,
            host_name="ann",
        )
    assert table.id == len(COPY_GAMES) + 3  # above the copied ones


async def test_a_target_that_holds_data_is_refused_and_left_unchanged(
    played: tuple[Path, list[int]], target: str
) -> None:
    source, finished = played
    assert copy(source, target).returncode == 0
    before = await what_players_read(target, finished)
    again = copy(source, target)
    assert again.returncode == 2 and again.stdout == ""
    assert again.stderr.splitlines()[-1] == (
        f"Nothing was copied into {target}: the database already holds data (its table ratings has rows): "
        "copy only into a new, empty database"
    )
    assert await what_players_read(target, finished) == before


async def test_a_log_altered_in_the_target_before_the_check_is_named_by_its_table(
    played: tuple[Path, list[int]], target: str
) -> None:
    source, finished = played
    report = await copy_to_postgres(source, target)
    cut, cut_game = finished[1], COPY_GAMES[1]
    connection = await asyncpg.connect(target)  # as a faulty copy would have left it
    try:
        last = await connection.fetchval("SELECT MAX(seq) FROM actions WHERE table_id = $1", cut)
        await connection.execute("DELETE FROM actions WHERE table_id = $1 AND seq = $2", cut, last)
    finally:
        await connection.close()
    async with await Store.open(target) as store:
        done = await check_copy(store, report.rows_of("tables"))
    assert done.found_problems
    assert f"table {cut} ({cut_game}): the log does not replay" in done.text
    assert f"{len(COPY_GAMES) + 2} tables, {len(COPY_GAMES)} replayed, 1 mismatch." in done.text
    again = check(target)  # check-replays on the PostgreSQL database, later on
    assert again.returncode == 1 and f"table {cut} ({cut_game}): the log does not replay" in again.stdout


def test_the_copy_asks_where_to_copy_to(tmp_path: Path) -> None:
    done = copy(tmp_path / "missing.sqlite3", None)
    assert done.returncode == 2 and "Say where to copy to: --to postgresql://" in done.stderr
