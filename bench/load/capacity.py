"""The capacity of one configuration of the bot (issue 17): the most tables at which its p99 stays within
``CAPACITY_P99_RATIO`` times the floor's in the same run, every lower level holding too (a level that
holds above one that fails is luck, not capacity).

One run's p99 moves up to 2x between runs of the same command, so with ``--repeats K`` every level runs
K times and is judged by the median of its runs' ratios. Pure: it reads recorded level results only.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from bench.load.level import LevelReport

CAPACITY_P99_RATIO = 3.0  # issue 17: tables at which p99 stays <= 3x the floor


def p99_ratio(report: LevelReport) -> float | None:
    """Bot p99 over floor p99 in one run (None: no floor figure to compare with)."""
    bot, floor = report.bot_latency.get("all"), report.floor_latency.get("all")
    if bot is None or floor is None or floor.p99 <= 0:
        return None
    return bot.p99 / floor.p99


def median_ratios(runs: Iterable[LevelReport]) -> dict[int, float | None]:
    """Each level (tables) -> the median p99 ratio of its runs; None where no run had a floor figure."""
    by_level: dict[int, list[float]] = {}
    for run in runs:
        ratio = p99_ratio(run)
        by_level.setdefault(run.tables, [])
        if ratio is not None:
            by_level[run.tables].append(ratio)
    return {tables: statistics.median(r) if r else None for tables, r in sorted(by_level.items())}


def capacity_of(ratios: Mapping[int, float | None], limit: float = CAPACITY_P99_RATIO) -> int:
    """The largest level whose ratio is within ``limit`` with every lower level within it too; 0 when
    the lowest level already fails (a level without a figure fails: nothing shows it held)."""
    held = 0
    for tables in sorted(ratios):
        ratio = ratios[tables]
        if ratio is None or ratio > limit:
            break
        held = tables
    return held


@dataclass(frozen=True, slots=True)
class Capacity:
    tables: int  # 0: not even the lowest level held
    ratios: dict[int, float | None]  # level -> median p99 ratio of its runs
    runs: dict[int, int]  # level -> how many runs it had
    configuration: str  # e.g. "2 processes (postgresql)"
    limit: float = CAPACITY_P99_RATIO

    @classmethod
    def of(cls, levels: list[LevelReport], limit: float = CAPACITY_P99_RATIO) -> Capacity:
        ratios = median_ratios(levels)
        runs = {tables: sum(1 for level in levels if level.tables == tables) for tables in ratios}
        first = levels[0]
        noun = "process" if first.shards == 1 else "processes"
        configuration = f"{first.shards} {noun} ({first.backend})"
        return cls(capacity_of(ratios, limit), ratios, runs, configuration, limit)

    def line(self) -> str:
        held = f"{self.tables} tables" if self.tables else f"below {min(self.ratios)} tables"
        medians = ", ".join(
            f"{tables}: {'-' if ratio is None else f'{ratio:.1f}x'}" for tables, ratio in self.ratios.items()
        )
        repeats = sorted(set(self.runs.values()))
        runs = "/".join(str(n) for n in repeats)
        return (
            f"capacity (p99 ≤ {self.limit:g}× floor): {held} — {self.configuration}; "
            f"median p99 / floor of {runs} run(s) per level: {medians}"
        )

    def as_dict(self) -> dict[str, Any]:
        return {
            "tables": self.tables,
            "p99_ratio_limit": self.limit,
            "configuration": self.configuration,
            "median_p99_ratio": {str(t): None if r is None else round(r, 2) for t, r in self.ratios.items()},
            "runs": {str(t): n for t, n in self.runs.items()},
        }
