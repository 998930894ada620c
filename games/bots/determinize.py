"""The strong level for any game that declares its hidden places (``games.hidden``), with no sampler of
its own.

``sample_state`` asks the game's facts what the seat cannot see (``FACTS.hidden(view)``), deals those
cards at random into the places they may be in (``deal_constrained``: the sizes kept, ``allowed`` honoured,
most constrained cards first) and lets the game build the state (``FACTS.rebuild``). It reads the view
only — never a state — so a decision cannot depend on the true hidden cards
(``tests/games/bots/test_strong_privacy.py``).

``strong_hooks`` completes a bot package for ``games.bots.sampling.pimc``: each hook the package has wins
(a game that knows more keeps its own ``sample_state``, ``playout_value``, ``playout_view`` or budgets), the
rest are these defaults: candidates in the casual favourite's order, the plain view in playouts, playouts
to the end of the game, the outcome's score margin and the win as the value.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from games.base import GameRules
from games.bots.base import STRONG_BUDGETS, CasualBot, deal_constrained
from games.facts import GameFacts

# The defaults of a game that only declares its hidden places: a short game played out to its end.
MAX_CANDIDATES = 5
ACTION_BUDGET = 1000  # simulated actions per decision (bench/README.md: about the other games' cost)
MAX_DEALS = 30
WIN_VALUE = 10.0  # a win outweighs any margin of a few points
MARGIN_WEIGHT = 0.2


def sample_state(facts: GameFacts, rules: GameRules, view: dict[str, Any], rng: random.Random) -> Any:
    """A full state whose view for ``view["seat"]`` is ``view``: the unseen cards dealt among the places
    the game's facts name for this view."""
    assert facts.hidden is not None and facts.rebuild is not None, "the game declares no hidden places"
    hidden = facts.hidden(view)
    places = {place: size for place, size in hidden.places.items() if size > 0}
    deal = deal_constrained(rng, list(hidden.cards), places, hidden.allowed) if places else {}
    return facts.rebuild(rules, view, {place: deal.get(place, []) for place in hidden.places}, rng)


def playout_done(start: Any, state: Any, rules: GameRules) -> bool:
    return rules.outcome(state) is not None


def playout_value(rules: GameRules, start: Any, state: Any, seat: int) -> float:
    """The win, and the score margin over the best seat not on this seat's side (a partner is no rival:
    ``Outcome.teams``); nothing for a playout cut short."""
    result = rules.outcome(state)
    if result is None:
        return 0.0
    side = result.team_of(seat)
    mine = set(result.teams[side]) if side is not None else {seat}
    best_other = max(score for s, score in enumerate(result.scores) if s not in mine)
    won = WIN_VALUE if seat in result.winners else 0.0
    return won + MARGIN_WEIGHT * (result.scores[seat] - best_other)


@dataclass(frozen=True)
class StrongHooks:
    """A bot package completed with the generic hooks (``games.bots.base.GameBot``)."""

    package: CasualBot
    rules: GameRules
    facts: GameFacts
    MAX_CANDIDATES: int
    ACTION_BUDGET: int
    MAX_DEALS: int

    def casual(self, view: dict[str, Any], rng: random.Random) -> str:
        return self.package.casual(view, rng)

    def ranked(self, view: dict[str, Any], rng: random.Random) -> list[str]:
        own = getattr(self.package, "ranked", None)
        if callable(own):
            return own(view, rng)
        favourite = self.package.casual(view, rng)
        return [favourite, *(action for action in view["legal"] if action != favourite)]

    @property
    def playout_view(self) -> Any:
        """The view the playouts hand the casual policy: the package's lazy one, or the plain view."""
        own = getattr(self.package, "playout_view", None)
        return own if callable(own) else self.rules.view

    def sample_state(self, rules: GameRules, view: dict[str, Any], rng: random.Random) -> Any:
        own = getattr(self.package, "sample_state", None)
        if callable(own):
            return own(rules, view, rng)
        return sample_state(self.facts, rules, view, rng)

    def playout_done(self, start: Any, state: Any) -> bool:
        own = getattr(self.package, "playout_done", None)
        return own(start, state) if callable(own) else playout_done(start, state, self.rules)

    def playout_value(self, rules: GameRules, start: Any, state: Any, seat: int) -> float:
        own = getattr(self.package, "playout_value", None)
        return own(rules, start, state, seat) if callable(own) else playout_value(rules, start, state, seat)


def samples_itself(package: CasualBot) -> bool:
    return callable(getattr(package, "sample_state", None))


def strong_hooks(package: CasualBot, rules: GameRules, facts: GameFacts) -> StrongHooks | None:
    """The package's strong level: its own sampler, or the generic one where its facts declare the
    hidden places; None where it has neither (the game plays casual)."""
    if not samples_itself(package) and not facts.declares_hidden:
        return None
    budgets = {name: getattr(package, name, globals()[name]) for name in STRONG_BUDGETS}
    return StrongHooks(package, rules, facts, **budgets)


__all__ = ["StrongHooks", "playout_done", "playout_value", "sample_state", "strong_hooks"]
