"""The end's totals and winners alone (spec §6), for the ``GameEnded`` event.

Why: every game's last action ends in ``flow.finish``, whose event carries each seat's total and the
winners. ``scoring.final_score`` explains every card's value (the views' score sheet) and built ~15
records to do it: ~5,000 machine instructions per action of a random game, spread over its ~45 actions
(bench/HISTORY.md, "Issue 18: Quatorze's step restructured"). This adds the same points without the
records, in one pass per hand; ``tests/games/quatorze/test_step_equivalence.py`` checks it gives
``final_score``'s totals and winners at the end of random games.
"""

from __future__ import annotations

from games.quatorze.cards import AGES, COLOUR_OF, NOTES, PEAKS, QUEENS, TYPE_OF, VALUE_OF
from games.quatorze.config import (
    LUCKY_BONUS_POINTS,
    PEAKS_BONUS_ON_ZERO_CARD,
    QUEENS_BONUS_PER_CARD,
    QUEENS_LOST_BEATS_WILD,
    SEVENTH_CARD_COUNTS_IN_COLUMN,
)
from games.quatorze.scoring import counted, final_score, longest_run, tiebreak_key
from games.quatorze.state import END_PLAYED, State
from games.quatorze.table import wilds

# 1 for a Queens card, 0 for any other: a hand's Queens counted by ``sum(map(...))``, with no generator.
_QUEEN = {card: int(kind == QUEENS) for card, kind in TYPE_OF.items()}.__getitem__


def totals_and_winners(state: State) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``(final_score(state).totals, final_score(state).winners)``, the same numbers (spec §6)."""
    columns, end = state.columns, state.end
    if SEVENTH_CARD_COUNTS_IN_COLUMN:  # the column then changes first: the full score does that
        score = final_score(state)
        return score.totals, score.winners
    any_type = state.options.count_any_type_in_column
    highest = max(0, 7 - counted(columns, AGES, any_type))
    colour, number = wilds(columns)
    peaks = counted(columns, PEAKS, any_type)
    hands = list(state.hands)
    if end is not None and end.reason == END_PLAYED and end.card is not None and end.owner is not None:
        hands[end.owner] = (*hands[end.owner], end.card)  # the sideways card (spec §5)
    queens = [sum(map(_QUEEN, hand)) for hand in hands]
    most = max(queens)
    totals: list[int] = []
    keys: list[tuple[int, int]] = []
    for seat, hand in enumerate(hands):
        leader = most >= 1 and queens[seat] == most
        points = ones = notes = 0
        lowest: int | None = None
        for card in hand:
            value = VALUE_OF[card]
            lost = not leader and TYPE_OF[card] == QUEENS
            if lost and QUEENS_LOST_BEATS_WILD:  # spec §6 steps 1-4, as scoring.card_value
                worth = 0
            elif COLOUR_OF[card] == colour or value == number:
                worth = highest
            elif lost or value > highest:
                worth = 0
            else:
                worth = value
            points += worth
            if worth and (lowest is None or worth < lowest):
                lowest = worth
            if value == 1 and (PEAKS_BONUS_ON_ZERO_CARD or worth):
                ones += 1
            if TYPE_OF[card] == NOTES:
                notes += 1
        if leader:
            points += QUEENS_BONUS_PER_CARD * queens[seat]
        if peaks:
            points += peaks * ones
        if notes:
            points += notes * len(longest_run(hand))
        points += LUCKY_BONUS_POINTS * len(state.bonus[seat])
        totals.append(points)
        keys.append((points, tiebreak_key(lowest)))
    best = max(keys)
    return tuple(totals), tuple(seat for seat, key in enumerate(keys) if key == best)
