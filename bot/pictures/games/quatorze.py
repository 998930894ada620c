"""Quatorze's look: a card shows its value, its type's name and its colour (band, name and letter: R O Y
G B I V, so indigo is told from blue and violet without colour); the table shows every column from its
anchor down to its top card, and the wild colour and number. Words (type and colour names, the badges)
are in the language in force when drawn; the colour letters R O Y G B I V stay, like card codes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import _
from bot.pictures.compose import Canvas, badge, row_width, shown
from bot.pictures.faces import Face, unknown
from bot.pictures.paint import CARD_H, CARD_W, GAP, MARGIN, fit_size
from bot.pictures.png import Picture
from bot.render.quatorze.tokens import colour_word, type_name
from games.quatorze.cards import TYPE_OF, VALUE_OF, colour_name

COLOUR = {
    "red": (206, 40, 40),
    "orange": (234, 120, 24),
    "yellow": (234, 192, 28),
    "green": (46, 146, 66),
    "blue": (30, 120, 220),
    "indigo": (58, 40, 136),
    "violet": (166, 78, 206),
}
LETTER = {"red": "R", "orange": "O", "yellow": "Y", "green": "G", "blue": "B", "indigo": "I", "violet": "V"}
DARK_TEXT = {"yellow": (60, 44, 0), "orange": (60, 30, 0)}
INK = {"yellow": (166, 120, 0)}
BADGE = (236, 236, 236)
MAX_COLUMN = 6  # cards a column holds (the 7th ends the game and lies aside)
CASCADE = 24  # how much of each covered column card shows
LABEL_H = 20
BADGES_H = 34
MIN_COLUMNS = 4  # the picture keeps room for a few columns from the first turn on
PALETTE = (*COLOUR.values(), *INK.values(), *DARK_TEXT.values(), BADGE)
ACCENT = 0x4B3B9A  # the colour bar of this game's messages: indigo, Quatorze's own seventh colour


def face(code: str) -> Face:
    if code not in TYPE_OF:
        return unknown()
    colour = colour_name(code)
    return Face(
        value=str(VALUE_OF[code]),
        colour=COLOUR[colour],
        caption=colour_word(colour),
        mark=LETTER[colour],
        title=type_name(TYPE_OF[code]),
        ink=INK.get(colour),
        band_ink=DARK_TEXT.get(colour, (255, 255, 255)),
    )


def hand_rows(view: dict[str, Any]) -> list[list[str]]:
    """The hand in order of arrival (position 1 first, as Wonders counts): one row, like its buttons."""
    hand = list(view.get("hand") or [])
    return [hand] if hand else []


def table(view: dict[str, Any], names: Sequence[str] | None = None) -> Picture:
    columns = [c for c in view.get("columns") or [] if isinstance(c, dict)]
    width = row_width(max(len(columns), MIN_COLUMNS)) + 2 * MARGIN
    height = MARGIN + BADGES_H + LABEL_H + CARD_H + (MAX_COLUMN - 1) * CASCADE + MARGIN
    canvas = Canvas("quatorze", width, height)
    x = MARGIN
    wild = view.get("wild_colour")
    if wild in COLOUR:
        # i18n: badges on the Quatorze table picture; {letter} is the colour's card letter (R O Y G B I V).
        text = _("Wild colour: {colour} ({letter})", colour=colour_word(wild), letter=LETTER[wild])
        x += badge(canvas, x, MARGIN, text, COLOUR[wild]) + GAP
    number = view.get("wild_number")
    if isinstance(number, int):
        x += badge(canvas, x, MARGIN, _("Wild number: {number}", number=shown(number)), BADGE) + GAP
    badge(canvas, x, MARGIN, _("Deck: {n}", n=shown(view.get("deck_size", 0))), (160, 196, 172))
    top = MARGIN + BADGES_H
    for i, column in enumerate(columns):
        cx = MARGIN + i * (CARD_W + GAP)
        kind = str(column.get("type"))
        cards = [str(c) for c in column.get("cards") or []][:MAX_COLUMN]
        title = f"{type_name(kind)} ({shown(len(cards))})"
        canvas.text(cx + CARD_W / 2, top, title, fit_size(title, 11, CARD_W + GAP - 2), anchor="ma")
        for k, code in enumerate(cards):  # anchor first, the top card last and whole
            canvas.card(code, cx, top + LABEL_H + k * CASCADE)
    return canvas.picture("table.png")
