"""Hints (issue 39): the expert's move for a seat, from that seat's own view, with one reason a person can
follow.

    from games.bots.hints import hint
    suggestion = hint(game_id, view, seed=table_seed, decision_no=n)   # Hint(action, Reason(key, values))

* **Only the view**: the move is ``games.bots.choose(game_id, "expert", view, …)`` and the reason is read
  from the same view, so a hint can say nothing the seat could not see (two states that look the same to
  the seat give the same hint).
* **A reason is a key plus values** (``Reason("win-cheaply", {"card": "R7"})``), never words: the game's
  renderer words it in the player's language (``bot/render/<game>/hints.py``). A game's bot package may
  export ``explain(view, action) -> Reason | None``; without one, or when it has nothing to say about a
  move, the reason is ``GENERIC`` (the strongest bot's choice, said as such).
* **Pure and deterministic**, like every bot: the table seed and the decision number fix the RNG.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from games.bots import EXPERT, choose, game_bot

# The reason when a game has no words for the move: "the strongest bot would play this".
GENERIC = "expert-choice"
# The level a hint asks: the strongest there is (a casual-only game's expert plays casual).
HINT_LEVEL = EXPERT

ReasonValue = str | int


@dataclass(frozen=True, slots=True)
class Reason:
    key: str
    values: dict[str, ReasonValue] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Hint:
    action: str  # an element of view["legal"]
    reason: Reason


Explain = Callable[[dict[str, Any], str], "Reason | None"]


def hint(game_id: str, view: dict[str, Any], seed: Any, decision_no: int) -> Hint:
    """The expert's move for ``view["seat"]`` and why. ``view["legal"]`` must not be empty."""
    action = choose(game_id, HINT_LEVEL, view, seed, decision_no)
    return Hint(action, explain(game_id, view, action))


def explain(game_id: str, view: dict[str, Any], action: str) -> Reason:
    """Why ``action`` (a legal move of ``view``): the game's own reason, or ``GENERIC``."""
    explainer: Explain | None = getattr(game_bot(game_id), "explain", None)
    reason = explainer(view, action) if explainer is not None else None
    return reason if reason is not None else Reason(GENERIC)


__all__ = ["GENERIC", "HINT_LEVEL", "Hint", "Reason", "explain", "hint"]
