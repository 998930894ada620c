"""The steps spelled out on the hot path give what their readable forms give, in every position of random
games of every option combination (bench/HISTORY.md, "Issue 18: Quattro Exchange, the calls spelled out").

- ``legal_actions`` lists an exchange phase and an opening itself: the same list, in the same order, as
  ``exchange.actions`` and ``opening.actions``;
- ``to_act`` names the seats itself: the same as ``exchange.actor``, ``opening.choosers`` and
  ``dealing.decider``;
- the exchange step applies the give rule itself: the card a player receives is ``virtual_give``'s.
"""

from __future__ import annotations

import itertools
import random

import games.quattro_exchange as qe
from games.quattro_exchange import dealing, exchange, opening
from games.quattro_exchange.actions import STOP
from games.quattro_exchange.state import EXCHANGE, MULLIGAN, OPENING, State
from games.quattro_exchange.virtual import virtual_give

GAMES_PER_COMBINATION = 6
COMBINATIONS = [
    {"opening_mode": o, "stop_mode": s, "original_zero_rule": z, "tiebreak_mode": t}
    for o, s, z, t in itertools.product(
        ["simultaneous", "sequential"],
        ["permanent", "pass"],
        [False, True],
        ["highest_card", "lexicographic"],
    )
]


def readable_to_act(state: State) -> tuple[int, ...]:
    if state.phase == EXCHANGE:
        return (exchange.actor(state),)
    if state.phase == OPENING:
        return opening.choosers(state)
    if state.phase == MULLIGAN:
        return (dealing.decider(state),)
    return ()


def readable_actions(state: State, seat: int) -> list[str] | None:
    if state.phase == EXCHANGE:
        return exchange.actions(state, seat)
    if state.phase == OPENING:
        return opening.actions(state, seat)
    return None  # the mulligan's two actions are not spelled out


def positions() -> itertools.chain[tuple[State, int, str]]:
    """(state, seat, action) of every action of the random games."""

    def game(seed: int, options: dict[str, object]) -> list[tuple[State, int, str]]:
        rng = random.Random(seed)
        state = qe.new_game(players=2, seed=seed, options=options)
        played = []
        while seats := qe.to_act(state):
            seat = rng.choice(seats)
            action = rng.choice(qe.legal_actions(state, seat))
            played.append((state, seat, action))
            state, _events = qe.apply(state, seat, action)
        return played

    return itertools.chain.from_iterable(
        game(i * len(COMBINATIONS) + c, options)
        for i in range(GAMES_PER_COMBINATION)
        for c, options in enumerate(COMBINATIONS)
    )


def test_to_act_and_the_listings_are_their_readable_forms() -> None:
    checked = 0
    for state, _seat, _action in positions():
        assert qe.to_act(state) == readable_to_act(state)
        for seat in (0, 1):
            readable = readable_actions(state, seat)
            if readable is not None and seat in readable_to_act(state):
                assert qe.legal_actions(state, seat) == readable
                checked += 1
    assert checked > 1000


def test_the_exchange_step_gives_by_the_give_rule() -> None:
    exchanges = 0
    for state, seat, action in positions():
        if state.phase != EXCHANGE or action == STOP:
            continue
        virtual = int(action.split(":")[1])
        new, _events = qe.apply(state, seat, action)
        gift = virtual_give(state.virtual[virtual - 1], state.opens[seat])
        assert new.received[seat] == (virtual, gift)
        exchanges += 1
    assert exchanges > 1000
