"""The expert level (issue #39): always a legal action, the same one for the same view, seed and decision
number, and the same one for two states that show the deciding seat the same view (it receives the view
only). Its inference (``games.bots.expert.infer``) keeps deals in proportion to the game's likelihood.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games import bots, registry
from games.bots.expert import CANDIDATE_FACTOR, INFERENCE_DRAWS, expert_hooks, infer
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


def test_inference_keeps_deals_in_proportion_to_their_likelihood() -> None:
    """A deal the likelihood rules out is never kept while another draw explains the view; with none
    explaining it, the pick is uniform (the plain sampler's)."""
    game_id = STRONG_GAMES[0]
    rules, strong = registry.get(game_id), bots.strong_bot(game_id)
    _rules, _state, _seat, view = _strong_points(game_id, rules.min_players, 3, 1)[0]
    draws = 0

    def sample(rules_: object, view_: dict, rng: random.Random) -> object:
        nonlocal draws
        draws += 1
        return (draws, strong.sample_state(rules, view, rng))

    def odd_only(_rules: object, _view: dict, deal: tuple[int, object]) -> float:
        return 1.0 if deal[0] % 2 else 0.0

    kept = Counter()
    for k in range(40):
        draws = 0
        number, state = infer(odd_only, sample, rules, view, random.Random(k))
        assert draws == INFERENCE_DRAWS and number % 2 == 1
        assert rules.view(state, view["seat"]) == view
        kept[number] += 1
    assert set(kept) == {n for n in range(1, INFERENCE_DRAWS + 1) if n % 2}

    nothing = set()
    for k in range(40):
        draws = 0
        nothing.add(infer(lambda *_: 0.0, sample, rules, view, random.Random(k))[0])
    assert nothing == set(range(1, INFERENCE_DRAWS + 1))
