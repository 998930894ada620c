"""Oh Hell's look (``bot/pictures/games``' contract): the four French suits, the trick on the felt."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.pictures import compose
from bot.pictures.compose import SEAT_LABEL_H, TRICK_H, TRICK_LABEL_W, TRICK_W, Canvas
from bot.pictures.faces import Face, unknown
from bot.pictures.paint import MARGIN
from bot.pictures.png import Picture
from bot.pictures.symbols import club, diamond, heart, spade
from tests.example_oh_hell.engine import DECK, GAME_ID

BLACK, RED = (40, 40, 48), (200, 36, 48)
COLOUR = {"S": BLACK, "H": RED, "C": BLACK, "D": RED}
SYMBOL = {"S": spade, "H": heart, "C": club, "D": diamond}
PALETTE = (BLACK, RED)
ACCENT = 0xC82430
NAME_SLOT_W, NAME_SLOT_H = TRICK_LABEL_W, SEAT_LABEL_H  # where a seat's label may draw, under its card


def face(code: str) -> Face:
    if code not in DECK:
        return unknown()
    suit, rank = code[0], code[1]
    return Face(
        value="10" if rank == "T" else rank,
        colour=COLOUR[suit],
        mark=suit,
        symbol=SYMBOL[suit],
    )


def hand_rows(view: dict[str, Any]) -> list[list[str]]:
    return compose.grouped(list(view.get("hand") or []), lambda code: code[:1])


def table(view: dict[str, Any], names: Sequence[str] | None = None) -> Picture:
    plays, leader, winner = compose.trick_plays(view)
    canvas = Canvas(GAME_ID, TRICK_W + 2 * MARGIN, TRICK_H + 2 * MARGIN)
    players = int(view.get("players") or 3)
    compose.trick(canvas, MARGIN, MARGIN, players, plays, leader, winner, names, compose.turn_of(view))
    return canvas.picture("table.png")
