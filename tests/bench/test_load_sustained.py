"""What one bot process sustains, as an operator reads it (issue 41): the busiest level whose p99 stayed
within 100 ms, every lower one holding too, in actions per second and tables at the players' pace; and
the pace a whole core would allow at the CPU each action cost."""

from __future__ import annotations

from bench.load.level import LevelReport
from bench.load.stats import Latency
from bench.load.sustained import P99_LIMIT_MS, Sustained

PHASE_S = 30.0
THINK_S = 5.0


def run(tables: int, p99_ms: float, actions_per_s: float, cpu_ms_per_action: float) -> LevelReport:
    actions = round(actions_per_s * PHASE_S)
    return LevelReport(
        tables=tables,
        actions=actions,
        phase_seconds=PHASE_S,
        bot_cpu_seconds=actions * cpu_ms_per_action / 1000,
        bot_latency={"all": Latency(actions, 0, p99_ms / 4, p99_ms, p99_ms)},
    )


def test_the_busiest_level_within_a_tenth_of_a_second_is_what_one_process_sustains() -> None:
    assert P99_LIMIT_MS == 100
    levels = [run(200, 20, 40, 6.0), run(800, 95, 150, 5.0), run(1200, 240, 200, 5.0)]
    sustained = Sustained.of(levels, THINK_S)
    assert (sustained.tables, sustained.actions_per_s) == (800, 150)
    assert sustained.core_share == 0.75, "150 actions a second at 5 ms each"
    assert sustained.ceiling_per_s == 200 and sustained.ceiling_tables == 1067, "a whole core: 1 s / 5 ms"
    line = sustained.line()
    assert line.startswith("sustained (p99 ≤ 100 ms, 5 s per decision): 150 actions/s at 800 tables")
    assert line.endswith("CPU ceiling 200 actions/s ≈ 1067 tables")
    assert sustained.as_dict()["actions_per_s"] == 150


def test_a_level_that_holds_above_one_that_failed_does_not_count() -> None:
    levels = [run(200, 20, 40, 6.0), run(400, 130, 80, 6.0), run(800, 90, 150, 5.0)]
    assert Sustained.of(levels, THINK_S).tables == 200


def test_repeated_runs_of_a_level_are_judged_by_their_median() -> None:
    levels = [run(400, 80, 80, 6.0), run(400, 300, 78, 6.0), run(400, 90, 82, 6.0)]
    sustained = Sustained.of(levels, THINK_S)
    assert (sustained.tables, sustained.p99_ms, sustained.actions_per_s) == (400, 90, 80)


def test_when_every_level_held_the_figure_is_a_floor_of_what_it_sustains() -> None:
    sustained = Sustained.of([run(200, 20, 40, 6.0), run(1000, 80, 150, 5.0)], THINK_S)
    assert sustained.every_level_held and sustained.tables == 1000
    assert "at least 150 actions/s at 1000 tables" in sustained.line()


def test_clicks_acknowledged_early_wait_for_their_screens() -> None:
    """A bot that fell behind acknowledges clicks at once and shows their screens later: the person waits
    for the screen, so a level whose early-acknowledged screens came late did not hold."""
    behind = run(500, 90, 80, 6.0)
    behind.early_acks = Latency(40, 0, 500.0, 1300.0, 1400.0)
    sustained = Sustained.of([run(200, 20, 40, 6.0), behind], THINK_S)
    assert sustained.tables == 200


def test_when_even_the_lowest_level_waits_too_long_it_says_so() -> None:
    sustained = Sustained.of([run(200, 150, 40, 6.0)], THINK_S)
    assert sustained.tables == 0
    assert sustained.line().endswith("below 200 tables")
