"""What each game's bot package provides (``games/bots/<game>/__init__.py``), and shared helpers."""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Protocol

from games.base import GameRules


class CasualBot(Protocol):
    """The least a game's bot package provides: the casual level, from a seat's view alone."""

    def casual(self, view: dict[str, Any], rng: random.Random) -> str: ...


# What a bot package may add for the strong level (``games.bots.sampling``); each one it lacks takes the
# default of ``games.bots.determinize`` (``sample_state``: the shared sampler over declared hidden places).
STRONG_HOOKS = ("ranked", "sample_state", "playout_done", "playout_value")
STRONG_BUDGETS = ("MAX_CANDIDATES", "ACTION_BUDGET", "MAX_DEALS")
# What a bot package may add for the expert level (``games.bots.expert``), which otherwise searches like
# strong with more simulated actions and candidates: ``likelihood(rules, view, state) -> float``, how likely
# the other seats' actions shown in ``view`` are in the sampled ``state`` under a model of their policy
# (``GameBot.likelihood``). Deals are then drawn in proportion to it. ``expert_ranked(view, rng) ->
# list[str]``: the expert's own candidate order, whose first action is every seat's move in the expert's
# playouts instead of casual's (``GameBot.expert_ranked``; the casual and strong levels never use it),
# unless the package's ``EXPERT_PLAYOUTS`` is false: then only a measurement plays it (``python -m
# bench.bots --expert-playouts``, ``python -m bench.search_regret --reference-playouts expert``).
# ``expert_candidates(view, order) -> list[str]``: with ``expert_ranked``, the moves of that order the
# expert's search compares (the order with the moves the package knows to be no better than another one
# dropped: fewer candidates, more deals each), the order itself where the package has none.
EXPERT_HOOKS = ("likelihood", "expert_ranked", "expert_candidates")


class GameBot(CasualBot, Protocol):
    """The strong level's hooks (a bot package completed by ``games.bots.determinize.strong_hooks``).
    Every function sees a seat's view, never a state — except
    the playout hooks, which look only at states the sampler built from that view."""

    # How many candidate actions the strong level compares, and how many sampled deals each gets.
    MAX_CANDIDATES: int
    ACTION_BUDGET: int  # simulated actions per decision (the time budget, fixed so choices are deterministic)
    MAX_DEALS: int  # sampled deals per decision at most

    def ranked(self, view: dict[str, Any], rng: random.Random) -> list[str]:
        """Legal actions, the casual policy's favourite first (may be a pruned subset for huge lists)."""
        ...

    def sample_state(self, rules: GameRules, view: dict[str, Any], rng: random.Random) -> Any:
        """A full state whose ``rules.view(state, view["seat"])`` equals ``view``: the unseen cards dealt at
        random among the places the seat cannot see, every public fact honoured."""
        ...

    def playout_done(self, start: Any, state: Any) -> bool:
        """Whether a playout from ``start`` has gone far enough (the end of the round, or of the game)."""
        ...

    def playout_value(self, rules: GameRules, start: Any, state: Any, seat: int) -> float:
        """How good the end of a playout is for ``seat`` (higher is better)."""
        ...

    def likelihood(self, rules: GameRules, view: dict[str, Any], state: Any) -> float:
        """The expert level's inference (optional): a weight >= 0 of a state ``sample_state`` built from
        ``view``, higher where the other seats' actions the view shows (the current trick, public bids,
        the last turns) are likelier under a model of their policy (e.g. the casual one). Reads the view
        and the sampled state only; a constant weight is the strong level's uniform deals."""
        ...

    def expert_ranked(self, view: dict[str, Any], rng: random.Random) -> list[str]:
        """The expert level's playout policy (optional): legal actions, a better player's favourite first,
        from the seat's view only. The expert's candidates are its first ``MAX_CANDIDATES``, and in the
        expert's playouts every seat plays its first (where strong's play casual's)."""
        ...

    def expert_candidates(self, view: dict[str, Any], order: list[str]) -> list[str]:
        """The expert level's candidates (optional, with ``expert_ranked``): the moves of ``order`` (its
        ranking of ``view["legal"]``) worth a search, in that order, the first kept: a move that can be
        no better than one kept is dropped, so the search spends its budget on the others."""
        ...


def evolve(state: Any, **changes: Any) -> Any:
    """A copy of a state with some fields changed (NamedTuple or dataclass)."""
    if hasattr(state, "_replace"):
        return state._replace(**changes)
    return dataclasses.replace(state, **changes)


def deal_constrained(
    rng: random.Random,
    cards: list[str],
    sizes: dict[Any, int],
    allowed: Any = None,
    tries: int = 50,
) -> dict[Any, list[str]]:
    """Deal ``cards`` into places of the given sizes (sum = len(cards)) at random, so that every card goes
    to a place with ``allowed(place, card)`` true. Most constrained cards first; retries, then gives up on
    the constraint for the last few cards rather than fail (returns a deal either way)."""
    places = list(sizes)
    if allowed is None:
        pool = cards[:]
        rng.shuffle(pool)
        out: dict[Any, list[str]] = {}
        i = 0
        for place in places:
            out[place] = pool[i : i + sizes[place]]
            i += sizes[place]
        return out
    best: dict[Any, list[str]] | None = None
    for attempt in range(tries):
        pool = cards[:]
        rng.shuffle(pool)
        options = {card: [p for p in places if allowed(p, card)] for card in set(pool)}
        pool.sort(key=lambda card: len(options[card]))
        room = dict(sizes)
        out = {place: [] for place in places}
        ok = True
        for card in pool:
            fits = [p for p in options[card] if room[p] > 0]
            if not fits:
                ok = False
                fits = [p for p in places if room[p] > 0]
            # weight by free room so big places take proportionally more
            total = sum(room[p] for p in fits)
            pick = rng.randrange(total)
            for place in fits:
                pick -= room[place]
                if pick < 0:
                    break
            out[place].append(card)
            room[place] -= 1
        if ok:
            return out
        best = out
        if attempt > tries // 2:
            break
    assert best is not None
    return best
