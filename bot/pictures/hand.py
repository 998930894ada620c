"""A seat's hand as a picture: the cards in the order of the hand's buttons (suit after suit), wrapped
into rows so the picture is wide, not tall (a phone shows it whole and its corner letters legibly:
docs/pictures.md#phones), the cards the seat may choose now bright and the others faded (as the buttons
are enabled and disabled).

A hand is only cards side by side on the felt, so it is built from pieces already mapped onto the
game's palette (the felt, each card laid on felt: ``faces.card_tile``) and pasted as they are: the same
pixels as drawing it in colour and mapping the whole picture, at a fraction of the cost (a hand is drawn
for the mover and the next player after every action)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from bot.i18n import _
from bot.pictures import faces, games, paint
from bot.pictures.compose import Canvas
from bot.pictures.paint import CARD_H, CARD_W, PHONE_MAX_WIDTH
from bot.pictures.png import Picture, encode

HAND_GAP = 6  # between cards, across and down
HAND_MARGIN = 12  # felt around the cards
# The most cards a row holds: the widest hand stays within PHONE_MAX_WIDTH, so its corner index reads
# 11 px or more on a phone.
PER_ROW = (PHONE_MAX_WIDTH - 2 * HAND_MARGIN + HAND_GAP) // (CARD_W + HAND_GAP)
WIDE_ROW = 6  # once a hand needs two rows, rows this long at least: the picture stays about 2:1


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


def per_row(count: int) -> int:
    """How many cards a row of a hand of ``count`` holds: all in one row up to ``PER_ROW``; else as few
    rows as fit, each at least ``WIDE_ROW`` long (wide, not tall: a phone shows it whole)."""
    if count <= PER_ROW:
        return max(count, 1)
    rows = math.ceil(count / PER_ROW)
    return min(PER_ROW, max(math.ceil(count / rows), WIDE_ROW))


def wrapped(groups: Sequence[Sequence[str]]) -> list[list[str]]:
    """The hand's cards in the order of its buttons (suit after suit), wrapped into rows (``per_row``)."""
    cards = [code for group in groups for code in group]
    width = per_row(len(cards))
    return [cards[i : i + width] for i in range(0, len(cards), width)]


def place(row: int, column: int) -> tuple[int, int]:
    """Where the card at ``row``, ``column`` of a hand lies (its top left corner)."""
    return HAND_MARGIN + column * (CARD_W + HAND_GAP), HAND_MARGIN + row * (CARD_H + HAND_GAP)


def size(rows: Sequence[Sequence[str]]) -> tuple[int, int]:
    """The hand picture's width and height for ``rows`` (``wrapped``)."""
    across = max((len(r) for r in rows), default=0)
    width = max(across * (CARD_W + HAND_GAP) - HAND_GAP, CARD_W) + 2 * HAND_MARGIN
    height = max(len(rows), 1) * (CARD_H + HAND_GAP) - HAND_GAP + 2 * HAND_MARGIN
    return width, height


def hand_layout(game_id: str, view: dict[str, Any]) -> dict[str, Any]:
    """All a hand's picture shows, read from the seat's ``view``: its rows of cards (``wrapped``) and the
    cards drawn faded. Two views with the same layout draw the same picture, so the adapter gives the
    picture memo this rather than the view (bot/adapter/hands.py): a change the picture does not show
    (the legal actions listed anew with the same cards playable, a bid in a round that names no card)
    draws nothing. At 200 tables 29% of hand drawings had been such repeats (issue 41)."""
    rows = tuple(tuple(row) for row in wrapped(games.look(game_id).hand_rows(view)))
    allowed = choosable(game_id, view)
    faded = frozenset(code for row in rows for code in row if allowed and code not in allowed)
    return {"rows": rows, "faded": faded}


def hand_picture(game_id: str, view: dict[str, Any]) -> Picture:
    """The seat's hand from ``view["hand"]``. When no legal action names a card (waiting, a mulligan
    decision) every card is drawn bright: a fully faded hand would say nothing and be hard to read."""
    return draw_hand(game_id, hand_layout(game_id, view))


def draw_hand(game_id: str, layout: dict[str, Any]) -> Picture:
    """The hand picture of a ``hand_layout``."""
    rows, faded = layout["rows"], layout["faded"]
    width, height = size(rows)
    if not any(rows):
        canvas = Canvas(game_id, width, height)
        canvas.text(width / 2, height / 2, _("no cards"), text_size(width), anchor="mm")
        return canvas.picture("hand.png")
    colours = games.look(game_id).PALETTE
    image = paint.felt_on(colours, width, height)
    cards: list[str] = []
    inks: list[paint.Ink] = []
    recording = paint.records_inks()
    for i, row in enumerate(rows):
        for j, code in enumerate(row):
            x, y = place(i, j)
            state = faces.DIM if code in faded else faces.NORMAL
            paint.put(image, faces.card_tile(game_id, code, state), (x, y))
            cards.append(code)
            if recording:
                inks.append(paint.Ink(paint.CARD, code, CARD_W, (x, y, x + CARD_W, y + CARD_H), code))
                inks.extend(ink.moved(x, y, code) for ink in faces.card_inks(game_id, code))
    return encode(image, cards, paint.palette(colours), "hand.png", inks)


def text_size(width: int) -> int:
    """A word on the felt of a picture ``width`` pixels wide: as small as a phone still reads (14 px)."""
    return max(14, math.ceil(paint.PHONE_MIN_PX * width / paint.PHONE_WIDTH))
