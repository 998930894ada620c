"""Colour never alone, checked by simulation: each game's hand picture is seen as a protanope and a
deuteranope see it (Machado, Oliveira and Fernandes 2009, at full severity, through ``colorspacious``),
and wherever two suits' cards come out closer than ``APART`` (ΔE in CAM02-UCS) every card of the one is
told from every card of the other by a letter or a shape (``paint.SUIT_MARKS``) that a phone shows at 11 px
or more (docs/pictures.md#phones). Every card carries such a mark in any case. Suits are told apart by the
picture itself: the colour of each card's band, as drawn.
"""

from __future__ import annotations

import io
from itertools import combinations
from typing import Any

import numpy as np
import pytest
from colorspacious import cspace_convert, deltaE
from PIL import Image

from bot.pictures import Picture, hand_picture
from bot.pictures.faces import BAND_H
from bot.pictures.paint import CARD, PHONE_MIN_PX, PHONE_WIDTH, SUIT_MARKS
from games import registry
from tests.bot.pictures.playouts import seat_views, states

pytestmark = pytest.mark.usefixtures("recorded_inks")  # these tests read ``Picture.inks``

DEFICIENCIES = ("protanomaly", "deuteranomaly")  # at severity 100: protanopia and deuteranopia
APART = 30.0  # ΔE (CAM02-UCS) under which two suits' colours may be taken for one another on a phone
SEEDS = range(1, 7)

RGB = tuple[int, int, int]


def simulate(image: Image.Image, deficiency: str) -> np.ndarray:
    """``image`` (RGB) as seen with ``deficiency``: an array of sRGB values in 0..1."""
    rgb = np.asarray(image, dtype=float) / 255
    space = {"name": "sRGB1+CVD", "cvd_type": deficiency, "severity": 100}
    return np.clip(cspace_convert(rgb, space, "sRGB1"), 0, 1)


def deck_view(game_id: str) -> dict[str, Any]:
    """A hand of every card the seats of a few deals hold, each card bright (no legal action)."""
    rules = registry.get(game_id)
    codes: dict[str, None] = {}
    for seed in SEEDS:
        first = next(iter(states(game_id, rules.max_players, seed)))
        for view in seat_views(game_id, first):
            codes.update(dict.fromkeys(view["hand"]))
    return {"hand": list(codes), "legal": [], "players": rules.max_players}


def bands(picture: Picture, image: Image.Image) -> dict[str, tuple[RGB, tuple[int, int]]]:
    """Each card's band colour as drawn (the most common colour of its band's middle) and a pixel of the
    picture in that colour (x, y)."""
    out: dict[str, tuple[RGB, tuple[int, int]]] = {}
    for ink in picture.inks:
        if ink.kind == CARD:
            left, _top, right, bottom = ink.box
            box = (left + 10, bottom - BAND_H + 4, right - 10, bottom - 4)
            strip = image.crop(box)
            _count, colour = max(strip.getcolors(strip.width * strip.height) or [(0, (0, 0, 0))])
            where = next(i for i, c in enumerate(strip.get_flattened_data()) if c == colour)
            out[ink.card] = (colour, (box[0] + where % strip.width, box[1] + where // strip.width))
    return out


def marks(picture: Picture, code: str, scale: float) -> set[tuple[str, str]]:
    """The letters and shapes on ``code``'s card that a phone shows legibly."""
    return {
        (ink.kind, ink.text)
        for ink in picture.inks
        if ink.card == code and ink.kind in SUIT_MARKS and ink.px * scale >= PHONE_MIN_PX
    }


def test_the_simulation_runs_red_and_green_together() -> None:
    """The threshold means something: a strong red and a strong green stand well apart in normal vision
    and fall under it for a protanope and a deuteranope."""
    red, green = np.array([206, 44, 44]) / 255, np.array([48, 146, 72]) / 255
    assert deltaE(red, green, input_space="sRGB1") > APART
    for deficiency in DEFICIENCIES:
        image = Image.fromarray(np.array([[[206, 44, 44], [48, 146, 72]]], dtype=np.uint8))
        seen = simulate(image, deficiency)
        assert deltaE(seen[0, 0], seen[0, 1], input_space="sRGB1") < APART


@pytest.mark.parametrize("game_id", registry.ids())
def test_suits_a_colour_blind_player_could_confuse_are_told_apart_by_a_legible_mark(game_id: str) -> None:
    view = deck_view(game_id)
    picture = hand_picture(game_id, view)
    with Image.open(io.BytesIO(picture.png)) as png:
        image = png.convert("RGB")
    scale = min(1.0, PHONE_WIDTH / image.width)
    band = bands(picture, image)
    assert set(band) == set(view["hand"])
    legible = {code: marks(picture, code, scale) for code in band}
    assert all(legible.values()), "every card says its suit without colour"
    suits: dict[RGB, list[str]] = {}
    where: dict[RGB, tuple[int, int]] = {}
    for code, (colour, pixel) in band.items():
        suits.setdefault(colour, []).append(code)
        where.setdefault(colour, pixel)
    assert len(suits) >= 2, "the deck has suits of more than one colour"
    for deficiency in DEFICIENCIES:
        seen = simulate(image, deficiency)
        for a, b in combinations(suits, 2):
            (xa, ya), (xb, yb) = where[a], where[b]  # the two bands as the simulated picture shows them
            if deltaE(seen[ya, xa], seen[yb, xb], input_space="sRGB1") >= APART:
                continue
            for one in suits[a]:
                for other in suits[b]:
                    assert legible[one] != legible[other], (deficiency, one, other, legible[one])
