"""4 Seasons bots: the casual heuristics (``casual.py``) and the strong level's playouts (to the end of
the round, valued by the points gained against the best other seat). The strong level's deals come from
the shared sampler (``games.bots.determinize``) and the hidden places the game declares
(``games/four_seasons/hidden.py``).
"""

from __future__ import annotations

from typing import Any

from games.base import GameRules
from games.bots.four_seasons.casual import casual, ranked
from games.bots.four_seasons.reasons import explain as explain  # hints (issue 39)
from games.four_seasons.views import lazy_view as playout_view  # the view, read key by key in playouts

MAX_CANDIDATES = 5
# 1100 until the playouts read the view key by key (games/lazyview.py): the same time now buys ~1.3×
# the simulated actions (bench/README.md, "Faster engines, stronger bots").
ACTION_BUDGET = 1400
MAX_DEALS = 30

__all__ = [
    "ACTION_BUDGET",
    "MAX_CANDIDATES",
    "MAX_DEALS",
    "casual",
    "playout_done",
    "playout_value",
    "playout_view",
    "ranked",
]


def playout_done(start: Any, state: Any) -> bool:
    return state.round != start.round or state.phase == "finished"


def playout_value(rules: GameRules, start: Any, state: Any, seat: int) -> float:
    gains = [now - before for now, before in zip(state.scores, start.scores, strict=True)]
    return gains[seat] - max(g for s, g in enumerate(gains) if s != seat)
