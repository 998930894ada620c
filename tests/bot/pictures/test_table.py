"""The table picture shows public cards only: every card it draws is named by the public view, and none
is a card some seat holds (unless another copy of that code lies open) — for every game, along real
random playouts. Players' names label the seats: a hostile name changes only its own label's slot and
keeps the picture within its size bound."""

from __future__ import annotations

import io
from collections import Counter
from typing import Any

import pytest
from PIL import Image, ImageChops

from bot.pictures import cards_in_png, compose, games, table_picture
from bot.pictures.paint import CARD_H, CARD_W, MAX_WIDTH
from games import registry
from tests.bot.pictures.playouts import seat_views, states, table_sizes
from tests.bot.pictures.test_png import MAX_BYTES

SEEDS = (1, 2, 3)
EVERY = 3
EVERY_SIZE = 4


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


HOSTILE_NAMES = (
    "W" * 120,
    "가" * 40,
    "Z\u0334\u0321\u031b\u0353a\u0338\u0322l\u0335g\u0336o\u0337" * 6,
    "🎲" * 30 + " Ann",
    "\u202e" + "evil" * 20 + "\u200b",
)


def _rgb(png: bytes) -> Image.Image:
    with Image.open(io.BytesIO(png)) as image:
        return image.convert("RGB")


def _mid_play(game_id: str) -> dict[str, Any]:
    rules = registry.get(game_id)
    return rules.view(list(states(game_id, rules.max_players, 5, every=1))[rules.max_players * 3], None)


@pytest.mark.parametrize("game_id", registry.ids())
def test_a_hostile_name_changes_only_its_own_label_slot(game_id: str) -> None:
    look = games.look(game_id)
    public = _mid_play(game_id)
    plain = _rgb(table_picture(game_id, public).png)
    for seat in range(public["players"]):
        for hostile in HOSTILE_NAMES:
            names = [""] * public["players"]
            names[seat] = hostile
            named = table_picture(game_id, public, names)
            drawn = _rgb(named.png)
            assert drawn.size == plain.size and named.cards == table_picture(game_id, public).cards
            changed = ImageChops.difference(drawn, plain).getbbox()
            if not hasattr(look, "NAME_SLOT_W"):  # a table that labels no seat
                assert changed is None
                continue
            assert changed is not None, "the name is drawn"
            left, top, right, bottom = changed
            assert right - left <= look.NAME_SLOT_W and bottom - top <= look.NAME_SLOT_H, (seat, hostile)


@pytest.mark.parametrize("game_id", registry.ids())
def test_tables_with_hostile_names_stay_within_the_size_bound(game_id: str) -> None:
    rules = registry.get(game_id)
    for players in table_sizes(game_id):
        names = [HOSTILE_NAMES[seat % len(HOSTILE_NAMES)] for seat in range(players)]
        for state in states(game_id, players, seed=11, every=EVERY_SIZE):
            public = rules.view(state, None)
            picture = table_picture(game_id, public, names)
            assert len(picture.png) <= MAX_BYTES
            with Image.open(io.BytesIO(picture.png)) as image:
                assert image.width <= MAX_WIDTH
                assert image.size == _rgb(table_picture(game_id, public).png).size


@pytest.mark.parametrize("players", range(2, compose.MAX_TRICK_SEATS + 1))
def test_every_seat_of_a_trick_has_its_own_place_on_the_felt(players: int) -> None:
    """Up to six seats, no seat's card (with its label under it) lies on another's, and all stay inside
    the trick block."""
    boxes = [(x, y, x + CARD_W, y + CARD_H + compose.SEAT_LABEL_H) for x, y in compose._places(players)]
    assert len(boxes) == players
    assert all(x1 <= compose.TRICK_W and y1 <= compose.TRICK_H for _x, _y, x1, y1 in boxes)
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
