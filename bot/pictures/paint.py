"""Shared drawing: the felt, a card's blank, fonts, labels and the dimmed look of a card you cannot play.

Faces are drawn at ``SCALE`` times their size and shrunk once (Pillow draws no anti-aliased shapes), then
cached, so the cost is paid once per card and process. All text is set in Noto Sans KR (Latin, Hangul,
Greek, Cyrillic: a player's name and, with issue 15, Korean text), a file shipped by the pinned
``pylopdf-fonts-ko`` package and laid out by FreeType alone (``Layout.BASIC``, no system library), so a
fresh machine draws the same picture with no system font and nothing downloaded.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache

import pylopdf_fonts_ko
from PIL import Image, ImageDraw, ImageFont

RGB = tuple[int, int, int]

CARD_W, CARD_H = 72, 104  # a card on screen, in pixels
SCALE = 3  # faces are drawn this many times larger, then shrunk: smooth edges
RADIUS = 9
GAP = 8  # between cards in a row
MARGIN = 16  # felt around everything
MAX_WIDTH = 1000  # Discord shows wider pictures shrunk; every picture stays within

# The phone budget (docs/pictures.md#phones). A 380-px phone shows an embed's image 290 px wide: a wider
# picture is shrunk by PHONE_WIDTH / width. What is drawn to be read (a word, a card's value or letter, a
# suit's shape) must be at least PHONE_MIN_PX tall as shown there, so a picture's smallest text sets its
# widest: PHONE_MIN_PX / PHONE_WIDTH * width <= its smallest text (measured: ``Ink``, tests/bot/pictures).
PHONE_WIDTH = 290
PHONE_MIN_PX = 11
INDEX_SIZE = 22  # a card's corner value and letter: legible in pictures up to 580 px wide
PHONE_MAX_WIDTH = INDEX_SIZE * PHONE_WIDTH // PHONE_MIN_PX  # 580: no card picture is wider

FELT: RGB = (31, 92, 62)
FELT_EDGE: RGB = (24, 74, 50)
FELT_TEXT: RGB = (232, 240, 232)
FELT_MUTED: RGB = (160, 196, 172)
GOLD: RGB = (242, 196, 64)
PAPER: RGB = (250, 247, 238)
INK: RGB = (40, 40, 44)
OUTLINE: RGB = (70, 70, 76)
UNKNOWN_GREY: RGB = (120, 120, 120)  # a code the picture does not know (a newer engine)
TURN: RGB = (150, 214, 255)  # the halo round the place of the seat whose turn it is
DIM_AMOUNT = 0.55  # how far a card you cannot play fades towards the felt


# What a picture draws to be read, by kind: VALUE (a card's number), MARK (its colour letter), SYMBOL (a
# suit's shape), TITLE (a word on a card), TEXT (a word on the felt), CARD (where a card lies: no text).
VALUE, MARK, SYMBOL, TITLE, TEXT, CARD = "value", "mark", "symbol", "title", "text", "card"
READ = (VALUE, MARK, SYMBOL, TITLE, TEXT)  # the kinds a player reads: each must be legible on a phone
SUIT_MARKS = (MARK, SYMBOL)  # what tells a card's suit without its colour


@dataclass(frozen=True, slots=True)
class Ink:
    """One thing a picture draws to be read, as drawn: ``px`` is its size in the picture's pixels (a
    font's size; a shape's side), ``box`` where it lies (left, top, right, bottom), ``card`` the code of
    the card it is on ("" on the felt). A picture drawn while ``recording_inks`` lists its inks
    (``Picture.inks``), so a test can measure what a phone shows without reading pixels."""

    kind: str
    text: str  # the words; a shape's name
    px: float
    box: tuple[int, int, int, int]
    card: str = ""

    def moved(self, dx: int, dy: int, card: str = "") -> Ink:
        left, top, right, bottom = self.box
        return Ink(self.kind, self.text, self.px, (left + dx, top + dy, right + dx, bottom + dy), card)


# Whether the pictures drawn now list their inks. Only the tests read them; a running bot draws without
# (at 100 tables the kept pictures' inks were ~11,500 objects, 0.8 MiB: issue 41). A context variable,
# so a worker thread drawing for a test (``asyncio.to_thread`` copies the context) records too.
_RECORDING_INKS: ContextVar[bool] = ContextVar("recording_inks", default=False)


@contextmanager
def recording_inks() -> Iterator[None]:
    """Within it, every picture drawn lists what it draws to be read (``Picture.inks``)."""
    token = _RECORDING_INKS.set(True)
    try:
        yield
    finally:
        _RECORDING_INKS.reset(token)


def records_inks() -> bool:
    return _RECORDING_INKS.get()


# Noto Sans KR (SIL Open Font License 1.1), as the font package ships it.
FONT_PATH = str(pylopdf_fonts_ko.sans_path())


@lru_cache(maxsize=64)
def font(size: int) -> ImageFont.FreeTypeFont:
    # BASIC layout: Pillow's Raqm layout depends on a system FriBiDi being present, which would make the
    # same name draw differently on two machines; names are stripped of bidi controls anyway.
    return ImageFont.truetype(FONT_PATH, size, layout_engine=ImageFont.Layout.BASIC)


def blank(fill: RGB = PAPER, border: RGB = OUTLINE) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A card at ``SCALE``: rounded, paper-coloured, thin dark outline, transparent corners."""
    w, h = CARD_W * SCALE, CARD_H * SCALE
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, w - 1, h - 1), RADIUS * SCALE, fill=fill, outline=border, width=SCALE * 2)
    return image, draw


