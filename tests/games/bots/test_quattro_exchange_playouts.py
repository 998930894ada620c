"""Quattro Exchange, the expert's playout policy (``games.bots.quattro_exchange.playouts``, issue 39):
casual's rules, but a stop costs something. Stopping hands the other player the rest of the phase, so
the expert keeps exchanging while the best exchange is expected to lose at most a few points. The last
tests check who plays the policy, that it ranks exactly the legal actions, and that it reads the seat's
view only.
"""

from __future__ import annotations

import random

import pytest

import games.quattro_exchange as qe
from games import bots, registry
from games.bots.expert import expert_hooks
from games.bots.quattro_exchange.casual import exchange_values, value
from games.bots.quattro_exchange.casual import ranked as casual_ranked
from games.bots.quattro_exchange.playouts import STOP_PENALTY, expert_ranked
from tests.games.quattro_exchange.scenarios import MASTER, kept, opened

GAME = "quattro-exchange"  # this file tests that game's bot package
# Seat 0 opens H6 and holds S4 D4 H5: 19 points, no Quattro. No virtual player is expected to hand over
# a card that beats keeping them; the best exchange (the S4 to V3) is expected to leave 18.75.
NEAR_EVEN = (
    "H6 S4 D4 H5",
    "S6 C5 H4 D3",
    "S5 D2 C1",
    "K0 H3 D5",
    "C6 S3 H1",
    "D6 S2 C2",
    "H2 C4 S1",
    "K0 D1 C3",
)


def first_exchange(hands: tuple[str, ...], open0: str, open1: str) -> dict:
    state = opened(kept(hands), open0, open1)
    assert list(qe.to_act(state)) == [0]
    return qe.view(state, 0)


def test_an_exchange_expected_to_cost_less_than_the_stop_penalty_is_made_where_casual_stops() -> None:
    view = first_exchange(NEAR_EVEN, "H6", "S6")
    assert value([*view["opens"][0], *view["hand"]]) == 19
    best, action = next(item for item in exchange_values(view, random.Random(0)) if item[1] != "stop")
    assert action == "exchange:3:S4" and 19 - STOP_PENALTY < best < 19  # a small expected loss
    assert casual_ranked(view, random.Random(0))[0] == "stop"
    assert expert_ranked(view, random.Random(0))[0] == "exchange:3:S4"


def test_a_quattro_that_every_exchange_would_likely_break_is_kept_by_stopping() -> None:
    view = first_exchange(MASTER, "S6", "H6")  # seat 0: S6 open, D5 H4 C3 hidden: a Quattro, 118
    assert value([*view["opens"][0], *view["hand"]]) == 118
    assert expert_ranked(view, random.Random(0))[0] == "stop"
    assert casual_ranked(view, random.Random(0))[0] == "stop"


def test_outside_the_exchange_phases_it_plays_as_casual() -> None:
    rules = registry.get(GAME)
    state = rules.new_game(players=2, seed=7, options=rules.Options())
    while seats := rules.to_act(state):
        view = rules.view(state, seats[0])
        if view["phase"] != "exchange":
            assert expert_ranked(view, random.Random(3)) == casual_ranked(view, random.Random(3))
        state, _ = rules.apply(state, seats[0], expert_ranked(view, random.Random(3))[0])


@pytest.mark.parametrize("switched_on", [True, False])
def test_only_the_experts_search_plays_it_when_its_package_says_so(switched_on: bool, monkeypatch) -> None:
    """Casual and strong keep casual's rules (the ladder's other rungs); the expert's playouts and
    candidates follow the package's ``EXPERT_PLAYOUTS``."""
    monkeypatch.setattr(bots.game_bot(GAME), "EXPERT_PLAYOUTS", switched_on)
    view = first_exchange(NEAR_EVEN, "H6", "S6")
    strong = bots.strong_bot(GAME)
    assert strong.casual(view, random.Random(0)) == "stop"
    assert strong.ranked(view, random.Random(0))[0] == "stop"
    expert = expert_hooks(strong)
    wanted = "exchange:3:S4" if switched_on else "stop"
    assert expert.casual(view, random.Random(0)) == wanted
    assert expert.ranked(view, random.Random(0))[0] == wanted
    assert expert_hooks(strong, own_playouts=True).casual(view, random.Random(0)) == "exchange:3:S4"


def test_it_ranks_exactly_the_legal_actions_the_same_way_for_the_same_view() -> None:
    rules = registry.get(GAME)
    sampler = bots.strong_bot(GAME)
    for seed in (3, 4, 5):
        state = rules.new_game(players=2, seed=seed, options=rules.Options())
        while seats := rules.to_act(state):
            view = rules.view(state, seats[0])
            order = expert_ranked(view, random.Random(1))
            assert sorted(order) == sorted(view["legal"])
            # another deal of the hidden cards showing the seat the same view: the same order
            other = sampler.sample_state(rules, view, random.Random(seed))
            assert expert_ranked(rules.view(other, seats[0]), random.Random(1)) == order
            state, _ = rules.apply(state, seats[0], order[0])
