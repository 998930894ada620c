"""The /rules summary (with the table's types and option) and the lobby's one-line options summary.

General text never prints a card code or token: a token stands for a real card, so a privacy check can
read every token as one. Under ``random`` the types are drawn when the game starts, so /rules lists all 14.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _
from bot.render.quatorze.tokens import type_name
from bot.render.viewdata import option
from games.quatorze.cards import NEW_TYPES, SEVEN7S, TYPES

INTRO = N_("""\
**Quatorze** — 2 to 4 players; 7 of the 14 card types are in play, 7 cards each (values 1–7, 7 rainbow \
colours). The **7th card in a column ends the game**; the best hand wins.
**Turn** Hold 3 cards (refill to 3 after your turn). Play one on its own column (starting it if needed) \
and use its power — or, if it has the wild colour or number, on any column, using that column's power. \
Anchors (first cards) never move.""")

POWERS = {
    "AM": N_("no power, goes on any column. End: each one in its column disables the top value left (7, 6…)"),
    "CO": N_("the top Colors card played from a hand sets the wild colour"),
    "DA": N_("the top Days card played from a hand sets the wild number"),
    "DS": N_(
        "an opponent's random card (shown) goes on its column (any if wild or Ages of Man); they draw 1"
    ),
    "HV": N_("draw 1, then play another card"),
    "LG": N_("call a number or colour, reveal the top card: a match is a +2 bonus card, else yours"),
    "LU": N_("draw 1, pass a card left or right; all pass that way at once"),
    "NO": N_(
        "first note or one next to the top note (7–1 too): take any non-anchor card. End: Notes × longest run"
    ),
    "PE": N_("no power, goes on any column. End: value-1 cards in hand +1 per Peaks in its column"),
    "PL": N_("move a top card onto another column"),
    "QU": N_(
        'ask an opponent "Any Queens?" (yes/no, public). End: only the most Queens score them (our '
        "reading: even wild ones), +1 each"
    ),
    "SA": N_("every other player's hand sum is announced"),
    "SE": N_("take the top card of another column"),
    "WO": N_("look at 3 cards (deck top, opponents' hands) in secret; reorder the deck ones"),
}

END = N_("""\
**End** Your own 7th card lies sideways and counts in your hand; a 7th card moved by a power scores for \
nobody.
**Scoring** Each hand card scores its value; wild cards score the highest value still allowed; +2 per \
Lucky Gods bonus card. Tie: the lowest non-zero card wins.""")

TYPES_LABEL = {
    "seven7s": N_("original Seven7s types"),
    "quatorze": N_("the 7 new types"),
    "random": N_("7 random types"),
}


def chosen_types(options: Any) -> tuple[str, ...]:
    """The types a preset names; ``random`` names none before the game starts (all 14 are possible)."""
    preset = option(options, "types", "seven7s")
    if preset == "seven7s":
        return SEVEN7S
    if preset == "quatorze":
        return NEW_TYPES
    if preset == "custom":
        codes = [c.strip().upper() for c in str(option(options, "custom_types", "")).split(",")]
        known = tuple(t for t in TYPES if t in codes)
        return known or TYPES
    return TYPES


def types_part(options: Any, in_rules: bool = False) -> str:
    """The types preset; custom types by code on the lobby's one line. /rules lists the chosen types' powers
    by name just above, so there they are not repeated (codes would be the one non-Korean word, and all 14
    names would take /rules past Discord's 2000 characters in English)."""
    preset = option(options, "types", "seven7s")
    if preset == "custom":
        if in_rules:
            return _("custom types (their powers above)")
        return _("custom types {types}", types=" ".join(chosen_types(options)))
    return _(TYPES_LABEL[preset]) if preset in TYPES_LABEL else str(preset)


def options_summary(options: Any) -> str:
    if option(options, "count_any_type_in_column", False):
        return _("{types} · Ages/Peaks columns: every card counts", types=types_part(options))
    return _("{types} · Ages/Peaks columns: own type counts", types=types_part(options))


def rules_text(options: Any) -> str:
    preset = option(options, "types", "seven7s")
    heading = _("**Powers** (7 of these are drawn at the start)") if preset == "random" else _("**Powers**")
    powers = [f"· {type_name(t)}: {_(POWERS[t])}" for t in chosen_types(options)]
    counting = (
        N_("**This table** {types}; Ages of Man and Peaks count every card in their column.")
        if option(options, "count_any_type_in_column", False)
        else N_("**This table** {types}; Ages of Man and Peaks count only their own type in their column.")
    )
    return "\n".join(
        [_(INTRO), heading, *powers, _(END), _(counting, types=types_part(options, in_rules=True))]
    )
