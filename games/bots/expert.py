"""The expert level (issue #39): the strong level's playouts, given more simulated actions and more
candidates, spent by sequential halving, on deals sampled with inference.

The expert decides from the seat's own view only, deterministically, like strong
(``games.bots.sampling``): the same candidates (the casual ranking) and casual playouts, with
``BUDGET_FACTOR`` times the game's simulated actions and ``CANDIDATE_FACTOR`` times its candidates. Its
budget stays a number of simulated actions, so the same view, seed and decision number give the same
choice on any machine.

**Search** (``halving``): strong plays every candidate out on every deal; the expert splits its budget
into rounds, each playing the surviving candidates on fresh deals (common to all of them) and dropping the
worse half, so the two or three close contenders get several times the deals a hopeless move gets.
Measured (bench/README.md, "The ladder"): in Quattro Exchange, on the same 60 duplicate deals against
strong, the flat first step (3x budget, 2x candidates) scored +0.05 +- 0.19 and halving +0.25 +- 0.19.

**Inference** (a game's optional ``likelihood`` hook, ``games.bots.base.EXPERT_HOOKS``): strong deals the
unseen cards uniformly among the deals the view allows; the other seats' observed actions say more (a
seat that played this card into the current trick likely held that hand). Where the game's bot package
has ``likelihood(rules, view, state) -> float`` — how likely the other seats' actions shown in the view
are in the sampled state, under a model of their policy — the search weighs each deal it plays out by
its likelihood (importance sampling, ``weighted_deal``): a deal that explains the view well counts for
more, one that contradicts it for less. Every sampled deal is played out, so the sampler's calls (the
costly part late in a round) buy as many deals as strong's do. (Until 2026-12-08 each deal was the pick
of four draws in proportion to their weights: four samplings per deal, so the cap on samplings left the
Quattro Trick-Taking expert 20 deals a decision where strong played up to 40, and most of its budget was
never spent.) The hook reads the view and the sampled state only, never the true state, so privacy
holds as for strong.

**Playouts** (a game's optional ``expert_ranked`` hook, switched by its package's ``EXPERT_PLAYOUTS``):
the expert's own candidate order, whose first action is every seat's move in the expert's playouts
(``ExpertHooks``) instead of casual's. It reads each seat's view only, as casual does. Measured in
Quatorze (bench/README.md, "Quatorze: a better playout policy"): +0.51 +- 0.39 over strong on 120
duplicate deals, against +0.35 +- 0.47 with casual's playouts. A package's ``expert_candidates`` hook
drops from the search the moves it knows to be no better than one kept (Quatorze: a Wonders look at a
hand); with it and the end rule of Quatorze's policy, +0.36 +- 0.42 on the same deals (no change shown).
"""

from __future__ import annotations

import dataclasses
import math
import random
from typing import Any

from games.base import GameRules
from games.bots.determinize import StrongHooks
from games.bots.sampling import MIN_DEALS, playout

# The decision-time budget is 1 s at p99 on one core (issue #39) against strong's ~300 ms: three times
# the simulated actions, and twice the candidates so a move the casual ranking placed low is still tried.
BUDGET_FACTOR = 3
CANDIDATE_FACTOR = 2
# Sequential halving plays fewer candidates per deal as it goes, so the same simulated actions buy more
# deals: the cap on deals (``MAX_DEALS``, which bounds the sampling's own cost) is raised by this much.
HALVING_DEALS = 2
INFERENCE_SAMPLINGS = 2  # deals (a sampling each) a decision at most where it infers, in strong's MAX_DEALS


@dataclasses.dataclass(frozen=True)
class ExpertHooks(StrongHooks):
    """The strong hooks with the expert's own playout policy and candidate order, where the game's
    package has ``expert_ranked`` (``games.bots.base.EXPERT_HOOKS``), cut by its ``expert_candidates``
    where it has one; the casual ones elsewhere."""

    def casual(self, view: dict[str, Any], rng: random.Random) -> str:
        return self.package.expert_ranked(view, rng)[0]  # type: ignore[attr-defined]

    def ranked(self, view: dict[str, Any], rng: random.Random) -> list[str]:
        order = self.package.expert_ranked(view, rng)  # type: ignore[attr-defined]
        worth_searching = getattr(self.package, "expert_candidates", None)
        return worth_searching(view, order) if callable(worth_searching) else order


@dataclasses.dataclass(frozen=True)
class InferringHooks(StrongHooks):
    """The strong hooks whose deals weigh as much as the game's ``likelihood`` says (``weighted_deal``)."""

    def weight(self, rules: GameRules, view: dict[str, Any], state: Any) -> float:
        return self.package.likelihood(rules, view, state)  # type: ignore[attr-defined]


