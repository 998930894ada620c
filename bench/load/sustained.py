"""What one bot process sustains, in the figures an operator sizes a deployment by (issue 41): accepted
actions per second with every click's p99 within ``P99_LIMIT_MS``, and the active tables that makes at the
players' pace (``--think`` seconds per decision).

Two figures per report, from recorded level results only (pure, like ``bench.load.capacity``):

* **measured**: the busiest level whose p99 stayed within the limit, every lower level holding too (the
  median of its runs with ``--repeats``), with its actions per second and the share of a core the bot used
  ("at least" when the busiest level run held: run busier levels to find the edge);
* **CPU ceiling**: actions per second if the bot had a whole core to itself (1 s over its CPU per action,
  at the busiest level that held), and the tables that pace would make. A click's wait grows before the
  core is full, so the measured figure is what to plan by; the ceiling says how far the levels ran from it.

The capacity line of ``bench.load.capacity`` judges p99 against the floor's, a comparison between two
programs on one machine; this one is the absolute figure a person waiting for a card feels.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bench.load.level import LevelReport

# A click answered within a tenth of a second feels immediate (issue 41 reports capacity at this p99).
P99_LIMIT_MS = 100.0


def _wait_p99(run: LevelReport) -> float | None:
    """How long the slowest percent of clicks waited for their screen. A click the bot acknowledged early
    (it was behind: ``bot/adapter/backlog.py``) waited until its screen came, not its acknowledgement:
    such clicks count by their screens' p99, however few they were."""
    answered = run.bot_latency.get("all")
    if answered is None:
        return None
    early = run.early_acks
    return answered.p99 if early is None or not early.count else max(answered.p99, early.p99)


def _median_p99(runs: Sequence[LevelReport]) -> float | None:
    figures = [p99 for p99 in map(_wait_p99, runs) if p99 is not None]
    return statistics.median(figures) if figures else None


def _per_second(runs: Sequence[LevelReport]) -> float:
    return statistics.median(run.actions / run.phase_seconds if run.phase_seconds else 0.0 for run in runs)


def _core_share(runs: Sequence[LevelReport]) -> float:
    """Of one core, per bot process."""
    return statistics.median(
        run.bot_cpu_seconds / run.phase_seconds / run.shards if run.phase_seconds else 0.0 for run in runs
    )


def _cpu_ms_per_action(runs: Sequence[LevelReport]) -> float | None:
    figures = [1000 * r.bot_cpu_seconds / r.actions for r in runs if r.actions and r.bot_cpu_seconds]
    return statistics.median(figures) if figures else None


@dataclass(frozen=True, slots=True)
class Sustained:
    think_s: float  # the players' mean think time per decision
    tables: int  # the busiest level that held (0: not even the lowest)
    p99_ms: float | None  # its median p99
    actions_per_s: float  # its accepted actions per second
    core_share: float  # the share of one core each bot process used there
    ceiling_per_s: float | None  # actions per second at a whole core (1 s over the CPU per action)
    ceiling_tables: int | None  # the tables that pace makes at this think time
    lowest: int  # the lowest level run: "below" it when none held
    every_level_held: bool = False  # the busiest level run held too: the process may sustain more
    limit_ms: float = P99_LIMIT_MS

    @classmethod
    def of(cls, levels: Sequence[LevelReport], think_s: float, limit_ms: float = P99_LIMIT_MS) -> Sustained:
        by_level: dict[int, list[LevelReport]] = {}
        for level in levels:
            by_level.setdefault(level.tables, []).append(level)
        held: list[LevelReport] = []
        p99: float | None = None
        for tables in sorted(by_level):
            median = _median_p99(by_level[tables])
            if median is None or median > limit_ms:
                break
            held, p99 = by_level[tables], median
        lowest = min(by_level)
        if not held:
            return cls(think_s, 0, None, 0.0, 0.0, None, None, lowest, limit_ms=limit_ms)
        per_s, cpu_ms = _per_second(held), _cpu_ms_per_action(held)
        ceiling = 1000 / cpu_ms if cpu_ms else None
        ceiling_tables = round(held[0].tables * ceiling / per_s) if ceiling and per_s else None
        tables, share = held[0].tables, _core_share(held)
        every = tables == max(by_level)
        return cls(think_s, tables, p99, per_s, share, ceiling, ceiling_tables, lowest, every, limit_ms)

    def line(self) -> str:
        head = f"sustained (p99 ≤ {self.limit_ms:g} ms, {self.think_s:g} s per decision): "
        if not self.tables:
            return head + f"below {self.lowest} tables"
        at_least = "at least " if self.every_level_held else ""
        measured = (
            f"{at_least}{self.actions_per_s:.0f} actions/s at {self.tables} tables "
            f"(p99 {self.p99_ms:.0f} ms, bot at {100 * self.core_share:.0f}% of a core)"
        )
        if self.ceiling_per_s is None:
            return head + measured
        ceiling = f"CPU ceiling {self.ceiling_per_s:.0f} actions/s ≈ {self.ceiling_tables} tables"
        return f"{head}{measured}; {ceiling}"

    def as_dict(self) -> dict[str, Any]:
        return {
            "p99_limit_ms": self.limit_ms,
            "think_s": self.think_s,
            "tables": self.tables,
            "p99_ms": None if self.p99_ms is None else round(self.p99_ms, 1),
            "actions_per_s": round(self.actions_per_s, 1),
            "core_share": round(self.core_share, 3),
            "ceiling_actions_per_s": None if self.ceiling_per_s is None else round(self.ceiling_per_s, 1),
            "ceiling_tables": self.ceiling_tables,
            "every_level_held": self.every_level_held,
        }
