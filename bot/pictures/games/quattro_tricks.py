"""Quattro Trick-Taking's look: red, blue, yellow and green cards 1–12 with the colour's letter (R B Y G)
in the corner; the hand in the engine's colour order, red first (red always wins); the table is the
trick alone, drawn for a phone (round, trick and "red always wins" are in the message's text). Seat
labels are in the language in force when drawn (``bot.i18n.language``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.pictures import compose
from bot.pictures.compose import SEAT_LABEL_H, TRICK_LABEL_W
from bot.pictures.faces import Face, unknown
from bot.pictures.png import Picture
from bot.render.quattro_tricks.tokens import sort_cards, split

COLOUR = {"R": (206, 44, 44), "B": (36, 100, 196), "Y": (236, 184, 30), "G": (48, 146, 72)}
INK = {"Y": (168, 118, 0)}  # yellow numbers in a darker gold, readable on paper
BAND_INK = {"Y": (60, 44, 0)}
PALETTE = (*COLOUR.values(), *INK.values(), *BAND_INK.values())
ACCENT = 0xCE2C2C  # the colour bar of this game's messages: red, the colour that always wins
PLAYERS = 4  # the table's seats when a view does not say
NAME_SLOT_W, NAME_SLOT_H = TRICK_LABEL_W, SEAT_LABEL_H  # where a seat's label may draw, under its card
# The verbs whose actions name hand cards (bot/pictures/hand.py): a bid names spaces, sections, chip
# counts or missions, never a card (``bid:chips:Y1`` is one yellow chip, not the card Y1).
CARD_VERBS = frozenset({"play"})


def face(code: str) -> Face:
    parts = split(code)
    if parts is None:
        return unknown()
    letter, number = parts
    return Face(
        value=str(number),
        colour=COLOUR[letter],
        mark=letter,
        ink=INK.get(letter),
        band_ink=BAND_INK.get(letter, (255, 255, 255)),
    )


def suit(code: str) -> str:
    parts = split(code)
    return parts[0] if parts else "?"


def hand_rows(view: dict[str, Any]) -> list[list[str]]:
    return compose.grouped(sort_cards(view.get("hand") or []), suit)


def table(view: dict[str, Any], names: Sequence[str] | None = None) -> Picture:
    return compose.trick_table("quattro-tricks", view, names, PLAYERS)
