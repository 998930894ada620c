"""Quattro Exchange's fast paths give exactly what the plain constructions give (bench/README.md names them).

In an exchange phase ``legal_actions`` and ``apply`` compute the one seat to act once (no ``to_act``
tuple), and a plain exchange (``permanent`` mode, not the seat's sixth) is one state copy that takes the
turn into ``recent`` at once; the simultaneous openers, the distinct cards and the black zero's slot are
spelled out. Here every action of random games (all option combinations) is also made the plain way —
``to_act``, ``require_turn``, the exchange, then ``_settle`` and ``recent.remember`` as separate steps —
and both must give the same state, the same events and the same refusals."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import games.quattro_exchange as qe
from games import recent
from games.base import NOT_YOUR_TURN, Event, IllegalActionError, require_turn
from games.quattro_exchange import exchange
from games.quattro_exchange.actions import EXCHANGE_ACTION, STOP, VIRTUALS
from games.quattro_exchange.cards import replaced, sort_hand
from games.quattro_exchange.engine import RECENT_TURNS
from games.quattro_exchange.events import Exchanged
from games.quattro_exchange.options import PASS
from games.quattro_exchange.state import EXCHANGE, OPENING, State, put
from games.quattro_exchange.virtual import virtual_give


def plain_to_act(state: State) -> tuple[int, ...]:
    if state.phase == OPENING and state.options.opening_mode != "sequential":
        return tuple(seat for seat, card in enumerate(state.chosen) if card is None)
    return qe.to_act(state)


def plain_legal(state: State, seat: int) -> list[str]:
    if seat not in plain_to_act(state) or state.phase != EXCHANGE:
        return list(qe.legal_actions(state, seat)) if seat in plain_to_act(state) else []
    seen = state.visits[seat]
    cards = sort_hand(dict.fromkeys(state.hands[seat]))
    legal = [EXCHANGE_ACTION[v][c] for v in VIRTUALS if v not in seen for c in cards]
    return [*legal, STOP] if exchange.may_stop(state, seat) else legal


def plain_exchange(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    """An exchange-phase action as the engine made it before: every step a copy of its own."""
    require_turn(finished=False, acting=plain_to_act(state), seat=seat, action=action, why_not=NOT_YOUR_TURN)
    events: list[Event] = []
    if action == STOP:
        if not exchange.may_stop(state, seat):
            exchange.act(state, seat, action, RECENT_TURNS)  # raises the refusal naming who is missing
            raise AssertionError("a stop before the duty was met was accepted")
        stopped = exchange._stop(state._replace(turn=state.turn + 1), seat, events, auto=False)
        new = exchange._settle(stopped, events)
        return new._replace(recent=recent.remember(state.recent, seat, events, RECENT_TURNS)), events
    virtual, card = exchange._parse(state, seat, action)
    slots, up = state.virtual[virtual - 1], state.face_up[virtual - 1]
    gift = virtual_give(slots, state.opens[seat])
    i = next((i for i, c in enumerate(slots) if c == gift and up[i]), slots.index(gift))
    visits = (*state.visits[seat], virtual)
    events.append(Exchanged(seat=seat, virtual=virtual, given=card, visited=len(visits)))
    new = state._replace(
        hands=put(state.hands, seat, replaced(state.hands[seat], card, gift)),
        virtual=put(state.virtual, virtual - 1, put(slots, i, card)),
        face_up=put(state.face_up, virtual - 1, put(up, i, True)),
        visits=put(state.visits, seat, visits),
        received=put(state.received, seat, (virtual, gift)),
        turn=state.turn + 1,
        stops=() if state.options.stop_mode == PASS else state.stops,
    )
    if len(visits) == 6 and state.options.stop_mode != PASS:
        new = exchange._stop(new, seat, events, auto=True)
    new = exchange._settle(new, events)
    return new._replace(recent=recent.remember(state.recent, seat, events, RECENT_TURNS)), events


def outcome_of(call, *args):  # type: ignore[no-untyped-def]
    try:
        return call(*args)
    except IllegalActionError as refusal:
        return ("refused", str(refusal))


OPTIONS = st.fixed_dictionaries(
    {
        "opening_mode": st.sampled_from(["simultaneous", "sequential"]),
        "stop_mode": st.sampled_from(["permanent", "pass"]),
        "original_zero_rule": st.booleans(),
        "tiebreak_mode": st.sampled_from(["highest_card", "lexicographic"]),
    }
)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6), options=OPTIONS)
def test_every_action_is_listed_and_applied_as_plainly_constructed(seed: int, options: dict) -> None:
    rng = random.Random(seed)
    state = qe.new_game(players=2, seed=seed, options=options)
    exchanges = 0
    while seats := qe.to_act(state):
        assert seats == plain_to_act(state)
        for seat in (0, 1, 2, -1):
            assert list(qe.legal_actions(state, seat)) == plain_legal(state, seat)
        seat = rng.choice(seats)
        legal = qe.legal_actions(state, seat)
        action = rng.choice(legal)
        if state.phase == EXCHANGE:
            exchanges += 1
            other = 1 - seat
            tries = [action, STOP, "open:S1", "exchange:9:S1", legal[0].replace(":", "x"), 3]
            for who, what in [(seat, a) for a in tries] + [(other, action), (5, action)]:
                assert outcome_of(qe.apply, state, who, what) == outcome_of(plain_exchange, state, who, what)
        new, _events = qe.apply(state, seat, action)
        assert qe.load(qe.dump(new)) == new
        state = new
    assert exchanges > 0
