"""Cards: codes, the deck, ranks, hand order and the Quattro test (spec §2).

A card code is a suit letter ``S D H C`` and a number 1-6 (``S5``), or ``K0`` for a black zero, of which
there are two identical copies. Lookups are plain dicts so the hot path never parses a code.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from hashlib import sha512

from games.quattro_exchange.config import (
    BLACK,
    HAND_SIZE,
    NUMBERS,
    PLAYERS,
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
HAND_KEY = HAND_ORDER.__getitem__

SYMBOL = {"S": "♠", "D": "♦", "H": "♥", "C": "♣", BLACK: "🔘"}


def token(code: str) -> str:
    """``S5`` -> ``♠5`` (docs/ux.md#card-tokens); for the player-readable refusals."""
    return f"{SYMBOL[SUIT[code]]}{code[1:]}" if code in CODES else repr(code)


def shuffled_deck(seed: int, key: str) -> tuple[str, ...]:
    cards = list(DECK)
    shuffle(cards, f"{seed}:{key}")
    return tuple(cards)


def shuffle(cards: list[str], key: str) -> None:
    """``random.Random(key).shuffle(cards)``: the very same order, from the same random bits.

    Why: the two shuffles of a game (the deck and the virtual players' pool, 42 draws) cost ``shuffle``
    two method calls per card (``_randbelow``, then ``getrandbits`` until the draw is below ``i + 1``);
    that loop, spelled out here with the bit lengths worked out once, takes about half the time.
    ``tests/games/quattro_exchange/test_fast_rules.py`` checks it against ``random``'s own."""
    getrandbits = _seeded(key).getrandbits
    for i, bound, bits in _DRAWS.get(len(cards)) or _draws(len(cards)):
        j = getrandbits(bits)
        while j >= bound:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]


def _seeded(key: str) -> random.Random:
    """``random.Random(key)``: the same generator state, seeded the way ``random.Random.seed`` seeds from a
    string (version 2: the text and its SHA-512 as one integer), by the C generator directly.

    Why: ``random.Random.__init__`` and ``seed`` are Python code around that one C call (~0.6 µs of the
    ~5 µs a seeding costs, twice a game). The C seeding itself (Mersenne Twister's ``init_by_array``, a
    serial chain of multiplies) stays: the stored deals depend on it (bench/HISTORY.md)."""
    text = key.encode()
    return _Generator(int.from_bytes(text + sha512(text).digest()))


_Generator = random.Random.__mro__[1]  # ``_random.Random``, the C generator ``random.Random`` extends
assert _Generator.__module__ == "_random"


def _draws(length: int) -> tuple[tuple[int, int, int], ...]:
    """Fisher-Yates from the end: each index ``i``, the bound ``i + 1`` of its draw and that bound's bits."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in reversed(range(1, length)))


_DRAWS = {length: _draws(length) for length in (len(DECK), len(DECK) - HAND_SIZE * PLAYERS)}


def is_deck_order(order: Sequence[str]) -> bool:
    return sorted(order) == sorted(DECK)


def sort_hand(cards: Iterable[str]) -> list[str]:
    return sorted(cards, key=SORT_KEY.__getitem__)


def distinct(cards: Sequence[str]) -> list[str]:
    """Each code once, in hand order: a player holding both black zeros has one ``K0`` choice, not two.
    ``cards`` are cards of one deck (a hand, open cards), where only the black zero repeats."""
    # Every code has its own place (no ties). Only the black zero has copies, so the set that drops them is
    # made only when both are there: it was half of this call, which every opening and exchange decision
    # makes (~6% of a playout in py-spy: bench/HISTORY.md).
    if cards.count(ZERO) > 1:
        return sorted(set(cards), key=HAND_KEY)
    return sorted(cards, key=HAND_KEY)


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
