"""`python -m bot` as an operator runs it: one clear sentence and a non-zero exit on a bad start."""

from __future__ import annotations

import asyncio
import json
import os
import random
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from aiohttp import web

from bot.__main__ import BAD_TOKEN, NO_TOKEN, loop_factory
from storage import Store
from storage.files import InstanceLock
from tests.storage.factories import GAME, GUILD, stored_by_release
from tests.storage.test_ratings import OLD_RESULTS

# Slow: starts the command as an operator would, in a process of its own (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]


def _environment(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "DEV_GUILD"))}
    env["PYTHONPATH"] = str(ROOT)
    env.update(extra)
    return env


async def _run_bot(cwd: Path, **extra: str) -> tuple[int, str]:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        cwd=cwd,
        env=_environment(**extra),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    _, stderr = await asyncio.wait_for(process.communicate(), timeout=60)
    return process.returncode or 0, stderr.decode()


async def test_without_a_token_the_bot_says_so_in_one_sentence(tmp_path: Path) -> None:
    code, stderr = await _run_bot(tmp_path)
    assert code == 2
    assert stderr.strip() == NO_TOKEN
    assert not (tmp_path / "cardroom.sqlite3").exists()


async def test_an_empty_token_in_dotenv_counts_as_missing(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("DISCORD_TOKEN=\nDEV_GUILD_ID=\n")
    code, stderr = await _run_bot(tmp_path)
    assert (code, stderr.strip()) == (2, NO_TOKEN)


async def test_a_rejected_token_ends_with_one_sentence_and_the_database_exists(tmp_path: Path) -> None:
    async def unauthorized(request: web.Request) -> web.Response:
        body = json.dumps({"message": "401: Unauthorized", "code": 0})
        return web.Response(status=401, body=body, headers={"Content-Type": "application/json"})

    app = web.Application()
    app.router.add_get("/api/v10/users/@me", unauthorized)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        code, stderr = await _run_bot(
            tmp_path,
            DISCORD_TOKEN="not-a-real-token",
            DISCORD_API_BASE=f"http://127.0.0.1:{port}/api/v10",
            DATABASE_PATH=str(tmp_path / "data" / "cardroom.sqlite3"),
        )
    finally:
        await runner.cleanup()
    assert code == 2
    assert stderr.strip().splitlines()[-1] == BAD_TOKEN
    assert "Traceback" not in stderr
    assert (tmp_path / "data" / "cardroom.sqlite3").exists()


# --- the database -------------------------------------------------------------------------------------


@asynccontextmanager
async def _discord_that_counts() -> AsyncIterator[tuple[str, list[str]]]:
    """A stand-in Discord REST base that records every request it gets (none is expected)."""
    requests: list[str] = []

    async def anything(request: web.Request) -> web.Response:
        requests.append(request.path)
        return web.Response(status=401, body=b'{"message": "401: Unauthorized", "code": 0}')

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", anything)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        yield f"http://127.0.0.1:{port}/api/v10", requests
    finally:
        await runner.cleanup()


async def _start_on(tmp_path: Path, database: Path) -> tuple[int, str, list[str]]:
    async with _discord_that_counts() as (api_base, requests):
        code, stderr = await _run_bot(
            tmp_path, DISCORD_TOKEN="some-token", DISCORD_API_BASE=api_base, DATABASE_PATH=str(database)
        )
    return code, stderr, requests


async def test_a_folder_as_the_database_is_named_in_one_sentence_before_discord(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    code, stderr, requests = await _start_on(tmp_path, folder)
    assert (code, requests) == (2, [])
    assert (
        stderr.strip() == f"The database {folder} is a folder: set DATABASE_PATH to a file, e.g. inside it."
    )


async def test_a_database_below_a_file_is_named_in_one_sentence_before_discord(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("a file, not a folder")
    database = tmp_path / "notes.txt" / "cardroom.sqlite3"
    code, stderr, requests = await _start_on(tmp_path, database)
    assert (code, requests) == (2, [])
    assert (
        stderr.strip()
        == f"The database {database} cannot be created: {tmp_path / 'notes.txt'} is a file, not a folder."
    )


async def test_a_corrupt_database_is_named_in_one_sentence_and_left_alone(tmp_path: Path) -> None:
    database = tmp_path / "cardroom.sqlite3"
    junk = random.Random(8).randbytes(16384)
    database.write_bytes(junk)
    code, stderr, requests = await _start_on(tmp_path, database)
    assert (code, requests) == (2, [])
    [line] = stderr.strip().splitlines()
    assert line.startswith(f"The database {database} is not an SQLite database or is damaged")
    assert database.read_bytes() == junk


async def test_a_second_bot_on_the_same_database_stops_in_one_sentence(tmp_path: Path) -> None:
    database = tmp_path / "cardroom.sqlite3"
    running = InstanceLock.acquire(database)  # what the first bot holds for its whole life
    try:
        code, stderr, requests = await _start_on(tmp_path, database)
    finally:
        running.release()
    assert (code, requests) == (2, [])
    assert stderr.strip() == (
        f"Another Cardroom is already running on the database {database} (it holds {database}.lock): "
        "stop it first, or set DATABASE_PATH to another file."
    )
    assert not database.exists(), "the second bot never touches the database"


async def test_the_first_start_with_ratings_rates_the_games_played_before(tmp_path: Path) -> None:
    database = tmp_path / "cardroom.sqlite3"
    await stored_by_release(database, 10, *OLD_RESULTS)  # Ann beat Bob before ratings existed
    code, stderr, _ = await _start_on(tmp_path, database)  # rated before Discord refuses the token
    assert code == 2 and stderr.strip().splitlines()[-1] == BAD_TOKEN
    store = await Store.open(database)
    try:
        ann, bob = [(await store.player_ratings(GUILD, user))[GAME] for user in (1, 2)]
        assert ann.games == bob.games == 1 and ann.mu > bob.mu
        assert not await store.ratings_missing(), "rated once: the next start rates nothing again"
    finally:
        await store.close()


def test_the_bot_runs_on_uvloop_where_it_is_installed_unless_told_to_use_asyncio() -> None:
    uvloop = pytest.importorskip("uvloop")
    with asyncio.Runner(loop_factory=loop_factory("auto")) as runner:
        assert isinstance(runner.get_loop(), uvloop.Loop)
    assert loop_factory("asyncio") is None  # asyncio.Runner then makes the standard loop


async def test_only_some_shards_on_an_sqlite_file_are_refused_in_one_sentence_before_discord(
    tmp_path: Path,
) -> None:
    database = tmp_path / "cardroom.sqlite3"
    async with _discord_that_counts() as (api_base, requests):
        code, stderr = await _run_bot(
            tmp_path,
            DISCORD_TOKEN="some-token",
            DISCORD_API_BASE=api_base,
            DATABASE_PATH=str(database),
            SHARD_COUNT="2",
            SHARD_IDS="1",
        )
    assert (code, requests) == (2, [])
    assert stderr.strip() == (
        "SHARD_IDS names only some of the shards, but the other shards' processes cannot share an SQLite "
        "file: set DATABASE_URL to a PostgreSQL database, or leave SHARD_IDS empty."
    )
    assert not database.exists()
