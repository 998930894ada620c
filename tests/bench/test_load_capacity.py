"""The capacity of a configuration (issue 17), on recorded level results: the most tables at which p99
stays within 3x the floor's, every lower level holding too; with several runs of a level, the median of
their ratios decides (one run's p99 moves 2x between runs)."""

from __future__ import annotations

import pytest

from bench.load.__main__ import parse_args
from bench.load.capacity import CAPACITY_P99_RATIO, Capacity, capacity_of, median_ratios
from bench.load.level import LevelReport
from bench.load.report import format_levels, summary
from bench.load.stats import Latency

FLOOR_P99 = 4.0  # ms


def run(tables: int, ratio: float | None, shards: int = 1) -> LevelReport:
    """One recorded run of a level whose bot p99 was ``ratio`` times the floor's (None: no floor figure)."""
    bot_p99 = (ratio or 1.0) * FLOOR_P99
    floor = {"all": Latency(100, 0, FLOOR_P99 / 2, FLOOR_P99, FLOOR_P99)} if ratio is not None else {}
    return LevelReport(
        tables=tables,
        shards=shards,
        backend="sqlite" if shards == 1 else "postgresql",
        bot_latency={"all": Latency(100, 0, bot_p99 / 2, bot_p99, bot_p99)},
        floor_latency=floor,
    )


def test_the_capacity_is_the_last_level_within_three_times_the_floor() -> None:
    assert CAPACITY_P99_RATIO == 3.0
    levels = [run(25, 1.5), run(50, 3.0), run(75, 3.4), run(100, 2.9)]
    assert Capacity.of(levels).tables == 50, "exactly 3x holds; 75 fails"


def test_a_level_that_holds_above_one_that_failed_does_not_count() -> None:
    assert capacity_of({25: 1.2, 50: 3.5, 75: 2.0, 100: 2.5}) == 25


def test_the_levels_are_judged_in_order_of_tables_whatever_order_they_ran_in() -> None:
    assert capacity_of({100: 4.0, 50: 2.0, 75: 2.5}) == 75


def test_when_the_lowest_level_fails_the_capacity_is_below_it() -> None:
    capacity = Capacity.of([run(25, 3.1), run(50, 2.0)])
    assert capacity.tables == 0
    assert capacity.line().startswith("capacity (p99 ≤ 3× floor): below 25 tables")


def test_a_level_without_a_floor_figure_does_not_hold() -> None:
    assert capacity_of(median_ratios([run(25, 1.0), run(50, None), run(75, 1.0)])) == 25


def test_repeated_runs_are_judged_by_their_median_ratio() -> None:
    one_bad_run = [run(25, 1.0), run(50, 2.0), run(50, 6.0), run(50, 2.8)]
    assert median_ratios(one_bad_run) == {25: 1.0, 50: 2.8}
    assert Capacity.of(one_bad_run).tables == 50, "one unlucky run among three does not sink the level"
    mostly_bad = [run(25, 1.0), run(50, 2.0), run(50, 6.0), run(50, 4.0)]
    assert Capacity.of(mostly_bad).tables == 25, "two runs of three beyond 3x: the median is beyond"


def test_the_table_ends_with_the_capacity_line_and_the_json_carries_it() -> None:
    levels = [run(25, 1.5, shards=2), run(25, 2.5, shards=2), run(50, 3.2, shards=2), run(50, 3.6, shards=2)]
    text = format_levels(levels)
    header = text.splitlines()[0].split()
    assert header == ["25", "tables", "#1", "25", "tables", "#2", "50", "tables", "#1", "50", "tables", "#2"]
    last = text.splitlines()[-1]
    assert last.startswith("capacity (p99 ≤ 3× floor): 25 tables — 2 processes (postgresql)")
    assert "2 run(s) per level: 25: 2.0x, 50: 3.4x" in last
    capacity = summary(levels, None)["capacity"]
    assert capacity["tables"] == 25 and capacity["median_p99_ratio"] == {"25": 2.0, "50": 3.4}
    assert capacity["runs"] == {"25": 2, "50": 2}


def test_one_level_run_once_reports_no_capacity() -> None:
    levels = [run(200, 2.0)]
    assert "capacity" not in format_levels(levels)
    assert summary(levels, None)["capacity"] is None


def test_repeats_is_an_option_of_the_command() -> None:
    assert parse_args(["--tables", "25", "50", "--repeats", "3"]).repeats == 3
    assert parse_args([]).repeats == 1
    with pytest.raises(SystemExit):
        parse_args(["--repeats", "0"])
