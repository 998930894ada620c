"""Issue 37, finding 7: the per-host and per-server limits on open tables were checked, then written: eight
/play at the same moment each read "nothing open yet" and opened eight tables where the limit was two
(PostgreSQL, three runs out of three). The counts now sit inside the statement that inserts the table,
under the host's and the server's keys, as the one-table-per-channel check always did.

The table service over the real store, on a SQLite file and on PostgreSQL (a pool of connections: the
eight run side by side there).
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from bot.tables import TableService
from bot.tables.errors import TableError
from bot.tables.limits import Limits
from storage import Store
from tests.support.backends import BACKENDS, Databases
from tests.support.games import game_for

GAME = game_for(2).id
AT_ONCE = 8  # /play at the same moment, as in the review
LIMIT = 2  # what the test sets: fewer than AT_ONCE, so the race shows
GUILD = 1 << 40
HOST = 7 << 22


@pytest_asyncio.fixture
async def store(databases: Databases) -> AsyncIterator[Store]:
    opened = await databases.open()
    yield opened
    await opened.close()


def service(store: Store, **limits: int) -> TableService:
    return TableService(
        store, seed_source=lambda: 1, limits=dataclasses.replace(Limits.unlimited(), **limits)
    )


async def open_at_once(tables: TableService, hosts: list[int]) -> tuple[int, list[str]]:
    """``/play`` by each of ``hosts`` at the same moment, each in a channel of its own: (opened, refusals)."""

    async def play(number: int, host: int) -> None:
        await tables.open_table(
            guild_id=GUILD, channel_id=1000 + number, game_id=GAME, host_id=host, host_name=f"P{number}"
        )

    outcomes = await asyncio.gather(*(play(n, host) for n, host in enumerate(hosts)), return_exceptions=True)
    refusals = [str(o) for o in outcomes if isinstance(o, TableError)]
    assert all(o is None or isinstance(o, TableError) for o in outcomes), outcomes  # refusals, no crash
    return outcomes.count(None), refusals


async def open_tables(store: Store) -> int:
    async with store.database.read() as session:
        return int(await session.fetch_value("SELECT COUNT(*) FROM tables WHERE status = 'lobby'"))


@pytest.mark.parametrize("backend", BACKENDS)
async def test_eight_plays_at_once_by_one_host_open_exactly_the_hosts_limit(store: Store) -> None:
    opened, refusals = await open_at_once(service(store, tables_per_host=LIMIT), [HOST] * AT_ONCE)
    assert (opened, await open_tables(store)) == (LIMIT, LIMIT)
    assert refusals == [
        f"You already host {LIMIT} open tables here (the limit is {LIMIT}): "
        "finish or /abort one of them, then open a new one."
    ] * (AT_ONCE - LIMIT)


@pytest.mark.parametrize("backend", BACKENDS)
async def test_eight_plays_at_once_in_one_server_open_exactly_the_servers_limit(store: Store) -> None:
    hosts = [HOST + n for n in range(AT_ONCE)]
    opened, refusals = await open_at_once(service(store, tables_per_guild=LIMIT), hosts)
    assert (opened, await open_tables(store)) == (LIMIT, LIMIT)
    assert len(refusals) == AT_ONCE - LIMIT
    assert all(r.startswith(f"This server already has {LIMIT} open tables") for r in refusals)


@pytest.mark.parametrize("backend", BACKENDS)
async def test_eight_plays_at_once_by_one_host_open_exactly_the_hourly_cap(store: Store) -> None:
    opened, refusals = await open_at_once(service(store, tables_opened_per_host_hour=LIMIT), [HOST] * AT_ONCE)
    assert (opened, await open_tables(store)) == (LIMIT, LIMIT)
    assert all(r.startswith(f"You opened {LIMIT} tables in the last hour") for r in refusals), refusals
    assert len(refusals) == AT_ONCE - LIMIT
