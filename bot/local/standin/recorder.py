"""What the fake saw: every REST call, every gateway frame both ways, unknown routes and broken rules.

Loud about what it does not know: an unknown route is recorded in ``unknown`` and every broken rule in
``violations``; ``assert_clean()`` fails a test on either. ``strays`` records every picture a message
showed outside its embeds (legal, so not a violation, but a table message must never show one).
``touch()`` after each REST call or gateway frame wakes whoever waits in ``next_change``.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Upload:
    """One file part of a multipart body: ``files[<index>]`` with its filename and bytes."""

    index: int
    filename: str
    data: bytes


@dataclass
class Call:
    method: str
    path: str
    query: dict[str, str]
    body: Any
    status: int = 0
    at: float = field(default_factory=time.monotonic)  # when it arrived (retry spacing, latency)
    files: list[Upload] = field(default_factory=list)  # the uploaded files of a multipart body


@dataclass(frozen=True)
class Stray:
    """A picture a message showed outside every embed after one create or edit (``revision``)."""

    message_id: str
    revision: int
    filename: str
    attachment_id: str


class Recorder:
    def __init__(self, history: int | None = None) -> None:
        """``history``: keep only about the last this many calls and frames (a local table that runs for
        hours, whose uploads would otherwise pile up); None keeps them all (the tests read them)."""
        self.history = history
        self.calls: list[Call] = []
        self.frames: list[tuple[str, dict[str, Any]]] = []  # ("in" | "out", frame)
        self.unknown: list[Call] = []
        self.violations: list[str] = []
        self.strays: list[Stray] = []
        self.changes = 0  # how many times ``touch`` was called: a page asks "anything since n?"
        self._changed = asyncio.Event()

    def touch(self) -> None:
        """The world may have changed: wake everyone waiting on it."""
        if self.history is not None:
            for kept in (self.calls, self.frames):
                if len(kept) > 2 * self.history:  # trimmed now and then, not on every call
                    del kept[: -self.history]
        self.changes += 1
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
