"""Stacked decks and scripted games for the Quattro Exchange tests.

With ``deals`` the deck is used as given (docs/engine-contract.md): seat 0 gets cards 1-4, seat 1 5-8, the
rest is the fresh stack, and without mulligans V1 holds cards 9-11, V2 12-14, … V6 24-26 (spec §3.3).
A script step is ``"<seat> <action>"``; the seat must be one of those to act.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import pytest

import games.quattro_exchange as qe
from games.base import Event, IllegalActionError
from games.quattro_exchange.cards import DECK

# A full deal written as hands: seat 0, seat 1, then V1..V6 (every card of the deck exactly once).
MASTER = (
    "S6 D5 H4 C3",  # seat 0 (선)
    "H6 C5 S4 D3",  # seat 1 (후)
    "S5 D2 C1",  # V1
    "K0 H5 D4",  # V2
    "C6 S3 H1",  # V3
    "D6 S2 C2",  # V4
    "H3 C4 S1",  # V5
    "K0 D1 H2",  # V6
)


def deck_of(*hands: str) -> list[str]:
    order = [card for hand in hands for card in hand.split()]
    assert sorted(order) == sorted(DECK), "a stacked deal must use every card once"
    return order


def start(hands: Sequence[str] = MASTER, **options: object) -> qe.State:
    return qe.new_game(players=2, seed=1, options=qe.Options(**options), deals=[deck_of(*hands)])


def run(state: qe.State, *steps: str, events: list[Event] | None = None) -> qe.State:
    for step in steps:
        seat_text, action = step.split(" ", 1)
        seat = int(seat_text)
        assert seat in qe.to_act(state), f"{step!r}: to act are {qe.to_act(state)}"
        state, new = qe.apply(state, seat, action)
        if events is not None:
            events.extend(new)
    return state


def kept(hands: Sequence[str] = MASTER, **options: object) -> qe.State:
    """Both players keep their first hands: the virtual players are dealt, opening 1 begins."""
    return run(start(hands, **options), "0 keep", "1 keep")


def opened(state: qe.State, card0: str, card1: str) -> qe.State:
    """Both players open a card (in either opening mode, 선 of the coming phase first)."""
    first = state.first
    cards = {0: card0, 1: card1}
    return run(state, f"{first} open:{cards[first]}", f"{1 - first} open:{cards[1 - first]}")


@contextmanager
def refused(message: str) -> Iterator[None]:
    """The block must raise ``IllegalActionError`` with exactly this player-readable message."""
    with pytest.raises(IllegalActionError) as error:
        yield
    assert str(error.value) == message
