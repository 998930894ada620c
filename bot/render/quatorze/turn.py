"""Whose turn it is and what they must do, after their name ("to play a card", "to call … (Lucky Gods)")."""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _, ngettext
from bot.render.quatorze.tokens import card
from bot.render.quatorze.viewdata import LEFT, RIGHT, decision, decision_kind, players

# i18n: what a player is to do, after their name ("alice to play a card"): a phrase, not a sentence.
PROMPTS = {
    "play": N_("to play a card"),
    "virtues_play": N_("to play another card (Holy Virtues)"),
    "sins_target": N_("to choose whose random card Deadly Sins takes"),
    "lucky_call": N_("to call a number or a colour (Lucky Gods)"),
    "notes_take": N_("to take a card or skip (Notes)"),
    "planes_move": N_("to move a top card to another column (Planes of Existence)"),
    "queens_target": N_("to ask an opponent about Queens"),
    "seas_take": N_("to take the top card of another column (Seas)"),
    "wonders_order": N_("to put the deck cards seen back in an order (Wonders)"),
}


def turn_prompt(view: dict[str, Any], seat: int) -> str:
    if seat not in (view.get("to_act") or []):
        return ""
    kind = decision_kind(view)
    found = decision(view)
    if kind == "sins_place":
        return _("to choose the column for {card} (Deadly Sins)", card=card(found.get("discard")))
    if kind == "luminaries_pass":
        if players(view) == 2:
            return _("to pass a card to the left (Luminaries)")
        return _("to pass a card left or right (Luminaries)")
    if kind == "luminaries_others":
        direction = found.get("direction")
        if direction == LEFT:
            return _("to pass a card left (Luminaries)")
        if direction == RIGHT:
            return _("to pass a card right (Luminaries)")
        return _("to pass a card (Luminaries)")
    if kind == "wonders_look":
        left = found.get("looks_left")
        if isinstance(left, int):
            return ngettext("to look at {n} more card (Wonders)", "to look at {n} more cards (Wonders)", left)
        return _("to look at cards (Wonders)")
    return _(PROMPTS[kind]) if kind in PROMPTS else _("to decide")
