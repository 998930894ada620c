"""The strong level's playouts read a seat's view lazily (``games.lazyview``): every key they read must hold
exactly what the plain view holds, or the casual policy inside a playout would decide differently."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import bots, registry
from games.lazyview import LazyView

MAX_STEPS = 400  # long enough to cross a round's end in every game


def lazy_games() -> list[str]:
    return [game for game in bots.games() if callable(getattr(bots.game_bot(game), "playout_view", None))]


LAZY = lazy_games()


def test_some_games_give_their_playouts_a_lazy_view() -> None:
    assert LAZY


@pytest.mark.parametrize("game", LAZY)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), extra_players=st.integers(0, 3), first_read=st.integers(0, 40))
def test_the_lazy_view_equals_the_plain_view_over_a_random_playout(
    game: str, seed: int, extra_players: int, first_read: int
) -> None:
    rules = registry.get(game)
    playout_view = bots.game_bot(game).playout_view
    players = min(rules.max_players, rules.min_players + extra_players)
    rng = random.Random(seed)
    state = rules.new_game(players=players, seed=seed, options=rules.Options())
    for _ in range(MAX_STEPS):
        seats = rules.to_act(state)
        if not seats:
            break
        seat = rng.choice(seats)
        plain = rules.view(state, seat)
        lazy = playout_view(state, seat)
        keys = list(plain)
        some = keys[first_read % len(keys)]  # one key read first, as a policy would, then all of them
        assert lazy[some] == plain[some]
        assert list(lazy) == keys
        assert dict(lazy) == plain
        state, _ = rules.apply(state, seat, rng.choice(plain["legal"]))


def test_a_lazy_view_computes_a_key_once_and_keeps_what_the_reader_did_to_it() -> None:
    calls: list[str] = []

    def hand(state: object, seat: object) -> list[str]:
        calls.append("hand")
        return ["R1", "B2"]

    lazy = LazyView({"hand": hand, "seat": lambda state, seat: seat}, None, 2)
    assert "hand" in lazy and "legal" not in lazy and len(lazy) == 2
    assert calls == []
    lazy["hand"].pop()
    assert lazy["hand"] == ["R1"] and calls == ["hand"]
    assert lazy.get("legal") is None and lazy["seat"] == 2
    with pytest.raises(KeyError):
        lazy["legal"]
