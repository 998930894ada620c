"""Card faces: a game describes a card (``Face``), this module paints it once and caches the image.

Every face shows a big value, the suit's symbol or letter, and its colour's name on a coloured band, so
colour never carries meaning alone (colour-blind players read the letter, the shape or the word). The
words (the band's colour name, Quatorze's type name) are in the language in force when the face is
painted (``bot.i18n.language``), so a face is cached per language too.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.i18n import N_, _, current
from bot.pictures import paint
from bot.pictures.paint import CARD_H, CARD_W, INK, PAPER, RGB, SCALE
from bot.pictures.symbols import Symbol

NORMAL, DIM = "normal", "dim"
BACK_RED: RGB = (128, 30, 40)
BACK_LINE: RGB = (176, 70, 76)
BACK_FRAME: RGB = (236, 220, 200)


@dataclass(frozen=True, slots=True)
class Face:
    value: str  # the big text: "12", "0"; "" for a card without a number (the butterfly)
    colour: RGB  # the suit's colour: symbol and band
    caption: str  # the band's word: "red", "autumn", "violet"
    mark: str = ""  # the corner letter: "R", "I"
    symbol: Symbol | None = None
    ink: RGB | None = None  # the value's colour when the suit colour is too light to read on paper
    title: str = ""  # a line under the value (Quatorze: the type's name)
    paper: RGB = PAPER
    band_ink: RGB = (255, 255, 255)


def _paint(face: Face) -> Image.Image:
    image, draw = paint.blank(fill=face.paper)
    s = SCALE
    w, h = CARD_W * s, CARD_H * s
    ink = face.ink or face.colour
    band_top = h - 19 * s
    draw.rounded_rectangle((s, band_top, w - 1 - s, h - 1 - s), (paint.RADIUS - 1) * s, fill=face.colour)
    draw.rectangle((s, band_top, w - 1 - s, band_top + paint.RADIUS * s), fill=face.colour)
    size = paint.fit_size(face.caption, 11, CARD_W - 10) * s
    draw.text(
        (w / 2, band_top + 9.5 * s), face.caption, font=paint.font(size), fill=face.band_ink, anchor="mm"
    )
    corner = f"{face.value}" if face.value else ""
    if corner:
        draw.text((7 * s, 5 * s), corner, font=paint.font(13 * s), fill=ink, anchor="la")
    if face.mark:
        _mark(draw, w - 12 * s, 12 * s, face)
    elif face.symbol:  # the suit in the corner too: a card half covered still says what it is
        face.symbol(draw, w - 12 * s, 12 * s, 13 * s, face.colour)
    centre_y = 36 * s if face.symbol else 44 * s
    if face.value:
        size = paint.fit_size(face.value, 36, CARD_W - 18) * s
        draw.text((w / 2, centre_y), face.value, font=paint.font(size), fill=ink, anchor="mm")
    if face.symbol:
        big = not face.value
        face.symbol(draw, w / 2, (44 if big else 64) * s, (40 if big else 20) * s, face.colour)
    if face.title:
        size = paint.fit_size(face.title, 10, CARD_W - 8) * s
        draw.text((w / 2, 65 * s), face.title, font=paint.font(size), fill=INK, anchor="mm")
    return paint.finish(image)


def _mark(draw: ImageDraw.ImageDraw, x: float, y: float, face: Face) -> None:
    """The corner letter in a small disc of the card's colour."""
    r = 8 * SCALE
    draw.ellipse((x - r, y - r, x + r, y + r), fill=face.colour, outline=paint.OUTLINE, width=SCALE)
    draw.text((x, y + SCALE * 0.5), face.mark, font=paint.font(11 * SCALE), fill=face.band_ink, anchor="mm")


def card_image(game_id: str, code: str, state: str = NORMAL) -> Image.Image:
    """The face of ``code`` in ``game_id`` (``state`` NORMAL or DIM) with its words in the current
    language, painted once per process and language."""
    return _card_image(game_id, code, state, current())


@lru_cache(maxsize=1024)
def _card_image(game_id: str, code: str, state: str, language: str) -> Image.Image:
    """``language`` is the one in force (the faces' words read it): here it only keys the cache."""
    from bot.pictures.games import look  # the per-game looks import this module's Face

    if state == DIM:
        return paint.dimmed(card_image(game_id, code, NORMAL))
    return _paint(look(game_id).face(code))


@lru_cache(maxsize=1)
def back() -> Image.Image:
    """A face-down card: a red back with a diamond lattice, the same for every game."""
    image, draw = paint.blank(fill=BACK_RED, border=paint.OUTLINE)
    s = SCALE
    w, h = CARD_W * s, CARD_H * s
    step = 12 * s
    for k in range(-h, w + h, step):
        draw.line([(k, 6 * s), (k + h, h + 6 * s)], fill=BACK_LINE, width=s)
        draw.line([(k, h - 6 * s), (k + h, -6 * s + 0)], fill=BACK_LINE, width=s)
    draw.rounded_rectangle((0, 0, w - 1, h - 1), paint.RADIUS * s, outline=paint.OUTLINE, width=2 * s)
    inner = (6 * s, 6 * s, w - 6 * s, h - 6 * s)
    draw.rounded_rectangle(inner, (paint.RADIUS - 4) * s, outline=BACK_FRAME, width=s)
    mask = Image.new("L", image.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, w - 1, h - 1), paint.RADIUS * s, fill=255)
    image.putalpha(mask)
    return paint.finish(image)


# i18n: the band of a card the picture does not know (a newer engine's), under a "?".
UNKNOWN_CAPTION = N_("card")


def unknown() -> Face:
    """A card the game's look does not know: a grey "?"."""
    return Face(value="?", colour=paint.UNKNOWN_GREY, caption=_(UNKNOWN_CAPTION))


def card_tile(game_id: str, code: str, state: str = NORMAL) -> Image.Image:
    """``card_image`` laid on the felt and mapped onto the game's palette: the very pixels a card on the
    felt becomes once its picture is mapped (mapping is per pixel), pasted as they are. Per language, as
    the face's words are."""
    return _card_tile(game_id, code, state, current())


@lru_cache(maxsize=1024)
def _card_tile(game_id: str, code: str, state: str, language: str) -> Image.Image:
    from bot.pictures.games import look

    face = card_image(game_id, code, state)
    tile = Image.new("RGB", face.size, paint.FELT)
    paint.over(tile, face, (0, 0))
    return tile.quantize(palette=paint.palette(look(game_id).PALETTE), dither=Image.Dither.NONE)
