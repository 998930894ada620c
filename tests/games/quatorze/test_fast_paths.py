"""The engine's fast paths give exactly what the plain constructions give (bench/HISTORY.md names them).

``legal_actions`` while a card must be played lists the action strings without building the ``Play``
records the views describe, reading the wild colour and number in one pass over the table; it must be
the same list, in the same order, in every position a random game reaches (wild colours and numbers,
Ages of Man and Peaks cards, columns about to end the game)."""

from __future__ import annotations

import random

import pytest

import games.quatorze as qz
from games.quatorze import play, turn
from games.quatorze.engine import decision
from games.quatorze.state import PLAY, VIRTUES_PLAY
from games.quatorze.table import wild_colour, wild_number, wilds

SEEDS = range(60)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("types", ["random", "quatorze"])
def test_the_listed_plays_are_the_actions_of_the_play_records(players: int, types: str) -> None:
    checked = 0
    for seed in SEEDS:
        rng = random.Random(seed)
        state = qz.new_game(players=players, seed=seed, options=qz.Options(types=types))
        while seats := qz.to_act(state):
            seat = rng.choice(seats)
            if decision(state) in (PLAY, VIRTUES_PLAY):
                assert turn.listed(state, seat) == [p.action for p in play.plays(state, seat)]
                assert wilds(state.columns) == (wild_colour(state.columns), wild_number(state.columns))
                checked += 1
            state, _ = qz.apply(state, seat, rng.choice(qz.legal_actions(state, seat)))
    assert checked > 10 * len(SEEDS)
