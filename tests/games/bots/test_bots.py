"""Bots (issue #6): legal, deterministic, private by construction, and a sampler that keeps the view.

Every test drives real engines through seeded games; each seat decides from its own view only.
"""

from __future__ import annotations

import dataclasses
import random
import types
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import bots, registry

# Every (game, player count, options) the games declare worth playing (``registry.facts``).
CASES = [
    (rules.id, players, dict(variant.options))
    for rules in registry.all()
    for players, variant in registry.facts(rules.id).plays(rules.min_players, rules.max_players)
]
IDS = [f"{g}-{n}p-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'default'}" for g, n, o in CASES]
GAMES = sorted(registry.ids())
STRONG_GAMES = [game_id for game_id in GAMES if bots.STRONG in bots.levels(game_id)]


def new_game(game_id: str, players: int, seed: int, options: dict[str, Any]) -> tuple[Any, Any]:
    rules = registry.get(game_id)
    return rules, rules.new_game(players=players, seed=seed, options=rules.Options(**options))


def play_casual(game_id: str, players: int, seed: int, options: dict[str, Any], visit=None) -> Any:
    """A full casual game; ``visit(rules, state, seat, view)`` is called before each decision."""
    rules, state = new_game(game_id, players, seed, options)
    decision = 0
    while seats := rules.to_act(state):
        seat = seats[decision % len(seats)]
        view = rules.view(state, seat)
        if visit is not None:
            visit(rules, state, seat, view)
        action = bots.choose(game_id, "casual", view, seed, decision)
        assert action in view["legal"]
        state, _ = rules.apply(state, seat, action)
        decision += 1
    return rules.outcome(state)


def test_interface() -> None:
    assert bots.LEVELS == ("casual", "strong", "expert")
    assert set(bots.games()) == set(registry.ids())
    assert all(bots.levels(game_id)[0] == bots.CASUAL for game_id in GAMES), "every game has casual bots"
    game_id = registry.ids()[0]
    rules, state = new_game(game_id, registry.get(game_id).max_players, 1, {})
    with pytest.raises(ValueError):
        bots.choose(game_id, "grandmaster", rules.view(state, 0), 1, 0)


@pytest.mark.parametrize(
    ("game_id", "players", "options"),
    [case for case in CASES if case[0] in STRONG_GAMES],
    ids=[name for case, name in zip(CASES, IDS, strict=True) if case[0] in STRONG_GAMES],
)
def test_casual_plays_legal_full_games_and_sampler_keeps_the_view(
    game_id: str, players: int, options: dict[str, Any]
) -> None:
    """Casual always answers from ``legal``; at every decision ``sample_state`` rebuilds a state with the
    very same view for the deciding seat (the key consistency property of the strong level)."""
    bot = bots.strong_bot(game_id)
    checked = 0

    def visit(rules: Any, state: Any, seat: int, view: dict[str, Any]) -> None:
        nonlocal checked
        if len(view["legal"]) > 1:
            sampled = bot.sample_state(rules, view, random.Random(checked))
            assert rules.view(sampled, seat) == view
            checked += 1

    for seed in (11, 12):
        assert play_casual(game_id, players, seed, options, visit) is not None
    assert checked > 0


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_id=st.sampled_from(GAMES), seed=st.integers(0, 10**6), data=st.data())
def test_casual_and_random_mixed_seats_always_legal(game_id: str, seed: int, data: st.DataObject) -> None:
    _, players, options = data.draw(st.sampled_from([case for case in CASES if case[0] == game_id]))
    rules, state = new_game(game_id, players, seed, options)
    rng = random.Random(seed)
    decision = 0
    while seats := rules.to_act(state):
        seat = seats[0]
        view = rules.view(state, seat)
        if seat % 2:
            action = rng.choice(view["legal"])
        else:
            action = bots.choose(game_id, "casual", view, seed, decision)
            assert action in view["legal"]
        state, _ = rules.apply(state, seat, action)
        decision += 1
    assert rules.outcome(state) is not None