@dataclasses.dataclass(frozen=True)
class InferringExpertHooks(InferringHooks, ExpertHooks):
    """Both: deals weighed by the likelihood, played out by the expert's policy."""


def weighted_deal(
    bot: StrongHooks, rules: GameRules, view: dict[str, Any], rng: random.Random
) -> tuple[Any, float]:
    """One deal from the game's sampler and its weight in the search: its likelihood where the expert
    infers, else 1."""
    state = bot.sample_state(rules, view, rng)
    return state, bot.weight(rules, view, state) if isinstance(bot, InferringHooks) else 1.0


def expert_hooks(hooks: StrongHooks, own_playouts: bool | None = None) -> StrongHooks:
    """The game's strong hooks with the expert's budgets, its inference where it has one, and its own
    playout policy where it has one (``expert_ranked``) and plays it: ``own_playouts``, or by default the
    package's ``EXPERT_PLAYOUTS`` (true when the package does not say)."""
    package = hooks.package
    infers = callable(getattr(package, "likelihood", None))
    if own_playouts is None:
        own_playouts = getattr(package, "EXPERT_PLAYOUTS", True)
    own_policy = own_playouts and callable(getattr(package, "expert_ranked", None))
    kind = {
        (False, False): StrongHooks,
        (True, False): InferringHooks,
        (False, True): ExpertHooks,
        (True, True): InferringExpertHooks,
    }[infers, own_policy]
    return kind(
        **{field.name: getattr(hooks, field.name) for field in dataclasses.fields(hooks)}
        | {
            "MAX_CANDIDATES": hooks.MAX_CANDIDATES * CANDIDATE_FACTOR,
            "ACTION_BUDGET": hooks.ACTION_BUDGET * BUDGET_FACTOR,
            "MAX_DEALS": hooks.MAX_DEALS * BUDGET_FACTOR,
        }
    )


def deal_cap(bot: StrongHooks) -> int:
    """The most deals a decision plays out. Where the expert infers, at most ``INFERENCE_SAMPLINGS`` times
    the strong level's ``MAX_DEALS``: late in a round the playouts are short and the sampling dominates
    (Quattro Trick-Taking's rebuild of the face-down tricks takes up to ~9 ms; 960 samplings made a
    4-player decision take 8 s)."""
    if isinstance(bot, InferringHooks):
        return max(MIN_DEALS, bot.MAX_DEALS // BUDGET_FACTOR * INFERENCE_SAMPLINGS)
    return bot.MAX_DEALS * HALVING_DEALS


def halving(
    rules: GameRules, bot: StrongHooks, view: dict[str, Any], candidates: list[str], rng: random.Random
) -> int:
    """The index of the best candidate by sequential halving: the budget in ``rounds`` equal parts; each
    part plays the surviving candidates out on new deals (the same deals for all of them, each weighed by
    ``weighted_deal``), then the worse half is dropped. The close contenders get the most deals, where
    flat playouts spend as much on a hopeless move as on the best two."""
    seat = view["seat"]
    alive = list(range(len(candidates)))
    totals = [0.0] * len(candidates)
    rounds = max(1, math.ceil(math.log2(len(candidates))))
    used = deals = 0
    cap = deal_cap(bot)
    for r in range(rounds):
        goal, fresh = bot.ACTION_BUDGET * (r + 1) / rounds, 0
        while deals < cap and (fresh < MIN_DEALS or used < goal):
            state, weight = weighted_deal(bot, rules, view, random.Random(rng.getrandbits(64)))
            playout_seed = rng.getrandbits(64)
            for i in alive:
                after, _ = rules.apply(state, seat, candidates[i])
                end, actions = playout(rules, bot, state, after, random.Random(playout_seed))
                totals[i] += weight * bot.playout_value(rules, state, end, seat)
                used += actions + 1
            deals += 1
            fresh += 1
        if r < rounds - 1:  # the survivors have all seen the same deals: compare their totals
            alive = sorted(alive, key=lambda i: (-totals[i], i))[: max(2, (len(alive) + 1) // 2)]
    return min(alive, key=lambda i: (-totals[i], i))


def expert(rules: GameRules, hooks: StrongHooks, view: dict[str, Any], rng: random.Random) -> str:
    """The expert decision for ``view["seat"]``."""
    bot = expert_hooks(hooks)
    candidates = bot.ranked(view, rng)[: bot.MAX_CANDIDATES]
    if len(candidates) == 1:
        return candidates[0]
    return candidates[halving(rules, bot, view, candidates, rng)]


__all__ = [
    "BUDGET_FACTOR",
    "CANDIDATE_FACTOR",
    "ExpertHooks",
    "InferringHooks",
    "expert",
    "expert_hooks",
    "weighted_deal",
]
