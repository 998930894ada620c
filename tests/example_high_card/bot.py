"""High Card's casual bot (``games.bots.base.CasualBot``), from the seat's view alone. Nothing more: the
strong level comes from the hidden places its facts declare (``tests/example_high_card/facts.py``), through
the shared sampler (``games.bots.determinize``)."""

from __future__ import annotations

import random
from typing import Any


def casual(view: dict[str, Any], rng: random.Random) -> str:
    """Lead the best card; follow with the cheapest card that wins the trick, else throw the cheapest."""
    legal = view["legal"]
    low_wins = view.get("low_wins", False)

    def strength(action: str) -> int:  # higher is better for winning a trick
        rank = int(action.split(":")[1][1:])
        return -rank if low_wins else rank

    ordered = sorted(legal, key=strength)
    trick = view.get("trick") or []
    if not trick:
        return ordered[-1]
    led = trick[0][1][0]
    best = max((strength(f"play:{card}") for _, card in trick if card[0] == led), default=-99)
    winning = [action for action in ordered if action[5] == led and strength(action) > best]
    return winning[0] if winning else ordered[0]
