"""Bots for every game (issues #6, #39): three levels behind one interface, pure and deterministic.

    from games import bots
    action = bots.choose("four-seasons", "strong", view, seed=table_seed, decision_no=n)

* **Input is only the seat's own view** (``rules.view(state, seat)``) plus the game's rules module; a bot
  never receives the state, so it cannot see what its seat may not see (privacy by construction).
* **Levels** (``LEVELS``): ``casual`` — fast rules-aware heuristics per game
  (``games/bots/<game>/casual.py``); ``strong`` — determinized Monte-Carlo (``games/bots/sampling.py``):
  hidden cards are sampled consistently with the view and each candidate action is played out with the
  casual policy for every seat; ``expert`` (``games/bots/expert.py``) — the same playouts with three
  times the simulated actions and twice the candidates, spent by sequential halving (the close contenders
  get the most deals), on deals drawn with inference where the game's package has a ``likelihood``
  (how likely the other seats' actions shown in the view are in a sampled deal), and played out with
  the package's own policy where it has one (``expert_ranked``, e.g. Quatorze's powers decided well).
  The ladder random < casual < strong < expert is measured on duplicate deals by ``python -m bench.bots``
  (bench/README.md).
* **Determinism**: the RNG is ``random.Random(f"bot:{seed}:{seat}:{decision_no}:{level}")`` — the table
  seed, the seat and the decision number; never module-level ``random``.
* **One place per game**: ``_GAME_MODULES`` maps a game id to its bot package, which exposes ``casual``
  (``games.bots.base.CasualBot``). The strong level comes either from the game's facts declaring the
  hidden places of its views (``games.hidden``: the shared sampler ``games.bots.determinize`` deals the
  unseen cards) or from a ``sample_state`` of the package's own; ``ranked``, ``playout_done``,
  ``playout_value`` (a game of rounds: ``games.bots.roundplay.round_playouts``, one line) and the budgets
  are optional refinements, ``likelihood`` the expert's inference (``games.bots.base.GameBot``).
  Adding a game = one package + one line here (docs/adding-a-game.md).
* **Casual only is allowed**: ``levels(game_id)`` lists the levels a game's bots really play; a seat
  asked to play ``strong`` for a game with neither plays casual, and ``played_level`` says so (the lobby
  offers only the real levels; a strong bot stored before stays seated and decides as casual).
"""

from __future__ import annotations

import importlib
import random
from functools import cache
from typing import Any

from games import registry
from games.bots.base import CasualBot, GameBot
from games.bots.determinize import StrongHooks, strong_hooks
from games.facts import GameFacts

CASUAL = "casual"
STRONG = "strong"
EXPERT = "expert"
LEVELS: tuple[str, ...] = (CASUAL, STRONG, EXPERT)

_GAME_MODULES: dict[str, str] = {
    "quattro-tricks": "games.bots.quattro_tricks",
    "four-seasons": "games.bots.four_seasons",
    "quattro-exchange": "games.bots.quattro_exchange",
    "quatorze": "games.bots.quatorze",
}
# As shipped: what ``register`` adds at run time is whatever differs from this (``added``).
_SHIPPED = dict(_GAME_MODULES)


@cache
def game_bot(game_id: str) -> CasualBot:
    """The bot package of a game (a module implementing ``CasualBot``, or ``GameBot`` for both levels)."""
    try:
        module_name = _GAME_MODULES[game_id]
    except KeyError:
        raise KeyError(f"No bot for game {game_id!r}") from None
    module: CasualBot = importlib.import_module(module_name)  # type: ignore[assignment]
    return module


def register(game_id: str, module_name: str) -> None:
    """Add a game from outside this package: for tests only (the example game of docs/adding-a-game.md,
    ``tests/example_high_card``). A production game is one line in ``_GAME_MODULES`` instead."""
    _GAME_MODULES[game_id] = module_name
    game_bot.cache_clear()
    strong_bot.cache_clear()


def added() -> dict[str, str]:
    """What ``register`` added in this process (game id -> bot module): a spawned worker
    (bot/tables/thinking.py) adds them again."""
    return {game_id: module for game_id, module in _GAME_MODULES.items() if _SHIPPED.get(game_id) != module}


def adopt(games_added: dict[str, str], bots_added: dict[str, str]) -> None:
    """Register in this process what another one added (``registry.added()``, ``added()``): a spawned
    worker that decides for a game registered at run time knows it too."""
    for game_id, module_name in games_added.items():
        registry.register(game_id, module_name)
    for game_id, module_name in bots_added.items():
        register(game_id, module_name)


def games() -> tuple[str, ...]:
    return tuple(_GAME_MODULES)


@cache
def strong_bot(game_id: str) -> StrongHooks | None:
    """The game's strong level (its bot package completed with the generic hooks), or None: casual only."""
    return strong_hooks(game_bot(game_id), registry.get(game_id), registry.facts(game_id))


def levels(game_id: str) -> tuple[str, ...]:
    """The levels the game's bots really play: all, or casual only (strong and expert both search the
    deals a game's hidden places allow)."""
    return LEVELS if strong_bot(game_id) is not None else (CASUAL,)


def played_level(game_id: str, level: str) -> str:
    """The level that decides for a seat asked to play ``level``: strong and expert fall back to casual
    where the game has no sampler (the marker a table, a log or a bench reads to know it)."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")
    return level if level in levels(game_id) else CASUAL


def bot_rng(seed: Any, seat: int, decision_no: int, level: str) -> random.Random:
    """The RNG of one decision: derived from the table seed, the seat and the decision number only."""
    return random.Random(f"bot:{seed}:{seat}:{decision_no}:{level}")


def decide(game_id: str, level: str, view: dict[str, Any], rng: random.Random) -> str:
    """One decision of ``level`` from the seat's own ``view``; always an element of ``view["legal"]``."""
    rules = registry.get(game_id)
    return decide_with(rules, game_bot(game_id), level, view, rng, registry.facts(game_id))


def decide_with(
    rules: Any,
    bot: CasualBot,
    level: str,
    view: dict[str, Any],
    rng: random.Random,
    facts: GameFacts | None = None,
) -> str:
    """``decide`` for a given rules module, bot package and facts (default: the rules' own ``FACTS``):
    strong falls back to casual where neither the package nor the facts give it a sampler."""
    legal = view["legal"]
    if not legal:
        raise ValueError("this seat has nothing to decide (view['legal'] is empty)")
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")
    if len(legal) == 1:
        return legal[0]
    strong = None
    if level in (STRONG, EXPERT):
        strong = strong_hooks(bot, rules, facts if facts is not None else registry.declared_facts(rules))
    if strong is not None and level == EXPERT:
        from games.bots.expert import expert

        action = expert(rules, strong, view, rng)
    elif strong is not None:
        from games.bots.sampling import pimc

        action = pimc(rules, strong, view, rng)
    else:
        action = bot.casual(view, rng)
    if action not in legal:  # a bug in a heuristic must never become an illegal move at the table
        return legal[0]
    return action


def choose(game_id: str, level: str, view: dict[str, Any], seed: Any, decision_no: int) -> str:
    """The table-side entry point: a decision for ``view["seat"]``, deterministic given the table seed."""
    return decide(game_id, level, view, bot_rng(seed, view["seat"], decision_no, level))


__all__ = [
    "CASUAL",
    "EXPERT",
    "LEVELS",
    "STRONG",
    "CasualBot",
    "GameBot",
    "bot_rng",
    "choose",
    "decide",
    "decide_with",
    "game_bot",
    "games",
    "levels",
    "played_level",
    "register",
    "strong_bot",
]
