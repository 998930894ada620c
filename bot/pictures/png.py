"""A picture as Discord receives it: PNG bytes, plus the card codes it shows, recorded inside the PNG.

The codes go into a PNG text chunk (``cards``), so anyone holding only the bytes — a test, the privacy
oracle, a maintainer with a file — can tell exactly which cards a picture shows without reading pixels.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image
from PIL.PngImagePlugin import PngInfo

CARDS_KEY = "cards"
ZLIB_LEVEL = 1  # a tenth faster than 3 for 6% more bytes (7.4 KB median); 6 costs a millisecond more


@dataclass(frozen=True, slots=True)
class Picture:
    png: bytes
    cards: tuple[str, ...]  # the codes drawn, in drawing order (a hand: button order)
    filename: str = "cards.png"


def encode(
    image: Image.Image, cards: Sequence[str], palette: Image.Image, filename: str = "cards.png"
) -> Picture:
    """A palette PNG (``palette``: a "P" image whose palette the picture is mapped onto, undithered)
    with the card codes in a text chunk."""
    info = PngInfo()
    info.add_text(CARDS_KEY, ",".join(cards))
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    small = rgb.quantize(palette=palette, dither=Image.Dither.NONE)
    out = io.BytesIO()
    small.save(out, format="PNG", pnginfo=info, compress_level=ZLIB_LEVEL)
    return Picture(png=out.getvalue(), cards=tuple(cards), filename=filename)


def cards_in_png(data: bytes) -> list[str]:
    """The card codes a picture recorded it shows (``[]`` for a picture of no card)."""
    with Image.open(io.BytesIO(data)) as image:
        text = image.text.get(CARDS_KEY, "")  # type: ignore[attr-defined]
    return text.split(",") if text else []