def _strong_points(game_id: str, players: int, seed: int, count: int) -> list[tuple[Any, Any, int, dict]]:
    """A few (rules, state, seat, view) decision points of a casual game, spread over the game."""
    points: list[tuple[Any, Any, int, dict]] = []

    def visit(rules: Any, state: Any, seat: int, view: dict[str, Any]) -> None:
        if len(view["legal"]) > 1:
            points.append((rules, state, seat, view))

    play_casual(game_id, players, seed, {}, visit)
    step = max(1, len(points) // count)
    return points[::step][:count]


@pytest.mark.parametrize("game_id", STRONG_GAMES)
def test_strong_is_legal_deterministic_and_private(game_id: str) -> None:
    """Strong answers from ``legal``; the same seed gives the same choice; and a state whose hidden cards
    were dealt differently, but that shows the seat the same view, gives the same choice (the bot only
    ever receives the view)."""
    bot = bots.strong_bot(game_id)
    for rules, _state, seat, view in _strong_points(game_id, registry.get(game_id).max_players, 5, 3):
        first = bots.choose(game_id, "strong", view, 42, 7)
        assert first in view["legal"]
        assert bots.choose(game_id, "strong", view, 42, 7) == first
        other = bot.sample_state(rules, view, random.Random(99))  # hidden cards reshuffled
        other_view = rules.view(other, seat)
        assert other_view == view
        assert bots.choose(game_id, "strong", other_view, 42, 7) == first


@pytest.mark.parametrize("game_id", STRONG_GAMES)
def test_casual_privacy_other_hands_shuffled(game_id: str) -> None:
    """Shuffling what other seats hold (several rebuilds of the hidden cards) never changes a choice."""
    bot = bots.strong_bot(game_id)
    for rules, state, seat, view in _strong_points(game_id, registry.get(game_id).min_players, 8, 8):
        choice = bots.choose(game_id, "casual", view, 3, 1)
        for k in range(3):
            other = bot.sample_state(rules, view, random.Random(k))
            assert bots.choose(game_id, "casual", rules.view(other, seat), 3, 1) == choice
        assert rules.view(state, seat) == view


def casual_only(game_id: str) -> types.ModuleType:
    """The game's bot package as a game that ships with casual bots only would have it."""
    package = types.ModuleType(f"casual_only_{game_id}")
    package.casual = bots.game_bot(game_id).casual  # type: ignore[attr-defined]
    return package


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_with_casual_bots_only_plays_strong_seats_as_casual(game_id: str) -> None:
    """Without a sampler of its own nor hidden places declared in its facts, a game is casual only: a seat
    asked to play strong plays exactly the casual choice, legally."""
    package = casual_only(game_id)
    rules = registry.get(game_id)
    undeclared = dataclasses.replace(registry.facts(game_id), hidden=None, rebuild=None)
    for _rules, _state, _seat, view in _strong_points(game_id, rules.min_players, 4, 4):
        strong = bots.decide_with(rules, package, bots.STRONG, view, random.Random(1), undeclared)
        assert strong in view["legal"]
        assert strong == bots.decide_with(rules, package, bots.CASUAL, view, random.Random(1), undeclared)
    with pytest.raises(ValueError):
        bots.decide_with(rules, package, "grandmaster", view, random.Random(1))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_strong_level_comes_from_a_sampler_or_from_declared_hidden_places(game_id: str) -> None:
    """A game's strong level is its package's own sampler, or the shared one where its facts declare the
    hidden places; with neither, strong is casual and ``played_level`` says so."""
    own = callable(getattr(bots.game_bot(game_id), "sample_state", None))
    declared = registry.facts(game_id).declares_hidden
    assert (game_id in STRONG_GAMES) == (own or declared)
    assert bots.played_level(game_id, bots.STRONG) == (bots.STRONG if own or declared else bots.CASUAL)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_played_level_is_the_strong_one_only_where_the_game_has_it(game_id: str) -> None:
    assert bots.played_level(game_id, bots.CASUAL) == bots.CASUAL
    expected = bots.STRONG if game_id in STRONG_GAMES else bots.CASUAL
    assert bots.played_level(game_id, bots.STRONG) == expected
    with pytest.raises(ValueError):
        bots.played_level(game_id, "grandmaster")


def test_rng_depends_on_seed_seat_and_decision_only() -> None:
    a = bots.bot_rng(7, 1, 3, "casual").random()
    assert a == bots.bot_rng(7, 1, 3, "casual").random()
    assert a != bots.bot_rng(7, 2, 3, "casual").random()
    assert a != bots.bot_rng(8, 1, 3, "casual").random()
    assert a != bots.bot_rng(7, 1, 4, "casual").random()


@pytest.mark.parametrize("game_id", GAMES)
def test_bench_match_is_reproducible(game_id: str) -> None:
    """bench/bots.py's match: one casual seat among random ones, the same result for the same seed."""
    from bench.bots import match

    first = match((game_id, "casual", "random", 3, "wall"))
    again = match((game_id, "casual", "random", 3, "cpu"))
    assert first["hero_score"] == again["hero_score"] and first["hero_won"] == again["hero_won"]
    assert first["times"]["casual"] and first["times"]["random"]
