"""Quattro Exchange's fast paths give exactly what the plain constructions give (bench/HISTORY.md names them).

In an exchange phase ``legal_actions`` and ``apply`` compute the one seat to act once (no ``to_act``
tuple); every ``apply`` makes one copy of the state: a plain exchange (``permanent`` mode, not the seat's
sixth) one ``_replace`` that takes the turn into ``recent`` at once, every other action one draft that
its steps (stop, phase end, opening, mulligan, finish) update in place. The simultaneous openers, the
distinct cards and the black zero's slot are spelled out. Here every action of random games (all option
combinations, every phase) is also made the plain way (``plain.apply``: ``to_act``, ``require_turn``,
then every step a copy of its own, ``recent.remember`` last), and both must give the same state, the
same events and the same refusals, and leave the state they were given as it was."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import games.quattro_exchange as qe
from games.base import IllegalActionError
from games.quattro_exchange import exchange
from games.quattro_exchange.actions import EXCHANGE_ACTION, STOP, VIRTUALS
from games.quattro_exchange.cards import sort_hand
from games.quattro_exchange.state import EXCHANGE, State
from tests.games.quattro_exchange import plain
from tests.games.quattro_exchange.plain import plain_to_act


def plain_legal(state: State, seat: int) -> list[str]:
    if seat not in plain_to_act(state) or state.phase != EXCHANGE:
        return list(qe.legal_actions(state, seat)) if seat in plain_to_act(state) else []
    seen = state.visits[seat]
    cards = sort_hand(dict.fromkeys(state.hands[seat]))
    legal = [EXCHANGE_ACTION[v][c] for v in VIRTUALS if v not in seen for c in cards]
    return [*legal, STOP] if exchange.may_stop(state, seat) else legal


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
def test_every_action_of_every_phase_is_listed_and_applied_as_plainly_constructed(
    seed: int, options: dict
) -> None:
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
        exchanges += state.phase == EXCHANGE
        hand = state.hands[seat]
        tries = [action, *legal[-2:], STOP, "keep", "mulligan", f"open:{hand[0]}", f"exchange:1:{hand[-1]}"]
        tries += ["open:S1", "exchange:9:S1", "exchange:1:Z9", legal[0].replace(":", "x"), 3]
        before = qe.dump(state)
        for who, what in [(seat, a) for a in tries] + [(1 - seat, action), (5, action)]:
            assert outcome_of(qe.apply, state, who, what) == outcome_of(plain.apply, state, who, what)
        assert qe.dump(state) == before  # apply is pure: the state it was given is untouched
        new, _events = qe.apply(state, seat, action)
        assert qe.load(qe.dump(new)) == new
        state = new
    assert exchanges > 0
