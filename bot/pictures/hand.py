"""A seat's hand as a picture: one row per suit, in the order of the hand's buttons, the cards the seat
may choose now bright and the others faded (as the buttons are enabled and disabled).

A hand is only cards side by side on the felt, so it is built from pieces already mapped onto the
game's palette (the felt, each card laid on felt: ``faces.card_tile``) and pasted as they are: the same
pixels as drawing it in colour and mapping the whole picture, at a fraction of the cost (a hand is drawn
for the mover and the next player after every action)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import _
from bot.pictures import faces, games, paint
from bot.pictures.compose import Canvas, row_width
from bot.pictures.paint import CARD_H, CARD_W, GAP, MARGIN, MAX_WIDTH
from bot.pictures.png import Picture, encode

ROW_GAP = 10
PER_ROW = (MAX_WIDTH - 2 * MARGIN + GAP) // (CARD_W + GAP)  # a longer suit continues on the next row


def choosable(game_id: str, view: dict[str, Any]) -> set[str]:
    """Hand cards some legal action names (``play:R12``, ``open:S5``, ``exchange:3:H2``, ``bid:R9,R2``).
    A game whose look sets ``CARD_VERBS`` names cards with those verbs only: Quattro Trick-Taking's
    ``bid:chips:Y1,G2`` counts chips, and its Y1 is not the card Y1."""
    hand = set(view.get("hand") or [])
    verbs = getattr(games.look(game_id), "CARD_VERBS", None)
    named: set[str] = set()
    # str.split on one separator beats a regex split: Quattro Trick-Taking's bidding lists hundreds of bids.
    for action in view.get("legal") or []:
        if isinstance(action, str) and (verbs is None or action.partition(":")[0] in verbs):
            named.update(action.replace(":", ",").split(","))
    return named & hand


def wrapped(groups: Sequence[Sequence[str]]) -> list[list[str]]:
    return [list(g[i : i + PER_ROW]) for g in groups for i in range(0, len(g), PER_ROW)]


def hand_picture(game_id: str, view: dict[str, Any]) -> Picture:
    """The seat's hand from ``view["hand"]``. When no legal action names a card (waiting, a mulligan
    decision) every card is drawn bright: a fully faded hand would say nothing and be hard to read."""
    rows = wrapped(games.look(game_id).hand_rows(view)) or [[]]
    allowed = choosable(game_id, view)
    widest = max(row_width(len(r)) for r in rows)
    width = max(widest, CARD_W) + 2 * MARGIN
    height = len(rows) * CARD_H + (len(rows) - 1) * ROW_GAP + 2 * MARGIN
    if not any(rows):
        canvas = Canvas(game_id, width, height)
        canvas.text(width / 2, height / 2, _("no cards"), 13, anchor="mm")
        return canvas.picture("hand.png")
    colours = games.look(game_id).PALETTE
    image = paint.felt_on(colours, width, height)
    cards: list[str] = []
    for i, row in enumerate(rows):
        y = MARGIN + i * (CARD_H + ROW_GAP)
        for j, code in enumerate(row):
            state = faces.DIM if allowed and code not in allowed else faces.NORMAL
            image.paste(faces.card_tile(game_id, code, state), (MARGIN + j * (CARD_W + GAP), y))
            cards.append(code)
    return encode(image, cards, paint.palette(colours), "hand.png")
