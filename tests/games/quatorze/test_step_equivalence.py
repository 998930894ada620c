"""The engine gives exactly what main's code gave, and its fast steps exactly what its plain steps give.

``fixtures/main_fingerprints.json`` holds, for 270 random games (2-4 players, every type set, both
column counts), the digest main's code (41f7cba) gave of every state's dump bytes, events, legal actions,
views, refusals and states read back from their dumps (``fingerprints.py``). The hot steps ``engine.apply``
tries first (``turn.play``: a card play with its power's start or the turn's end; ``wonders.look``; the
legal plays listed by ``turn.listed``) are checked against the plain steps (``play.apply``, ``powers``,
``flow.end_turn``, ``wonders.apply_look``, ``play.plays``) in every position of random games, for every
legal action and for actions near them; the end's totals and winners (``totals.totals_and_winners``)
against ``scoring.final_score``. bench/HISTORY.md: "Issue 18: Quatorze's step restructured"."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games.quatorze as qz
from games import recent
from games.base import Event, IllegalActionError
from games.quatorze import engine, play
from games.quatorze.cards import TYPES
from games.quatorze.engine import decision
from games.quatorze.scoring import final_score
from games.quatorze.state import PLAY, VIRTUES_PLAY, WONDERS_LOOK, freeze, thaw
from games.quatorze.totals import totals_and_winners
from tests.games.quatorze.fingerprints import fingerprint

# Slow: every fingerprinted game played again (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

MAIN = Path(__file__).parent / "fixtures" / "main_fingerprints.json"
MAX_ACTIONS = 1_000


def test_every_game_fingerprinted_by_mains_code_gives_the_same_digest() -> None:
    recorded = json.loads(MAIN.read_text())["games"]
    assert len(recorded) == 270
    differing = []
    for game in recorded:
        settings = {key: game[key] for key in ("players", "types", "any_type", "seed")}
        digest, actions = fingerprint(**settings)
        if (digest, actions) != (game["digest"], game["actions"]):
            differing.append(settings)
    assert differing == []


# --- the fast steps against the plain ones ---------------------------------------------------------------
def plain_apply(state: qz.State, seat: int, action: str) -> tuple[qz.State, list[Event]]:
    """``apply`` through the plain steps only, as main's engine made it: the checks, one draft, the step of
    the decision in progress (``play.apply`` for a card, ``wonders.apply_look`` for a look), the turns kept
    by ``recent.remember``, the draft frozen."""
    kind = decision(state)
    acting = qz.to_act(state)
    if kind is None or seat not in acting or not isinstance(action, str):
        engine._refuse(state, seat, action)
    draft = thaw(state)
    draft, events = engine._DECISIONS[kind][1](draft, seat, action)  # type: ignore[index]
    keep = min(engine.RECENT_TURNS, state.players - 1)
    draft.recent = recent.remember(state.recent, seat, events, keep)
    return freeze(draft), events


def outcome_of(
    apply: Callable[..., tuple[qz.State, list[Event]]], state: qz.State, seat: int, action: str
) -> object:
    try:
        after, events = apply(state, seat, action)
    except IllegalActionError as refusal:
        return ("refused", str(refusal), refusal.template, refusal.params)
    return qz.dump(after), after, events


def near(state: qz.State, seat: int, rng: random.Random) -> list[tuple[int, str]]:
    """Actions near the legal ones, most of them illegal: any card in play onto any column, in both forms,
    looks at every seat and position, other seats acting, text that is no action."""
    cards = [card for hand in state.hands for card in hand] + list(state.deck[:4])
    actions = [f"play:{card}:{code}" for card in cards for code in TYPES]
    actions += [f"play:{card}:{code}:nopower" for card in cards for code in TYPES]
    actions += [f"look:{s}:{p}" for s in range(-1, state.players + 1) for p in range(0, 6)]
    actions += ["look:deck", "skip", "play", "play:QU9:QU", "play:AM1", "play::", "look:", "look:0:x"]
    picked = rng.sample(actions, 12)
    return [(seat, action) for action in picked] + [((seat + 1) % state.players, rng.choice(actions))]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 100_000),
    types=st.sampled_from(["random", "quatorze", "seven7s"]),
    any_type=st.booleans(),
)
def test_the_fast_steps_give_what_the_plain_steps_give(
    players: int, seed: int, types: str, any_type: bool
) -> None:
    """In every position of a random game: the legal plays are the plain records' actions; for every legal
    play or look and for actions near them, ``apply`` gives the plain steps' state (dump bytes and value)
    and events, or the same refusal; the game then goes on from the fast step's state."""
    rng = random.Random(seed)
    options = qz.Options(types=types, count_any_type_in_column=any_type)
    state = qz.new_game(players=players, seed=seed, options=options)
    for _ in range(MAX_ACTIONS):
        seats = qz.to_act(state)
        if not seats:
            break
        seat = rng.choice(seats)
        legal = qz.legal_actions(state, seat)
        kind = decision(state)
        if kind in (PLAY, VIRTUES_PLAY):
            assert legal == [p.action for p in play.plays(state, seat)]
        tried = [(seat, action) for action in legal] if kind in (PLAY, VIRTUES_PLAY, WONDERS_LOOK) else []
        for who, action in tried + near(state, seat, rng):
            assert outcome_of(qz.apply, state, who, action) == outcome_of(plain_apply, state, who, action), (
                action
            )
        state, _ = qz.apply(state, seat, rng.choice(legal))
    assert not qz.to_act(state)
    score = final_score(state)
    assert totals_and_winners(state) == (score.totals, score.winners)
