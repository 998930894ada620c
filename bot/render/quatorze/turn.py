"""Whose turn it is and what they must do, after their name ("to play a card", "to call … (Lucky Gods)")."""

from __future__ import annotations

from typing import Any

from bot.render.base import TableContext
from bot.render.kit import turn as kit
from bot.render.quatorze.tokens import card
from bot.render.quatorze.viewdata import decision, decision_kind, players

PROMPTS = {
    "play": "to play a card",
    "virtues_play": "to play another card (Holy Virtues)",
    "sins_target": "to choose whose random card Deadly Sins takes",
    "lucky_call": "to call a number or a colour (Lucky Gods)",
    "notes_take": "to take a card or skip (Notes)",
    "planes_move": "to move a top card to another column (Planes of Existence)",
    "queens_target": "to ask an opponent about Queens",
    "seas_take": "to take the top card of another column (Seas)",
    "wonders_order": "to put the deck cards seen back in an order (Wonders)",
}


def turn_prompt(view: dict[str, Any], seat: int) -> str:
    if seat not in (view.get("to_act") or []):
        return ""
    kind = decision_kind(view)
    found = decision(view)
    if kind == "sins_place":
        return f"to choose the column for {card(found.get('discard'))} (Deadly Sins)"
    if kind == "luminaries_pass":
        ways = "to the left" if players(view) == 2 else "left or right"
        return f"to pass a card {ways} (Luminaries)"
    if kind == "luminaries_others":
        return f"to pass a card {found.get('direction') or ''} (Luminaries)".replace("  ", " ")
    if kind == "wonders_look":
        left = found.get("looks_left")
        count = f"{left} more card{'s' if left != 1 else ''}" if isinstance(left, int) else "cards"
        return f"to look at {count} (Wonders)"
    return PROMPTS.get(kind or "", "to decide")


def waiting_for(ctx: TableContext, view: dict[str, Any]) -> str:
    """``alice to play a card``; seats deciding the same thing at once share one clause."""
    return kit.waiting_for(ctx, view, turn_prompt)
