"""Quattro Exchange: the expert's playout policy (issue 39), casual's rules with a dearer STOP.

Casual stops as soon as no exchange is expected to improve its hand (by more than half a point). But a
stop is not free: in the default stop mode a stopped player is out of the phase, and the other player
takes every action left in it, so stopping early hands them the exchanges of the phase. The expert's
playouts therefore keep exchanging while the best exchange is expected to cost at most
``STOP_PENALTY`` points of the hand, and stop only past that. Everything else is casual's.

Measured as a player on its own (``python -m bench.bots --game quattro-exchange --pairing playout:casual
--games 1000``, bench/README.md "Quattro Exchange: a dearer stop"): +0.10 ± 0.04 a game over casual with
a penalty of 2, 3 or 5 points; never stopping loses (−0.08). Valuing each exchange also by what the
virtual player would hand the other player next, and more draws of the virtual players' face-down cards,
both measured worse and are not kept.
"""

from __future__ import annotations

import random
from typing import Any

from games.bots.quattro_exchange.casual import exchange_values, value
from games.bots.quattro_exchange.casual import ranked as casual_ranked

STOP = "stop"
# Hand points (a Quattro counts 100, then the sum) an exchange may be expected to lose and still be made
# rather than stopping [measured: 2, 3 and 5 play alike; never stopping loses].
STOP_PENALTY = 3.0


def expert_ranked(view: dict[str, Any], rng: random.Random) -> list[str]:
    """Every legal action, best first: casual's order, but in an exchange phase a stop ranks as the hand
    now minus ``STOP_PENALTY`` among the exchanges' expected hands."""
    if view["phase"] != "exchange":
        return casual_ranked(view, rng)
    me = view["seat"]
    now = value([*view["opens"][me], *view["hand"]])
    scored = [
        (now - STOP_PENALTY if action == STOP else expected, action)
        for expected, action in exchange_values(view, rng)
    ]
    scored.sort(key=lambda item: -item[0])  # stable: ties keep casual's order
    return [action for _, action in scored]
