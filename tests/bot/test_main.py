"""`python -m bot` as an operator runs it: one clear sentence and a non-zero exit on a bad start."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

from aiohttp import web

from bot.__main__ import BAD_TOKEN, NO_TOKEN

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
