"""Quattro Exchange's look: ♠ ♣ black and ♦ ♥ red cards 1–6 and the black zero, drawn as a black card;
the table shows the six virtual players' slots in one row (face-down ones as backs, each card's corner
index showing) and under them each player's open cards, a row per player, all 504 px wide so a phone
shows every label and index at 11 px or more. Seat labels are in the language in force when drawn; the
virtual players are V1–V6 in every language, as in the text."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import N_
from bot.pictures import compose, paint, symbols
from bot.pictures.compose import Canvas, row_width
from bot.pictures.faces import BACK_FRAME, BACK_LINE, BACK_RED, CASCADE_MIN, Face, unknown
from bot.pictures.paint import CARD_H, CARD_W, GAP, GOLD, INDEX_SIZE, MARGIN
from bot.pictures.png import Picture
from bot.render.quattro_exchange.tokens import sort_key, split

RED, BLACK = (196, 28, 44), (34, 34, 40)
SUIT = {
    "S": (BLACK, symbols.spade),
    "D": (RED, symbols.diamond),
    "H": (RED, symbols.heart),
    "C": (BLACK, symbols.club),
}
# i18n: a player's label over their open cards on the table picture ("wins": the game's winner).
OPEN_LABEL = N_("{name} · open")
WINNER_LABEL = N_("{name} · open · wins")
ZERO_PAPER, ZERO_INK, ZERO_DISC = (38, 38, 44), (238, 238, 238), (90, 90, 100)
OPEN_CARDS = 4
VIRTUAL_SLOTS = 3
VIRTUALS = 6  # the picture keeps their room from the start: the same width all game
CASCADE = CASCADE_MIN  # how much of each virtual player's covered cards shows: the whole corner index
LABEL_H = INDEX_SIZE + 6
OPEN_LABEL_SIZE = INDEX_SIZE  # the picture is 504 px wide: 12.7 px on a phone
ROW_GAP = 12
NAME_SLOT_W, NAME_SLOT_H = row_width(OPEN_CARDS), LABEL_H  # a player's label: over their open cards
PALETTE = (RED, BLACK, ZERO_PAPER, ZERO_INK, ZERO_DISC, BACK_RED, BACK_LINE, BACK_FRAME)
ACCENT = 0x1F6F8B  # the colour bar of this game's messages: the deep blue-green of a card-room table


def face(code: str) -> Face:
    parts = split(code)
    if parts is None:
        return unknown()
    suit, number = parts
    if suit == "K":
        return Face(value=str(number), colour=ZERO_DISC, symbol=symbols.disc, ink=ZERO_INK, paper=ZERO_PAPER)
    colour, symbol = SUIT[suit]
    return Face(value=str(number), colour=colour, symbol=symbol)


def suit(code: str) -> str:
    parts = split(code)
    return parts[0] if parts else "?"


def hand_rows(view: dict[str, Any]) -> list[list[str]]:
    return compose.grouped(sorted(view.get("hand") or [], key=sort_key), suit)


def table(view: dict[str, Any], names: Sequence[str] | None = None) -> Picture:
    virtuals = [v for v in view.get("virtuals") or [] if isinstance(v, dict)]
    opens = list(view.get("opens") or [[], []])
    width = row_width(max(len(virtuals), VIRTUALS, OPEN_CARDS)) + 2 * MARGIN
    v_height = (LABEL_H + CARD_H + (VIRTUAL_SLOTS - 1) * CASCADE + ROW_GAP) if virtuals else 0
    seat_h = LABEL_H + CARD_H
    height = MARGIN + v_height + len(opens) * seat_h + (len(opens) - 1) * ROW_GAP + MARGIN
    canvas = Canvas("quattro-exchange", width, height)
    y = MARGIN
    for i, virtual in enumerate(virtuals):
        x = MARGIN + i * (CARD_W + GAP)
        canvas.text(x + CARD_W / 2, y, f"V{i + 1}", INDEX_SIZE, anchor="ma")
        for k, slot in enumerate((virtual.get("cards") or [])[:VIRTUAL_SLOTS]):
            top = y + LABEL_H + k * CASCADE
            if isinstance(slot, str):
                canvas.card(slot, x, top)
            else:
                canvas.back(x, top)
    y += v_height
    result = view.get("result") if isinstance(view.get("result"), dict) else None
    winner = result.get("winner") if result else None
    for seat, cards in enumerate(opens):
        x = MARGIN
        label = WINNER_LABEL if seat == winner else OPEN_LABEL
        tag = compose.seat_label(names, seat, label, OPEN_LABEL_SIZE, NAME_SLOT_W)
        canvas.text(x, y, tag, OPEN_LABEL_SIZE, fill=GOLD if seat == winner else paint.FELT_TEXT)
        for k in range(OPEN_CARDS):
            if k < len(cards):
                canvas.card(str(cards[k]), x + k * (CARD_W + GAP), y + LABEL_H)
            else:
                paint.slot(canvas.draw, x + k * (CARD_W + GAP), y + LABEL_H)
        y += seat_h + ROW_GAP
    return canvas.picture("table.png")
