"""The expert level (issue #39): the strong level's search, given more time and more candidates.

The expert decides from the seat's own view only, deterministically, like strong: the same sampled deals
(``sample_state``) and casual playouts (``games.bots.sampling``), with ``BUDGET_FACTOR`` times the game's
simulated actions and ``CANDIDATE_FACTOR`` times its candidates. Its budget stays a number of simulated
actions, so the same view, seed and decision number give the same choice on any machine.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from games.base import GameRules
from games.bots.determinize import StrongHooks
from games.bots.sampling import pimc

# The decision-time budget is 1 s at p99 on one core (issue #39) against strong's ~300 ms: three times
# the simulated actions, and twice the candidates so a move the casual ranking placed low is still tried.
BUDGET_FACTOR = 3
CANDIDATE_FACTOR = 2


def expert_hooks(hooks: StrongHooks) -> StrongHooks:
    """The game's strong hooks with the expert's budgets."""
    return dataclasses.replace(
        hooks,
        MAX_CANDIDATES=hooks.MAX_CANDIDATES * CANDIDATE_FACTOR,
        ACTION_BUDGET=hooks.ACTION_BUDGET * BUDGET_FACTOR,
        MAX_DEALS=hooks.MAX_DEALS * BUDGET_FACTOR,
    )


def expert(rules: GameRules, hooks: StrongHooks, view: dict[str, Any], rng: random.Random) -> str:
    """The expert decision for ``view["seat"]``."""
    return pimc(rules, expert_hooks(hooks), view, rng)


__all__ = ["BUDGET_FACTOR", "CANDIDATE_FACTOR", "expert", "expert_hooks"]
