"""The fourteen powers (spec §4): how each starts when a card fires it, and its decisions.

``trigger`` starts the power a play fired (or ends the turn when none did). ``DECISIONS`` maps each pending
decision kind to its ``(legal, apply)`` pair; the engine dispatches on it. Colors and Days act through the
table (the wild colour/number is read from the columns), Ages of Man and Peaks only at the end.
"""

from __future__ import annotations

from collections.abc import Callable

from games.base import Event
from games.quatorze.flow import end_turn
from games.quatorze.powers import deck, luminaries, questions, sins, taking, wonders
from games.quatorze.state import (
    LUCKY_CALL,
    LUMINARIES_OTHERS,
    LUMINARIES_PASS,
    NOTES_TAKE,
    PLANES_MOVE,
    QUEENS_TARGET,
    SEAS_TAKE,
    SINS_PLACE,
    SINS_TARGET,
    WONDERS_LOOK,
    WONDERS_ORDER,
    State,
)

Start = Callable[[State, str, str, bool, list[Event]], State]
Legal = Callable[[State, int], list[str]]
Apply = Callable[[State, int, str], tuple[State, list[Event]]]

STARTS: dict[str, Start] = {
    "DS": sins.start,
    "HV": deck.start_virtues,
    "LG": deck.start_lucky,
    "LU": luminaries.start,
    "NO": taking.start_notes,
    "PL": taking.start_planes,
    "QU": questions.start_queens,
    "SA": questions.announce_sages,
    "SE": taking.start_seas,
    "WO": wonders.start,
}

DECISIONS: dict[str, tuple[Legal, Apply]] = {
    SINS_TARGET: (sins.legal_target, sins.apply_target),
    SINS_PLACE: (sins.legal_place, sins.apply_place),
    LUCKY_CALL: (deck.legal_lucky, deck.apply_lucky),
    LUMINARIES_PASS: (luminaries.legal_pass, luminaries.apply_pass),
    LUMINARIES_OTHERS: (luminaries.legal_other, luminaries.apply_other),
    NOTES_TAKE: (taking.legal_notes, taking.apply_notes),
    PLANES_MOVE: (taking.legal_planes, taking.apply_planes),
    QUEENS_TARGET: (questions.legal_queens, questions.apply_queens),
    SEAS_TAKE: (taking.legal_seas, taking.apply_seas),
    WONDERS_LOOK: (wonders.legal_look, wonders.apply_look),
    WONDERS_ORDER: (wonders.legal_order, wonders.apply_order),
}


def trigger(
    state: State, power: str | None, column: str, card: str, created: bool, events: list[Event]
) -> State:
    """Resolve the power a play fired: start its decision, or apply it and end the turn."""
    if power is None:
        return end_turn(state, events)
    return STARTS[power](state, column, card, created, events)
