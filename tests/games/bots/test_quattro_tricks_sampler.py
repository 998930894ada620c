"""Quattro Trick-Taking, the strong level's sampler: a deal rebuilt when no rebuild kept every rule of the
older tricks still holds all of them (the fixed winning cards included), so a playout from it reaches the
round's end. Seed 9 with three players, decision 16 (trick 5) is such a position: before the fix its
deals held the last trick only, and the playout stopped with every hand empty."""

from __future__ import annotations

import random

import games.quattro_tricks as qt
from games import bots
from games.bots.sampling import playout

SEED, PLAYERS, DECISION = 9, 3, 16
DEALS = 4


def test_a_fallback_deal_holds_every_older_trick_and_plays_to_the_rounds_end() -> None:
    state = qt.new_game(players=PLAYERS, seed=SEED, options=qt.Options())
    for k in range(DECISION):
        seat = qt.to_act(state)[0]
        action = bots.decide(qt.id, bots.CASUAL, qt.view(state, seat), random.Random(k))
        state, _ = qt.apply(state, seat, action)
    view = qt.view(state, qt.to_act(state)[0])
    strong = bots.strong_bot(qt.id)
    for k in range(DEALS):
        deal = strong.sample_state(qt, view, random.Random(k))
        assert len(deal.tricks) == view["trick_no"] - 1
        end, _ = playout(qt, strong, deal, deal, random.Random(k))
        assert strong.playout_done(deal, end)
