"""The /leaderboard benchmark runs end to end on a small server and prints its figures."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import leaderboard


def test_the_bench_fills_rates_and_times_the_leaderboard(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    leaderboard.main(
        ["--games", "60", "--players", "25", "--repeats", "3", "--database", str(tmp_path / "b.db")]
    )
    out = capsys.readouterr().out
    assert "60 rated games, 25 players" in out
    assert "/leaderboard query + render, first page: median" in out and "last page" in out
    assert "🥇 **player" in out
