"""Card and chip tokens: the same short text everywhere (docs/ux.md#card-tokens).

A colour prints as its square and its letter (``🟥R``, white ``⬜W``: ``colour``), and a card as its colour
and its number (``🟥R12``: the square, then the card's code). The letter reads the same in every language,
so colour is never the only carrier of meaning for colour-blind players (red and green squares look alike
to many); where there is room text names the colour in words instead ("🟥 red").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.i18n import N_, _

COLOURS = ("R", "B", "Y", "G")  # the engine's hand order
SQUARE = {"R": "🟥", "B": "🟦", "Y": "🟨", "G": "🟩", "W": "⬜"}
# English words (the pictures print them as they are); text shows them through ``colour_word``.
COLOUR_NAME = {"R": N_("red"), "B": N_("blue"), "Y": N_("yellow"), "G": N_("green"), "W": N_("white")}

_CARD = re.compile(r"^([RBYG])(\d{1,2})$")


def split(code: str) -> tuple[str, int] | None:
    """``"R12"`` -> ``("R", 12)``; None for anything that is not a card code."""
    match = _CARD.match(code) if isinstance(code, str) else None
    return (match.group(1), int(match.group(2))) if match else None


def card(code: str) -> str:
    """``"R12"`` -> ``"🟥R12"``. Unknown text is shown as it is rather than hidden."""
    parts = split(code)
    return f"{colour(parts[0])}{parts[1]}" if parts else str(code)


def colour(letter: str) -> str:
    """``"Y"`` -> ``"🟨Y"``, ``"W"`` -> ``"⬜W"``: a colour or a chip in tight lines (square and letter)."""
    return f"{SQUARE[letter]}{letter}" if letter in SQUARE else str(letter)


def colours_text(letters: Iterable[str]) -> str:
    """``"🟦B 🟦B 🟥R"``: colours or chips side by side."""
    return " ".join(colour(letter) for letter in letters)


def colour_word(letter: str) -> str:
    """``"Y"`` -> ``"yellow"`` in the current language."""
    return _(COLOUR_NAME[letter]) if letter in COLOUR_NAME else str(letter)


def colour_named(letter: str) -> str:
    """``"Y"`` -> ``"🟨 yellow"`` (square and name, for sentences)."""
    if letter not in SQUARE:
        return str(letter)
    return f"{SQUARE[letter]} {colour_word(letter)}"


def sort_key(code: str) -> tuple[int, int, str]:
    parts = split(code)
    if parts is None:
        return (len(COLOURS), 0, str(code))
    return (COLOURS.index(parts[0]), parts[1], code)


def sort_cards(cards: Iterable[str]) -> list[str]:
    return sorted(cards, key=sort_key)


def number(code: str) -> int:
    parts = split(code)
    return parts[1] if parts else 0


def cards_text(cards: Iterable[str]) -> str:
    return " ".join(card(c) for c in cards)


def hand_text(cards: Iterable[str]) -> str:
    """A hand as tokens grouped by colour, each group named: ``red 🟥R3 🟥R9 · yellow 🟨Y2 🟨Y7``."""
    groups: dict[str, list[str]] = {}
    for code in sort_cards(cards):
        parts = split(code)
        groups.setdefault(parts[0] if parts else "?", []).append(card(code))
    other = _("other")
    chunks = [
        f"{colour_word(c) if c in COLOUR_NAME else other} {' '.join(groups[c])}"
        for c in (*COLOURS, "?")
        if c in groups
    ]
    return " · ".join(chunks) if chunks else _("no cards")
