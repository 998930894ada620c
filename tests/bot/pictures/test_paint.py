"""Drawing shortcuts draw the very pixels of the Pillow calls they stand for (issue 41: a label is
rendered once, without a separate measuring pass; a tile is pasted without ``Image.paste``'s checks)."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from bot.pictures import faces, paint
from bot.pictures.compose import LABEL_SIZE
from games import registry

# Words as seat labels show them: plain, with a separator, accents, Hangul, a lone glyph, a space.
WORDS = ("Alice", "t17-2 · led · won", "Zoë Łukasz", "김민준 · won", "V1", "j", " ")
COLOURS = (paint.FELT_TEXT, paint.GOLD, paint.TURN)


def _reference_label(text: str, size: int, fill: paint.RGB, anchor: str) -> tuple[bytes, tuple[int, int]]:
    """The label as ``ImageDraw.text`` draws it on a tile the size of its box (the way it was drawn)."""
    left, top, right, bottom = paint.font(size).getbbox(text, anchor=anchor)
    tile = Image.new("RGBA", (max(right - left, 1), max(bottom - top, 1)), (0, 0, 0, 0))
    ImageDraw.Draw(tile).text((-left, -top), text, font=paint.font(size), fill=fill, anchor=anchor)
    return tile.tobytes(), (int(left), int(top))


@pytest.mark.parametrize("anchor", ["la", "ma", "mm", "lm"])
@pytest.mark.parametrize("size", [LABEL_SIZE, paint.INDEX_SIZE])
def test_a_label_is_the_same_pixels_as_pillow_draws_the_text(size: int, anchor: str) -> None:
    for text in WORDS:
        for fill in COLOURS:
            tile, left, top = paint._text(text, size, fill, anchor)
            assert (tile.tobytes(), (left, top)) == _reference_label(text, size, fill, anchor), text


def test_a_tile_put_on_a_picture_is_the_same_pixels_as_pasted() -> None:
    rules = registry.all()[0]  # any game: the first registered one, a card of a real deal
    game_id, code = rules.id, rules.view(rules.new_game(rules.min_players, 0), 0)["hand"][0]
    face = faces.card_image(game_id, code)
    pasted, put = paint.felt(200, 160), paint.felt(200, 160)
    for xy in ((10, 10), (150, 100), (-5, 40)):  # the last two reach past the edge: clipped alike
        pasted.paste(face, xy, face)
        paint.over(put, face, xy)
    assert put.tobytes() == pasted.tobytes()
    tile = faces.card_tile(game_id, code)
    pasted_p = paint.felt_on((), 200, 160)
    put_p = paint.felt_on((), 200, 160)
    pasted_p.paste(tile, (20, 30))
    paint.put(put_p, tile, (20, 30))
    assert put_p.tobytes() == pasted_p.tobytes()
