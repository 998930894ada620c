"""The strong level: determinized Monte-Carlo (PIMC) over the seat's own view.

For a decision of seat ``s`` with view ``v``:

1. Candidates: the casual policy's ranking of ``v["legal"]``, cut to ``MAX_CANDIDATES`` (4 Seasons has up
   to 660 bids, Quattro Trick-Taking's set C 1,792; the heuristic keeps the plausible handful).
2. Deals are sampled (as many as the budget allows, below) with ``sample_state(rules, v, rng)`` — the shared
   one of ``games.bots.determinize`` over the hidden places the game declares, or the game's own: a
   full state whose view for ``s`` equals ``v``, the unseen cards shuffled among the places ``s`` cannot see
   (other hands, bid cards, the deck, virtual players, old face-down tricks) with the right sizes and
   every public fact honoured (voids shown by not following, played and shown cards, public bids).
3. Every candidate is applied to the same K deals (common random numbers: the comparison is between
   actions, not between lucky and unlucky deals) and played out with the casual policy for every seat —
   each seat deciding from its own view of the sampled state — until ``playout_done`` (the end of the
   round, or of the game for short games). That view is the bot's ``playout_view`` where it has one: the
   same view computed key by key as the policy reads it (``games.lazyview``), so a playout pays only for
   the keys the casual policy looks at.
4. The candidate with the best mean ``playout_value`` (points gained relative to the others, or the win)
   is chosen; ties go to the casual favourite.

The budget is a fixed number of simulated actions per decision (``ACTION_BUDGET`` of each game; see
``evaluate``): deterministic, and tuned per game so the p99 decision time stays under 300 ms on this
2-core machine (bench/README.md).
"""

from __future__ import annotations

import random
from typing import Any

from games.base import GameRules
from games.bots.base import GameBot

MAX_PLAYOUT_ACTIONS = 2_000  # a safety net against a playout that never ends
MIN_DEALS = 2


def playout(rules: GameRules, bot: GameBot, start: Any, state: Any, rng: random.Random) -> tuple[Any, int]:
    """Play ``state`` on with the casual policy for every seat until ``bot.playout_done``.
    Returns the final state and the number of actions played."""
    to_act, apply = rules.to_act, rules.apply
    view = getattr(bot, "playout_view", None) or rules.view
    casual = bot.casual
    actions = 0
    while actions < MAX_PLAYOUT_ACTIONS:
        if bot.playout_done(start, state):
            break
        seats = to_act(state)
        if not seats:
            break
        seat = seats[0]
        v = view(state, seat)
        legal = v["legal"]
        action = legal[0] if len(legal) == 1 else casual(v, rng)
        state, _ = apply(state, seat, action)
        actions += 1
    return state, actions


def evaluate(
    rules: GameRules,
    bot: GameBot,
    view: dict[str, Any],
    candidates: list[str],
    rng: random.Random,
) -> list[float]:
    """Mean playout value of each candidate over sampled deals (the same deals for all candidates).

    Deals are added until the playouts have simulated ``bot.ACTION_BUDGET`` actions in all (at least
    ``MIN_DEALS``, at most ``bot.MAX_DEALS``): a budget in simulated actions, not in seconds, so the
    choice is deterministic while the time per decision stays about flat from the first trick to the
    last (a late decision gets more deals, since each playout is shorter)."""
    seat = view["seat"]
    totals = [0.0] * len(candidates)
    used = deals = 0
    while deals < bot.MAX_DEALS and (deals < MIN_DEALS or used < bot.ACTION_BUDGET):
        sample_rng = random.Random(rng.getrandbits(64))
        state = bot.sample_state(rules, view, sample_rng)
        playout_seed = rng.getrandbits(64)
        for i, action in enumerate(candidates):
            after, _ = rules.apply(state, seat, action)
            end, actions = playout(rules, bot, state, after, random.Random(playout_seed))
            totals[i] += bot.playout_value(rules, state, end, seat)
            used += actions + 1
        deals += 1
    return [total / deals for total in totals]


def pimc(rules: GameRules, bot: GameBot, view: dict[str, Any], rng: random.Random) -> str:
    """The strong decision for ``view["seat"]``."""
    ranked = bot.ranked(view, rng)
    candidates = ranked[: bot.MAX_CANDIDATES]
    if len(candidates) == 1:
        return candidates[0]
    means = evaluate(rules, bot, view, candidates, rng)
    best = max(range(len(candidates)), key=lambda i: (means[i], -i))
    return candidates[best]
