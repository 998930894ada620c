"""Quattro Trick-Taking, the expert level's inference (``likelihood``): how well a sampled deal explains
the cards the other seats put into the current trick.

The current trick is in the seat's view; for each card another seat played in it, the sampled state is
wound back to just before that play (the card back in that seat's hand, the trick cut there) and the
casual policy decides from that seat's view of it. A deal where the casual policy would have played the
observed card is the likelier one; older tricks are face down in the view, so they are not read.
"""

from __future__ import annotations

import random
from typing import Any

from games.base import GameRules
from games.bots.base import evolve
from games.bots.quattro_tricks.casual import casual
from games.quattro_tricks.cards import PLAY_ACTION, sort_hand

# The weight of one observed play the casual policy would not have made: the other seats are not casual
# bots (people, stronger bots), so a mismatch makes a deal less likely, not impossible.
MISMATCH = 0.25
# The casual policy's RNG when it decides for another seat (any fixed seed: the choice must not depend on
# the decision's own RNG, so the weight of a deal is a property of the deal).
POLICY_SEED = 0


def likelihood(rules: GameRules, view: dict[str, Any], state: Any) -> float:
    """The product over the current trick's plays by other seats of 1 (casual would have played that card
    in the sampled deal) or ``MISMATCH`` (it would not)."""
    if view["phase"] != "playing":
        return 1.0
    me = view["seat"]
    weight = 1.0
    trick = state.trick
    for k, (seat, card) in enumerate(trick):
        if seat == me:
            continue
        before = evolve(state, trick=trick[:k], hands=_with(state.hands, seat, card))
        if casual(rules.view(before, seat), random.Random(POLICY_SEED)) != PLAY_ACTION[card]:
            weight *= MISMATCH
    return weight


def _with(hands: tuple[tuple[str, ...], ...], seat: int, card: str) -> tuple[tuple[str, ...], ...]:
    return tuple(sort_hand((*hand, card)) if s == seat else hand for s, hand in enumerate(hands))
