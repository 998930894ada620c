"""Oh Hell's bots, from the seat's view alone. ``casual`` bids the tricks its top cards look worth and
plays to take exactly that many; the strong level is the shared sampler's search over the hidden places
its facts declare (``tests.example_oh_hell/facts.py``), told only that a playout may stop at the round's end
and is worth the round's points (a whole game of rounds would not fit a decision's budget)."""

from __future__ import annotations

import random
from typing import Any

from games.bots.roundplay import round_playouts
from games.decks.french import RANK, RANKS, SUIT
from games.trickgame import BID_PREFIX

SURE_RANK = RANKS.index("Q")  # a card this high is counted as a trick when bidding
SURE_TRUMP = RANKS.index("9")  # and a trump this high
PLAYOUT_WEIGHT_OTHERS = 0.5  # a playout's value: own points, less half the best other seat's


def _strength(card: str, led: str | None, trump: str | None) -> int:
    """How strong ``card`` is in a trick led ``led`` (trumps above the led suit, the rest nowhere)."""
    if SUIT[card] == trump:
        return 2 * len(RANKS) + RANK[card]
    return len(RANKS) + RANK[card] if SUIT[card] in (led, None) else RANK[card] - len(RANKS)


def _bid(view: dict[str, Any]) -> str:
    trump = SUIT[view["trump"]] if view["trump"] else None
    worth = sum(RANK[c] >= SURE_RANK or (SUIT[c] == trump and RANK[c] >= SURE_TRUMP) for c in view["hand"])
    legal = [int(a.removeprefix(BID_PREFIX)) for a in view["legal"]]
    return f"{BID_PREFIX}{min(legal, key=lambda n: (abs(n - worth), n))}"


def casual(view: dict[str, Any], rng: random.Random) -> str:
    """Bid the sure tricks; then win a trick cheaply while short of the bid, else shed the highest loser."""
    legal = view["legal"]
    if legal[0].startswith(BID_PREFIX):
        return _bid(view)
    trump = SUIT[view["trump"]] if view["trump"] else None
    trick = view["trick"]
    led = SUIT[trick[0][1]] if trick else None
    cards = sorted((a.split(":")[1] for a in legal), key=lambda c: _strength(c, led, trump))
    seat = view["seat"]
    wanting = view["taken"][seat] < view["bids"][seat]
    if not trick:
        return f"play:{cards[-1] if wanting else cards[0]}"
    best = max(_strength(c, led, trump) for _, c in trick)
    winners = [c for c in cards if _strength(c, led, trump) > best]
    losers = [c for c in cards if _strength(c, led, trump) <= best]
    if wanting:
        return f"play:{winners[0] if winners else cards[0]}"
    return f"play:{losers[-1] if losers else cards[-1]}"


# Playouts to the round's end (its counter moves past the last round at the end), worth own points less
# half the best other seat's.
playout_done, playout_value = round_playouts("round_no", phase=None, others=PLAYOUT_WEIGHT_OTHERS)
