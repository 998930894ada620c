"""Card tokens (docs/ux.md#card-tokens: ♠6 ♦5 ♥3 ♣1 🔘0) and the game's title, in the reader's language.

The suit symbol always carries the suit, so colour is never the only carrier of meaning. Tokens are
language-neutral; the words around them are gettext messages, and a Korean screen uses the seed rulebook's
own words (콰트로, 선/후, 멀리건, 오픈, 교환, 스톱, 가상 플레이어: ``bot/i18n/glossary.py``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.i18n import N_, _
from bot.i18n import number as numeral

SUITS = ("S", "D", "H", "C", "K")  # hand order: spade, diamond, heart, club, then the black zeros
SYMBOL = {"S": "♠", "D": "♦", "H": "♥", "C": "♣", "K": "🔘"}
FACE_DOWN = "▢"

# The English title keeps the game's own name, 콰트로: it is what the seed rulebook and the TV show call
# the game, the name a player who knows it looks for. In Korean the title is that name, with 교환 to tell
# it from the bot's other Quattro game (Quattro Trick-Taking).
# i18n: the game's title; Korean: the seed's name 콰트로, with 교환 (its other Quattro game is trick-taking)
TITLE = N_("Quattro Exchange · 콰트로")

_CARD = re.compile(r"^([SDHCK])(\d)$")


def title() -> str:
    return _(TITLE)


def count(value: object) -> str:
    """A number shown to players, as the language writes it (anything else as it is)."""
    return numeral(value) if isinstance(value, int) else str(value)


def split(code: object) -> tuple[str, int] | None:
    match = _CARD.match(code) if isinstance(code, str) else None
    return (match.group(1), int(match.group(2))) if match else None


def card(code: object) -> str:
    """``"S6"`` -> ``"♠6"``, ``"K0"`` -> ``"🔘0"``. Unknown text is shown as it is rather than hidden."""
    parts = split(code)
    return f"{SYMBOL[parts[0]]}{parts[1]}" if parts else str(code)


def number(code: object) -> int:
    parts = split(code)
    return parts[1] if parts else 0


def sort_key(code: object) -> tuple[int, int, str]:
    parts = split(code)
    if parts is None:
        return (len(SUITS), 0, str(code))
    return (SUITS.index(parts[0]), parts[1], str(code))


def cards_text(cards: Iterable[object], empty: str = "—") -> str:
    text = " ".join(card(c) for c in cards)
    return text or empty


def slots_text(slots: Iterable[object]) -> str:
    """A virtual player's three slots: face-up cards as tokens, face-down ones as ``▢``."""
    return " ".join(FACE_DOWN if c is None else card(c) for c in slots)


def virtuals_text(virtuals: Iterable[int], sep: str = " ") -> str:
    """``V2 V4 V5`` — the virtual players' labels are language-neutral, like card tokens."""
    return sep.join(f"V{v}" for v in virtuals)
