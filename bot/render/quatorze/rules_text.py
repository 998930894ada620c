"""The /rules summary (with the table's types and option) and the lobby's one-line options summary.

General text never prints a card code or token: a token stands for a real card, so a privacy check can
read every token as one. Under ``random`` the types are drawn when the game starts, so /rules lists all 14.
"""

from __future__ import annotations

from typing import Any

from bot.render.viewdata import option
from games.quatorze.cards import NEW_TYPES, SEVEN7S, TYPE_NAMES, TYPES

INTRO = """\
**Quatorze** — 2 to 4 players; 7 of the 14 card types are in play, 7 cards each (values 1–7, 7 rainbow \
colours). The **7th card in a column ends the game**; the best hand wins.
**Turn** Hold 3 cards (refill to 3 after your turn). Play one on its own column (starting it if needed) \
and use its power — or, if it has the wild colour or number, on any column, using that column's power. \
Anchors (first cards) never move."""

POWERS = {
    "AM": "no power, goes on any column. End: each one in its column disables the top value left (7, 6…)",
    "CO": "the top Colors card played from a hand sets the wild colour",
    "DA": "the top Days card played from a hand sets the wild number",
    "DS": "an opponent's random card (shown) goes on its column (any if wild or Ages of Man); they draw 1",
    "HV": "draw 1, then play another card",
    "LG": "call a number or colour, reveal the top card: a match is a +2 bonus card, else yours",
    "LU": "draw 1, pass a card left or right; all pass that way at once",
    "NO": "first note or one next to the top note (7–1 too): take any non-anchor card. End: Notes × "
    "longest run",
    "PE": "no power, goes on any column. End: value-1 cards in hand +1 per Peaks in its column",
    "PL": "move a top card onto another column",
    "QU": 'ask an opponent "Any Queens?" (yes/no, public). End: only the most Queens score them (our '
    "reading: even wild ones), +1 each",
    "SA": "every other player's hand sum is announced",
    "SE": "take the top card of another column",
    "WO": "look at 3 cards (deck top, opponents' hands) in secret; reorder the deck ones",
}

END = """\
**End** Your own 7th card lies sideways and counts in your hand; a 7th card moved by a power scores for \
nobody.
**Scoring** Each hand card scores its value; wild cards score the highest value still allowed; +2 per \
Lucky Gods bonus card. Tie: the lowest non-zero card wins."""

TYPES_LABEL = {"seven7s": "original Seven7s types", "quatorze": "the 7 new types", "random": "7 random types"}


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


def types_part(options: Any) -> str:
    preset = option(options, "types", "seven7s")
    if preset == "custom":
        return f"custom types {' '.join(chosen_types(options))}"
    return TYPES_LABEL.get(preset, str(preset))


def options_summary(options: Any) -> str:
    counts = "every card counts" if option(options, "count_any_type_in_column", False) else "own type counts"
    return f"{types_part(options)} · Ages/Peaks columns: {counts}"


def rules_text(options: Any) -> str:
    preset = option(options, "types", "seven7s")
    heading = "**Powers** (7 of these are drawn at the start)" if preset == "random" else "**Powers**"
    powers = [f"· {TYPE_NAMES[t]}: {POWERS[t]}" for t in chosen_types(options)]
    counting = (
        "Ages of Man and Peaks count every card in their column"
        if option(options, "count_any_type_in_column", False)
        else "Ages of Man and Peaks count only their own type in their column"
    )
    return "\n".join([INTRO, heading, *powers, END, f"**This table** {types_part(options)}; {counting}."])
