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
from games.quattro_exchange.cards import NUMBER, RANK, SUIT, is_quattro
from games.quattro_exchange.config import BLACK, SUIT_PRIORITY
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


def high_to_low(cards: Sequence[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=RANK.__getitem__, reverse=True))


def compare(opens: Sequence[Sequence[str]], original_zero_rule: bool, tiebreak_mode: str) -> Comparison:
    hands = tuple(high_to_low(cards) for cards in opens)
    sums = tuple(sum(NUMBER[c] for c in cards) for cards in hands)
    zero = tuple(any(SUIT[c] == BLACK for c in cards) for cards in hands)
    # With the Season 2 rule a hand holding a 0 is never a Quattro (spec §5).
    quattro = tuple(
        is_quattro(cards) and not (original_zero_rule and has_zero)
        for cards, has_zero in zip(hands, zero, strict=True)
    )
    deciding: tuple[str, ...] = ()
    if original_zero_rule and zero[0] != zero[1]:
        decided_by, winner = ZERO_RULE, 0 if zero[1] else 1
    elif quattro[0] != quattro[1]:
        decided_by, winner = QUATTRO, 0 if quattro[0] else 1
    elif sums[0] != sums[1]:
        decided_by, winner = SUM, 0 if sums[0] > sums[1] else 1
    elif tiebreak_mode == LEXICOGRAPHIC:
        decided_by, (winner, deciding) = LEXICOGRAPHIC, _lexicographic(hands[0], hands[1])
    else:
        a, b = hands[0][0], hands[1][0]
        assert RANK[a] != RANK[b], "equal highest cards cannot happen with unique cards"
        decided_by, winner, deciding = HIGHEST_CARD, 0 if RANK[a] > RANK[b] else 1, (a, b)
    return _make_comparison(hands, sums, quattro, zero, decided_by, deciding, winner)


def _lexicographic(first: Sequence[str], second: Sequence[str]) -> tuple[int, tuple[str, str]]:
    """(winner, first differing pair): numbers position by position, then suits S > D > H > C > BLACK."""
    for key in (NUMBER.__getitem__, _suit_priority):
        for a, b in zip(first, second, strict=True):
            if key(a) != key(b):
                return (0 if key(a) > key(b) else 1), (a, b)
    raise AssertionError("two hands of unique cards cannot be equal")


def _suit_priority(card: str) -> int:
    return SUIT_PRIORITY[SUIT[card]]
