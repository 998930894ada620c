"""The table picture shows public cards only: every card it draws is named by the public view, and none
is a card some seat holds (unless another copy of that code lies open) — for every game, along real
random playouts."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from bot.pictures import cards_in_png, table_picture
from games import registry
from tests.bot.pictures.playouts import seat_views, states, table_sizes

SEEDS = (1, 2, 3)
EVERY = 3


def strings(value: Any) -> list[str]:
    """Every string in a view, nested lists and objects included (keys too), with repeats."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (*strings(k), *strings(v))]
    if isinstance(value, list | tuple):
        return [s for item in value for s in strings(item)]
    return []


@pytest.mark.parametrize("game_id", registry.ids())
def test_the_table_picture_shows_only_public_cards(game_id: str) -> None:
    rules = registry.get(game_id)
    drawn_any = False
    for players in table_sizes(game_id):
        for seed in SEEDS:
            for state in states(game_id, players, seed, every=EVERY):
                public = rules.view(state, None)
                drawn = Counter(cards_in_png(table_picture(game_id, public).png))
                named = Counter(strings(public))
                assert not drawn - named, "drawn but not in the public view"
                held = Counter(c for view in seat_views(game_id, state) for c in view["hand"])
                for code in drawn.keys() & held.keys():
                    # a code both drawn and held is only fine when its drawn copies lie open elsewhere
                    assert named[code] + held[code] > 1 and drawn[code] <= named[code], code
                drawn_any = drawn_any or bool(drawn)
    assert drawn_any


@pytest.mark.parametrize("game_id", registry.ids())
def test_names_label_the_seats_and_change_no_card(game_id: str) -> None:
    rules = registry.get(game_id)
    state = list(states(game_id, rules.max_players, 5, every=1))[rules.max_players * 3]
    public = rules.view(state, None)
    plain = table_picture(game_id, public)
    named = table_picture(game_id, public, names=[f"Player {i}" for i in range(rules.max_players)])
    assert named.cards == plain.cards


@pytest.mark.parametrize("game_id", registry.ids())
def test_a_seat_view_given_by_mistake_still_shows_only_the_public_table(game_id: str) -> None:
    rules = registry.get(game_id)
    for state in states(game_id, rules.max_players, seed=4, every=7):
        public = table_picture(game_id, rules.view(state, None)).cards
        for view in seat_views(game_id, state):
            assert table_picture(game_id, view).cards == public
