"""Card tokens of the standard 52-card deck (docs/ux.md#card-tokens): the suit's symbol, then the rank,
``♥️10``, ``♠️Q``, ``♦️A``. A standard-deck game uses these as they are; they are the one place that spells
a rank for people (the picture kit ``bot.pictures.french`` prints the same).

Card codes are the suit letter then the rank letter, ``S`` ``H`` ``C`` ``D`` and ``2``…``9`` ``T`` ``J``
``Q`` ``K`` ``A`` (``H10`` is written ``HT``). Only ``T`` prints otherwise, as ``10``: J, Q, K and A read
the same in every language the bot speaks, and the symbols differ in shape, so colour never carries the
suit alone. Unknown text is shown as it is rather than hidden.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.i18n import N_, _
from games.decks import french as deck

# The deck and how its cards read are the deck module's (games/decks/french.py): one place for the ranks'
# spelling, the engine's refusals and the facts' prints alike.
SYMBOL = {suit: forms[0] for suit, forms in deck.SUIT_SYMBOLS.items()}  # the emoji form: "♥️"
SUIT_NAME = deck.SUIT_NAMES  # "spades", …: catalog words (games.base.Words)
NO_TRUMP = N_("no trump")
NONE = "—"  # no card at all (an empty trick or hand)


def split(code: object) -> tuple[str, str] | None:
    """``"HT"`` -> ``("H", "T")``; None for anything that is not a card of the deck."""
    return (code[0], code[1]) if isinstance(code, str) and code in deck.SUIT else None


def rank(letter: str) -> str:
    """A rank as printed: ``"T"`` -> ``"10"``, ``"Q"`` -> ``"Q"``."""
    return deck.RANK_TEXT.get(letter, letter)


def suit_of(code: str) -> str:
    """A card's suit letter (the card picker's rows, the hand's groups)."""
    return str(code)[:1]


def suit(letter: str | None) -> str:
    """``"H"`` -> ``"♥️"``."""
    return SYMBOL.get(letter or "", str(letter))


def suit_named(letter: str | None) -> str:
    """``"H"`` -> ``"♥️ hearts"`` in the reader's language (a sentence's led suit, the trump)."""
    if letter not in SYMBOL:
        return str(letter)
    return f"{SYMBOL[letter]} {_(SUIT_NAME[letter])}"


def card(code: str) -> str:
    """``"HT"`` -> ``"♥️10"``, ``"SQ"`` -> ``"♠️Q"`` (the deck's own spelling, ``games.decks.french.text``);
    anything else as it is."""
    return deck.text(code) if split(code) else str(code)


def cards_text(codes: Iterable[str]) -> str:
    """``♥️10 ♠️Q``; "—" for none."""
    return " ".join(card(code) for code in codes) or NONE


def trump_text(code: str | None) -> str:
    """The trump card turned up, or "no trump" in the reader's language."""
    return card(code) if code else _(NO_TRUMP)
