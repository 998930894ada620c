"""Card faces: a game describes a card (``Face``), this module paints it once and caches the image.

Every face shows its value in the corner and big, and the suit's letter (on a disc of its colour) or its
shape, so colour never carries meaning alone (colour-blind players read the letter or the shape), all at
sizes a phone shows legibly (docs/pictures.md#phones). A face draws no word of any language; it is still
cached per language, so a game whose face did would stay right. Each face lists what it draws to be read
(``card_inks``), for the pictures' record.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.i18n import current
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
    colour: RGB  # the suit's colour: corner disc, symbol and band
    mark: str = ""  # the corner letter: "R", "I" (the card code's own letter)
    symbol: Symbol | None = None  # the suit's shape (in the corner when there is no letter)
    ink: RGB | None = None  # the value's colour when the suit colour is too light to read on paper
    title: str = ""  # a short word under the value, the same in every language (Quatorze: "QU")
    paper: RGB = PAPER
    band_ink: RGB = (255, 255, 255)  # the letter's colour on its disc


# Where things lie on a card, in card pixels (72 x 104). The corner index (value left, letter or shape
# right) is all a card covered by the next one in a column shows: CASCADE_MIN pixels of it.
INDEX_TOP = 3
INDEX_MID = 16  # the letter's disc and the corner shape are centred on this line
DISC_R = 13
CENTRE_Y = 49  # the big value
UNDER_Y = 78  # the shape or title under it
BAND_H = 14  # the colour's band along the bottom
BIG = 36  # the big value's largest size
CASCADE_MIN = 31  # a covered card shows at least this much of its top: its whole index


@dataclass(frozen=True, slots=True)
class Painted:
    image: Image.Image
    inks: tuple[paint.Ink, ...]  # in card pixels, card ""


def _ink(kind: str, text: str, px: float, box: tuple[float, float, float, float]) -> paint.Ink:
    left, top, right, bottom = (round(v / SCALE) for v in box)
    return paint.Ink(kind, text, px, (left, top, right, bottom))


def _text(
    draw: ImageDraw.ImageDraw,
    kind: str,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    anchor: str,
) -> paint.Ink:
    """``text`` at ``size`` card pixels (drawn at ``SCALE``), anchored at ``xy`` in card pixels."""
    at = (xy[0] * SCALE, xy[1] * SCALE)
    draw.text(at, text, font=paint.font(size * SCALE), fill=fill, anchor=anchor)
    return _ink(kind, text, size, draw.textbbox(at, text, font=paint.font(size * SCALE), anchor=anchor))


def _shape(
    draw: ImageDraw.ImageDraw, symbol: Symbol, x: float, y: float, side: int, colour: RGB
) -> paint.Ink:
    s = SCALE
    symbol(draw, x * s, y * s, side * s, colour)
    half = side / 2
    box = (round(x - half), round(y - half), round(x + half), round(y + half))
    return paint.Ink(paint.SYMBOL, symbol.__name__, side, box)


def _paint(face: Face) -> Painted:
    """A face, drawn for a phone: a corner index at ``INDEX_SIZE`` (the value, and the colour's letter on
    a disc of its colour, or the suit's shape), the value big in the middle with the shape or the title
    under it, and a band of the colour. No word of any language: on a card 40 px wide on a phone a colour's
    name would be unreadably small, and the letter and the shape already say it."""
    image, draw = paint.blank(fill=face.paper)
    s = SCALE
    w, h = CARD_W, CARD_H
    ink = face.ink or face.colour
    size = paint.INDEX_SIZE
    band_top = h - BAND_H
    right, bottom = w * s - 1 - s, h * s - 1 - s
    draw.rounded_rectangle((s, band_top * s, right, bottom), (paint.RADIUS - 1) * s, fill=face.colour)
    draw.rectangle((s, band_top * s, right, (band_top + paint.RADIUS // 2) * s), fill=face.colour)
    inks: list[paint.Ink] = []
    if face.value:
        inks.append(_text(draw, paint.VALUE, (6, INDEX_TOP), face.value, size, ink, "la"))
    cx = w - DISC_R - 3
    if face.mark:
        r = DISC_R * s
        y = INDEX_MID * s
        draw.ellipse((cx * s - r, y - r, cx * s + r, y + r), fill=face.colour, outline=paint.OUTLINE, width=s)
        inks.append(_text(draw, paint.MARK, (cx, INDEX_MID + 0.5), face.mark, size, face.band_ink, "mm"))
    elif face.symbol:  # the suit in the corner: a card half covered still says what it is
        inks.append(_shape(draw, face.symbol, cx, INDEX_MID, size, face.colour))
    if face.value:
        big = paint.fit_size(face.value, BIG, w - 14)
        inks.append(_text(draw, paint.VALUE, (w / 2, CENTRE_Y), face.value, big, ink, "mm"))
        if face.title:
            inks.append(_text(draw, paint.TITLE, (w / 2, UNDER_Y), face.title, size, INK, "mm"))
        elif face.symbol:
            inks.append(_shape(draw, face.symbol, w / 2, UNDER_Y, size, face.colour))
    elif face.symbol:  # no number (the butterfly): the shape fills the face
        inks.append(_shape(draw, face.symbol, w / 2, (band_top + 2) / 2 + 8, 44, face.colour))
    return Painted(paint.finish(image), tuple(inks))


def card_image(game_id: str, code: str, state: str = NORMAL) -> Image.Image:
    """The face of ``code`` in ``game_id`` (``state`` NORMAL or DIM) with its words in the current
    language, painted once per process and language."""
    return _card_image(game_id, code, state, current())


@lru_cache(maxsize=1024)
def _card_image(game_id: str, code: str, state: str, language: str) -> Image.Image:
    """``language`` is the one in force (the faces' words read it): here it only keys the cache."""
    if state == DIM:
        return paint.dimmed(card_image(game_id, code, NORMAL))
    return _painted(game_id, code, language).image


def card_inks(game_id: str, code: str) -> tuple[paint.Ink, ...]:
    """What ``code``'s face draws to be read (``paint.Ink``), in card pixels: the same bright or faded."""
    return _painted(game_id, code, current()).inks


@lru_cache(maxsize=1024)
def _painted(game_id: str, code: str, language: str) -> Painted:
    from bot.pictures.games import look

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


def unknown() -> Face:
    """A card the game's look does not know: a grey "?"."""
    return Face(value="?", colour=paint.UNKNOWN_GREY)


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
