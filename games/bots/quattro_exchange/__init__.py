"""Quattro Exchange bots: the casual heuristics (``casual.py``) and the strong level's playouts (to the
end of the game, valued by the win). The strong level's deals come from the shared sampler
(``games.bots.determinize``) and the hidden places the game declares (``games/quattro_exchange/hidden.py``).
"""

from __future__ import annotations

from typing import Any

from games.base import GameRules
from games.bots.quattro_exchange.casual import casual, ranked
from games.bots.quattro_exchange.reasons import explain as explain  # hints (issue 39)

MAX_CANDIDATES = 6
# 900 until the engine's exchange step got cheaper: the same time now buys ~1.3× the simulated actions
# (bench/README.md, "Faster engines, stronger bots").
ACTION_BUDGET = 1150
MAX_DEALS = 30

__all__ = [
    "ACTION_BUDGET",
    "MAX_CANDIDATES",
    "MAX_DEALS",
    "casual",
    "playout_done",
    "playout_value",
    "ranked",
]


def playout_done(start: Any, state: Any) -> bool:
    return state.phase == "finished"


def playout_value(rules: GameRules, start: Any, state: Any, seat: int) -> float:
    result = rules.outcome(state)
    return 1.0 if result is not None and seat in result.winners else 0.0
