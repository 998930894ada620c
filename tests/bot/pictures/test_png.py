"""Every picture is a valid PNG within Discord's comfort: at most 1000 px wide and 60 KB, and it records
the card codes it shows."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.pictures import cards_in_png, hand_picture, table_picture
from bot.pictures.paint import MAX_WIDTH
from games import registry
from tests.bot.pictures.playouts import seat_views, states, table_sizes

MAX_BYTES = 60_000
EVERY = 4


@pytest.mark.parametrize("game_id", registry.ids())
def test_pictures_are_valid_pngs_within_the_size_bound(game_id: str) -> None:
    rules = registry.get(game_id)
    for players in table_sizes(game_id):
        for state in states(game_id, players, seed=11, every=EVERY):
            pictures = [hand_picture(game_id, v) for v in seat_views(game_id, state)]
            pictures.append(table_picture(game_id, rules.view(state, None)))
            for picture in pictures:
                assert picture.png.startswith(b"\x89PNG\r\n\x1a\n")
                with Image.open(io.BytesIO(picture.png)) as image:
                    image.verify()
                with Image.open(io.BytesIO(picture.png)) as image:
                    assert image.width <= MAX_WIDTH
                assert len(picture.png) <= MAX_BYTES
                assert cards_in_png(picture.png) == list(picture.cards)


def test_a_picture_of_no_card_records_none() -> None:
    game_id = registry.ids()[0]
    picture = hand_picture(game_id, {"game": game_id, "hand": [], "legal": []})
    assert cards_in_png(picture.png) == []


def test_an_unknown_card_code_is_drawn_rather_than_crashing() -> None:
    for game_id in registry.ids():
        picture = hand_picture(game_id, {"game": game_id, "hand": ["??"], "legal": []})
        assert cards_in_png(picture.png) == ["??"]
