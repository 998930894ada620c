"""What the fake saw: every REST call, every gateway frame both ways, unknown routes and broken rules.

Loud about what it does not know: an unknown route is recorded in ``unknown`` and every broken rule in
``violations``; ``assert_clean()`` fails a test on either. ``touch()`` after each REST call or gateway
frame wakes whoever waits in ``next_change``.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Call:
    method: str
    path: str
    query: dict[str, str]
    body: Any
    status: int = 0
    at: float = field(default_factory=time.monotonic)  # when it arrived (retry spacing, latency)


class Recorder:
    def __init__(self) -> None:
        self.calls: list[Call] = []
        self.frames: list[tuple[str, dict[str, Any]]] = []  # ("in" | "out", frame)
        self.unknown: list[Call] = []
        self.violations: list[str] = []
        self._changed = asyncio.Event()

    def touch(self) -> None:
        """The world may have changed: wake everyone waiting on it."""
        self._changed.set()
        self._changed = asyncio.Event()

    async def next_change(self, timeout: float) -> None:
        """Return at the next record, or after ``timeout`` seconds if none comes."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._changed.wait(), timeout)

    def assert_clean(self) -> None:
        """Fail on any route the fake does not implement and on any Discord rule the bot broke."""
        unknown = [f"{c.method} {c.path}" for c in self.unknown]
        assert not unknown, f"the bot called routes the fake does not implement: {unknown}"
        assert not self.violations, f"the bot broke Discord's rules: {self.violations}"
