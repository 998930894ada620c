"""The pieces of a card play in one step that trick-taking engines share (no game named here).

Why: the kit's readable play step (``games.tricks.play``) reads the action, copies the state through
``_replace``, builds its events and works a trick's winner out through a strength closure per trick. An
engine's hot path instead looks each play text up in a table made once per process, copies the state once
through its mutable twin (``games.twins.setter``) and reads the winner from a rank table per (led suit,
trump). 4 Seasons (``games/four_seasons/cardplay.py``) and Quattro Trick-Taking
(``games/quattro_tricks/cardplay.py``) do; bench/HISTORY.md ("Issue 18: ...card play in one copy") has
the figures. A game's readable reference path stays the kit's ``play``: it words every refusal.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from games.base import Event
from games.tricks import Play

NO_RANK = -1  # a card of neither the led suit nor trump cannot win (a strength of None)

# A play text's entry: its card, its CardPlayed event (an immutable value, shared) and the trick's pair.
Played = tuple[str, Event, Play]


def played_by_seat(
    seats: int, action_of: Mapping[str, str], card_played: Callable[[int, str], Event]
) -> tuple[dict[str, Played], ...]:
    """Per seat: every card's play text -> (card, the seat's ``CardPlayed`` event, ``(seat, card)``).
    Events are immutable values, so each one is made once per process and handed out again."""
    return tuple(
        {text: (card, card_played(seat, card), (seat, card)) for card, text in action_of.items()}
        for seat in range(seats)
    )


def following(cards: Iterable[str], suit_of: Mapping[str, str | None], action_of: Mapping[str, str]) -> dict:
    """Per suit: its cards' play texts (card -> text), for legal actions read with no loop over a hand:
    ``list(filter(None, map(FOLLOWING[led].get, hand)))`` is the led suit's plays in hand order."""
    table: dict[str | None, dict[str, str]] = {}
    for card in cards:
        table.setdefault(suit_of[card], {})[card] = action_of[card]
    return table


def best_play(trick: tuple[Play, ...], ranks: Mapping[str, int], lead_rank: int) -> Play:
    """The (seat, card) of a complete trick with the highest rank (``ranks``: every card that follows;
    ``lead_rank``: the lead card's); the earliest wins a tie, as ``games.tricks.winner`` says."""
    best = trick[0]
    for play in trick[1:]:
        rank = ranks[play[1]]
        if rank > lead_rank:
            lead_rank = rank
            best = play
    return best
