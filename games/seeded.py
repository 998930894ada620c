"""Draws from a string-seeded ``random.Random``, the very same numbers with less Python around them.

Why: engines derive every random pick from the game's seed and a name, ``random.Random(f"{seed}:deal")``
(docs/engine-contract.md), so stored games replay; those streams are fixed forever. Making such a
``Random`` goes through Python (``__init__``, ``seed``: encode, SHA-512, ``int.from_bytes``) around the C
seeding, and each draw of ``randrange`` or ``shuffle`` is two Python calls (``_randbelow``, then
``getrandbits`` until the draw fits). Here the seed's integer is made as ``random.seed`` makes it, the C
generator (``_random.Random``, the base class of ``random.Random``) is seeded with it directly, and the
rejection loop of ``_randbelow`` is spelled out: the same bits, in the same order, give the same numbers.
``tests/games/test_seeded.py`` checks both against ``random`` itself.
"""

from __future__ import annotations

from _random import Random as _Generator
from collections.abc import Callable, MutableSequence

try:
    from _sha512 import sha512  # what random.seed uses, when built in (a little cheaper than OpenSSL's)
except ImportError:  # pragma: no cover
    from hashlib import sha512
from typing import Any


def getrandbits(key: str) -> Callable[[int], int]:
    """``random.Random(key).getrandbits``: the bound method of a generator seeded as ``random.seed(key)``
    seeds one (version 2: the text's bytes followed by their SHA-512 digest, read as one big integer)."""
    data = key.encode()
    return _Generator(int.from_bytes(data + sha512(data).digest(), "big")).getrandbits


def randrange(key: str, n: int) -> int:
    """``random.Random(key).randrange(n)``, ``n >= 1``: ``_randbelow``'s rejection loop over ``n``'s bits."""
    bits = getrandbits(key)
    k = n.bit_length()
    drawn = bits(k)
    while drawn >= n:
        drawn = bits(k)
    return drawn


def shuffle(items: MutableSequence[Any], key: str) -> None:
    """``random.Random(key).shuffle(items)``: Fisher-Yates from the end, each draw ``_randbelow(i + 1)``."""
    bits = getrandbits(key)
    for i, bound, k in _draws(len(items)):
        j = bits(k)
        while j >= bound:
            j = bits(k)
        items[i], items[j] = items[j], items[i]


def _draws(length: int) -> tuple[tuple[int, int, int], ...]:
    """Each index ``i`` a shuffle of ``length`` items swaps, from the end, with its bound and its bits."""
    draws = _DRAWS.get(length)
    if draws is None:
        draws = _DRAWS[length] = tuple((i, i + 1, (i + 1).bit_length()) for i in reversed(range(1, length)))
    return draws


_DRAWS: dict[int, tuple[tuple[int, int, int], ...]] = {}  # per length: a few lengths per game, made once
