"""The game flow: new game, whose turn, legal actions, ``apply`` and the outcome (spec §2-§6).

Phases: ``playing`` → ``finished``. During play ``State.pending`` names the decision in progress (a power
being resolved); without one the active player must play a card. ``apply`` never mutates its input and
accepts exactly the actions ``legal_actions`` lists, refusing anything else with a readable sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from games import base, recent
from games.base import NOT_YOUR_TURN, Event, Words, new_game_checks, require_turn
from games.quatorze import play
from games.quatorze.cards import TYPE_OF, deck, shuffled_deck
from games.quatorze.config import FIRST_PLAYER, GAME_NAME, HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS
from games.quatorze.options import Options
from games.quatorze.powers import DECISIONS, Apply, Legal, wonders
from games.quatorze.scoring import final_score
from games.quatorze.state import (
    FINISHED,
    LUMINARIES_OTHERS,
    PLAY,
    PLAYING,
    SETUP,
    VIRTUES_PLAY,
    WONDERS_LOOK,
    Column,
    State,
    draft_of,
)

# Turns kept for the table's "Last: …": everything since a player's own turn, at any table size.
RECENT_TURNS = MAX_PLAYERS - 1
_PLAY: tuple[Legal, Apply] = (play.legal_for, play.apply)
_DECISIONS: dict[str, tuple[Legal, Apply]] = {PLAY: _PLAY, VIRTUES_PLAY: _PLAY, **DECISIONS}
# The steps that can check an action against the list ``legal_actions`` made for the same state (the
# hot ones: a card play, a Wonders look) instead of listing again: ``step(draft, seat, action, legal)``.
_CHECKED_BY_LIST: dict[str, Callable[[State, int, str, Collection[str]], tuple[State, list[Event]]]] = {
    PLAY: play.apply,
    VIRTUES_PLAY: play.apply,
    WONDERS_LOOK: wonders.apply_look,
}


@dataclass(frozen=True, slots=True)
class Outcome(base.Outcome):
    """Scores are the point totals; the tie-break (lowest non-zero card, spec §6) decides ``winners`` and
    the ranks: ``tiebreak[s]`` is higher for the better seat among equal totals."""

    tiebreak: tuple[int, ...] = ()

    def rank_of(self, seat: int) -> int:
        keys = list(zip(self.scores, self.tiebreak or (0,) * len(self.scores), strict=True))
        return 1 + sum(1 for key in keys if key > keys[seat])


def new_game(
    players: int,
    seed: int,
    options: Options | dict | None = None,
    deals: Sequence[Sequence[str]] | None = None,
) -> State:
    options = new_game_checks(GAME_NAME, players, MIN_PLAYERS, MAX_PLAYERS, Options, options)
    types = options.chosen_types(seed)
    if deals:
        order = tuple(deals[0])
        if sorted(order) != sorted(deck(types)):
            raise ValueError(f"the deal is not an order of the 49 cards of {','.join(types)}")
    else:
        order = shuffled_deck(types, seed)
    hands = tuple(order[HAND_SIZE * s : HAND_SIZE * (s + 1)] for s in range(players))
    anchor = order[HAND_SIZE * players]  # flipped to start the first column; its power is ignored
    return State(
        players=players,
        seed=seed,
        options=options,
        types=types,
        phase=PLAYING,
        turn=FIRST_PLAYER,
        turn_no=1,
        hands=hands,
        deck=order[HAND_SIZE * players + 1 :],
        columns=(Column(TYPE_OF[anchor], (anchor,), (SETUP,)),),
        bonus=((),) * players,
        pending=None,
        peeks=((),) * players,
        exchanges=(None,) * players,
        picks=0,
        end=None,
    )


def to_act(state: State) -> tuple[int, ...]:
    if state.phase == FINISHED:
        return ()
    pending = state.pending
    if pending is not None and pending.kind == LUMINARIES_OTHERS:
        return pending.waiting
    return (state.turn,)


def decision(state: State) -> str | None:
    """The kind of decision in progress (``play`` when a card must be played), None when finished."""
    if state.phase == FINISHED:
        return None
    return PLAY if state.pending is None else state.pending.kind


def legal_actions(state: State, seat: int) -> list[str]:
    kind, acting = _decision_and_acting(state)
    if seat not in acting:
        return []
    legal = _DECISIONS[kind][0](state, seat)  # type: ignore[index]
    _remember_listed(state, seat, legal)
    return legal


def _decision_and_acting(state: State) -> tuple[str | None, tuple[int, ...]]:
    """``(decision(state), to_act(state))`` in one look at the state (``apply``'s and ``legal_actions``'s
    hot path)."""
    if state.phase == FINISHED:
        return None, ()
    pending = state.pending
    if pending is None:
        return PLAY, (state.turn,)
    kind = pending.kind
    return kind, pending.waiting if kind == LUMINARIES_OTHERS else (state.turn,)


_set_recent = State.recent.__set__  # type: ignore[attr-defined]  # the slot's own setter: the draft only


# The last list ``legal_actions`` made, with its state (by identity) and seat: a playout or a bot lists
# the actions of a state, then applies one of them to that same state, and a play is then checked against
# this list instead of being listed again (bench/README.md). A tuple copy: the caller may change its list.
_last_listed: tuple[object, int, tuple[str, ...]] = (None, -1, ())


def _remember_listed(state: State, seat: int, legal: list[str]) -> None:
    global _last_listed
    _last_listed = (state, seat, tuple(legal))  # one tuple, swapped whole: a reader never sees half of it


def _listed(state: State, seat: int) -> tuple[str, ...] | None:
    """What ``legal_actions(state, seat)`` returned last, if it was asked about this very state."""
    last = _last_listed
    return last[2] if last[0] is state and last[1] == seat else None


def _not_your_turn(state: State, seat: int) -> Words:
    pending = state.pending
    if pending is not None and pending.kind == LUMINARIES_OTHERS and 0 <= seat < state.players:
        if pending.passes[seat] is not None:
            return Words("You have already chosen your card; waiting for the others.")
        return Words("You hold no card to pass; waiting for the others.")
    return NOT_YOUR_TURN


def apply(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    kind, acting = _decision_and_acting(state)
    if kind is None or seat not in acting or not isinstance(action, str):  # the checks' words: require_turn
        require_turn(
            finished=kind is None,
            acting=acting,
            seat=seat,
            action=action,
            why_not=NOT_YOUR_TURN if seat in acting else _not_your_turn(state, seat),
        )
    # One copy per action: the steps (the play, its power, the turn's end) update this draft in place
    # (state.update); the caller's ``state`` is never touched, so ``apply`` stays pure (bench/README.md).
    draft = draft_of(state)
    checked_by_list = _CHECKED_BY_LIST.get(kind)  # type: ignore[arg-type]
    if checked_by_list is not None and (legal := _listed(state, seat)) is not None:
        new_state, events = checked_by_list(draft, seat, action, legal)
    else:
        new_state, events = _DECISIONS[kind][1](draft, seat, action)  # type: ignore[index]
    keep = min(RECENT_TURNS, state.players - 1)
    _set_recent(new_state, recent.remember(state.recent, seat, events, keep))  # update(), one field
    return new_state, events


def outcome(state: State) -> Outcome | None:
    if state.phase != FINISHED:
        return None
    score = final_score(state)
    return Outcome(scores=score.totals, winners=score.winners, tiebreak=score.tiebreak_keys)
