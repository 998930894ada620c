"""Stacked decks and scripted rounds for the Quattro Trick-Taking tests.

A round is scripted as its 12 tricks, each written in play order from its leader ("B1 B2 R1 B3"). The
seat of every card follows from the rules (the round starter leads trick 1, each winner leads the next),
so ``deck_for`` can build the deck order that deals every seat exactly the cards it plays.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager

import pytest

import games.quattro_tricks as qt
from games.base import Event, IllegalActionError
from games.quattro_tricks.cards import trick_winner

# A 4-player round 1 (seat 0 A and starter, 1 B, 2 C, 3 D). Seat 2 holds no blue card.
#  - seat 2 (C) wins trick 1 with R1 on a blue lead (fills a red or a blue chip) and trick 2 with R12
#    on a red lead (fills only a red chip);
#  - seat 1 (B) wins tricks 3-5 with G4, Y6, Y8: three tricks, all even, none blue or red;
#  - seat 0 (A) wins tricks 6-7 with B10 and B5: a total of 15;
#  - seat 3 (D) wins tricks 8-12 with R7..R11, taking three 7s (B7 R7 G7) and the colours R, B, G.
MASTER_ROUND = (
    "B1 B2 R1 B3",
    "R12 R2 R3 R4",
    "G1 G2 G3 G4",
    "Y6 Y1 Y2 Y3",
    "Y8 Y4 Y5 Y7",
    "B4 Y9 B6 B10",
    "B5 Y10 Y11 Y12",
    "B7 G5 G6 R7",
    "R8 B8 R5 R6",
    "R9 B9 G7 G8",
    "R10 B11 G9 G10",
    "R11 B12 G11 G12",
)

# A 4-player round 1 where every trick is of one colour (everyone follows), for the bids' progress:
#  - seat 0 (A) wins tricks 1-2 with Y12 and B12, taking Y7 and B7: two 7s gone before seat 3 took any;
#  - seat 3 (D) wins tricks 3-4 in a row, with G12 and Y11 (colours G and Y only);
#  - seat 0 wins trick 5 with R12; seat 1 (B) wins trick 6 with R11 (red and odd);
#  - seat 2 (C) wins tricks 7-12: B11, G11, Y10, R10 (taking R7: the last red), B10, G10 (taking G7).
PROGRESS_ROUND = (
    "Y12 Y7 Y1 Y2",
    "B12 B7 B1 B2",
    "G1 G2 G3 G12",
    "Y11 Y3 Y4 Y5",
    "R1 R12 R2 R3",
    "R4 R11 R5 R6",
    "B3 B11 B4 B5",
    "G11 G4 G5 G6",
    "Y10 Y6 Y8 Y9",
    "R10 R7 R8 R9",
    "B10 B6 B8 B9",
    "G10 G7 G8 G9",
)

# A 3-player deck in which seat 2 holds every red and the top blues: it wins all 12 tricks whoever leads.
SWEEP_HANDS_3P = (
    ("B1", "B2", "B3", "Y1", "Y2", "Y3", "Y4", "Y5", "G1", "G2", "G3", "G4"),
    ("B4", "B5", "B6", "Y6", "Y7", "Y8", "Y9", "G5", "G6", "G7", "G8", "G9"),
    ("R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "B7", "B8", "B9"),
)


def seats_of(players: int, starter: int, tricks: Sequence[str]) -> list[list[tuple[int, str]]]:
    """Each scripted trick as (seat, card) pairs in play order."""
    leader, out = starter, []
    for text in tricks:
        cards = [((leader + i) % players, card) for i, card in enumerate(text.split())]
        assert len(cards) == players, text
        out.append(cards)
        leader = trick_winner(cards)[0]
    return out


def deck_for(players: int, starter: int, tricks: Sequence[str]) -> list[str]:
    """The deck order (seat i's 12 cards in block i) that deals every seat the cards it plays."""
    hands: list[list[str]] = [[] for _ in range(players)]
    for trick in seats_of(players, starter, tricks):
        for seat, card in trick:
            hands[seat].append(card)
    return [card for hand in hands for card in hand]


def deck_of_hands(hands: Sequence[Sequence[str]]) -> list[str]:
    return [card for hand in hands for card in hand]


def bid_all(state: qt.State, bids: Mapping[str, str], events: list[Event] | None = None) -> qt.State:
    """Everyone bids in turn; ``bids`` maps a set letter to the bid action of whoever holds it."""
    while state.phase == "bidding":
        (seat,) = qt.to_act(state)
        state, new = qt.apply(state, seat, bids[state.sets[seat]])
        if events is not None:
            events.extend(new)
    return state


def play_tricks(state: qt.State, tricks: Sequence[str], events: list[Event] | None = None) -> qt.State:
    """Play scripted tricks; every card must be played by the seat whose turn it is."""
    for text in tricks:
        for card in text.split():
            (seat,) = qt.to_act(state)
            assert card in state.hands[seat], f"seat {seat} does not hold {card}"
            state, new = qt.apply(state, seat, f"play:{card}")
            if events is not None:
                events.extend(new)
    return state


def play_first_legal(state: qt.State, bids: Mapping[str, str], events: list[Event] | None = None) -> qt.State:
    """Finish the current round: bid as given, then always play the first legal card."""
    state = bid_all(state, bids, events)
    start_round = state.round
    while state.phase == "playing" and state.round == start_round:
        (seat,) = qt.to_act(state)
        state, new = qt.apply(state, seat, qt.legal_actions(state, seat)[0])
        if events is not None:
            events.extend(new)
    return state


@contextmanager
def refused(message: str) -> Iterator[None]:
    """The block must raise ``IllegalActionError`` with exactly this player-readable message."""
    with pytest.raises(IllegalActionError) as error:
        yield
    assert str(error.value) == message
