"""4 Seasons' look: autumn red with a leaf, summer yellow with a sun, spring green with a sprout, winter
blue with a snowflake (each with its card letter R Y G B in the corner), and the butterfly; the hand as
held (trump first, 🦋 last); the table is the trick alone, drawn for a phone (the trump, the turn-up
card and the season a butterfly lead names are in the message's text). Seat labels are in the language
in force when drawn."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.pictures import compose, symbols
from bot.pictures.compose import SEAT_LABEL_H, TRICK_LABEL_W
from bot.pictures.faces import Face, unknown
from bot.pictures.png import Picture
from bot.render.four_seasons.tokens import BUTTERFLY, hand_order, split, suit_of

COLOUR = {"R": (196, 72, 30), "Y": (232, 178, 24), "G": (62, 150, 60), "B": (46, 110, 190)}
INK = {"Y": (166, 116, 0)}
BAND_INK = {"Y": (60, 44, 0)}
SYMBOL = {"R": symbols.leaf, "Y": symbols.sun, "G": symbols.sprout, "B": symbols.snowflake}
BUTTERFLY_COLOUR = (150, 70, 170)
PALETTE = (*COLOUR.values(), *INK.values(), *BAND_INK.values(), BUTTERFLY_COLOUR, symbols.BODY)
ACCENT = 0x3E963C  # the colour bar of this game's messages: spring green
PLAYERS = 4  # the table's seats when a view does not say
NAME_SLOT_W, NAME_SLOT_H = TRICK_LABEL_W, SEAT_LABEL_H  # where a seat's label may draw, under its card


def face(code: str) -> Face:
    if code == BUTTERFLY:
        return Face(value="", colour=BUTTERFLY_COLOUR, symbol=symbols.butterfly)
    parts = split(code)
    if parts is None:
        return unknown()
    season, worth = parts
    return Face(
        value=str(worth),
        colour=COLOUR[season],
        mark=season,
        symbol=SYMBOL[season],
        ink=INK.get(season),
        band_ink=BAND_INK.get(season, (255, 255, 255)),
    )


def hand_rows(view: dict[str, Any]) -> list[list[str]]:
    return compose.grouped(hand_order(view.get("hand") or [], view.get("trump")), suit_of)


def table(view: dict[str, Any], names: Sequence[str] | None = None) -> Picture:
    return compose.trick_table("four-seasons", view, names, PLAYERS)
