"""The trick-taking kit: the mechanics every trick-taking game here shares, with the game's own rules
passed in (which suit a card follows, how strong a card is in this trick).

Why: Quattro Trick-Taking and 4 Seasons each spelt out the same shuffle, deal, follow-suit check, trick
winner and dealer rotation; a third trick-taking game should only say what differs. Cards are codes
(strings); a trick is its plays in order, each ``(seat, card)``. Pure functions, no state of their own.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

Play = tuple[int, str]  # (seat, card), in play order
Strength = Callable[[int, str], int | None]  # (position in the trick, card) -> rank, None = cannot win


def shuffled(deck: Sequence[str], seed: int, round_no: int) -> tuple[str, ...]:
    """The deck order of a round, derived only from the game seed and the round number (so a stored game
    replays, and every round is a fresh shuffle)."""
    cards = list(deck)
    random.Random(f"{seed}:{round_no}").shuffle(cards)
    return tuple(cards)


def round_order(
    deck: Sequence[str], seed: int, round_no: int, deals: Sequence[Sequence[str]]
) -> Sequence[str]:
    """The stacked deck order of the round if the table was given one (tests, replays of real deals),
    else the seeded shuffle."""
    return deals[round_no - 1] if round_no <= len(deals) else shuffled(deck, seed, round_no)


def deal(
    order: Sequence[str], players: int, size: int, sort: Callable[[Sequence[str]], tuple[str, ...]]
) -> tuple[tuple[str, ...], ...]:
    """Hands of ``size`` cards: seat i gets the i-th block of ``order`` (top card first), sorted."""
    return tuple(sort(order[size * seat : size * (seat + 1)]) for seat in range(players))


def follow(hand: Sequence[str], led: str | None, suit: Mapping[str, str | None]) -> tuple[str, ...]:
    """The cards a seat may play: those of the led suit if it holds any, else its whole hand (and the
    whole hand when leading). ``suit`` maps each card to the suit it follows (None: it follows none)."""
    if led is not None:
        following = tuple(card for card in hand if suit[card] == led)
        if following:
            return following
    return tuple(hand)


def winner(trick: Sequence[Play], strength: Strength) -> Play:
    """The (seat, card) of a complete trick with the highest strength; the earliest wins a tie of
    strength. The lead always has a strength, so a trick always has a winner."""
    best: Play = trick[0]
    best_rank = -1
    for position, play in enumerate(trick):
        rank = strength(position, play[1])
        if rank is not None and rank > best_rank:
            best, best_rank = play, rank
    assert best_rank >= 0, "the lead card has no strength"
    return best


def dealer(round_no: int, players: int, first: int = 0) -> int:
    """The deal passes to the left: round 1 is dealt by ``first``, each later round by the next seat."""
    return (first + round_no - 1) % players
