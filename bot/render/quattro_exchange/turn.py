"""Whose turn it is and what they must do, after their name ("to exchange (교환) or stop (스톱)")."""

from __future__ import annotations

from typing import Any

from bot.render.base import TableContext
from bot.render.kit import turn as kit
from bot.render.quattro_exchange.tokens import EXCHANGE, MULLIGAN, OPEN, PASS, STOP
from bot.render.quattro_exchange.viewdata import pass_mode, unvisited
from bot.render.viewdata import at


def turn_prompt(view: dict[str, Any], seat: int) -> str:
    if seat not in (view.get("to_act") or []):
        return ""
    phase = view.get("phase")
    if phase == "mulligan":
        return f"to keep their hand or take a mulligan ({MULLIGAN})"
    if phase == "opening":
        return f"to choose a card to open ({OPEN})"
    if phase == "exchange":
        if at(view.get("may_stop"), seat) is False:
            left = " ".join(f"V{v}" for v in unvisited(view, seat))
            return f"to exchange ({EXCHANGE}) — still to visit: {left}"
        stop = f"pass ({PASS})" if pass_mode(view) else f"stop ({STOP})"
        return f"to exchange ({EXCHANGE}) or {stop}"
    return ""


def waiting_for(ctx: TableContext, view: dict[str, Any]) -> str:
    """``bob to exchange (교환) or stop (스톱)``; two seats with the same task share one clause."""
    return kit.waiting_for(ctx, view, turn_prompt)
