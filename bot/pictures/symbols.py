"""Suit and season symbols drawn as shapes (the embedded font has no ♠ or ❄): each draws itself in a
square of side ``s`` centred on ``(x, y)``, in one colour, so a colour-blind player reads the shape."""

from __future__ import annotations

import math
from collections.abc import Callable

from PIL import ImageDraw

RGB = tuple[int, int, int]
BODY: RGB = (40, 30, 30)  # the butterfly's body
Symbol = Callable[[ImageDraw.ImageDraw, float, float, float, RGB], None]


def heart(d: ImageDraw.ImageDraw, x: float, y: float, s: float, c: RGB) -> None:
    r = s * 0.27
    d.ellipse((x - 2 * r, y - s * 0.42, x, y - s * 0.42 + 2 * r), fill=c)
    d.ellipse((x, y - s * 0.42, x + 2 * r, y - s * 0.42 + 2 * r), fill=c)
    d.polygon([(x - 2 * r + 1, y - s * 0.08), (x + 2 * r - 1, y - s * 0.08), (x, y + s * 0.45)], fill=c)


def diamond(d: ImageDraw.ImageDraw, x: float, y: float, s: float, c: RGB) -> None:
    d.polygon([(x, y - s / 2), (x + s * 0.36, y), (x, y + s / 2), (x - s * 0.36, y)], fill=c)


def spade(d: ImageDraw.ImageDraw, x: float, y: float, s: float, c: RGB) -> None:
    r = s * 0.25
    d.polygon([(x, y - s * 0.48), (x + 2 * r, y + s * 0.05), (x - 2 * r, y + s * 0.05)], fill=c)
    d.ellipse((x - 2 * r, y - s * 0.12, x, y - s * 0.12 + 2 * r), fill=c)
    d.ellipse((x, y - s * 0.12, x + 2 * r, y - s * 0.12 + 2 * r), fill=c)
    d.polygon([(x, y + s * 0.1), (x + s * 0.16, y + s * 0.5), (x - s * 0.16, y + s * 0.5)], fill=c)


def club(d: ImageDraw.ImageDraw, x: float, y: float, s: float, c: RGB) -> None:
    r = s * 0.19
    for cx, cy in ((x, y - s * 0.26), (x - s * 0.22, y + s * 0.06), (x + s * 0.22, y + s * 0.06)):
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=c)
    d.polygon([(x, y - s * 0.05), (x + s * 0.16, y + s * 0.5), (x - s * 0.16, y + s * 0.5)], fill=c)


def disc(d: ImageDraw.ImageDraw, x: float, y: float, s: float, c: RGB) -> None:
    d.ellipse((x - s * 0.42, y - s * 0.42, x + s * 0.42, y + s * 0.42), fill=c)


def leaf(d: ImageDraw.ImageDraw, x: float, y: float, s: float, c: RGB) -> None:
    """Autumn: a falling leaf, tilted, with its stem."""
    points = []
    for i in range(25):
        t = math.pi * i / 24
        points.append((math.sin(t) * s * 0.34, -s * 0.5 + s * 0.9 * i / 24))
    outline = points + [(-px, py) for px, py in reversed(points)]
    a = math.radians(30)
    rotated = [
        (x + px * math.cos(a) - py * math.sin(a), y + px * math.sin(a) + py * math.cos(a))
        for px, py in outline
    ]
    d.polygon(rotated, fill=c)
    tail = (x - s * 0.35 * math.sin(a) * -1, y + s * 0.35 * math.cos(a))
    d.line([(x, y), (tail[0] - s * 0.08, tail[1] + s * 0.12)], fill=c, width=max(1, int(s * 0.06)))


def sun(d: ImageDraw.ImageDraw, x: float, y: float, s: float, c: RGB) -> None:
    """Summer: a disc with eight rays."""
    r = s * 0.22
    d.ellipse((x - r, y - r, x + r, y + r), fill=c)
    for i in range(8):
        t = math.pi * i / 4
        d.line(
            [
                (x + math.cos(t) * s * 0.31, y + math.sin(t) * s * 0.31),
                (x + math.cos(t) * s * 0.48, y + math.sin(t) * s * 0.48),
            ],
            fill=c,
            width=max(1, int(s * 0.08)),
        )


def sprout(d: ImageDraw.ImageDraw, x: float, y: float, s: float, c: RGB) -> None:
    """Spring: a stem with two leaves."""
    w = max(1, int(s * 0.07))
    d.line([(x, y + s * 0.48), (x, y - s * 0.1)], fill=c, width=w)
    d.ellipse((x - s * 0.46, y - s * 0.38, x, y - s * 0.06), fill=c)
    d.ellipse((x, y - s * 0.5, x + s * 0.46, y - s * 0.18), fill=c)


def snowflake(d: ImageDraw.ImageDraw, x: float, y: float, s: float, c: RGB) -> None:
    """Winter: six arms, each with a small fork."""
    w = max(1, int(s * 0.07))
    for i in range(6):
        t = math.pi * i / 3
        ex, ey = x + math.cos(t) * s * 0.48, y + math.sin(t) * s * 0.48
        d.line([(x, y), (ex, ey)], fill=c, width=w)
        mx, my = x + math.cos(t) * s * 0.3, y + math.sin(t) * s * 0.3
        for side in (-0.6, 0.6):
            d.line(
                [(mx, my), (mx + math.cos(t + side) * s * 0.14, my + math.sin(t + side) * s * 0.14)],
                fill=c,
                width=w,
            )


def butterfly(d: ImageDraw.ImageDraw, x: float, y: float, s: float, c: RGB) -> None:
    for side in (-1, 1):
        d.ellipse(sorted_box(x, y - s * 0.42, x + side * s * 0.48, y + s * 0.04), fill=c)
        d.ellipse(sorted_box(x, y - s * 0.02, x + side * s * 0.36, y + s * 0.4), fill=c)
    d.line([(x, y - s * 0.35), (x, y + s * 0.38)], fill=BODY, width=max(1, int(s * 0.08)))


def sorted_box(x0: float, y0: float, x1: float, y1: float) -> tuple[float, float, float, float]:
    return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))


def square(d: ImageDraw.ImageDraw, x: float, y: float, s: float, c: RGB) -> None:
    """Quattro Trick-Taking's colour tile (the 🟥 of its text tokens)."""
    d.rounded_rectangle((x - s * 0.4, y - s * 0.4, x + s * 0.4, y + s * 0.4), s * 0.12, fill=c)
