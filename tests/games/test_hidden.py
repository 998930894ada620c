"""The hidden-places declaration (``games.hidden``) and the shared sampler's deal of it
(``games.bots.determinize``): every unseen card lands in exactly one place, the sizes are kept, and a
suit a seat failed to follow never reaches its hand."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.bots.base import deal_constrained
from games.hidden import Hidden, trick_voids, unseen

DECK = tuple(f"{suit}{rank}" for suit in "RB" for rank in range(1, 7))


def test_the_unseen_cards_are_the_deck_without_the_seen_ones_copies_counted() -> None:
    assert unseen(("K0", "K0", "R1"), ["K0"]) == ("K0", "R1")
    assert set(unseen(DECK, ["R1", "B6"])) == set(DECK) - {"R1", "B6"}


def test_places_must_hold_exactly_the_unseen_cards() -> None:
    with pytest.raises(ValueError):
        Hidden(("R1", "R2"), {1: 1})
    with pytest.raises(ValueError):
        Hidden(("R1",), {1: 2, "out": -1})


def test_a_seat_that_did_not_follow_is_void_in_the_led_suit() -> None:
    view = {"players": 3, "trick": [[1, "B2"], [2, "R3"]], "last_trick": {"cards": [[0, "R1"], [1, "B4"]]}}
    assert trick_voids(view, lambda card: card[0]) == {0: set(), 1: {"R"}, 2: {"B"}}


def test_the_deal_keeps_sizes_and_voids() -> None:
    view = {"players": 3, "trick": [[0, "R6"], [1, "B1"]], "last_trick": None}
    voids = trick_voids(view, lambda card: card[0])
    cards = unseen(DECK, ["R6", "B1", "R1", "R2"])  # seat 2 holds R1 R2; seat 1 has no red left
    hidden = Hidden(cards, {0: 3, 1: 3, "out": 2}, lambda p, c: p == "out" or c[0] not in voids[p])
    for seed in range(50):
        deal = deal_constrained(random.Random(seed), list(hidden.cards), dict(hidden.places), hidden.allowed)
        assert {place: len(got) for place, got in deal.items()} == dict(hidden.places)
        assert Counter(c for got in deal.values() for c in got) == Counter(cards)
        assert not any(card.startswith("R") for card in deal[1])
