"""The game flow: new game, whose turn, legal actions, ``apply`` and the outcome (spec §2-§6).

Phases: ``playing`` → ``finished``. During play ``State.pending`` names the decision in progress (a power
being resolved); without one the active player must play a card. ``apply`` never mutates its input and
accepts exactly the actions ``legal_actions`` lists, refusing anything else with a readable sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from games import base
from games.base import NOT_YOUR_TURN, Event, Words, new_game_checks, require_turn
from games.quatorze import play, table, turn
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
    Draft,
    State,
    make_state,
)
from games.quatorze.turn import OWN_PLAY, SPECIAL

# Turns kept for the table's "Last: …": everything since a player's own turn, at any table size.
RECENT_TURNS = MAX_PLAYERS - 1
_PLAY: tuple[Legal, Apply] = (turn.listed, play.apply)
_DECISIONS: dict[str, tuple[Legal, Apply]] = {PLAY: _PLAY, VIRTUES_PLAY: _PLAY, **DECISIONS}
OWN_PLAY_OF = OWN_PLAY.__getitem__  # a card's play onto its own column
_new_draft = object.__new__  # a Draft's empty instance, its fields set by ``apply``
_SEATS = tuple((seat,) for seat in range(MAX_PLAYERS))  # ``to_act`` of a turn: one tuple per seat, made once
_ALL_BUT_LAST = slice(None, -1)
# Per player count, the turns kept from before a new one: its last ``keep - 1`` (``keep`` as
# recent.remember keeps them, at least 1); none when only the new turn stays.
_KEPT_BEFORE_NEW = {
    n: slice(1 - keep, None) if keep > 1 else slice(0, 0)
    for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)
    for keep in (max(min(RECENT_TURNS, n - 1), 1),)
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
    return make_state(  # State(...) built through its mutable twin (games.twins)
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
    pending = state.pending
    if pending is None:
        return () if state.phase == FINISHED else _SEATS[state.turn]
    return pending.waiting if pending.kind == LUMINARIES_OTHERS else _SEATS[state.turn]


def decision(state: State) -> str | None:
    """The kind of decision in progress (``play`` when a card must be played), None when finished."""
    if state.phase == FINISHED:
        return None
    return PLAY if state.pending is None else state.pending.kind


def legal_actions(state: State, seat: int) -> list[str]:
    pending = state.pending
    if pending is None:  # a card to play, or the game is over (nobody is pending then)
        if seat != state.turn or state.phase == FINISHED:
            return []
        # turn.listed's first case spelled out (most plays): no card of the hand may go elsewhere.
        columns = state.columns
        known = table.last_table
        if known[0] is not columns:
            known = table.known(columns)
        hand = state.hands[seat]
        special = SPECIAL[known[1]]
        if special.keys().isdisjoint(hand):
            return list(map(OWN_PLAY_OF, hand))
        return turn.special_plays(hand, special, columns, known)  # turn.listed, past the checks above
    kind = pending.kind
    if seat not in (pending.waiting if kind == LUMINARIES_OTHERS else _SEATS[state.turn]):
        return []
    return _DECISIONS[kind][0](state, seat)


def _not_your_turn(state: State, seat: int) -> Words:
    pending = state.pending
    if pending is not None and pending.kind == LUMINARIES_OTHERS and 0 <= seat < state.players:
        if pending.passes[seat] is not None:
            return Words("You have already chosen your card; waiting for the others.")
        return Words("You hold no card to pass; waiting for the others.")
    return NOT_YOUR_TURN


def _refuse(state: State, seat: int, action: object) -> None:
    """Raise the refusal of an action by a seat not to act now, after the end, or that is not text."""
    acting = to_act(state)
    require_turn(
        finished=state.phase == FINISHED,
        acting=acting,
        seat=seat,
        action=action,
        why_not=NOT_YOUR_TURN if seat in acting else _not_your_turn(state, seat),
    )


def apply(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    # One copy per action (the draft): the steps (the play, its power, the turn's end) set its fields, and
    # it is frozen into the new state at the end; the caller's ``state`` is never touched, so ``apply``
    # stays pure (state.thaw, bench/HISTORY.md). The hot steps come first, a card play (``turn.play``) and
    # a Wonders look (``wonders.look``); they return None for anything else (a refusal, a column's 7th
    # card), which the plain step of the decision handles.
    pending = state.pending
    if pending is None:  # a card to play (or the game is over)
        if seat != state.turn or state.phase == FINISHED or type(action) is not str:
            _refuse(state, seat, action)
    elif seat not in (pending.waiting if pending.kind == LUMINARIES_OTHERS else _SEATS[state.turn]) or (
        type(action) is not str
    ):
        _refuse(state, seat, action)
    # state.thaw(state), spelled out without the call (every field but ``recent``, which is set below;
    # tests/games/quatorze/test_engine_draft.py checks that the list is State's fields)
    draft = _new_draft(Draft)
    draft.players = state.players
    draft.seed = state.seed
    draft.options = state.options
    draft.types = state.types
    draft.phase = state.phase
    draft.turn = state.turn
    draft.turn_no = state.turn_no
    draft.hands = state.hands
    draft.deck = state.deck
    draft.columns = state.columns
    draft.bonus = state.bonus
    draft.pending = state.pending
    draft.peeks = state.peeks
    draft.exchanges = state.exchanges
    draft.picks = state.picks
    draft.end = state.end
    if pending is None:
        events = turn.play(draft, seat, action, False)
        if events is None:
            draft, events = play.apply(draft, seat, action)
    else:
        kind = pending.kind
        if kind == WONDERS_LOOK:
            events = wonders.look(draft, seat, action)
        elif kind == VIRTUES_PLAY:
            events = turn.play(draft, seat, action, True)
        else:
            events = None
        if events is None:
            draft, events = _DECISIONS[kind][1](draft, seat, action)
    # The turns kept for "Last: …": recent.remember(state.recent, seat, events, keep), spelled out.
    # Tuples joined with ``+`` and slices made once: no list is built on the way.
    turns = state.recent
    if turns and (last := turns[-1])[0] == seat:  # the same seat's turn goes on
        draft.recent = turns[_ALL_BUT_LAST] + ((seat, last[1] + tuple(events)),)
    else:  # a new turn; only the last ``keep`` stay
        draft.recent = turns[_KEPT_BEFORE_NEW[state.players]] + ((seat, tuple(events)),)
    draft.__class__ = State  # state.freeze(draft), without the call: the draft becomes the new State
    return draft, events


def outcome(state: State) -> Outcome | None:
    if state.phase != FINISHED:
        return None
    score = final_score(state)
    return Outcome(scores=score.totals, winners=score.winners, tiebreak=score.tiebreak_keys)
