from __future__ import annotations

import asyncio
import logging
import os
import signal
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import pytest_asyncio
import simcord
from hypothesis import HealthCheck, settings

from bot.adapter.client import CardroomBot
from tests.support.backends import Databases
from tests.support.harness import Harness
from tests.support.postgres import (
    PostgresServer,
    create_database,
    drop_database,
    migrate_template,
    start_or_reason,
)
from tests.support.simcord_pace import pace_settling

log = logging.getLogger(__name__)

# The tiers and the order; the screens fixture and --screens-dir (docs/testing.md).
pytest_plugins = ["tests.support.quick_tier", "tests.support.screens.plugin"]

# Hypothesis's "too slow" health check times input generation: on a shared 2-core machine under load it
# fails tests that pass. Timing is measured in bench/, never asserted in tests, so it is off everywhere.
settings.register_profile("cardroom", suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("cardroom")
# SimCord looks again every 2 ms, not 50, while the bot settles (tests/support/simcord_pace.py).
pace_settling()


def pytest_configure(config: pytest.Config) -> None:
    """The process tests stop the bot as an operator would, with SIGINT. A suite started in the background
    (``pytest &`` in a script) ignores SIGINT, and an ignored signal stays ignored in every child: the bot
    would never see it and every process test would fail at its end. Restore the default first (as
    ``python -m bench.load`` does)."""
    if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: one worker per core, and one more. The process tests spend much of their time waiting
    for the bot process they drive, so a third worker on two cores keeps both busy (the whole suite on the
    2-core machine: 8.0-8.9 min with two workers, 6.9 min with three; docs/testing.md)."""
    return (os.cpu_count() or 1) + 1


PLAYER_NAMES = ("alice", "bob", "carol", "dave", "erin")
SEED = 20261129


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "cardroom.sqlite3"


@pytest.fixture
def backend() -> str:
    """SQLite unless the test, or its directory (tests/support/backends.py), runs it on both."""
    return "sqlite"


@pytest_asyncio.fixture
async def databases(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Databases]:
    """Where the test's stores live on its backend (tests/support/backends.py)."""
    made = Databases(backend, tmp_path, lambda: request.getfixturevalue("postgres_server"))
    yield made
    await made.drop()


@pytest_asyncio.fixture
async def simcord_bot(databases: Databases) -> AsyncIterator[CardroomBot]:
    """The real Cardroom client on a real database (a SQLite file unless the test asks for ``backend``);
    SimCord's plugin runs it in ``simcord_env``."""
    store = await databases.open()
    bot = Harness.make_bot(store, SEED)
    yield bot
    await bot.tables._store.close()


@pytest_asyncio.fixture
async def harness(
    simcord_env: simcord.Env, simcord_bot: CardroomBot, databases: Databases
) -> AsyncIterator[Harness]:
    guild = simcord_env.create_guild(name="Card Club")
    channel = guild.create_text_channel("cards")
    players = {name: guild.add_member(simcord_env.create_user(name)) for name in PLAYER_NAMES}
    h = Harness(
        env=simcord_env,
        bot=simcord_bot,
        store=simcord_bot.tables._store,
        location=await databases.location(),
        channel=channel,
        players=players,
        seed=SEED,
    )
    yield h
    if h.store is not simcord_bot.tables._store:
        await h.store.close()


# --- PostgreSQL: one throwaway server per test session (tests/support/postgres.py) -----------------


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """The session's PostgreSQL server with a migrated template database; skips (saying why) where no
    server can be started."""
    server, reason, seconds = start_or_reason()
    if server is None:
        pytest.skip(reason)
    try:
        # In a thread of its own: the first test asking for the server may be inside a running loop.
        with ThreadPoolExecutor(max_workers=1) as thread:
            thread.submit(asyncio.run, migrate_template(server)).result()
        log.info("PostgreSQL test server started and migrated in %.2f s", seconds)
        yield server
    finally:
        server.stop()


@pytest_asyncio.fixture
async def postgres_database(postgres_server: PostgresServer) -> AsyncIterator[str]:
    """The URL of a database of the test's own on the session's server: migrated, no rows; dropped after."""
    url = await create_database(postgres_server)
    try:
        yield url
    finally:
        await drop_database(postgres_server, url)
