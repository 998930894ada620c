"""The strong and expert levels never read the true hidden state: swap two cards the deciding seat cannot
see in the real state (the stored form, every copy of each code) and, whenever the seat's view stays the
same, the sampled deals (with the expert's inference too) and the decision stay the same (fixed seed).

Every game with a strong level is checked, whichever sampler it uses (its own or the shared one of
``games.bots.determinize``); the swaps are found from the state and the view alone, so the test names
no game and needs nothing of it but its registry entry.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from typing import Any

import pytest

from games import bots, registry
from games.bots.expert import expert_hooks
from tests.games.bots.test_bots import STRONG_GAMES, _strong_points

# Slow: strong and expert decisions, each simulating hundreds of actions (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

POINTS = 4  # decision points per game, spread over a casual game
SWAPS = 3  # swapped states per decision point
MIN_CHECKED = 2  # swaps that kept the view, per game: fewer and the test would check nothing


def strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)] + [s for k in value for s in strings(k)]
    if isinstance(value, list | tuple):
        return [s for v in value for s in strings(v)]
    return []


def swapped(value: Any, a: str, b: str) -> Any:
    if isinstance(value, str):
        return b if value == a else a if value == b else value
    if isinstance(value, dict):
        return {k: swapped(v, a, b) for k, v in value.items()}
    if isinstance(value, list):
        return [swapped(v, a, b) for v in value]
    return value


def unseen_cards(game_id: str, dumped: Any, view: dict[str, Any]) -> list[str]:
    """Card codes of the state (by the game's own card spelling) that the view never shows, each as often
    in the state as the other candidates are, so a swap is a true permutation of the cards."""
    code = registry.facts(game_id).cards.code
    shown = set(strings(view)) | {part for s in strings(view) for part in s.split(":")}
    counts = Counter(s for s in strings(dumped) if re.fullmatch(code, s) and s not in shown)
    return sorted(card for card, n in counts.items() if n == 1)


@pytest.mark.parametrize("level", [bots.STRONG, bots.EXPERT])
@pytest.mark.parametrize("game_id", STRONG_GAMES)
def test_decision_and_sampler_ignore_the_true_hidden_cards(game_id: str, level: str) -> None:
    rules = registry.get(game_id)
    strong = bots.strong_bot(game_id)
    assert strong is not None
    sampler = strong if level == bots.STRONG else expert_hooks(strong)
    checked = 0
    for players in (rules.min_players, rules.max_players):
        for _rules, state, seat, view in _strong_points(game_id, players, 21, POINTS):
            dumped = json.loads(rules.dump(state))
            cards = unseen_cards(game_id, dumped, view)
            if len(cards) < 2:
                continue
            first = bots.choose(game_id, level, view, 42, 7)
            sampled = rules.dump(sampler.sample_state(rules, view, random.Random(5)))
            pick = random.Random(f"{game_id}:{players}:{checked}")
            for _ in range(SWAPS):
                a, b = pick.sample(cards, 2)
                other = rules.load(json.dumps(swapped(dumped, a, b)))
                other_view = rules.view(other, seat)
                if other_view != view:  # the swap showed in public facts (a trick counted by its cards)
                    continue
                assert rules.dump(other) != rules.dump(state)
                assert rules.dump(sampler.sample_state(rules, other_view, random.Random(5))) == sampled
                assert bots.choose(game_id, level, other_view, 42, 7) == first
                checked += 1
    assert checked >= MIN_CHECKED
