"""Moments of a game, as tests of its public view: where a process test crashes the bot, or waits."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def phase_is(name: str) -> Callable[[dict[str, Any]], bool]:
    return lambda view: view.get("phase") == name
