"""Quattro Trick-Taking's look: red, blue, yellow and green cards 1–12, the colour's letter in the corner
and its name on the band; the hand in the engine's colour order, red first (red always wins). Words are
in the language in force when drawn (``bot.i18n.language``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import N_, _
from bot.pictures import compose
from bot.pictures.compose import SEAT_LABEL_H, TRICK_H, TRICK_LABEL_W, TRICK_W, Canvas
from bot.pictures.faces import Face, unknown
from bot.pictures.paint import MARGIN
from bot.pictures.png import Picture
from bot.pictures.symbols import square
from bot.render.quattro_tricks.tokens import COLOUR_NAME, colour_word, sort_cards, split

COLOUR = {"R": (206, 44, 44), "B": (36, 100, 196), "Y": (236, 184, 30), "G": (48, 146, 72)}
INK = {"Y": (168, 118, 0)}  # yellow numbers in a darker gold, readable on paper
BAND_INK = {"Y": (60, 44, 0)}
# i18n: the badge on the Quattro Trick-Taking table picture, after the red card letter "R ·".
RED_WINS = N_("Red always wins")
PANEL_W = 190
BADGE_RED = (255, 128, 116)  # red readable on the felt
PALETTE = (*COLOUR.values(), *INK.values(), *BAND_INK.values(), BADGE_RED)
ACCENT = 0xCE2C2C  # the colour bar of this game's messages: red, the colour that always wins
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
        caption=colour_word(letter),
        mark=letter,
        symbol=square,
        ink=INK.get(letter),
        band_ink=BAND_INK.get(letter, (255, 255, 255)),
    )


def suit(code: str) -> str:
    parts = split(code)
    return parts[0] if parts else "?"


def hand_rows(view: dict[str, Any]) -> list[list[str]]:
    return compose.grouped(sort_cards(view.get("hand") or []), suit)


def table(view: dict[str, Any], names: Sequence[str] | None = None) -> Picture:
    plays, leader, winner = compose.trick_plays(view)
    canvas = Canvas("quattro-tricks", TRICK_W + PANEL_W + 3 * MARGIN, TRICK_H + 2 * MARGIN)
    compose.trick(canvas, MARGIN, MARGIN, int(view.get("players") or 4), plays, leader, winner, names)
    x = TRICK_W + 2 * MARGIN
    shown = compose.shown
    canvas.text(
        x, MARGIN, _("Round {n} of {total}", n=shown(view.get("round")), total=shown(view.get("rounds"))), 15
    )
    trick_no = view.get("trick_no") or 0
    if trick_no:
        line = _("Trick {n} of {total}", n=shown(trick_no), total=shown(view.get("tricks_per_round")))
        canvas.text(x, MARGIN + 22, line, 13)
    compose.badge(canvas, x, MARGIN + 48, f"R · {_(RED_WINS)}", BADGE_RED)
    led = view.get("led")
    if led in COLOUR_NAME and view.get("trick"):
        # i18n: a badge on the table picture: the colour of the trick's first card ({letter}: R, B, Y, G).
        text = _("{letter} · {colour} led", letter=led, colour=colour_word(led))
        compose.badge(canvas, x, MARGIN + 78, text, (236, 236, 236))
    return canvas.picture("table.png")
