"""The pictures look as they did: each golden case drawn now differs from its stored PNG by less than a
small mean pixel difference (font rasterising may move an edge; a changed face or layout shows).

After a deliberate change of the look: ``python -m tests.bot.pictures.regenerate --game <id>``, then look
at the files in tests/bot/pictures/golden/ before committing them.
"""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops, ImageStat

from bot.pictures import cards_in_png
from tests.bot.pictures.regenerate import GOLDEN, cases

MEAN_DIFFERENCE = 1.5  # per channel, of 255, over the whole picture: a moved or resized layout
STRONG = 48  # a pixel this far off in some channel has really changed (not an anti-aliased edge)
STRONG_SHARE = 0.001  # at most 0.1 % of them: a single card in another colour is several times more

CASES = cases()


def _rgb(data: bytes) -> Image.Image:
    with Image.open(io.BytesIO(data)) as image:
        return image.convert("RGB")


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_picture_matches_its_golden_image(name: str) -> None:
    stored = (GOLDEN / name).read_bytes()
    now = CASES[name].png
    assert cards_in_png(now) == cards_in_png(stored)
    a, b = _rgb(now), _rgb(stored)
    assert a.size == b.size
    difference = ImageChops.difference(a, b)
    assert max(ImageStat.Stat(difference).mean) < MEAN_DIFFERENCE
    red, green, blue = difference.split()
    strongest = ImageChops.lighter(ImageChops.lighter(red, green), blue)  # the largest channel's change
    strong = strongest.point(lambda v: 255 if v >= STRONG else 0)
    share = ImageStat.Stat(strong).mean[0] / 255
    assert share < STRONG_SHARE, f"{share:.2%} of the pixels changed"
