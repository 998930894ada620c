"""Custom rules (spec §7): Set-Selection and Starting-Choice, run after a round is scored and before the
next deal. Choices are made one at a time in tie order; a choice with one option left is automatic."""

from __future__ import annotations

from dataclasses import replace

from games.base import Either, Event, IllegalActionError
from games.quattro_tricks.config import (
    AUTO_FORCED_CHOICES,
    SETS_BY_PLAYERS,
    TIE_BREAK_FARTHER_CLOCKWISE_FIRST,
)
from games.quattro_tricks.events import SetChosen, StarterChosen
from games.quattro_tricks.rounds import start_round
from games.quattro_tricks.state import CHOOSING, START, Choosing, State

SET_SELECTION = "set_selection"
STARTING_CHOICE = "starting_choice"
CHOOSE_SET = "choose:set:"
CHOOSE_START = "choose:start"


def tie_order(scores: tuple[int, ...], previous_starter: int) -> tuple[int, ...]:
    """Lowest score first; on a tie, the player farther clockwise from the previous starter first."""
    n = len(scores)
    sign = -1 if TIE_BREAK_FARTHER_CLOCKWISE_FIRST else 1
    return tuple(sorted(range(n), key=lambda seat: (scores[seat], sign * ((seat - previous_starter) % n))))


def used_sets(state: State, seat: int) -> set[str]:
    return {record.sets[seat] for record in state.history}


def remaining_sets(state: State) -> tuple[str, ...]:
    assert state.choosing is not None
    taken = {choice for _, choice in state.choosing.chosen}
    return tuple(s for s in SETS_BY_PLAYERS[state.players] if s not in taken)


def start_taken(state: State) -> int | None:
    assert state.choosing is not None
    return next((seat for seat, choice in state.choosing.chosen if choice == START), None)


def chooser(state: State) -> int:
    assert state.choosing is not None
    return state.choosing.order[len(state.choosing.chosen)]


def choices(state: State, seat: int) -> list[str]:
    """The legal choice actions of the seat whose turn it is to choose."""
    remaining = remaining_sets(state)
    assert state.choosing is not None
    if state.choosing.mode == SET_SELECTION:
        if state.options.strict_unused:
            unused = [s for s in remaining if s not in used_sets(state, seat)]
            remaining = tuple(unused) or remaining
        return [CHOOSE_SET + s for s in remaining]
    options = [CHOOSE_SET + s for s in remaining]
    if start_taken(state) is None:
        options.append(CHOOSE_START)
    return options


def begin(state: State, events: list[Event]) -> State:
    """Open the selection for the next round (the previous one is scored); may resolve it automatically."""
    n = state.players
    previous = state.history[-1].starter
    mode = state.options.custom_rule
    new = state._replace(
        phase=CHOOSING,
        round=state.round + 1,
        sets=(None,) * n,
        starter=(previous + 1) % n if mode == SET_SELECTION else None,
        choosing=Choosing(mode, tie_order(state.scores, previous), ()),
        bids=(None,) * n,
        hands=((),) * n,
        leader=None,
        trick=(),
        tricks=(),
    )
    return _advance(new, events)


def choose(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    legal = choices(state, seat)
    if action not in legal:
        raise _refusal(state, seat, action, legal)
    events: list[Event] = []
    state = _record(state, seat, action, events)
    return _advance(state, events), events


def _record(state: State, seat: int, action: str, events: list[Event]) -> State:
    assert state.choosing is not None
    if action == CHOOSE_START:
        events.append(StarterChosen(seat=seat))
        choice, starter, sets = START, seat, state.sets
    else:
        choice, starter = action[len(CHOOSE_SET) :], state.starter
        sets = (*state.sets[:seat], choice, *state.sets[seat + 1 :])
        events.append(SetChosen(seat=seat, set=choice))
    chosen = (*state.choosing.chosen, (seat, choice))
    return state._replace(sets=sets, starter=starter, choosing=replace(state.choosing, chosen=chosen))


def _advance(state: State, events: list[Event]) -> State:
    """Make automatic choices, and deal the round once every seat has its set."""
    n = state.players
    while state.choosing is not None:
        done = len(state.choosing.chosen)
        if done == n:
            return _finish(state, events)
        seat = chooser(state)
        if state.choosing.mode == STARTING_CHOICE and done == n - 1 and start_taken(state) is None:
            state = _record(state, seat, CHOOSE_START, events)  # nobody took (b): the last chooser starts
            continue
        legal = choices(state, seat)
        if not (AUTO_FORCED_CHOICES and len(legal) == 1):
            return state
        state = _record(state, seat, legal[0], events)
    return state


def _finish(state: State, events: list[Event]) -> State:
    sets = list(state.sets)
    taker = start_taken(state)
    if taker is not None:  # the (b) player receives the set left over
        (leftover,) = remaining_sets(state)
        sets[taker] = leftover
        events.append(SetChosen(seat=taker, set=leftover))
    assert state.starter is not None and all(sets)
    new, started = start_round(state, state.round, tuple(s for s in sets if s), state.starter)
    events.append(started)
    return new


def _refusal(state: State, seat: int, action: str, legal: list[str]) -> IllegalActionError:
    assert state.choosing is not None
    starting = state.choosing.mode == STARTING_CHOICE
    if action == CHOOSE_START:
        if not starting:
            return IllegalActionError("Choosing to start is only possible with the Starting-Choice rule.")
        return IllegalActionError("Another player has already chosen to start this round.")
    if not action.startswith(CHOOSE_SET):
        if starting:
            return IllegalActionError(
                "It is time to choose a set (choose:set:<letter>) or to start the round (choose:start)."
            )
        return IllegalActionError("It is time to choose a set (choose:set:<letter>).")
    letter = action[len(CHOOSE_SET) :]
    if letter not in SETS_BY_PLAYERS[state.players]:
        return IllegalActionError("There is no set {letter} in this game.", letter=letter)
    if letter not in remaining_sets(state):
        return IllegalActionError("Set {letter} has already been chosen.", letter=letter)
    allowed = Either(a[len(CHOOSE_SET) :] for a in legal)  # set letters: "A or C"
    return IllegalActionError("You must pick a set you have not used yet: {allowed}.", allowed=allowed)
