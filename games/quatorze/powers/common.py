"""Helpers shared by the powers: opponents in turn order, refusals and powers that do nothing."""

from __future__ import annotations

from collections.abc import Sequence

from games.base import Event, IllegalActionError, Words, ascii_number
from games.quatorze.config import MAX_PLAYERS, MIN_PLAYERS
from games.quatorze.events import PowerFizzled
from games.quatorze.flow import end_turn
from games.quatorze.state import Draft, State

# Per player count and active seat, the other seats clockwise from its left, made once (hot: the looks).
OPPONENTS = {
    n: tuple(tuple((turn + step) % n for step in range(1, n)) for turn in range(n))
    for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)
}


def opponents(state: State) -> list[int]:
    """The other seats, clockwise from the active player's left."""
    return list(OPPONENTS[state.players][state.turn])


def check(action: str, legal: Sequence[str], prompt: Words, **params: object) -> None:
    """Refuse anything but a listed action, saying what is expected (``prompt``, with ``params``)."""
    if action not in legal:
        raise IllegalActionError(prompt, **params)


def parse_seat(text: str) -> int | None:
    """A seat number written in ASCII digits; None for anything else (a forged action is refused)."""
    return ascii_number(text)


def fizzle(state: Draft, power: str, reason: str, events: list[Event]) -> Draft:
    """A power with no possible effect does nothing (spec §8); the turn ends."""
    events.append(PowerFizzled(seat=state.turn, power=power, reason=reason))
    return end_turn(state, events)
