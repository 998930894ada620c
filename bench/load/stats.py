"""Figures from samples: latency percentiles by kind of click, REST calls per accepted action."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from bench.load.fake import DEFERRED, EXEMPT_ROUTES, Sample

LABELS = ("command", "lobby", "hand", "form", "action")
BOT_TABLES = "bots"  # the clicks at the background bot tables (bench.load.bot_tables): kept apart


def percentile(values: list[float], share: float) -> float:
    """Nearest-rank percentile (``share`` in 0..1) of a non-empty list; ``inf`` counts as the slowest."""
    ordered = sorted(values)
    rank = max(1, math.ceil(share * len(ordered)))
    return ordered[rank - 1]


@dataclass(frozen=True)
class Latency:
    """Response times in milliseconds of one group of interactions; unanswered ones count as infinite."""

    count: int
    unanswered: int
    p50: float
    p99: float
    max: float

    @classmethod
    def of(cls, samples: Iterable[Sample]) -> Latency | None:
        times = [math.inf if s.latency is None else s.latency * 1000 for s in samples]
        if not times:
            return None
        unanswered = sum(1 for t in times if math.isinf(t))
        return cls(len(times), unanswered, percentile(times, 0.50), percentile(times, 0.99), max(times))

    def as_dict(self) -> dict[str, float | int | None]:
        def finite(x: float) -> float | None:
            return None if math.isinf(x) else round(x, 2)

        return {
            "count": self.count,
            "unanswered": self.unanswered,
            "p50_ms": finite(self.p50),
            "p99_ms": finite(self.p99),
            "max_ms": finite(self.max),
        }


def screens_after_early_acks(samples: list[Sample]) -> Latency | None:
    """The clicks the bot acknowledged early (it was behind): how long until their screen came."""
    early = [s for s in samples if s.interaction.ack in DEFERRED]
    times = [math.inf if s.screen_after is None else s.screen_after * 1000 for s in early]
    if not times:
        return None
    unanswered = sum(1 for t in times if math.isinf(t))
    return Latency(len(times), unanswered, percentile(times, 0.50), percentile(times, 0.99), max(times))


def latencies(samples: list[Sample]) -> dict[str, Latency]:
    """Every people's-table interaction ("all"), then each kind of click that occurred, then the bot
    tables' own clicks ("bots", not in "all")."""
    groups: dict[str, Latency] = {}
    overall = Latency.of(s for s in samples if s.label != BOT_TABLES)
    if overall is not None:
        groups["all"] = overall
    for label in (*LABELS, BOT_TABLES):
        found = Latency.of(s for s in samples if s.label == label)
        if found is not None:
            groups[label] = found
    return groups


def calls_per_action(counts: Counter[str], actions: int) -> dict[str, float]:
    """REST calls per accepted action, by route, with the globally rate-limited and exempt totals."""
    per = {route: round(n / actions, 3) for route, n in sorted(counts.items())} if actions else {}
    exempt = sum(n for route, n in counts.items() if route in EXEMPT_ROUTES)
    limited = sum(n for route, n in counts.items() if route not in EXEMPT_ROUTES)
    if actions:
        per["= exempt (interaction routes)"] = round(exempt / actions, 3)
        per["= globally limited"] = round(limited / actions, 3)
    return per
