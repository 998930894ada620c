"""💡 Hints (issue 39) for every registered game: the expert's move, always legal, with the game's reason
read from the seat's own view only, so two states that look the same to the seat give the same hint."""

from __future__ import annotations

import random

import pytest

from games import bots, registry
from games.bots.hints import GENERIC, Hint, Reason, explain, hint
from tests.games.bots.hint_positions import positions

GAMES = [rules.id for rules in registry.all()]
EXPLAINED = 60  # decision points per game whose every legal move gets a reason (cheap: no search)
HINTED = 3  # decision points per game given a whole hint (the expert searches: about a second each)
SAMPLES = 30  # other deals tried for a state that looks the same to the seat


@pytest.mark.parametrize("game_id", GAMES)
def test_every_legal_move_has_a_reason_of_plain_values(game_id: str) -> None:
    keys = set()
    for _state, view in positions(registry.get(game_id), EXPLAINED):
        for action in view["legal"]:
            reason = explain(game_id, view, action)
            assert isinstance(reason, Reason) and reason.key
            assert all(isinstance(value, str | int) for value in reason.values.values()), reason
            keys.add(reason.key)
    if hasattr(bots.game_bot(game_id), "explain"):  # a game without one says GENERIC (the fallback)
        assert keys - {GENERIC}, "the game explains its moves in its own words"


@pytest.mark.slow  # the expert's search, a few times per game
@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_is_one_of_the_seats_legal_moves_with_its_reason(game_id: str) -> None:
    for number, (_state, view) in enumerate(positions(registry.get(game_id), HINTED, seed=7)):
        given = hint(game_id, view, seed=11, decision_no=number)
        assert given.action in view["legal"]
        assert given.action == bots.choose(game_id, bots.EXPERT, view, 11, number), "the expert's move"
        assert given == Hint(given.action, explain(game_id, view, given.action))


@pytest.mark.parametrize("game_id", [g for g in GAMES if bots.strong_bot(g) is not None])
def test_two_states_that_look_the_same_to_the_seat_give_the_same_hint(game_id: str) -> None:
    """The other hands dealt again (the strong level's sampler): where the seat's view is unchanged, so
    is the hint; the hint never depends on a card the seat cannot see."""
    rules, hooks = registry.get(game_id), bots.strong_bot(game_id)
    assert hooks is not None
    rng = random.Random(3)
    for state, view in positions(rules, 2, seed=5):
        seat = view["seat"]
        twins = (hooks.sample_state(rules, view, rng) for _ in range(SAMPLES))
        twin = next(
            (t for t in twins if rules.view(t, seat) == view and rules.dump(t) != rules.dump(state)), None
        )
        if twin is None:
            continue
        assert hint(game_id, rules.view(twin, seat), 4, 9) == hint(game_id, view, 4, 9)
        return
    pytest.fail("no other state with the same view was found")
