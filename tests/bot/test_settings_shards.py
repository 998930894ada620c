"""SHARD_COUNT and SHARD_IDS as an operator writes them (docs/deploy.md)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.adapter.client import CardroomBot, ShardedCardroomBot, bot_class
from bot.settings import Settings, parse_shard_ids
from storage import Shards


def test_shard_ids_are_numbers_and_ranges() -> None:
    assert parse_shard_ids("0,2") == [0, 2]
    assert parse_shard_ids("0-3") == [0, 1, 2, 3]
    assert parse_shard_ids(" 4, 0 - 1 ") == [4, 0, 1]
    for bad in ("", "a", "1-", "-1", "1,,2", "0.5"):
        with pytest.raises(ValueError):
            parse_shard_ids(bad)


def test_the_defaults_are_one_process_with_every_shard_and_the_plain_client() -> None:
    settings = Settings(_env_file=None)
    assert settings.shards() == Shards(1, frozenset({0}))
    assert settings.shard_problem() is None
    assert bot_class(settings.shards()) is CardroomBot


def test_some_shards_of_several_run_the_sharded_client_on_postgresql() -> None:
    settings = Settings(
        _env_file=None, shard_count=4, shard_ids="1-2", database_url="postgresql://db/cardroom"
    )
    assert settings.shards() == Shards(4, frozenset({1, 2}))
    assert settings.shard_problem() is None
    assert bot_class(settings.shards()) is ShardedCardroomBot
    on_sqlite = settings.model_copy(update={"database_url": None})
    assert on_sqlite.shard_problem() is not None  # an SQLite file is one process's


def test_shard_ids_beyond_the_count_are_refused_at_start() -> None:
    with pytest.raises(ValidationError, match="SHARD_IDS must name shards below SHARD_COUNT"):
        Settings(_env_file=None, shard_count=2, shard_ids="2")
    with pytest.raises(ValidationError, match="SHARD_IDS must be numbers"):
        Settings(_env_file=None, shard_count=2, shard_ids="one")


def test_a_process_gets_the_share_of_the_global_limit_its_shards_are_of_the_whole() -> None:
    """Four shards in two processes of two shards each: together they stay within GLOBAL_RATE_LIMIT."""
    first, second = (
        Settings(
            _env_file=None,
            shard_count=4,
            shard_ids=ids,
            global_rate_limit=40,
            database_url="postgresql://db/cardroom",
        )
        for ids in ("0,1", "2-3")
    )
    assert first.global_rate_share() == second.global_rate_share() == 20
    assert Settings(_env_file=None, global_rate_limit=40).global_rate_share() == 40
