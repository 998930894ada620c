"""``apply`` checked against the list ``legal_actions`` just made gives exactly what the plain check gives.

A playout or a bot lists a state's actions, then applies one of them to that same state; the engine then
checks a card play or a Wonders look against that list instead of listing again (bench/README.md). In
every position random games reach, for the action picked and for actions that are not legal there, both
ways must make the same state and events, or refuse with the same sentence."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games.quatorze as qz
from games.base import IllegalActionError
from games.quatorze import engine, play
from games.quatorze.cards import TYPES
from games.quatorze.engine import decision
from games.quatorze.powers import wonders
from games.quatorze.state import PLAY, VIRTUES_PLAY, WONDERS_LOOK

MAX_ACTIONS = 1_000


def forget_listed() -> None:
    """The engine forgets the last list: the next ``apply`` checks the plain way."""
    engine._remember_listed(None, -1, [])  # type: ignore[arg-type]


def outcome_of(state: qz.State, seat: int, action: str, listed: bool) -> object:
    """What ``apply`` makes of ``action``, with the list made just before or without it."""
    if listed:
        qz.legal_actions(state, seat)
    else:
        forget_listed()
    try:
        return qz.apply(state, seat, action)
    except IllegalActionError as refusal:
        return ("refused", str(refusal), refusal.template, refusal.params)


def not_listed(state: qz.State, seat: int, legal: list[str]) -> list[str]:
    """Actions near the legal ones that are not legal here: other cards, columns and forms."""
    hand = state.hands[seat]
    near = [f"play:{card}:{code}" for card in hand for code in TYPES]
    near += [f"play:{card}:{code}:nopower" for card in hand for code in TYPES]
    near += ["play:QU9:QU", "play", "look:deck", "look:9:1", "skip", "pass:left"]
    if state.players > 1:
        near += [f"look:{seat}:1", f"look:{(seat + 1) % state.players}:4"]
    return [action for action in near if action not in legal]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 10_000),
    types=st.sampled_from(["random", "quatorze", "seven7s"]),
)
def test_apply_after_listing_is_apply_without_the_list(players: int, seed: int, types: str) -> None:
    rng = random.Random(seed)
    state = qz.new_game(players=players, seed=seed, options=qz.Options(types=types))
    for _ in range(MAX_ACTIONS):
        seats = qz.to_act(state)
        if not seats:
            break
        seat = rng.choice(seats)
        legal = qz.legal_actions(state, seat)
        if decision(state) in (PLAY, VIRTUES_PLAY, WONDERS_LOOK):
            for action in [rng.choice(legal), *rng.sample(not_listed(state, seat, legal), 4)]:
                assert outcome_of(state, seat, action, listed=True) == outcome_of(
                    state, seat, action, listed=False
                ), action
        state, _ = qz.apply(state, seat, rng.choice(qz.legal_actions(state, seat)))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10_000))
def test_a_listed_play_is_the_play_record_the_views_describe(players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = qz.new_game(players=players, seed=seed, options=qz.Options(types="random"))
    while seats := qz.to_act(state):
        seat = rng.choice(seats)
        if decision(state) in (PLAY, VIRTUES_PLAY):
            records = play.plays(state, seat)
            legal = play.legal_for(state, seat)
            for record in records:
                assert play.listed_play(state.columns, record.action, legal) == record
            for action in not_listed(state, seat, legal):
                assert play.listed_play(state.columns, action, legal) is None
        if decision(state) == WONDERS_LOOK:
            assert state.pending is not None
            assert wonders._any_available(state, state.pending) == bool(
                wonders._available(state, state.pending)
            )
        state, _ = qz.apply(state, seat, rng.choice(qz.legal_actions(state, seat)))


def test_a_changed_list_does_not_make_an_action_legal() -> None:
    """The caller owns the list it was given: adding to it changes nothing the engine accepts."""
    state = qz.new_game(players=3, seed=5, options=qz.Options())
    seat = qz.to_act(state)[0]
    legal = qz.legal_actions(state, seat)
    illegal = next(a for a in not_listed(state, seat, legal) if a.startswith("play:"))
    legal.append(illegal)
    refused = outcome_of(state, seat, illegal, listed=False)
    legal = qz.legal_actions(state, seat)
    legal.append(illegal)
    try:
        qz.apply(state, seat, illegal)
    except IllegalActionError as refusal:
        assert ("refused", str(refusal), refusal.template, refusal.params) == refused
    else:
        raise AssertionError(f"{illegal} was accepted")
