"""Whose turn it is and what they must do ("to choose 3 bid cards", "to lead trick 5")."""

from __future__ import annotations

from typing import Any

from bot.render.base import TableContext
from bot.render.people import join, name


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
    clauses: dict[str, list[str]] = {}
    for seat in view.get("to_act") or []:
        who = "you" if seat == me else name(ctx, seat)
        clauses.setdefault(turn_prompt(view, seat), []).append(who)
    return " · ".join(f"{join(who)} {prompt}".rstrip() for prompt, who in clauses.items())