def finish(image: Image.Image) -> Image.Image:
    return image.resize((CARD_W, CARD_H), Image.Resampling.LANCZOS)


def text_centred(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, fill: RGB) -> None:
    draw.text(xy, text, font=font(size), fill=fill, anchor="mm")


@lru_cache(maxsize=1024)
def fit_size(text: str, size: int, width: int) -> int:
    """The largest font size up to ``size`` at which ``text`` fits ``width`` pixels."""
    while size > 6 and font(size).getlength(text) > width:
        size -= 1
    return size


def dimmed(face: Image.Image) -> Image.Image:
    """A card you cannot play now: faded towards the felt, its shape (and alpha) unchanged."""
    felt = Image.new("RGBA", face.size, (*FELT, 255))
    faded = Image.blend(face, felt, DIM_AMOUNT)
    faded.putalpha(face.getchannel("A"))
    return faded


def glow(colour: RGB) -> Image.Image:
    """A rounded halo a little larger than a card: the card that won (or leads) stands out."""
    pad = 4
    image = Image.new("RGBA", (CARD_W + 2 * pad, CARD_H + 2 * pad), (0, 0, 0, 0))
    ImageDraw.Draw(image).rounded_rectangle(
        (0, 0, CARD_W + 2 * pad - 1, CARD_H + 2 * pad - 1), RADIUS + pad, fill=(*colour, 255)
    )
    return image


def slot(draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
    """Where a card is still to come: a faint outline on the felt."""
    draw.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), RADIUS, outline=FELT_MUTED, width=1)


@lru_cache(maxsize=32)
def _felt(width: int, height: int) -> Image.Image:
    # RGB, not RGBA: nothing is ever seen through the table, and an opaque canvas takes cards and labels
    # with one masked paste each (``over``) and goes to the palette without a conversion.
    image = Image.new("RGB", (width, height), FELT_EDGE)
    ImageDraw.Draw(image).rounded_rectangle(
        (3, 3, width - 4, height - 4), 14, fill=FELT, outline=FELT_MUTED, width=1
    )
    return image


def over(image: Image.Image, tile: Image.Image, xy: tuple[int, int]) -> None:
    """``tile`` (RGBA) laid over the opaque ``image`` at ``xy``: its alpha blends its edges (a card's
    rounded corners, a label's anti-aliasing) into what is below. ``Image.paste``'s own C paste, called
    directly (``put``)."""
    put(image, tile, xy, tile)


def put(image: Image.Image, tile: Image.Image, xy: tuple[int, int], mask: Image.Image | None = None) -> None:
    """``image.paste(tile, xy, mask)`` for what the pictures paste (a tile of ``image``'s mode, or RGBA
    onto RGB; images made in memory, nothing to load): the same C call without ``Image.paste``'s checks,
    which cost about as much as pasting a card (~8 pastes a picture, issue 41)."""
    x, y = xy
    box = (x, y, x + tile.size[0], y + tile.size[1])
    if mask is None:
        image.im.paste(tile.im, box)
    else:
        image.im.paste(tile.im, box, mask.im)


