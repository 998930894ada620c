"""Card tokens and the game's words (docs/ux.md#card-tokens: ``Queens 5 (violet)``, short form ``QU5🟣V``).

The short token is the card code (type letters + value) followed by its colour's mark, and it reads the
same in every language. A colour's mark is a coloured circle (🫐 for indigo: Unicode has no indigo circle)
and the colour's letter, R O Y G B I V as on the pictures (``mark``: ``🟣V``): 🟠 and 🟡, 🟣 and 🔵 look
alike to many colour-blind players, so the colour is never carried by the circle alone. The code always
carries type and value, and where colour matters (hands, calls, the wild colour) the long form also names
the colour in words, in the reader's language.
Unknown text is shown as it is rather than hidden, so a renderer never crashes on a newer engine's card.

Type and colour names are marked here (``N_``) and translated where they are shown (``type_name``,
``colour_word``): the engine's ``TYPE_NAMES`` stay the English source text.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.i18n import N_, _
from bot.render.people import join
from games.quatorze.cards import TYPE_OF, TYPES, VALUE_OF, colour_name

COLOUR_EMOJI = {
    "red": "🔴",
    "orange": "🟠",
    "yellow": "🟡",
    "green": "🟢",
    "blue": "🔵",
    "indigo": "🫐",  # no indigo circle exists: the blueberry, the one indigo emoji, tells it from 🔵 and 🟣
    "violet": "🟣",
}

# Each colour's letter, the same in every language (the pictures' corner letters).
COLOUR_LETTER = {
    "red": "R",
    "orange": "O",
    "yellow": "Y",
    "green": "G",
    "blue": "B",
    "indigo": "I",
    "violet": "V",
}

# The type names as players read them (the engine's games.quatorze.cards.TYPE_NAMES, marked for the
# catalogs). i18n: a type of cards and the name of its column in the card game Quatorze.
TYPE_WORDS = {
    "AM": N_("Ages of Man"),
    "CO": N_("Colors"),
    "DA": N_("Days"),
    "DS": N_("Deadly Sins"),
    "HV": N_("Holy Virtues"),
    "LG": N_("Lucky Gods"),
    "LU": N_("Luminaries"),
    "NO": N_("Notes"),
    "PE": N_("Peaks"),
    "PL": N_("Planes of Existence"),
    "QU": N_("Queens"),
    "SA": N_("Sages"),
    "SE": N_("Seas"),
    "WO": N_("Wonders"),
}

# i18n: a card colour (the seven colours of the rainbow), as a lower-case word.
COLOUR_WORDS = {
    "red": N_("red"),
    "orange": N_("orange"),
    "yellow": N_("yellow"),
    "green": N_("green"),
    "blue": N_("blue"),
    "indigo": N_("indigo"),
    "violet": N_("violet"),
}

# What a column's power does when a card fires it, in a few words (button labels, event lines).
POWER_SHORT = {
    "DS": N_("an opponent's random card"),
    "HV": N_("draw 1, play again"),
    "LG": N_("guess the top card"),
    "LU": N_("draw 1, everyone passes"),
    "NO": N_("take a card"),
    "PL": N_("move a top card"),
    "QU": N_("ask about Queens"),
    "SA": N_("hand sums announced"),
    "SE": N_("take a top card"),
    "WO": N_("look at 3 cards"),
}


def known(code: object) -> bool:
    return isinstance(code, str) and code in TYPE_OF


def type_name(code: object) -> str:
    """``Queens`` in the current language; an unknown code as it is."""
    if isinstance(code, str) and code in TYPE_WORDS:
        return _(TYPE_WORDS[code])
    return str(code)


def power_short(code: object) -> str:
    return _(POWER_SHORT[code]) if isinstance(code, str) and code in POWER_SHORT else _("power")


def emoji(colour: object) -> str:
    """``🟣``: the circle alone, only for a component's emoji beside a label naming the colour."""
    return COLOUR_EMOJI.get(colour, "") if isinstance(colour, str) else ""


def mark(colour: object) -> str:
    """``🟣V``: a colour's circle and letter (``""`` for an unknown colour)."""
    circle = emoji(colour)
    return f"{circle}{COLOUR_LETTER[colour]}" if circle else ""  # type: ignore[index]


def colour_word(colour: object) -> str:
    """``violet`` in the current language; an unknown colour as it is."""
    if isinstance(colour, str) and colour in COLOUR_WORDS:
        return _(COLOUR_WORDS[colour])
    return str(colour)


def colour_text(colour: object) -> str:
    """``🟣 violet``; ``🫐 indigo``."""
    mark = emoji(colour)
    return f"{mark} {colour_word(colour)}" if mark else colour_word(colour)


def card(code: object) -> str:
    """Short token: ``QU5🟣V``; an indigo card ``SE1🫐I``."""
    if not known(code):
        return str(code)
    return f"{code}{mark(colour_name(code))}"  # type: ignore[arg-type]


def long(code: object) -> str:
    """Long form (docs/ux.md#card-tokens): ``Queens 5 (violet)``."""
    if not known(code):
        return str(code)
    return _(
        "{type} {value} ({colour})",
        type=type_name(TYPE_OF[code]),  # type: ignore[index]
        value=VALUE_OF[code],  # type: ignore[index]
        colour=colour_word(colour_name(code)),  # type: ignore[arg-type]
    )


def full(code: object) -> str:
    """``QU5🟣V Queens 5 (violet)``."""
    if not known(code):
        return str(code)
    return f"{card(code)} {long(code)}"


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
    return join(names)
