"""The load benchmark's verdicts against the issue's targets, on made-up figures: p99 at 200 tables is
judged against 3x the floor's p99 in the same run (issue 17), CPU against 2x."""

from __future__ import annotations

import re

from bench.load.level import LevelReport
from bench.load.report import TARGET_P99_RATIO, format_levels
from bench.load.stats import Latency


def level(tables: int, bot_p99: float, floor_p99: float) -> LevelReport:
    return LevelReport(
        tables=tables,
        bot_latency={"all": Latency(100, 0, bot_p99 / 2, bot_p99, bot_p99)},
        floor_latency={"all": Latency(100, 0, floor_p99 / 2, floor_p99, floor_p99)},
    )


def verdict(report: LevelReport) -> str:
    row = next(line for line in format_levels([report]).splitlines() if line.startswith("p99 bot / floor"))
    return re.split(r"\s{2,}", row.strip())[1]


def test_p99_within_three_times_the_floor_meets_the_target_at_200_tables() -> None:
    assert TARGET_P99_RATIO == 3.0
    assert verdict(level(200, bot_p99=2.5 * 4.0, floor_p99=4.0)) == "2.5x ok"
    assert verdict(level(200, bot_p99=3.0 * 4.0, floor_p99=4.0)) == "3.0x ok"


def test_p99_beyond_three_times_the_floor_misses_it() -> None:
    assert verdict(level(200, bot_p99=3.2 * 4.0, floor_p99=4.0)) == "3.2x MISSED"


def test_other_levels_print_the_ratio_without_a_verdict() -> None:
    assert verdict(level(1000, bot_p99=10 * 4.0, floor_p99=4.0)) == "10.0x"
