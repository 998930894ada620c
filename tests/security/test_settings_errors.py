"""An invalid setting stops the bot with one sentence naming it, never with its value.

pydantic's own error is a traceback ending in ``input_value='postgressql://user:password@…'``: a
misspelt DATABASE_URL put the database password into the service's log (journald, a host's log
collector). The real ``python -m bot`` (and ``python -m bot.maintenance``) start as an operator starts
them, with two invalid settings.
"""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest

# Slow: starts the commands as an operator would, in a process of their own (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "secretpw-4711"
MISSPELT_URL = f"postgressql://cardroom:{PASSWORD}@db.example.net:5432/cardroom"  # one "s" too many


async def _run(cwd: Path, module: str, *args: str, **settings: str) -> tuple[int, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "DEV_GUILD"))}
    env.update(PYTHONPATH=str(ROOT), DISCORD_TOKEN="a-token", **settings)
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", module, *args, cwd=cwd, env=env, stderr=asyncio.subprocess.PIPE
    )
    _, stderr = await asyncio.wait_for(process.communicate(), timeout=60)
    return process.returncode or 0, stderr.decode()


@pytest.mark.parametrize("command", [("bot",), ("bot.maintenance", "check-replays")])
async def test_a_misspelt_database_url_and_a_bad_limit_are_named_without_the_password(
    tmp_path: Path, command: tuple[str, ...]
) -> None:
    code, stderr = await _run(tmp_path, *command, DATABASE_URL=MISSPELT_URL, MAX_TABLES_PER_HOST="lots")
    assert code == 2
    assert PASSWORD not in stderr and "db.example.net" not in stderr
    assert "input_value" not in stderr and "Traceback" not in stderr
    assert len(stderr.strip().splitlines()) == 1, f"one sentence, not {stderr!r}"
    assert "DATABASE_URL" in stderr and "MAX_TABLES_PER_HOST" in stderr
    assert not (tmp_path / "cardroom.sqlite3").exists(), "nothing was started"


async def test_a_settings_error_from_the_dotenv_file_is_named_the_same_way(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text(f"DATABASE_URL={MISSPELT_URL}\nSHARD_IDS=one,two\n")
    code, stderr = await _run(tmp_path, "bot")
    assert code == 2
    assert PASSWORD not in stderr and "input_value" not in stderr and "Traceback" not in stderr
    assert "DATABASE_URL" in stderr and "SHARD_IDS" in stderr and "one,two" not in stderr
