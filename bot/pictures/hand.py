"""A seat's hand as a picture: one row per suit, in the order of the hand's buttons, the cards the seat
may choose now bright and the others faded (as the buttons are enabled and disabled)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import _
from bot.pictures import games
from bot.pictures.compose import Canvas, card_row, row_width
from bot.pictures.paint import CARD_H, CARD_W, GAP, MARGIN, MAX_WIDTH
from bot.pictures.png import Picture

ROW_GAP = 10
PER_ROW = (MAX_WIDTH - 2 * MARGIN + GAP) // (CARD_W + GAP)  # a longer suit continues on the next row


def choosable(view: dict[str, Any]) -> set[str]:
    """Hand cards some legal action names (``play:R12``, ``open:S5``, ``exchange:3:H2``, ``bid:R9,R2``)."""
    hand = set(view.get("hand") or [])
    named: set[str] = set()
    # str.split on one separator beats a regex split: Quattro Trick-Taking's bidding lists hundreds of bids.
    for action in view.get("legal") or []:
        if isinstance(action, str):
            named.update(action.replace(":", ",").split(","))
    return named & hand


def wrapped(groups: Sequence[Sequence[str]]) -> list[list[str]]:
    return [list(g[i : i + PER_ROW]) for g in groups for i in range(0, len(g), PER_ROW)]


def hand_picture(game_id: str, view: dict[str, Any]) -> Picture:
    """The seat's hand from ``view["hand"]``. When no legal action names a card (waiting, a mulligan
    decision) every card is drawn bright: a fully faded hand would say nothing and be hard to read."""
    rows = wrapped(games.look(game_id).hand_rows(view)) or [[]]
    allowed = choosable(view)
    widest = max(row_width(len(r)) for r in rows)
    width = max(widest, CARD_W) + 2 * MARGIN
    height = len(rows) * CARD_H + (len(rows) - 1) * ROW_GAP + 2 * MARGIN
    canvas = Canvas(game_id, width, height)
    for i, row in enumerate(rows):
        dim = [bool(allowed) and code not in allowed for code in row]
        card_row(canvas, row, MARGIN, MARGIN + i * (CARD_H + ROW_GAP), dim)
    if not any(rows):
        canvas.text(width / 2, height / 2, _("no cards"), 13, anchor="mm")
    return canvas.picture("hand.png")
