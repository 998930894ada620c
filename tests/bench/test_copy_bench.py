"""The copy benchmark fills a small played database, copies it into PostgreSQL and replays every game."""

from __future__ import annotations

import pytest

from bench import copy
from tests.support.postgres import PostgresServer

# Slow: runs the benchmark command on a small budget (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow


def test_the_bench_copies_and_replays_a_small_database(
    postgres_server: PostgresServer,  # only so that it is skipped, with the reason, where none can start
    capsys: pytest.CaptureFixture[str],
) -> None:
    copy.main(["--games", "8"])
    out = capsys.readouterr().out
    assert "copy: " in out and "tables 8," in out and "rows/s" in out and "in the PostgreSQL server" in out
    assert "replay: 8 games, 0 mismatches" in out
