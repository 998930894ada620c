"""The game flow: new game, whose turn, legal actions and ``apply`` (spec §3).

Phases: ``mulligan`` → (virtual players dealt) → ``opening`` r → ``exchange`` r, for r = 1..3 →
(automatic 4th opening, final comparison) ``finished``. ``apply`` never mutates its input (it copies it
once, into a draft its steps update) and refuses anything but a legal action with a message a player
can read.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.base import (
    NOT_YOUR_TURN,
    Event,
    Outcome,
    Words,
    new_game_checks,
    require_turn,
)
from games.quattro_exchange import dealing, exchange, opening
from games.quattro_exchange.actions import MULLIGAN_ACTIONS, OPEN_ACTION, STOP
from games.quattro_exchange.cards import HAND_KEY, is_deck_order
from games.quattro_exchange.config import DUTY_PHASE, GAME_NAME, PLAYERS, SNAKE, VIRTUAL_PLAYERS, ZERO
from games.quattro_exchange.exchange import LISTING_READS, ROWS_LEFT, rows_left
from games.quattro_exchange.finale import scores_of
from games.quattro_exchange.options import PASS, SEQUENTIAL, Options
from games.quattro_exchange.state import (
    EXCHANGE,
    FINISHED,
    MULLIGAN,
    OPENING,
    State,
    draft,
    freeze,
    reader,
    remember,
)

MIN_PLAYERS = PLAYERS
MAX_PLAYERS = PLAYERS
# Turns kept for the table's "Last: …": the other player's latest turn is all a player has not seen.
RECENT_TURNS = PLAYERS - 1


def new_game(
    players: int,
    seed: int,
    options: Options | dict | None = None,
    deals: Sequence[Sequence[str]] | None = None,
) -> State:
    options = new_game_checks(GAME_NAME, players, PLAYERS, PLAYERS, Options, options)
    stacked = tuple(map(tuple, deals)) if deals else ()
    if len(stacked) > 1:
        raise ValueError(f"{GAME_NAME} has a single deal; give at most one deck order.")
    if stacked and not is_deck_order(stacked[0]):
        raise ValueError("the deal is not an order of the 26-card deck (S D H C 1-6 and two K0)")
    return dealing.deal(seed, options, stacked)


def to_act(state: State) -> tuple[int, ...]:
    global _last_acting
    phase = state.phase
    if phase == EXCHANGE:  # ``exchange.actor``, inlined: asked once per action of every playout
        first, turn, stops, options = _ACTOR_READS(state)
        seat = first ^ SNAKE[turn % len(SNAKE)]
        if seat in stops and options.stop_mode != PASS:
            seat = 1 - seat  # a stopped player is skipped: the other, still active, acts
        acting = _ONE_SEAT[seat]
    elif phase == OPENING:
        chosen, options = _CHOOSER_READS(state)
        if options.opening_mode == SEQUENTIAL:
            acting = opening.choosers(state)
        else:  # ``opening.choosers`` of a simultaneous opening, spelled out: who has yet to choose
            first, second = chosen
            if first is None:
                acting = _BOTH_SEATS if second is None else _ONE_SEAT[0]
            else:
                acting = _ONE_SEAT[1] if second is None else ()
    elif phase == MULLIGAN:
        acting = _SLOT_SEAT[state.slot % len(SNAKE)]  # ``dealing.decider``, looked up
    else:
        acting = ()
    _last_acting = (state, acting)  # one tuple, swapped whole: a reader never sees half of it
    return acting


# The seats ``to_act`` found last, with their state (by identity: a state is immutable, so the same
# object has the same seats). A playout or a bot asks ``to_act``, then ``legal_actions`` and ``apply``
# about that very state; they reuse the answer instead of working it out twice more (bench/HISTORY.md).
_last_acting: tuple[object, tuple[int, ...]] = (None, ())
_ACTOR_READS = reader("first", "turn", "stops", "options")  # what ``to_act`` reads in an exchange phase
_ONE_SEAT = tuple((seat,) for seat in range(PLAYERS))  # the answers of a single seat, made once
_BOTH_SEATS = tuple(range(PLAYERS))
_SLOT_SEAT = tuple(_ONE_SEAT[dealing.seat_of_slot(slot)] for slot in range(len(SNAKE)))  # per snake slot
_CHOOSER_READS = reader("chosen", "options")  # what ``to_act`` reads in an opening


def legal_actions(state: State, seat: int) -> list[str]:
    last = _last_acting  # ``to_act(state)``: the remembered answer if it was about this very state
    if seat not in (last[1] if last[0] is state else to_act(state)):
        return []
    phase = state.phase
    if phase == EXCHANGE:  # ``exchange.actions``, spelled out: the most frequent listing, one call fewer
        visits, hands, round_ = LISTING_READS(state)
        seen = visits[seat]
        rows = ROWS_LEFT.get(seen) or rows_left(seen)
        hand = hands[seat]  # ``cards.distinct``, spelled out
        cards = sorted(set(hand) if hand.count(ZERO) > 1 else hand, key=HAND_KEY)
        legal = [row[c] for row in rows for c in cards]
        if round_ < DUTY_PHASE or len(seen) == VIRTUAL_PLAYERS:  # ``exchange.may_stop``
            legal.append(STOP)
        return legal
    if phase == OPENING:  # ``opening.actions``, spelled out: one call fewer
        hand = state.hands[seat]
        return [
            OPEN_ACTION[card] for card in sorted(set(hand) if hand.count(ZERO) > 1 else hand, key=HAND_KEY)
        ]
    return list(MULLIGAN_ACTIONS)


def apply(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    last = _last_acting  # ``to_act(state)``: the remembered answer if it was about this very state
    acting = last[1] if last[0] is state else to_act(state)
    if seat not in acting or not isinstance(action, str):  # a finished game has no seat to act
        require_turn(  # raises: the shared checks word the refusal, in their order
            finished=state.phase == FINISHED,
            acting=acting,
            seat=seat,
            action=action,
            why_not=NOT_YOUR_TURN if seat in acting else _not_your_turn(state, seat),
        )
    phase = state.phase
    if phase == EXCHANGE:  # most actions: one copy, made by the exchange step
        return exchange.act(state, seat, action, RECENT_TURNS)  # its state has ``recent`` already
    if phase == OPENING:  # one copy too, made by the opening step
        return opening.act(state, seat, action, RECENT_TURNS)
    new = draft(state)  # the one copy of this action: its steps update it in place, ``state`` stays as is
    events = dealing.decide(new, seat, action)
    new.recent = remember(state.recent, seat, events, RECENT_TURNS)
    return freeze(new), events


def outcome(state: State) -> Outcome | None:
    if state.result is None:
        return None
    return Outcome(scores=scores_of(state.result.winner, PLAYERS), winners=(state.result.winner,))


def _not_your_turn(state: State, seat: int) -> Words:
    if state.phase == OPENING and 0 <= seat < PLAYERS and state.chosen[seat] is not None:
        return Words(
            "You have chosen your card to open already; it is revealed when the other player has chosen."
        )
    return NOT_YOUR_TURN
