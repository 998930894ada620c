"""Cards: codes, the deck, ranks, hand order and the Quattro test (spec §2).

A card code is a suit letter ``S D H C`` and a number 1-6 (``S5``), or ``K0`` for a black zero, of which
there are two identical copies. Lookups are plain dicts so the hot path never parses a code.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from games.quattro_exchange.config import (
    BLACK,
    NUMBERS,
    QUATTRO_SIZE,
    SUIT_PRIORITY,
    SUITS,
    ZERO,
    ZERO_COPIES,
)

DECK: tuple[str, ...] = (*(f"{s}{n}" for s in SUITS for n in NUMBERS), *(ZERO,) * ZERO_COPIES)
CODES: frozenset[str] = frozenset(DECK)
SUIT: dict[str, str] = {code: code[0] for code in CODES}
NUMBER: dict[str, int] = {code: int(code[1:]) for code in CODES}
# Card order (spec §2): number first, then suit priority S > D > H > C > BLACK.
RANK: dict[str, tuple[int, int]] = {code: (NUMBER[code], SUIT_PRIORITY[SUIT[code]]) for code in CODES}
# Hand display order: by suit S D H C, then the black zeros; by number inside a suit.
_ORDER = (*SUITS, BLACK)
SORT_KEY: dict[str, tuple[int, int]] = {code: (_ORDER.index(SUIT[code]), NUMBER[code]) for code in CODES}
# The same order as one int per code: ``distinct`` runs in every ``legal_actions`` of a game, and
# comparing ints is cheaper than comparing the key tuples.
HAND_ORDER: dict[str, int] = {code: i for i, code in enumerate(sorted(CODES, key=SORT_KEY.__getitem__))}

SYMBOL = {"S": "♠", "D": "♦", "H": "♥", "C": "♣", BLACK: "⚫"}


def token(code: str) -> str:
    """``S5`` -> ``♠5`` (docs/ux.md#card-tokens); for the player-readable refusals."""
    return f"{SYMBOL[SUIT[code]]}{code[1:]}" if code in CODES else repr(code)


def shuffled_deck(seed: int, key: str) -> tuple[str, ...]:
    cards = list(DECK)
    random.Random(f"{seed}:{key}").shuffle(cards)
    return tuple(cards)


def is_deck_order(order: Sequence[str]) -> bool:
    return sorted(order) == sorted(DECK)


def sort_hand(cards: Iterable[str]) -> list[str]:
    return sorted(cards, key=SORT_KEY.__getitem__)


def distinct(cards: Iterable[str]) -> list[str]:
    """Each code once, in hand order: a player holding both black zeros has one ``K0`` choice, not two."""
    return sorted(set(cards), key=HAND_ORDER.__getitem__)  # every code has its own place: no ties


def is_quattro(cards: Sequence[str]) -> bool:
    """4 cards with 4 distinct suits and 4 distinct numbers; BLACK is a suit and 0 a number of their own,
    so one black zero can complete a Quattro and two never can [Seed]."""
    return (
        len(cards) == QUATTRO_SIZE
        and len({SUIT[c] for c in cards}) == QUATTRO_SIZE
        and len({NUMBER[c] for c in cards}) == QUATTRO_SIZE
    )


def without(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    """``cards`` minus one copy of ``card`` (the first), order kept."""
    i = cards.index(card)
    return cards[:i] + cards[i + 1 :]


def replaced(cards: tuple[str, ...], old: str, new: str) -> tuple[str, ...]:
    """``cards`` with one copy of ``old`` (the first) replaced in place by ``new``."""
    items = list(cards)
    items[cards.index(old)] = new
    return tuple(items)
