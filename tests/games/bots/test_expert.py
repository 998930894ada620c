"""The expert level (issue #39): always a legal action, the same one for the same view, seed and decision
number, and the same one for two states that show the deciding seat the same view (it receives the view
only). Its inference (``games.bots.expert.weighted_deal``) weighs each deal by the game's likelihood.
"""

from __future__ import annotations

import random

import pytest

from games import bots, registry
from games.bots.expert import CANDIDATE_FACTOR, InferringHooks, expert_hooks, weighted_deal
from tests.games.bots.test_bots import STRONG_GAMES, _strong_points

# Slow: expert decisions, each simulating thousands of actions (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

POINTS = 2  # decision points per game and player count


@pytest.mark.parametrize("game_id", STRONG_GAMES)
def test_expert_is_legal_deterministic_and_decides_from_the_view(game_id: str) -> None:
    strong = bots.strong_bot(game_id)
    assert bots.played_level(game_id, bots.EXPERT) == bots.EXPERT
    rules = registry.get(game_id)
    for players in (rules.min_players, rules.max_players):
        for _rules, _state, seat, view in _strong_points(game_id, players, 6, POINTS):
            first = bots.choose(game_id, bots.EXPERT, view, 42, 7)
            assert first in view["legal"]
            assert bots.choose(game_id, bots.EXPERT, view, 42, 7) == first
            other = strong.sample_state(rules, view, random.Random(99))  # hidden cards dealt anew
            assert rules.view(other, seat) == view
            assert bots.choose(game_id, bots.EXPERT, rules.view(other, seat), 42, 7) == first


@pytest.mark.parametrize("game_id", STRONG_GAMES)
def test_expert_compares_more_candidates_with_more_simulated_actions(game_id: str) -> None:
    strong = bots.strong_bot(game_id)
    expert = expert_hooks(strong)
    assert expert.MAX_CANDIDATES == CANDIDATE_FACTOR * strong.MAX_CANDIDATES
    assert expert.ACTION_BUDGET > strong.ACTION_BUDGET and expert.MAX_DEALS > strong.MAX_DEALS


@pytest.mark.parametrize("game_id", STRONG_GAMES)
def test_a_deal_weighs_its_likelihood_where_the_expert_infers_and_1_elsewhere(game_id: str) -> None:
    """The search plays the plain sampler's deal (the same RNG gives the same deal) and counts it at the
    game's likelihood of what the other seats were seen to do, or at 1 in a game without one."""
    rules, strong = registry.get(game_id), bots.strong_bot(game_id)
    expert = expert_hooks(strong)
    likelihood = getattr(strong.package, "likelihood", None)
    assert isinstance(expert, InferringHooks) == callable(likelihood)
    for _rules, _state, _seat, view in _strong_points(game_id, rules.max_players, 3, POINTS):
        deal, weight = weighted_deal(expert, rules, view, random.Random(11))
        assert rules.dump(deal) == rules.dump(strong.sample_state(rules, view, random.Random(11)))
        assert weight == (likelihood(rules, view, deal) if callable(likelihood) else 1.0)
