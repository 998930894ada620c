"""Card tokens and the game's words (UX.md: ``Queens 5 (violet)``, short form ``QU5🟣``).

The short token is the card code (type letters + value) followed by its colour's emoji circle. Indigo has
no emoji circle, so an indigo card spells its colour (``SE1·indigo``): the code always carries type and
value, and where colour matters (hands, calls, the wild colour) the long form names the colour in words.
Unknown text is shown as it is rather than hidden, so a renderer never crashes on a newer engine's card.
"""

from __future__ import annotations

from collections.abc import Iterable

from games.quatorze.cards import TYPE_NAMES, TYPE_OF, TYPES, VALUE_OF, colour_name

COLOUR_EMOJI = {
    "red": "🔴",
    "orange": "🟠",
    "yellow": "🟡",
    "green": "🟢",
    "blue": "🔵",
    "violet": "🟣",
}  # indigo: none (UX.md), so its name stays in the text

# What a column's power does when a card fires it, in a few words (button labels, event lines).
POWER_SHORT = {
    "DS": "an opponent's random card",
    "HV": "draw 1, play again",
    "LG": "guess the top card",
    "LU": "draw 1, everyone passes",
    "NO": "take a card",
    "PL": "move a top card",
    "QU": "ask about Queens",
    "SA": "hand sums announced",
    "SE": "take a top card",
    "WO": "look at 3 cards",
}


def known(code: object) -> bool:
    return isinstance(code, str) and code in TYPE_OF


def type_name(code: object) -> str:
    return TYPE_NAMES.get(code, str(code)) if isinstance(code, str) else str(code)


def emoji(colour: object) -> str:
    return COLOUR_EMOJI.get(colour, "") if isinstance(colour, str) else ""


def colour_text(colour: object) -> str:
    """``🟣 violet``; ``indigo``."""
    mark = emoji(colour)
    return f"{mark} {colour}" if mark else str(colour)


def card(code: object) -> str:
    """Short token: ``QU5🟣``; an indigo card ``SE1·indigo``."""
    if not known(code):
        return str(code)
    colour = colour_name(code)  # type: ignore[arg-type]
    mark = emoji(colour)
    return f"{code}{mark}" if mark else f"{code}·{colour}"


def long(code: object) -> str:
    """Long form (UX.md): ``Queens 5 (violet)``."""
    if not known(code):
        return str(code)
    return f"{TYPE_NAMES[TYPE_OF[code]]} {VALUE_OF[code]} ({colour_name(code)})"  # type: ignore[index]


def full(code: object) -> str:
    """``QU5🟣 Queens 5 (violet)``; an indigo card ``SE1 Seas 1 (indigo)`` (its name is in the long form)."""
    if not known(code):
        return str(code)
    mark = emoji(colour_name(code))  # type: ignore[arg-type]
    return f"{code}{mark} {long(code)}"


def cards_text(codes: Iterable[object], empty: str = "—") -> str:
    return " ".join(card(c) for c in codes) or empty


def value(code: object) -> int:
    return VALUE_OF.get(code, 0) if isinstance(code, str) else 0


def kind(code: object) -> str:
    return TYPE_OF.get(code, "") if isinstance(code, str) else ""


def colour_of(code: object) -> str:
    return colour_name(code) if known(code) else ""  # type: ignore[arg-type]


def type_list(codes: Iterable[object]) -> str:
    """``Ages of Man, Colors and Days`` in canonical order."""
    order = {code: i for i, code in enumerate(TYPES)}
    names = [type_name(c) for c in sorted(codes, key=lambda c: order.get(c, len(order)))]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
