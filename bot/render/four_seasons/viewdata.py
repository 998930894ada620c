"""Defensive reads of a 4 Seasons view dict (a view from an older or newer engine must not crash us)."""

from __future__ import annotations

from typing import Any

from bot.render.viewdata import acting, at, legal, option, seats

__all__ = ["acting", "at", "bonus_step", "legal", "option", "seats"]


def bonus_step(view: dict[str, Any]) -> bool:
    """Whether this table plays the bonus bids (never in the team variant)."""
    options = view.get("options") or {}
    return bool(option(options, "bonus_bids", True)) and option(options, "variant", "standard") != "team"
