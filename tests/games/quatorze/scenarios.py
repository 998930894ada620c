"""Stacked decks and scripted turns for the Quatorze tests.

``game`` deals seat i the i-th hand, flips ``anchor`` to start the first column and puts ``draws`` on top of
the deck in order (the rest follows in canonical order), exactly as ``deals`` works (docs/engine-contract.md).
``act`` applies actions for whoever must act, so a test reads like the turns it plays.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace

import pytest

import games.quatorze as qz
from games.base import Event, IllegalActionError
from games.quatorze.cards import SEVEN7S, canonical_types, deck
from games.quatorze.state import Column, End, old_arrivals

# Powerless types shape the table without decisions: Ages of Man and Peaks go anywhere, Colors and Days
# set the wild colour and number.
SHAPERS = ("AM", "CO", "DA", "PE")


def options_for(types: Sequence[str], **extra: object) -> qz.Options:
    chosen = canonical_types(types)
    if chosen == SEVEN7S:
        return qz.Options(**extra)  # type: ignore[arg-type]
    return qz.Options(types="custom", custom_types=",".join(chosen), **extra)  # type: ignore[arg-type]


def deal(
    types: Sequence[str], hands: Sequence[Sequence[str]], anchor: str, draws: Sequence[str] = ()
) -> list[str]:
    """A full deck order: the hands, the anchor, ``draws`` on top of the deck, then the rest."""
    stacked = [card for hand in hands for card in hand] + [anchor, *draws]
    assert len(set(stacked)) == len(stacked), "a card is stacked twice"
    assert all(len(hand) == 3 for hand in hands)
    rest = [card for card in deck(types) if card not in stacked]
    return stacked + rest


def game(
    hands: Sequence[Sequence[str]],
    anchor: str,
    draws: Sequence[str] = (),
    types: Sequence[str] = SEVEN7S,
    seed: int = 1,
    **extra: object,
) -> qz.State:
    order = deal(types, hands, anchor, draws)
    return qz.new_game(players=len(hands), seed=seed, options=options_for(types, **extra), deals=[order])


def act(state: qz.State, *actions: str, events: list[Event] | None = None) -> qz.State:
    """Apply each action for the one seat that must act (simultaneous steps need ``act_as``)."""
    for action in actions:
        acting = qz.to_act(state)
        assert len(acting) == 1, f"several seats act now: {acting}"
        state = act_as(state, acting[0], action, events)
    return state


def act_as(state: qz.State, seat: int, action: str, events: list[Event] | None = None) -> qz.State:
    assert action in qz.legal_actions(state, seat), (
        f"{action!r} not legal for seat {seat}: {qz.legal_actions(state, seat)}"
    )
    state, new = qz.apply(state, seat, action)
    if events is not None:
        events.extend(new)
    return state


def of_kind(events: Sequence[Event], kind: type) -> list:
    return [event for event in events if isinstance(event, kind)]


def column(state: qz.State, code: str) -> tuple[str, ...]:
    return next((c.cards for c in state.columns if c.code == code), ())


def arrivals(state: qz.State, code: str) -> tuple[str, ...]:
    """How each card of a column arrived, anchor first."""
    return next((c.arrived for c in state.columns if c.code == code), ())


@contextmanager
def refused(message: str) -> Iterator[None]:
    """The block must raise ``IllegalActionError`` with exactly this player-readable message."""
    with pytest.raises(IllegalActionError) as error:
        yield
    assert str(error.value) == message


def on_table(
    state: qz.State,
    columns: dict[str, Sequence[str]],
    hands: Sequence[Sequence[str]] | None = None,
    draw_pile: Sequence[str] | None = None,
    bonus: Sequence[Sequence[str]] | None = None,
    arrived: dict[str, Sequence[str]] | None = None,
) -> qz.State:
    """``state`` with this table (columns in the given order, anchor first), for positions that would take
    many turns to reach. Cards are not conserved: use it for scoring and single plays only.

    Every card counts as played from a hand except the first card of the first column (the setup anchor),
    as an old stored state loads; ``arrived`` gives a column's marks explicitly."""
    arrived = arrived or {}
    changes: dict[str, object] = {
        "columns": tuple(
            Column(code, tuple(cards), tuple(arrived.get(code) or old_arrivals(i == 0, len(cards))))
            for i, (code, cards) in enumerate(columns.items())
        )
    }
    if hands is not None:
        changes["hands"] = tuple(tuple(hand) for hand in hands)
    if draw_pile is not None:
        changes["deck"] = tuple(draw_pile)
    if bonus is not None:
        changes["bonus"] = tuple(tuple(cards) for cards in bonus)
    return replace(state, **changes)  # type: ignore[arg-type]


def finished(
    columns: dict[str, Sequence[str]],
    hands: Sequence[Sequence[str]],
    types: Sequence[str] = SEVEN7S,
    bonus: Sequence[Sequence[str]] | None = None,
    end: End | None = None,
    arrived: dict[str, Sequence[str]] | None = None,
    **extra: object,
) -> qz.State:
    """A finished game with this final table (for scoring)."""
    state = qz.new_game(players=len(hands), seed=1, options=options_for(types, **extra))
    state = on_table(state, columns, hands, (), bonus, arrived)
    return replace(state, phase="finished", pending=None, end=end or End("played"))
