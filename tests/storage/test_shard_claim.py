"""One bot per shard per PostgreSQL database: processes on different shards run together, a second
process on a shard already held (or with another shard count) is refused, and a crash frees its shards."""

from __future__ import annotations

import pytest

from storage import Shards
from storage.errors import ShardsInUseError
from storage.shard_claim import ShardClaim
from tests.support.postgres import PostgresServer, create_database, drop_database


@pytest.fixture
def url(postgres_database: str) -> str:
    return postgres_database


async def test_processes_on_different_shards_run_together(url: str) -> None:
    first = await ShardClaim.take(url, Shards.of(3, [0, 2]))
    second = await ShardClaim.take(url, Shards.of(3, [1]))
    await first.release()
    await second.release()


async def test_a_shard_already_held_is_refused_until_its_process_is_gone(url: str) -> None:
    first = await ShardClaim.take(url, Shards.of(2, [0, 1]))
    with pytest.raises(ShardsInUseError) as refused:
        await ShardClaim.take(url, Shards.of(2, [1]))
    assert "already running shard 1 of 2 on the database" in str(refused.value)
    await first.release()  # as the connection closing when a process dies
    again = await ShardClaim.take(url, Shards.of(2, [1]))
    await again.release()


async def test_the_default_single_shard_is_one_process_per_database(url: str) -> None:
    first = await ShardClaim.take(url, Shards())
    with pytest.raises(ShardsInUseError):
        await ShardClaim.take(url, Shards())
    await first.release()


async def test_another_shard_count_is_refused_and_frees_what_it_had_claimed(url: str) -> None:
    first = await ShardClaim.take(url, Shards.of(2, [0]))
    with pytest.raises(ShardsInUseError) as refused:
        await ShardClaim.take(url, Shards.of(3, [1]))
    assert "with SHARD_COUNT=2, not 3," in str(refused.value)
    second = await ShardClaim.take(url, Shards.of(2, [1]))  # the refused one holds nothing
    await first.release()
    await second.release()


async def test_another_database_on_the_same_server_is_not_concerned(
    url: str, postgres_server: PostgresServer
) -> None:
    other = await create_database(postgres_server)
    try:
        first = await ShardClaim.take(url, Shards())
        second = await ShardClaim.take(other, Shards())
        await first.release()
        await second.release()
    finally:
        await drop_database(postgres_server, other)
