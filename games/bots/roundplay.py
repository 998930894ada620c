"""The strong level's playouts for a game of rounds: stop at the round's end, and value it by the
round's points against the best rival's (``games.bots.sampling``).

Why: a whole game of rounds does not fit a decision's budget, so Quattro Trick-Taking, 4 Seasons and Oh
Hell each wrote the same two hooks: ``playout_done`` (the round number moved on, or the game is over)
and ``playout_value`` (the seat's points gained this round less the best gain of a seat not on its side).
A bot package assigns both in one line::

    playout_done, playout_value = round_playouts()                      # state.round, state.phase
    playout_done, playout_value = round_playouts("round_no", phase=None, others=0.5)

``round_field`` names the state's round number, ``phase`` the field that says "finished" once the game
is over (None: the round number moving on says it too); ``others`` weighs the best rival's gain (1: the
plain margin); ``side(state, seat)`` the seats on the seat's side (a team; default: the seat alone).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from operator import attrgetter
from typing import Any

FINISHED = "finished"  # the phase of an ended game, as every engine here spells it

Done = Callable[[Any, Any], bool]
Value = Callable[[Any, Any, Any, int], float]


def round_playouts(
    round_field: str = "round",
    phase: str | None = "phase",
    others: float = 1.0,
    side: Callable[[Any, int], Collection[int]] | None = None,
) -> tuple[Done, Value]:
    """``(playout_done, playout_value)`` for a bot package: playouts to the end of the round, worth the
    round's points relative to the best other side's."""
    round_of = attrgetter(round_field)
    phase_of = attrgetter(phase) if phase is not None else None

    def playout_done(start: Any, state: Any) -> bool:
        """The end of the round: the round number moved on, or the game is over."""
        if round_of(state) != round_of(start):
            return True
        return phase_of is not None and phase_of(state) == FINISHED

    def playout_value(rules: Any, start: Any, state: Any, seat: int) -> float:
        """Points this round, relative to the best gain of a seat not on this seat's side."""
        gains = [now - before for now, before in zip(state.scores, start.scores, strict=True)]
        mine = (seat,) if side is None else side(state, seat)
        best_other = max(g for s, g in enumerate(gains) if s not in mine)
        # The plain margin stays an int sum, as the games' own hooks gave it (their pinned choices).
        return gains[seat] - (best_other if others == 1 else others * best_other)

    return playout_done, playout_value
