"""Random games of every option combination play exactly as main's engine played them before the
engine's speed work of issue 18 (bench/HISTORY.md, "Issue 18: Quattro Exchange, what an instruction
costs"): every state's dump, every action's events, both seats' legal actions and every view, hashed
together, give the digest main's code gave (main 41f7cba). A change that alters any of them, on purpose
or not, fails here; on purpose, record the new digest with
``python -m tests.games.quattro_exchange.test_same_games``."""

from __future__ import annotations

import hashlib
import itertools
import json
import random

import pytest

import games.quattro_exchange as qe

# Slow: every fingerprinted game played again (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

GAMES_PER_COMBINATION = 10
MAIN_DIGEST = "17e200633d817c09285f653702f22122eab875daa0bd55bbf8fb113d1f77636d"
COMBINATIONS = [
    {"opening_mode": o, "stop_mode": s, "original_zero_rule": z, "tiebreak_mode": t}
    for o, s, z, t in itertools.product(
        ["simultaneous", "sequential"],
        ["permanent", "pass"],
        [False, True],
        ["highest_card", "lexicographic"],
    )
]


def digest() -> str:
    h = hashlib.sha256()
    for i in range(GAMES_PER_COMBINATION):
        for c, options in enumerate(COMBINATIONS):
            seed = i * len(COMBINATIONS) + c
            rng = random.Random(seed)
            state = qe.new_game(players=2, seed=seed, options=options)
            while True:
                seats = qe.to_act(state)
                h.update(qe.dump(state).encode())
                h.update(repr([list(qe.legal_actions(state, s)) for s in (0, 1)]).encode())
                for seat in (0, 1, None):
                    h.update(json.dumps(qe.view(state, seat)).encode())
                if not seats:
                    h.update(repr(qe.outcome(state)).encode())
                    break
                seat = rng.choice(seats)
                state, events = qe.apply(state, seat, rng.choice(qe.legal_actions(state, seat)))
                h.update(repr(events).encode())
    return h.hexdigest()


def test_games_play_exactly_as_mains_engine_played_them() -> None:
    assert digest() == MAIN_DIGEST


if __name__ == "__main__":
    print(digest())
