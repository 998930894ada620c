"""Quatorze's look: a card shows its value, its type's code (QU, LG: as in the short card tokens) and its
colour (band and letter: R O Y G B I V, so indigo is told from blue and violet without colour); the
table shows every column in one row, from its anchor down to its top card (each covered card's corner
index showing), headed by its type's code, and the wild colour and number, all sized for a phone (the
deck's size and the types' names are in the message's text). The badges' words are in the language in
force when drawn; the colour letters and type codes stay, like card codes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import _
from bot.pictures.compose import BADGE_SIZE, Canvas, badge, badge_width, shown
from bot.pictures.faces import CASCADE_MIN, Face, unknown
from bot.pictures.paint import CARD_H, CARD_W, INDEX_SIZE
from bot.pictures.png import Picture
from bot.render.quatorze.tokens import colour_word
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
CASCADE = CASCADE_MIN  # how much of each covered column card shows: its whole corner index
COLUMN_GAP = 6
SIDE = 14  # felt left and right of the columns: seven columns make 568 px, within the phone's 580
LABEL_H = INDEX_SIZE + 6
BADGES_H = BADGE_SIZE + 10 + 8
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
        mark=LETTER[colour],
        title=TYPE_OF[code],
        ink=INK.get(colour),
        band_ink=DARK_TEXT.get(colour, (255, 255, 255)),
    )


def hand_rows(view: dict[str, Any]) -> list[list[str]]:
    """The hand in order of arrival (position 1 first, as Wonders counts): one row, like its buttons."""
    hand = list(view.get("hand") or [])
    return [hand] if hand else []


def table(view: dict[str, Any], names: Sequence[str] | None = None) -> Picture:
    columns = [c for c in view.get("columns") or [] if isinstance(c, dict)]
    badges: list[tuple[str, tuple[int, int, int]]] = []
    wild = view.get("wild_colour")
    if wild in COLOUR:
        # i18n: badges on the Quatorze table picture; {letter} is the colour's card letter (R O Y G B I V).
        badges.append(
            (
                _("Wild colour: {colour} ({letter})", colour=colour_word(wild), letter=LETTER[wild]),
                COLOUR[wild],
            )
        )
    number = view.get("wild_number")
    if isinstance(number, int):
        badges.append((_("Wild number: {number}", number=shown(number)), BADGE))
    count = max(len(columns), MIN_COLUMNS)
    badges_w = sum(badge_width(text) + COLUMN_GAP for text, _colour in badges)
    width = max(count * (CARD_W + COLUMN_GAP), badges_w) - COLUMN_GAP + 2 * SIDE
    height = SIDE + BADGES_H + LABEL_H + CARD_H + (MAX_COLUMN - 1) * CASCADE + SIDE
    canvas = Canvas("quatorze", width, height)
    x = SIDE
    for text, colour in badges:
        x += badge(canvas, x, SIDE, text, colour) + COLUMN_GAP
    top = SIDE + BADGES_H
    for i, column in enumerate(columns):
        cx = SIDE + i * (CARD_W + COLUMN_GAP)
        cards = [str(c) for c in column.get("cards") or []][:MAX_COLUMN]
        canvas.text(cx + CARD_W / 2, top, str(column.get("type")), INDEX_SIZE, anchor="ma")
        for k, code in enumerate(cards):  # anchor first, the top card last and whole
            canvas.card(code, cx, top + LABEL_H + k * CASCADE)
    return canvas.picture("table.png")
