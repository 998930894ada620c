"""Whose turn it is and what they must do ("to bid (set C)", "to lead trick 5")."""

from __future__ import annotations

from typing import Any

from bot.render.base import TableContext
from bot.render.kit import turn as kit

MODE_NAME = {"set_selection": "Set-Selection", "starting_choice": "Starting-Choice"}


def start_open(view: dict[str, Any]) -> bool:
    """True when, in Starting-Choice, nobody has taken the start yet."""
    choosing = view.get("choosing") or {}
    return choosing.get("mode") == "starting_choice" and choosing.get("start_taken") is None


def turn_prompt(view: dict[str, Any], seat: int) -> str:
    if seat not in (view.get("to_act") or []):
        return ""
    phase = view.get("phase")
    if phase == "choosing":
        return "to choose a set or to start" if start_open(view) else "to choose a set"
    if phase == "bidding":
        sets = view.get("sets") or []
        letter = sets[seat] if 0 <= seat < len(sets) else None
        return f"to bid (set {letter})" if letter else "to bid"
    if phase == "playing":
        if not view.get("trick"):
            return f"to lead trick {view.get('trick_no', 1)}"
        return "to play"
    return ""


def waiting_for(ctx: TableContext, view: dict[str, Any]) -> str:
    """``dave to play``; seats with the same task share one clause."""
    return kit.waiting_for(ctx, view, turn_prompt)
