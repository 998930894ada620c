"""Quattro Trick-Taking, the expert level's inference: a deal in which the casual policy would have played
the cards the other seats put into the current trick weighs 1; a deal where a seat would have played
another card weighs less; weighed by inference, the deals the search plays out follow the observed plays
more than the plain sampler's do.
"""

from __future__ import annotations

import random

import games.quattro_tricks as qt
from games import bots
from games.bots.expert import expert_hooks, weighted_deal
from games.bots.quattro_tricks.inference import MISMATCH, likelihood
from tests.games.bots.test_bots import play_casual

PLAYERS = 4
DRAWS = 25  # sampled deals per position (enough for a few hundred deals in all, under 2 s)


def positions() -> list[tuple[object, int, dict]]:
    """(state, seat, view) of decisions with cards of other seats in the current trick, casual self-play."""
    found: list[tuple[object, int, dict]] = []

    def visit(_rules: object, state: object, seat: int, view: dict) -> None:
        if view["phase"] == "playing" and len(view["trick"]) >= 2 and len(view["legal"]) > 1:
            found.append((state, seat, view))

    play_casual(qt.id, PLAYERS, 2, {}, visit)
    return found[::5]


def test_the_true_deal_of_casual_players_explains_every_observed_play() -> None:
    points = positions()
    assert points
    for state, _seat, view in points:
        assert likelihood(qt, view, state) == 1.0


def test_a_deal_where_a_seat_would_have_played_otherwise_weighs_less() -> None:
    strong = bots.strong_bot(qt.id)
    lighter = 0
    for _state, seat, view in positions():
        for k in range(DRAWS):
            deal = strong.sample_state(qt, view, random.Random(k))
            weight = likelihood(qt, view, deal)
            others = sum(1 for s, _ in view["trick"] if s != seat)
            assert weight in {MISMATCH**m for m in range(others + 1)}
            lighter += weight < 1.0
    assert lighter > 0, "some uniform deals contradict the observed plays"


def test_weighed_deals_follow_the_observed_plays_more_than_plain_ones() -> None:
    """The search counts each deal's playouts at the deal's weight: the deals that explain the trick in
    play count for more than their share of the plain sampler's deals."""
    strong = bots.strong_bot(qt.id)
    inferring = expert_hooks(strong)
    plain = weighed = total_weight = 0.0
    deals = 0
    for _state, _seat, view in positions():
        for k in range(DRAWS):
            deal, weight = weighted_deal(inferring, qt, view, random.Random(k))
            assert qt.view(deal, view["seat"]) == view
            assert weight == likelihood(qt, view, deal)
            follows = likelihood(qt, view, deal) == 1.0
            plain += follows
            weighed += weight * follows
            total_weight += weight
            deals += 1
    assert weighed / total_weight > plain / deals
