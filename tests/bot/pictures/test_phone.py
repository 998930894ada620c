"""Every picture reads on a phone (docs/pictures.md#phones): a 380-px phone shows an embed's image 290 px
wide, a wider picture shrunk to fit. Whatever a picture draws to be read (a word, a card's value, its
letter or its shape: ``Picture.inks``) is at least 11 px as shown there, and a hand fits the screen: wide,
not tall. For every registered game, its table and every seat's hand along real random playouts, and the
golden cases.
"""

from __future__ import annotations

import io
from functools import cache
from typing import Any

import pytest
from PIL import Image

from bot.pictures import Picture, compose, hand_picture, table_picture
from bot.pictures.paint import PHONE_MIN_PX, PHONE_WIDTH, READ
from games import registry
from tests.bot.pictures.playouts import seat_views, states, table_sizes
from tests.bot.pictures.regenerate import cases

pytestmark = pytest.mark.usefixtures("recorded_inks")  # these tests read ``Picture.inks``

golden = cache(cases)

SEEDS = (1, 2)
EVERY = 6
# A hand as a phone shows it is at most this tall: a 380 x 800 screen keeps room for the hand's title,
# what it must do and its buttons (about 500 px under the picture).
HAND_SHOWN_HEIGHT = 300
# A hand of two cards or more is at least this much wider than tall (two cards side by side are 1.36).
HAND_ASPECT = 4 / 3
NAMES = ("Alexandra the Great", "김민준", "", "Zoë Ødegård", "W" * 40, "Ann")


def shown(width: int) -> float:
    """How much a phone shrinks a picture ``width`` pixels wide."""
    return min(1.0, PHONE_WIDTH / width)


def size(picture: Picture) -> tuple[int, int]:
    with Image.open(io.BytesIO(picture.png)) as image:
        return image.size


def smallest(picture: Picture) -> float:
    """The smallest thing the picture draws to be read, in the picture's pixels (inf: nothing)."""
    return min((ink.px for ink in picture.inks if ink.kind in READ), default=float("inf"))


def smallest_shown(picture: Picture) -> float:
    return smallest(picture) * shown(size(picture)[0])


def _states(game_id: str) -> list[Any]:
    return [
        state
        for players in table_sizes(game_id)
        for seed in SEEDS
        for state in states(game_id, players, seed, every=EVERY)
    ]


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_table_reads_on_a_phone(game_id: str) -> None:
    rules = registry.get(game_id)
    for state in _states(game_id):
        public = rules.view(state, None)
        for names in (None, NAMES[: public["players"]]):
            picture = table_picture(game_id, public, names)
            assert smallest_shown(picture) >= PHONE_MIN_PX, (size(picture), smallest(picture))


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_hand_reads_on_a_phone_and_fits_its_screen(game_id: str) -> None:
    drawn = 0
    for state in _states(game_id):
        for view in seat_views(game_id, state):
            picture = hand_picture(game_id, view)
            width, height = size(picture)
            assert smallest_shown(picture) >= PHONE_MIN_PX, (len(view["hand"]), width, smallest(picture))
            assert height * shown(width) <= HAND_SHOWN_HEIGHT, (len(view["hand"]), width, height)
            if len(view["hand"]) >= 2:
                assert width >= HAND_ASPECT * height, (len(view["hand"]), width, height)
            drawn += bool(view["hand"])
    assert drawn > 0


@pytest.mark.parametrize("name", sorted(cases()))
def test_the_golden_pictures_read_on_a_phone(name: str) -> None:
    picture = golden()[name]
    assert picture.inks, "it draws something to be read"
    assert smallest_shown(picture) >= PHONE_MIN_PX


def test_the_measure_sees_text_too_small_for_a_phone() -> None:
    """The check can fail: a word drawn at 13 px on a picture 600 px wide shows 6.3 px on a phone."""
    canvas = compose.Canvas(registry.ids()[0], 600, 100)
    canvas.text(10, 10, "Round 2 of 4", 13)
    picture = canvas.picture("table.png")
    assert smallest(picture) == 13
    assert smallest_shown(picture) < PHONE_MIN_PX
