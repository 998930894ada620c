"""Card tokens (UX.md: ♠6 ♦5 ♥3 ♣1 ⚫0) and the game's words, English with the Korean next to them.

The suit symbol always carries the suit, so colour is never the only carrier of meaning.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

SUITS = ("S", "D", "H", "C", "K")  # hand order: spade, diamond, heart, club, then the black zeros
SYMBOL = {"S": "♠", "D": "♦", "H": "♥", "C": "♣", "K": "⚫"}
FACE_DOWN = "▢"

# The words of the table, English first and the Korean term next to it (the game is 콰트로).
KO_NAME = "콰트로"
FIRST = "선"  # the first player of a sequence
SECOND = "후"
MULLIGAN = "멀리건"
OPEN = "오픈"
EXCHANGE = "교환"
STOP = "스톱"
PASS = "패스"
VIRTUAL = "가상 플레이어"
QUATTRO = "콰트로"

_CARD = re.compile(r"^([SDHCK])(\d)$")


def split(code: object) -> tuple[str, int] | None:
    match = _CARD.match(code) if isinstance(code, str) else None
    return (match.group(1), int(match.group(2))) if match else None


def card(code: object) -> str:
    """``"S6"`` -> ``"♠6"``, ``"K0"`` -> ``"⚫0"``. Unknown text is shown as it is rather than hidden."""
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