def felt(width: int, height: int) -> Image.Image:
    """The table: a green cloth with a darker rim (a copy: callers draw on it)."""
    return _felt(min(width, MAX_WIDTH), height).copy()


@lru_cache(maxsize=1024)
def text_width(text: str, size: int) -> int:
    return int(font(size).getlength(text))


@lru_cache(maxsize=512)
def _text(text: str, size: int, fill: RGB, anchor: str) -> tuple[Image.Image, int, int]:
    """A label drawn once on a transparent tile (a table redraws the same few words every time).

    The glyphs are laid out and rendered once (``getmask2``: the mask and where it lies from the anchor)
    and filled in ``fill`` as ``ImageDraw.text`` fills them (``draw_bitmap``), the same pixels; the
    measuring ``getbbox`` and the ``ImageDraw`` machinery it used to take are gone. A seat's label is
    drawn afresh often (every table has its own names: at 200 tables they outnumber this cache).
    """
    mask, (left, top) = font(size).getmask2(text, "L", anchor=anchor, start=(0, 0))
    width, height = mask.size
    tile = Image.new("RGBA", (max(width, 1), max(height, 1)), (0, 0, 0, 0))
    if width and height:
        ImageDraw.Draw(tile).draw.draw_bitmap((0, 0), mask, _ink_of(fill))
    return tile, int(left), int(top)


@lru_cache(maxsize=64)
def _ink_of(fill: RGB) -> int:
    """``fill`` as the ink ``ImageDraw`` hands Pillow's C drawing for an RGBA image (opaque)."""
    ink, _fill_ink = ImageDraw.Draw(Image.new("RGBA", (1, 1)))._getink(fill)
    assert ink is not None
    return int(ink)


def label(image: Image.Image, xy: tuple[float, float], text: str, size: int = 13, **kw: object) -> Ink:
    """``text`` on ``image`` at ``xy`` (``anchor`` as Pillow's: "la" left-top, "mm" centred…); returns
    what was drawn (``Ink``)."""
    fill = kw.get("fill", FELT_TEXT)
    tile, left, top = _text(text, size, fill, str(kw.get("anchor", "la")))  # type: ignore[arg-type]
    x, y = int(xy[0]) + left, int(xy[1]) + top
    over(image, tile, (x, y))
    return Ink(TEXT, text, size, (x, y, x + tile.width, y + tile.height))


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


COMMON: tuple[RGB, ...] = (
    FELT,
    TURN,
    FELT_EDGE,
    FELT_TEXT,
    FELT_MUTED,
    GOLD,
    PAPER,
    INK,
    OUTLINE,
    UNKNOWN_GREY,
    (255, 255, 255),
)
RAMP_TOWARDS = (PAPER, FELT, OUTLINE)  # what anti-aliased edges blend into
RAMP_STEPS = (1 / 3, 2 / 3)


@lru_cache(maxsize=16)
def palette(colours: tuple[RGB, ...]) -> Image.Image:
    """A fixed palette for a game's pictures: its colours and the common ones, their faded (dimmed)
    forms, and the blends their anti-aliased edges make. Mapping a picture onto a fixed palette costs a
    tenth of quantizing it afresh, and every picture of a game gets the same colours."""
    bases = list(dict.fromkeys(COMMON + colours))
    entries = bases + [_mix(c, FELT, DIM_AMOUNT) for c in bases]
    entries += [_mix(c, towards, t) for c in bases for towards in RAMP_TOWARDS for t in RAMP_STEPS]
    entries += [_mix(_mix(c, FELT, DIM_AMOUNT), _mix(PAPER, FELT, DIM_AMOUNT), 0.5) for c in bases]
    unique = list(dict.fromkeys(entries))[:256]
    image = Image.new("P", (1, 1))
    image.putpalette([channel for colour in unique for channel in colour])
    return image


@lru_cache(maxsize=64)
def _felt_on(colours: tuple[RGB, ...], width: int, height: int) -> Image.Image:
    return felt(width, height).quantize(palette=palette(colours), dither=Image.Dither.NONE)


def felt_on(colours: tuple[RGB, ...], width: int, height: int) -> Image.Image:
    """The felt already mapped onto ``palette(colours)`` (a "P" image, a copy): a picture made only of
    tiles mapped the same way (``faces.card_tile``) needs no mapping of its own."""
    return _felt_on(colours, width, height).copy()
