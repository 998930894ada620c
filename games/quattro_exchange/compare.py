"""The final comparison of the two players' four open cards (spec §3.6 and the §5 options).

1. (``original_zero_rule`` only) exactly one player with a 0 open loses;
2. exactly one Quattro wins;
3. otherwise the higher sum of numbers wins;
4. at equal sums: ``highest_card`` compares the highest cards (number, then S > D > H > C), or
   ``lexicographic`` compares both hands sorted high to low, numbers position by position, then suits.

Cards are unique except the two black zeros, so neither tie-break can end in a draw (spec §3.6).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from games.fastcopy import maker
from games.quattro_exchange.cards import NUMBER, RANK, SUIT
from games.quattro_exchange.config import QUATTRO_SIZE, SUIT_PRIORITY, ZERO
from games.quattro_exchange.options import HIGHEST_CARD, LEXICOGRAPHIC

# How the game was decided (``Comparison.decided_by``), besides the two tie-break modes.
ZERO_RULE = "zero"
QUATTRO = "quattro"
SUM = "sum"


@dataclass(frozen=True, slots=True)
class Comparison:
    """The scored end of a game; every field is public (all cards are open by then)."""

    cards: tuple[tuple[str, ...], ...]  # each seat's four open cards, high to low
    sums: tuple[int, ...]
    quattro: tuple[bool, ...]  # counts as a Quattro under this table's rules
    zero: tuple[bool, ...]  # has a black 0 open (matters with ``original_zero_rule``)
    decided_by: str  # ZERO_RULE, QUATTRO, SUM, HIGHEST_CARD or LEXICOGRAPHIC
    deciding: tuple[str, ...]  # the two cards compared at a card tie-break (seat order), else ()
    winner: int


_make_comparison = maker(Comparison)  # once per game, without the frozen __init__ (games.fastcopy.maker)
_RANK_KEY = RANK.__getitem__
_NUMBER_OF = NUMBER.__getitem__
# One bit per suit (BLACK included) and one per number (0 included), OR-ed per card (``_is_quattro``).
_SUIT_BIT = {suit: 1 << i for i, suit in enumerate(sorted(set(SUIT.values())))}
_NUMBER_BIT = {number: 1 << (len(_SUIT_BIT) + number) for number in sorted(set(NUMBER.values()))}
_BITS = {code: _SUIT_BIT[SUIT[code]] | _NUMBER_BIT[NUMBER[code]] for code in SUIT}


def high_to_low(cards: Sequence[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=_RANK_KEY, reverse=True))


def compare(opens: Sequence[Sequence[str]], original_zero_rule: bool, tiebreak_mode: str) -> Comparison:
    """The two players' open cards compared (``config.PLAYERS`` is 2: the pairs are spelled out).

    Why spelled out: the comparison ends every game, and its tuples of generator expressions (the high
    to low hands, the sums, the zeros, the Quattros) took ~5% of a random playout (py-spy, bench/HISTORY.md);
    ``tests/games/quattro_exchange/test_fast_rules.py`` checks it against the comparison as written."""
    first_cards, second_cards = opens
    first, second = hands = (high_to_low(first_cards), high_to_low(second_cards))
    sums = (sum(map(_NUMBER_OF, first)), sum(map(_NUMBER_OF, second)))
    zero = (ZERO in first, ZERO in second)  # the black zeros are the only BLACK cards
    # With the Season 2 rule a hand holding a 0 is never a Quattro (spec §5).
    quattro = (
        _is_quattro(first) and not (original_zero_rule and zero[0]),
        _is_quattro(second) and not (original_zero_rule and zero[1]),
    )
    deciding: tuple[str, ...] = ()
    if original_zero_rule and zero[0] != zero[1]:
        decided_by, winner = ZERO_RULE, 0 if zero[1] else 1
    elif quattro[0] != quattro[1]:
        decided_by, winner = QUATTRO, 0 if quattro[0] else 1
    elif sums[0] != sums[1]:
        decided_by, winner = SUM, 0 if sums[0] > sums[1] else 1
    elif tiebreak_mode == LEXICOGRAPHIC:
        decided_by, (winner, deciding) = LEXICOGRAPHIC, _lexicographic(first, second)
    else:
        a, b = first[0], second[0]
        assert RANK[a] != RANK[b], "equal highest cards cannot happen with unique cards"
        decided_by, winner, deciding = HIGHEST_CARD, 0 if RANK[a] > RANK[b] else 1, (a, b)
    return _make_comparison(hands, sums, quattro, zero, decided_by, deciding, winner)


def _is_quattro(cards: Sequence[str]) -> bool:
    """``cards.is_quattro`` by bits: each card sets its suit's bit and its number's bit, so four cards of
    four distinct suits and four distinct numbers set eight."""
    if len(cards) != QUATTRO_SIZE:
        return False
    bits = 0
    for card in cards:
        bits |= _BITS[card]
    return bits.bit_count() == 2 * QUATTRO_SIZE


def _lexicographic(first: Sequence[str], second: Sequence[str]) -> tuple[int, tuple[str, str]]:
    """(winner, first differing pair): numbers position by position, then suits S > D > H > C > BLACK."""
    for key in (NUMBER.__getitem__, _suit_priority):
        for a, b in zip(first, second, strict=True):
            if key(a) != key(b):
                return (0 if key(a) > key(b) else 1), (a, b)
    raise AssertionError("two hands of unique cards cannot be equal")


def _suit_priority(card: str) -> int:
    return SUIT_PRIORITY[SUIT[card]]
