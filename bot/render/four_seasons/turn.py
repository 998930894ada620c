"""Whose turn it is and what they must do ("to choose 3 bid cards", "to lead trick 5")."""

from __future__ import annotations

from typing import Any

from bot.render.base import TableContext
from bot.render.kit import turn as kit


def turn_prompt(view: dict[str, Any], seat: int) -> str:
    if seat not in (view.get("to_act") or []):
        return ""
    phase = view.get("phase")
    if phase == "bidding":
        return f"to choose {view.get('bid_cards', 'their')} bid cards"
    if phase == "bonus":
        return "to reveal their top bid card or pass"
    if phase == "playing":
        if not view.get("trick"):
            return f"to lead trick {view.get('trick_no', 1)}"
        return "to play"
    return ""


def waiting_for(ctx: TableContext, view: dict[str, Any], me: int | None = None) -> str:
    """``dave to play``; several seats with the same task share one clause: ``alice and bob to bid``."""
    return kit.waiting_for(ctx, view, turn_prompt, me)
