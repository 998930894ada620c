"""High Card's look (``bot/pictures/games``' contract): red and blue cards 1-6, the trick on the felt."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.pictures import compose
from bot.pictures.compose import SEAT_LABEL_H, TRICK_H, TRICK_LABEL_W, TRICK_W, Canvas
from bot.pictures.faces import Face, unknown
from bot.pictures.paint import MARGIN
from bot.pictures.png import Picture
from tests.example_high_card.engine import DECK, GAME_ID

COLOUR = {"R": (206, 44, 44), "B": (36, 100, 196)}
PALETTE = tuple(COLOUR.values())
ACCENT = 0x2464C4
NAME_SLOT_W, NAME_SLOT_H = TRICK_LABEL_W, SEAT_LABEL_H  # where a seat's label may draw, under its card


def face(code: str) -> Face:
    if code not in DECK:
        return unknown()
    return Face(value=code[1:], colour=COLOUR[code[0]], mark=code[0])


def hand_rows(view: dict[str, Any]) -> list[list[str]]:
    return compose.grouped(list(view.get("hand") or []), lambda code: code[:1])


def table(view: dict[str, Any], names: Sequence[str] | None = None) -> Picture:
    plays, leader, winner = compose.trick_plays(view)
    canvas = Canvas(GAME_ID, TRICK_W + 2 * MARGIN, TRICK_H + 2 * MARGIN)
    players = int(view.get("players") or 2)
    compose.trick(canvas, MARGIN, MARGIN, players, plays, leader, winner, names, compose.turn_of(view))
    return canvas.picture("table.png")
