"""A picture as Discord receives it: PNG bytes, plus the card codes it shows, recorded inside the PNG.

The codes go into a PNG text chunk (``cards``), so anyone holding only the bytes — a test, the privacy
oracle, a maintainer with a file — can tell exactly which cards a picture shows without reading pixels.

The PNG is written here rather than by Pillow's encoder: Pillow tries four row filters on every row
before deflating it, which costs as much as the deflate itself and buys nothing on a palette picture
(filters predict smooth gradients; these are flat colours). Unfiltered rows deflated at level 1 are
smaller, and the whole encode takes half the time. The pixels are the same either way.

The deflate is ISA-L's (``isal``), not zlib's: the same standard zlib stream every PNG reader takes,
written in a quarter of the time and ~8% smaller (on the golden pictures, 86 KB of raw rows each: zlib
level 1 0.30 ms and 6,372 bytes, ISA-L level 2 0.07 ms and 5,853 bytes). zlib's level 1 was 30% of a
warm picture's drawing (issue 41).
"""

from __future__ import annotations

import io
import struct
import zlib
from collections.abc import Sequence
from dataclasses import dataclass

from isal import isal_zlib
from PIL import Image

from bot.pictures.paint import Ink

CARDS_KEY = "cards"
# ISA-L's levels run 0-3; on unfiltered palette rows 2 is both the fastest and within 1% of 3's bytes.
DEFLATE_LEVEL = 2
_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_PALETTE_COLOUR, _BIT_DEPTH = 3, 8  # IHDR: an 8-bit palette image


@dataclass(frozen=True, slots=True)
class Picture:
    png: bytes
    cards: tuple[str, ...]  # the codes drawn, in drawing order (a hand: button order)
    filename: str = "cards.png"
    # What it draws to be read, with sizes and places (``paint.Ink``): not in the PNG, for the tests that
    # measure it as a phone shows it (docs/pictures.md#phones). Listed only while ``paint.recording_inks``.
    inks: tuple[Ink, ...] = ()


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def palette_png(image: Image.Image, text: dict[str, str]) -> bytes:
    """A "P" image as PNG bytes: unfiltered rows (filter type 0), deflated at ``DEFLATE_LEVEL``, with
    ``text`` as tEXt chunks (Latin-1 keys and values, as the PNG specification says)."""
    width, height = image.size
    # Each row of a PNG starts with its filter type (0: none). A palette index 0 in an extra first column
    # is exactly that byte, so one paste and ``tobytes`` make the whole stream (no per-row Python).
    framed = Image.new("P", (width + 1, height), 0)
    framed.paste(image, (1, 0))
    colours = image.im.getpalette("RGB", "RGB")
    header = struct.pack(">IIBBBBB", width, height, _BIT_DEPTH, _PALETTE_COLOUR, 0, 0, 0)
    chunks = [_chunk(b"IHDR", header), _chunk(b"PLTE", bytes(colours))]
    for key, value in text.items():
        chunks.append(_chunk(b"tEXt", key.encode("latin-1") + b"\x00" + value.encode("latin-1")))
    chunks += [_chunk(b"IDAT", isal_zlib.compress(framed.tobytes(), DEFLATE_LEVEL)), _chunk(b"IEND", b"")]
    return _SIGNATURE + b"".join(chunks)


def encode(
    image: Image.Image,
    cards: Sequence[str],
    palette: Image.Image,
    filename: str = "cards.png",
    inks: Sequence[Ink] = (),
) -> Picture:
    """A palette PNG with the card codes in a text chunk. ``image`` is mapped onto ``palette`` (a "P"
    image), undithered, unless it is already a "P" image on that palette (``paint.felt_on``)."""
    if image.mode != "P":
        rgb = image if image.mode == "RGB" else image.convert("RGB")
        image = rgb.quantize(palette=palette, dither=Image.Dither.NONE)
    png = palette_png(image, {CARDS_KEY: ",".join(cards)})
    return Picture(png=png, cards=tuple(cards), filename=filename, inks=tuple(inks))


def cards_in_png(data: bytes) -> list[str]:
    """The card codes a picture recorded it shows (``[]`` for a picture of no card)."""
    with Image.open(io.BytesIO(data)) as image:
        text = image.text.get(CARDS_KEY, "")  # type: ignore[attr-defined]
    return text.split(",") if text else []
