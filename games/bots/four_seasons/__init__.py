"""4 Seasons bots: the casual heuristics (``casual.py``, ``team.py`` for the Team variant's play) and the
strong level's playouts (to the end of the round, valued by the points gained against the best other
seat, or in the Team variant by the team's points against the other team's). The strong level's deals
come from the shared sampler (``games.bots.determinize``) and the hidden places the game declares
(``games/four_seasons/hidden.py``).
"""

from __future__ import annotations

from typing import Any

from games.bots.four_seasons.casual import casual, ranked
from games.bots.four_seasons.reasons import explain as explain  # hints (issue 39)
from games.bots.roundplay import round_playouts
from games.four_seasons.config import TEAMS
from games.four_seasons.options import TEAM
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
    "team_of",
]


def team_of(seat: int) -> tuple[int, ...]:
    """The seats of ``seat``'s team (the Team variant's partners sit opposite)."""
    return next(pair for pair in TEAMS if seat in pair)


def _side(state: Any, seat: int) -> tuple[int, ...]:
    """The seats on ``seat``'s side in a playout's value: in the Team variant the team (both partners hold
    the team's score, so counting the partner as an opponent would cap the value at 0 and make a round
    won by 10 worth what a round won by 1 is), else the seat alone."""
    return team_of(seat) if state.options.variant == TEAM else (seat,)


# Playouts to the end of the round, worth its points against the best other side's (games.bots.roundplay).
playout_done, playout_value = round_playouts(side=_side)
