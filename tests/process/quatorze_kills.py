"""Quatorze's moments to ``kill -9`` the bot at (mid-power and mid-play), for
``test_kill_and_restart.py``: (players, table seed, kills)."""

from __future__ import annotations

from typing import Any


def mid_power(view: dict[str, Any]) -> bool:
    decision = view.get("decision") or {}
    return decision.get("kind") not in (None, "play")


CASES = [(3, 13, [("mid-power", mid_power), ("mid-play", lambda view: not mid_power(view))])]
