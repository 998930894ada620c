"""The engine's ``apply`` made the plain way, every step a copy of its own (``_replace``): the reference
the fast paths are checked against (test_fast_paths.py). It is the code before the one-draft ``apply``
(bench/HISTORY.md, issue 18), kept here on purpose: a change to the engine must not change it."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import fields

from games import recent
from games.base import NOT_YOUR_TURN, Event, require_turn
from games.quattro_exchange import engine, exchange, refusals
from games.quattro_exchange.actions import KEEP, STOP
from games.quattro_exchange.cards import NUMBER, RANK, SUIT, is_quattro, replaced, without
from games.quattro_exchange.compare import (
    QUATTRO,
    SUM,
    ZERO_RULE,
    Comparison,
    _lexicographic,
)
from games.quattro_exchange.config import (
    BLACK,
    EXCHANGE_PHASES,
    FIRST_PLAYER,
    HAND_SIZE,
    MAX_MULLIGANS,
    OPENINGS,
    VIRTUAL_HAND,
    VIRTUAL_KEY,
    VIRTUAL_PLAYERS,
)
from games.quattro_exchange.dealing import seat_of_slot
from games.quattro_exchange.events import (
    CardsOpened,
    Exchanged,
    ExchangePhaseEnded,
    ExchangePhaseStarted,
    GameEnded,
    GameScored,
    HandKept,
    MulliganTaken,
    OpeningChosen,
    Passed,
    Stopped,
    VirtualsDealt,
)
from games.quattro_exchange.finale import scores_of
from games.quattro_exchange.options import HIGHEST_CARD, LEXICOGRAPHIC, PASS, SEQUENTIAL
from games.quattro_exchange.state import EXCHANGE, FINISHED, OPENING, PhaseRecord, State, put
from games.quattro_exchange.virtual import virtual_give


def plain_to_act(state: State) -> tuple[int, ...]:
    if state.phase == OPENING and state.options.opening_mode != SEQUENTIAL:
        return tuple(seat for seat, card in enumerate(state.chosen) if card is None)
    if state.phase == EXCHANGE:  # the rule as written (``engine.to_act`` spells it out)
        return (exchange.actor(state),)
    return engine.to_act(state)


def apply(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    acting = plain_to_act(state)
    why_not = NOT_YOUR_TURN if seat in acting else engine._not_your_turn(state, seat)
    require_turn(finished=state.phase == FINISHED, acting=acting, seat=seat, action=action, why_not=why_not)
    events: list[Event] = []
    if state.phase == EXCHANGE:
        new = _exchange_action(state, seat, action, events)
    elif state.phase == OPENING:
        new = _choose(state, seat, action, events)
    else:
        new = _decide(state, seat, action, events)
    return new._replace(recent=recent.remember(state.recent, seat, events, engine.RECENT_TURNS)), events


# --- mulligans -------------------------------------------------------------------------------------
def _decide(state: State, seat: int, action: str, events: list[Event]) -> State:
    if action not in ("keep", "mulligan"):
        from games.quattro_exchange import dealing

        dealing.decide(state, seat, action)  # raises the engine's refusal
        raise AssertionError(f"{action!r} was accepted as a mulligan decision")
    if action == KEEP:
        state = state._replace(kept=put(state.kept, seat, True))
        events.append(HandKept(seat=seat, mulligans=state.mulligans[seat], auto=False))
    else:
        count = state.mulligans[seat] + 1
        state = state._replace(
            returned=state.returned + state.hands[seat],
            hands=put(state.hands, seat, state.fresh[:HAND_SIZE]),
            fresh=state.fresh[HAND_SIZE:],
            mulligans=put(state.mulligans, seat, count),
        )
        events.append(MulliganTaken(seat=seat, count=count))
        if count == MAX_MULLIGANS:
            state = state._replace(kept=put(state.kept, seat, True))
            events.append(HandKept(seat=seat, mulligans=count, auto=True))
    if all(state.kept):
        pool = list(state.fresh + state.returned)
        if not state.deals:
            random.Random(f"{state.seed}:{VIRTUAL_KEY}").shuffle(pool)
        virtual = tuple(
            tuple(pool[VIRTUAL_HAND * v : VIRTUAL_HAND * (v + 1)]) for v in range(VIRTUAL_PLAYERS)
        )
        events.append(VirtualsDealt(virtual_players=VIRTUAL_PLAYERS, cards_each=VIRTUAL_HAND))
        return state._replace(
            phase=OPENING,
            round=1,
            fresh=(),
            returned=(),
            virtual=virtual,
            face_up=((False,) * VIRTUAL_HAND,) * VIRTUAL_PLAYERS,
            first=FIRST_PLAYER,
        )
    slot = state.slot + 1
    while state.kept[seat_of_slot(slot)]:
        slot += 1
    return state._replace(slot=slot)


# --- openings --------------------------------------------------------------------------------------
def _choose(state: State, seat: int, action: str, events: list[Event]) -> State:
    from games.quattro_exchange import opening

    card = opening._card(state, seat, action)
    if state.options.opening_mode == SEQUENTIAL:
        state = _reveal(state, ((seat, card),), events)
        if len(state.opens[1 - seat]) < state.round:
            return state
        return _begin(state, events)
    state = state._replace(chosen=put(state.chosen, seat, card))
    events.append(OpeningChosen(round=state.round, seat=seat))
    if any(c is None for c in state.chosen):
        return state
    state = _reveal(state, tuple(enumerate(state.chosen)), events)  # type: ignore[arg-type]
    return _begin(state, events)


def _reveal(state: State, cards: tuple[tuple[int, str], ...], events: list[Event]) -> State:
    for seat, card in cards:
        state = state._replace(
            hands=put(state.hands, seat, without(state.hands[seat], card)),
            opens=put(state.opens, seat, (*state.opens[seat], card)),
        )
    events.append(CardsOpened(round=state.round, cards=cards, auto=False))
    return state


# --- exchange phases -------------------------------------------------------------------------------
def _begin(state: State, events: list[Event]) -> State:
    state = state._replace(phase=EXCHANGE, turn=0, stops=(), chosen=(None,) * len(state.chosen))
    events.append(ExchangePhaseStarted(phase=state.round, first=state.first))
    if state.options.stop_mode != PASS:
        for seat in (state.first, 1 - state.first):
            if len(state.visits[seat]) == VIRTUAL_PLAYERS:
                state = _stop(state, seat, events, auto=True)
    return _settle(state, events)


def _exchange_action(state: State, seat: int, action: str, events: list[Event]) -> State:
    if action == STOP:
        if not exchange.may_stop(state, seat):
            exchange.act(state, seat, action, engine.RECENT_TURNS)  # raises the refusal naming who is missing
            raise AssertionError("a stop before the duty was met was accepted")
        return _settle(_stop(state._replace(turn=state.turn + 1), seat, events, auto=False), events)
    virtual, card = refusals.parse(state, seat, action)
    slots, up = state.virtual[virtual - 1], state.face_up[virtual - 1]
    gift = virtual_give(slots, state.opens[seat])
    i = next((i for i, c in enumerate(slots) if c == gift and up[i]), slots.index(gift))
    visits = (*state.visits[seat], virtual)
    events.append(Exchanged(seat=seat, virtual=virtual, given=card, visited=len(visits)))
    state = state._replace(
        hands=put(state.hands, seat, replaced(state.hands[seat], card, gift)),
        virtual=put(state.virtual, virtual - 1, put(slots, i, card)),
        face_up=put(state.face_up, virtual - 1, put(up, i, True)),
        visits=put(state.visits, seat, visits),
        received=put(state.received, seat, (virtual, gift)),
        turn=state.turn + 1,
        stops=() if state.options.stop_mode == PASS else state.stops,
    )
    if len(visits) == VIRTUAL_PLAYERS and state.options.stop_mode != PASS:
        state = _stop(state, seat, events, auto=True)
    return _settle(state, events)


def _settle(state: State, events: list[Event]) -> State:
    while len(state.stops) < 2:
        if state.options.stop_mode != PASS:
            return state
        seat = exchange.nominal(state)
        if len(state.visits[seat]) < VIRTUAL_PLAYERS:
            return state
        state = _stop(state, seat, events, auto=True)
    record = PhaseRecord(phase=state.round, first=state.first, stops=state.stops)
    state = state._replace(history=(*state.history, record))
    first_stopper = state.stops[0]
    if state.round == EXCHANGE_PHASES:
        events.append(ExchangePhaseEnded(phase=state.round, first_stopper=first_stopper, next_first=None))
        return _finish(state, events)
    next_first = 1 - first_stopper
    events.append(ExchangePhaseEnded(phase=state.round, first_stopper=first_stopper, next_first=next_first))
    return state._replace(phase=OPENING, round=state.round + 1, first=next_first, turn=0, stops=())


def _stop(state: State, seat: int, events: list[Event], auto: bool) -> State:
    if state.options.stop_mode == PASS:
        events.append(Passed(seat=seat, phase=state.round, auto=auto))
        if auto:
            state = state._replace(turn=state.turn + 1)
    else:
        events.append(Stopped(seat=seat, phase=state.round, auto=auto))
    return state if seat in state.stops else state._replace(stops=(*state.stops, seat))


def _finish(state: State, events: list[Event]) -> State:
    seats = range(len(state.hands))
    events.append(CardsOpened(round=OPENINGS, cards=tuple((s, state.hands[s][0]) for s in seats), auto=True))
    opens = tuple(state.opens[s] + state.hands[s] for s in seats)
    result = plain_compare(opens, state.options.original_zero_rule, state.options.tiebreak_mode)
    events.append(GameScored(**{f.name: getattr(result, f.name) for f in fields(result)}))
    events.append(GameEnded(scores=scores_of(result.winner, 2), winners=(result.winner,)))
    return state._replace(phase=FINISHED, round=OPENINGS, hands=((),) * 2, opens=opens, result=result)


def plain_compare(opens: Sequence[Sequence[str]], original_zero_rule: bool, tiebreak_mode: str) -> Comparison:
    """``compare.compare`` as it was written before it was spelled out for two players (bench/HISTORY.md):
    a tuple per measure over the hands, each sorted high to low."""
    hands = tuple(tuple(sorted(cards, key=RANK.__getitem__, reverse=True)) for cards in opens)
    sums = tuple(sum(NUMBER[c] for c in cards) for cards in hands)
    zero = tuple(any(SUIT[c] == BLACK for c in cards) for cards in hands)
    quattro = tuple(
        is_quattro(cards) and not (original_zero_rule and has_zero)
        for cards, has_zero in zip(hands, zero, strict=True)
    )
    deciding: tuple[str, ...] = ()
    if original_zero_rule and zero[0] != zero[1]:
        decided_by, winner = ZERO_RULE, 0 if zero[1] else 1
    elif quattro[0] != quattro[1]:
        decided_by, winner = QUATTRO, 0 if quattro[0] else 1
    elif sums[0] != sums[1]:
        decided_by, winner = SUM, 0 if sums[0] > sums[1] else 1
    elif tiebreak_mode == LEXICOGRAPHIC:
        decided_by, (winner, deciding) = LEXICOGRAPHIC, _lexicographic(hands[0], hands[1])
    else:
        a, b = hands[0][0], hands[1][0]
        decided_by, winner, deciding = HIGHEST_CARD, 0 if RANK[a] > RANK[b] else 1, (a, b)
    return Comparison(hands, sums, quattro, zero, decided_by, deciding, winner)
