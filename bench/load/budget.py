"""The global rate budget as Discord would see it: globally limited calls per second (the most in any
1 s window, and the mean), and whether every table message ends current once the players stop.

``LimitedCalls`` watches every REST call as it reaches the fake: the arrival time of each globally limited
one, and for each edit of a message the version its buttons carry. After the load stops, the bench
compares each table message with the stored table: *current* when its buttons carry the stored version;
an edit that shows an older version than the message already showed is *out of order*, one that repeats
the message exactly as it was is *doubled*.
"""

from __future__ import annotations

import hashlib
import json
import re
from bisect import bisect_left
from dataclasses import dataclass, field
from typing import Any

from bot.local.standin.models import Message, walk
from bot.local.standin.recorder import Call

WINDOW_SECONDS = 1.0  # Discord counts its global limit per second
_VERSION = re.compile(r"cr:\d+:(?P<version>\d+):")


def shown_version(components: list[dict[str, Any]]) -> int | None:
    """The table version a message's buttons carry (``cr:<table>:<version>:…``), None without any."""
    versions = [
        int(match["version"])
        for component in walk(components)
        if (match := _VERSION.match(str(component.get("custom_id") or "")))
    ]
    return max(versions) if versions else None


@dataclass(slots=True)
class _Edits:
    version: int = -1
    digest: bytes = b""
    last_at: float = 0.0


@dataclass
class LimitedCalls:
    times: list[float] = field(default_factory=list)  # arrival of each globally limited call
    edits: dict[str, _Edits] = field(default_factory=dict)  # per edited message
    out_of_order: int = 0
    doubled: int = 0

    def saw(self, call: Call, limited: bool, message_id: str | None) -> None:
        """``message_id``: the message the call edits, through either route (None: no edit)."""
        if limited:
            self.times.append(call.at)
        if call.method != "PATCH" or message_id is None or not isinstance(call.body, dict):
            return
        version = shown_version(call.body.get("components") or [])
        if version is None:
            return
        shown = {key: call.body.get(key) for key in ("content", "components", "embeds")}
        digest = hashlib.blake2b(json.dumps(shown, sort_keys=True).encode(), digest_size=16).digest()
        edits = self.edits.setdefault(message_id, _Edits())
        if version < edits.version:
            self.out_of_order += 1
        elif version == edits.version and digest == edits.digest:
            self.doubled += 1
        edits.version, edits.digest, edits.last_at = max(version, edits.version), digest, call.at


def most_in_a_window(times: list[float], since: float, window: float = WINDOW_SECONDS) -> int:
    """The most calls in any window [t, t + window) from ``since`` on, however the windows are cut."""
    ordered = sorted(t for t in times if t >= since)
    return max((bisect_left(ordered, t + window) - i for i, t in enumerate(ordered)), default=0)


@dataclass
class BudgetReport:
    limit: float = 0.0  # the bot's GLOBAL_RATE_LIMIT
    max_per_second: int = 0
    mean_per_second: float = 0.0
    late_acks: int = 0  # acknowledged after Discord's 3 s, or never
    current_after_s: float | None = None  # from the load's end to the last table message made current
    tables_checked: int = 0
    not_current: list[str] = field(default_factory=list)  # tables whose message stayed behind: lost
    out_of_order: int = 0
    doubled: int = 0

    def as_dict(self) -> dict[str, Any]:
        return {
            "limit": self.limit,
            "max_per_second": self.max_per_second,
            "mean_per_second": round(self.mean_per_second, 1),
            "late_acks": self.late_acks,
            "current_after_s": None if self.current_after_s is None else round(self.current_after_s, 2),
            "tables_checked": self.tables_checked,
            "not_current": self.not_current,
            "out_of_order": self.out_of_order,
            "doubled": self.doubled,
        }


def measure_budget(
    calls: LimitedCalls,
    since: float,
    stopped: float,
    tables: list[tuple[int, int | None, int]],
    messages: dict[str, Message],
) -> BudgetReport:
    """``since``..``stopped``: the measured phase (the max also counts the drain after it); ``tables``:
    (id, message id, stored version) of every table."""
    report = BudgetReport(out_of_order=calls.out_of_order, doubled=calls.doubled)
    report.max_per_second = most_in_a_window(calls.times, since)
    count = sum(1 for t in calls.times if since <= t < stopped)
    report.mean_per_second = count / max(stopped - since, 1e-9)
    last = stopped
    for table_id, message_id, version in tables:
        message = messages.get(str(message_id)) if message_id is not None else None
        if message is None or message.deleted:
            continue
        shown = shown_version(message.components)
        if shown is None:  # a closed table message without buttons: nothing to compare
            continue
        report.tables_checked += 1
        if shown != version:
            report.not_current.append(f"table {table_id}: shows v{shown}, stored v{version}")
        edits = calls.edits.get(str(message_id))
        if edits is not None:
            last = max(last, edits.last_at)
    report.current_after_s = None if report.not_current else last - stopped
    return report
