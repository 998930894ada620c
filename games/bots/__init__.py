"""Bots for every game (issue #6): two levels behind one interface, pure and deterministic.

    from games import bots
    action = bots.choose("four-seasons", "strong", view, seed=table_seed, decision_no=n)

* **Input is only the seat's own view** (``rules.view(state, seat)``) plus the game's rules module; a bot
  never receives the state, so it cannot see what its seat may not see (privacy by construction).
* **Levels** (``LEVELS``): ``casual`` — fast rules-aware heuristics per game
  (``games/bots/<game>/casual.py``); ``strong`` — determinized Monte-Carlo (``games/bots/sampling.py``):
  hidden cards are sampled consistently with the view and each candidate action is played out with the
  casual policy for every seat.
* **Determinism**: the RNG is ``random.Random(f"bot:{seed}:{seat}:{decision_no}:{level}")`` — the table
  seed, the seat and the decision number; never module-level ``random``.
* **One place per game**: ``_GAME_MODULES`` maps a game id to its bot package, which exposes ``casual``,
  ``ranked``, ``sample_state``, ``playout_done`` and ``playout_value`` (see ``games.bots.base.GameBot``).
  Adding a game = one package + one line here.
"""

from __future__ import annotations

import importlib
import random
from functools import cache
from typing import Any

from games import registry
from games.bots.base import GameBot

LEVELS: tuple[str, ...] = ("casual", "strong")

_GAME_MODULES: dict[str, str] = {
    "quattro-tricks": "games.bots.quattro_tricks",
    "four-seasons": "games.bots.four_seasons",
    "quattro-exchange": "games.bots.quattro_exchange",
    "quatorze": "games.bots.quatorze",
}


@cache
def game_bot(game_id: str) -> GameBot:
    """The bot package of a game (a module implementing ``GameBot``)."""
    try:
        module_name = _GAME_MODULES[game_id]
    except KeyError:
        raise KeyError(f"No bot for game {game_id!r}") from None
    module: GameBot = importlib.import_module(module_name)  # type: ignore[assignment]
    return module


def games() -> tuple[str, ...]:
    return tuple(_GAME_MODULES)


def bot_rng(seed: Any, seat: int, decision_no: int, level: str) -> random.Random:
    """The RNG of one decision: derived from the table seed, the seat and the decision number only."""
    return random.Random(f"bot:{seed}:{seat}:{decision_no}:{level}")


def decide(game_id: str, level: str, view: dict[str, Any], rng: random.Random) -> str:
    """One decision of ``level`` from the seat's own ``view``; always an element of ``view["legal"]``."""
    legal = view["legal"]
    if not legal:
        raise ValueError("this seat has nothing to decide (view['legal'] is empty)")
    if len(legal) == 1:
        return legal[0]
    bot = game_bot(game_id)
    if level == "casual":
        action = bot.casual(view, rng)
    elif level == "strong":
        from games.bots.sampling import pimc

        action = pimc(registry.get(game_id), bot, view, rng)
    else:
        raise ValueError(f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")
    if action not in legal:  # a bug in a heuristic must never become an illegal move at the table
        return legal[0]
    return action


def choose(game_id: str, level: str, view: dict[str, Any], seed: Any, decision_no: int) -> str:
    """The table-side entry point: a decision for ``view["seat"]``, deterministic given the table seed."""
    return decide(game_id, level, view, bot_rng(seed, view["seat"], decision_no, level))


__all__ = ["LEVELS", "GameBot", "bot_rng", "choose", "decide", "game_bot", "games"]
