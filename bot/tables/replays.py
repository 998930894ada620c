"""Replays: an ended game re-run from its seed and action log, step by step (no Discord, no storage).

A game's log is everything a replay needs: ``new_game(players, seed, options)`` and then every stored
action through ``apply``, exactly as the table service applied them. Step 0 is the deal, step n the
state after the n-th action. Besides single turns a replay steps by the units a game declares in its
``STEP_MARKS`` (``games.registry.step_marks``: a trick won, a round scored), read from the events.

What a step shows is built from the engine's own views — ``view(state, None)`` for the table and
``view(state, seat)`` for each hand — so a replay shows nothing the game did not already show someone.
Every hand is shown, so a replay is only ever built for an ended game (``ReplayGame.status``).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from games import IllegalActionError, registry
from games.base import Event, Outcome

TURN = "turn"
FINISHED = "finished"
ABORTED = "aborted"
ENDED = (FINISHED, ABORTED)  # the statuses whose games may be replayed


class ReplayError(Exception):
    """The log does not replay: an action the engine refuses, or a game that is not over."""


@dataclass(frozen=True, slots=True)
class ReplayGame:
    """Everything a replay is built from: what the export file carries, too."""

    game_id: str
    options: dict[str, Any]
    seed: int
    names: tuple[str, ...]  # per seat
    actions: tuple[tuple[int, str], ...]  # (seat, action) in log order
    status: str = FINISHED


def state_hash(game_id: str, state: Any) -> str:
    """A fingerprint of a state (its stored JSON text), to compare a replay with what was stored."""
    return hashlib.sha256(registry.get(game_id).dump(state).encode()).hexdigest()


def stored_hash(text: str) -> str:
    """The fingerprint of a stored state's text (``state_hash`` of the state it loads)."""
    return hashlib.sha256(text.encode()).hexdigest()


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """What one replay screen shows: plain views and numbers, never an engine state."""

    public: dict[str, Any]
    hands: tuple[dict[str, Any], ...]
    step: int
    last: int
    size: str
    sizes: tuple[str, ...]
    first_step: int  # where each control leads
    prev_step: int
    next_step: int
    last_step: int
    status: str  # finished | aborted


@dataclass(frozen=True)
class Replay:
    game: ReplayGame
    states: tuple[Any, ...]  # step 0 (the deal) .. step len(actions)
    events: tuple[tuple[Event, ...], ...]  # events[n - 1]: what action n did

    @property
    def last(self) -> int:
        return len(self.states) - 1

    @property
    def sizes(self) -> tuple[str, ...]:
        """The step sizes this game offers: turn, then its own (trick, round)."""
        return (TURN, *registry.step_marks(self.game.game_id))

    @cached_property
    def _stops(self) -> dict[str, tuple[int, ...]]:
        stops = {TURN: tuple(range(len(self.states)))}
        for size, kinds in registry.step_marks(self.game.game_id).items():
            marked = [n for n, events in enumerate(self.events, 1) if any(e.kind in kinds for e in events)]
            stops[size] = tuple(sorted({0, *marked, self.last}))
        return stops

    def stops(self, size: str) -> tuple[int, ...]:
        """The steps a replay stops at when stepping by ``size``: the start, each end of one, the end."""
        return self._stops[size]

    def next(self, step: int, size: str) -> int:
        return next((stop for stop in self.stops(size) if stop > step), self.last)

    def prev(self, step: int, size: str) -> int:
        return next((stop for stop in reversed(self.stops(size)) if stop < step), 0)

    def public_view(self, step: int) -> dict[str, Any]:
        return registry.get(self.game.game_id).view(self.states[step], None)

    def hand_views(self, step: int) -> tuple[dict[str, Any], ...]:
        """Every seat's own view at ``step``: the game is over, so every hand may be seen now."""
        rules = registry.get(self.game.game_id)
        return tuple(rules.view(self.states[step], seat) for seat in range(len(self.game.names)))

    def at(self, step: int, size: str = TURN) -> ReplayStep:
        """What the screen of ``step`` shows, with where each of its controls leads by ``size``."""
        return ReplayStep(
            public=self.public_view(step),
            hands=self.hand_views(step),
            step=step,
            last=self.last,
            size=size,
            sizes=self.sizes,
            first_step=0,
            prev_step=self.prev(step, size),
            next_step=self.next(step, size),
            last_step=self.last,
            status=self.game.status,
        )

    @property
    def outcome(self) -> Outcome | None:
        return registry.get(self.game.game_id).outcome(self.states[-1])

    @property
    def final_hash(self) -> str:
        return state_hash(self.game.game_id, self.states[-1])


def build(game: ReplayGame) -> Replay:
    """Re-run the engine over the log. Raises ``ReplayError`` for a running game or a log that does
    not replay (the message names the action's number and verb, never its secret argument)."""
    if game.status not in ENDED:
        raise ReplayError(f"a {game.status} game is not replayed: only ended games are")
    try:
        rules = registry.get(game.game_id)
    except KeyError as unknown:
        raise ReplayError(str(unknown)) from None
    options = rules.Options.model_validate(game.options)
    try:
        state = rules.new_game(players=len(game.names), seed=game.seed, options=options)
    except ValueError as unfit:
        raise ReplayError(str(unfit)) from None
    states: list[Any] = [state]
    events: list[tuple[Event, ...]] = []
    for number, (seat, action) in enumerate(game.actions, 1):
        try:
            state, happened = rules.apply(state, seat, action)
        except IllegalActionError:
            verb = action.split(":", 1)[0]
            raise ReplayError(f"action {number} ({verb} by seat {seat}) is refused by the engine") from None
        states.append(state)
        events.append(tuple(happened))
    if game.status == FINISHED and rules.outcome(state) is None:
        raise ReplayError("the log ends before the game is over")
    return Replay(game=game, states=tuple(states), events=tuple(events))
