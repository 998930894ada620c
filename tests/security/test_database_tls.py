"""A database off this machine without ``sslmode=verify-full`` is named at every start, in one log line.

PostgreSQL's default ``sslmode=prefer`` encrypts when the server offers it and verifies nothing: anyone on
the path reads the password and every stored hand, or plays the server. The decision is a pure function
of the URL and the environment asyncpg reads (``PGHOST``, ``PGSSLMODE``); the real ``python -m bot``
shows the line before it connects, and never the password.
"""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest

from storage.postgres_tls import unverified_warning

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "secretpw-1138"


@pytest.mark.parametrize(
    "url",
    [
        f"postgresql://cardroom:{PASSWORD}@localhost:5432/cardroom",
        f"postgresql://cardroom:{PASSWORD}@127.0.0.1/cardroom",
        f"postgresql://cardroom:{PASSWORD}@127.8.9.10:6543/cardroom",
        f"postgresql://cardroom:{PASSWORD}@[::1]:5432/cardroom",
        "postgresql:///cardroom",  # no host: the default Unix socket
        "postgresql://cardroom@/cardroom?host=/var/run/postgresql",
        f"postgresql://cardroom:{PASSWORD}@db.example.net/cardroom?sslmode=verify-full",
        "postgres://cardroom@10.0.0.5,10.0.0.6:5433/cardroom?sslmode=verify-full",
    ],
)
def test_a_local_or_verified_database_gets_no_warning(url: str) -> None:
    assert unverified_warning(url, {}) is None


@pytest.mark.parametrize(
    ("url", "environ", "named", "mode"),
    [
        (f"postgresql://cardroom:{PASSWORD}@db.example.net:5432/cardroom", {}, "db.example.net", "prefer"),
        (f"postgresql://cardroom:{PASSWORD}@10.0.0.5/cardroom?sslmode=require", {}, "10.0.0.5", "require"),
        (f"postgresql://cardroom:{PASSWORD}@db/c?sslmode=verify-ca", {}, "db", "verify-ca"),
        (f"postgresql://c:{PASSWORD}@[2001:db8::1]:5432/c?sslmode=disable", {}, "2001:db8::1", "disable"),
        ("postgresql://cardroom@localhost,db.example.net/cardroom", {}, "db.example.net", "prefer"),
        ("postgresql://cardroom@/cardroom?host=db.example.net", {}, "db.example.net", "prefer"),
        ("postgresql:///cardroom", {"PGHOST": "db.example.net"}, "db.example.net", "prefer"),
        ("postgresql://db.example.net/c", {"PGSSLMODE": "require"}, "db.example.net", "require"),
    ],
)
def test_a_remote_database_without_verify_full_is_named_without_the_password(
    url: str, environ: dict[str, str], named: str, mode: str
) -> None:
    warning = unverified_warning(url, environ)
    assert warning is not None
    assert f"connects to {named}, off this machine, with sslmode={mode}," in warning
    assert "sslmode=verify-full" in warning and PASSWORD not in warning and "cardroom@" not in warning


def test_pgsslmode_verify_full_in_the_environment_counts() -> None:
    assert unverified_warning("postgresql://u@db.example.net/c", {"PGSSLMODE": "verify-full"}) is None


@pytest.mark.slow  # starts python -m bot as a process (docs/testing.md#the-quick-tier)
async def test_the_bot_warns_at_start_up_of_an_unverified_remote_database(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "PG"))}
    # .invalid never resolves (RFC 6761): the bot warns, then stops on the unreachable database.
    env.update(
        PYTHONPATH=str(ROOT),
        DISCORD_TOKEN="a-token",
        DATABASE_URL=f"postgresql://cardroom:{PASSWORD}@db.example.invalid:5432/cardroom",
    )
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=tmp_path, env=env, stderr=asyncio.subprocess.PIPE
    )
    _, stderr = await asyncio.wait_for(process.communicate(), timeout=60)
    said = stderr.decode()
    assert process.returncode == 2
    (warning,) = [line for line in said.splitlines() if "sslmode" in line]
    assert "WARNING" in warning and "db.example.invalid" in warning and "sslmode=verify-full" in warning
    assert PASSWORD not in said
