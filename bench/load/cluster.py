"""The bot under measure as one or several processes: one SQLite file (the default), or one PostgreSQL
database shared by ``SHARD_COUNT`` processes (each ``SHARD_IDS=i``), as docs/deploy.md runs it.

The PostgreSQL server is a throwaway one (tests/support/postgres.py: a temporary cluster, durability
off), started once per benchmark run; each level gets a fresh database copied from a migrated template.
The tables' guilds are spread over the shards by Discord's formula (the fake's ``add_guild(shard=…)``),
so each process serves its own guilds' tables; what the benchmark reports for "the bot" is summed over
the processes (CPU, memory, calls).
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.load.peek import Versions
from bot.local.standin import FakeDiscord
from tests.loopback.oracle import Oracle
from tests.loopback.pg_oracle import PostgresOracle
from tests.loopback.process import BotProcess
from tests.support.postgres import (
    PostgresServer,
    PostgresUnavailable,
    create_database,
    migrate_template,
    start_or_reason,
)

BACKENDS = ("sqlite", "postgresql")


class PostgresVersions(Versions):
    """The same peeks, read from the shared PostgreSQL database through the oracle's connection."""

    def __init__(self, oracle: PostgresOracle) -> None:
        super().__init__(Path("/nonexistent"))
        self.oracle = oracle

    def _read(self, sql: str, params: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        return [tuple(row) for row in self.oracle._read(sql, params)]

    def close(self) -> None:
        pass  # the oracle owns the connection


def start_server() -> PostgresServer:
    """A throwaway PostgreSQL server with the migrated template; raises with the reason where none starts."""
    server, reason, _ = start_or_reason()
    if server is None:
        raise PostgresUnavailable(reason)
    try:
        with ThreadPoolExecutor(max_workers=1) as thread:  # the caller may be inside a running loop
            thread.submit(asyncio.run, migrate_template(server)).result()
    except BaseException:
        server.stop()
        raise
    return server


@dataclass
class Cluster:
    """The bot's processes for one level, their database and the read-only views of it."""

    fake: FakeDiscord
    root: Path
    shards: int = 1
    server: PostgresServer | None = None  # None: one process on a SQLite file
    url: str = ""
    guilds: list[str] = field(default_factory=list)  # shard i's guild at index i
    bots: list[BotProcess] = field(default_factory=list)
    oracle: Oracle | None = None
    versions: Versions | None = None

    @property
    def db_path(self) -> Path:
        return self.root / "cardroom.sqlite3"

    @property
    def store_target(self) -> str | Path:
        """What ``Store.open`` takes for this level's database."""
        return self.url or self.db_path

    def add_guilds(self) -> None:
        """One guild per shard, placed by Discord's formula; one shard keeps the fake's first guild."""
        if self.shards == 1:
            self.guilds = [self.fake.guild_id]
        else:
            count = self.shards
            self.guilds = [self.fake.add_guild(f"Shard {n}", shard=(n, count)) for n in range(count)]

    async def open_database(self) -> None:
        if self.server is None:
            self.oracle, self.versions = Oracle(self.db_path), Versions(self.db_path)
            return
        self.url = await create_database(self.server)
        oracle = PostgresOracle(self.url)
        self.oracle, self.versions = oracle, PostgresVersions(oracle)

    def make_bots(self) -> None:
        if self.server is None:
            self.bots = [BotProcess(self.fake, self.db_path, self.root / "bot")]
            return
        for n in range(self.shards):
            settings = {"DATABASE_URL": self.url, "SHARD_COUNT": str(self.shards), "SHARD_IDS": str(n)}
            workdir = self.root / ("bot" if self.shards == 1 else f"bot-shard-{n}")
            # The SQLite path is never created: DATABASE_URL wins.
            self.bots.append(BotProcess(self.fake, self.root / "unused.sqlite3", workdir, settings=settings))

    def close(self) -> None:
        if self.versions is not None:
            self.versions.close()
        if self.oracle is not None and isinstance(self.oracle, PostgresOracle):
            self.oracle.close()
