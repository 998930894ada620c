"""4 Seasons' look: autumn red with a leaf, summer yellow with a sun, spring green with a sprout, winter
blue with a snowflake, and the butterfly; the hand as held (trump first, 🦋 last), the trump, the turn-up
card and the season a butterfly lead names."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.pictures import compose, symbols
from bot.pictures.compose import SEAT_LABEL_H, TRICK_H, TRICK_LABEL_W, TRICK_W, Canvas
from bot.pictures.faces import UNKNOWN, Face
from bot.pictures.paint import CARD_H, MARGIN
from bot.pictures.png import Picture
from bot.render.four_seasons.tokens import BUTTERFLY, SEASON_NAME, hand_order, split, suit_of

COLOUR = {"R": (196, 72, 30), "Y": (232, 178, 24), "G": (62, 150, 60), "B": (46, 110, 190)}
INK = {"Y": (166, 116, 0)}
BAND_INK = {"Y": (60, 44, 0)}
SYMBOL = {"R": symbols.leaf, "Y": symbols.sun, "G": symbols.sprout, "B": symbols.snowflake}
BUTTERFLY_COLOUR = (150, 70, 170)
PANEL_W = 200
BADGE = (236, 236, 236)
PALETTE = (*COLOUR.values(), *INK.values(), *BAND_INK.values(), BUTTERFLY_COLOUR, symbols.BODY, BADGE)
ACCENT = 0x3E963C  # the colour bar of this game's messages: spring green
NAME_SLOT_W, NAME_SLOT_H = TRICK_LABEL_W, SEAT_LABEL_H  # where a seat's label may draw, under its card


def face(code: str) -> Face:
    if code == BUTTERFLY:
        return Face(value="", colour=BUTTERFLY_COLOUR, caption="butterfly", symbol=symbols.butterfly)
    parts = split(code)
    if parts is None:
        return UNKNOWN
    season, worth = parts
    return Face(
        value=str(worth),
        colour=COLOUR[season],
        caption=SEASON_NAME[season],
        symbol=SYMBOL[season],
        ink=INK.get(season),
        band_ink=BAND_INK.get(season, (255, 255, 255)),
    )


def hand_rows(view: dict[str, Any]) -> list[list[str]]:
    return compose.grouped(hand_order(view.get("hand") or [], view.get("trump")), suit_of)


def table(view: dict[str, Any], names: Sequence[str] | None = None) -> Picture:
    plays, leader, winner = compose.trick_plays(view)
    canvas = Canvas("four-seasons", TRICK_W + PANEL_W + 3 * MARGIN, TRICK_H + 2 * MARGIN)
    compose.trick(canvas, MARGIN, MARGIN, int(view.get("players") or 4), plays, leader, winner, names)
    x = TRICK_W + 2 * MARGIN
    canvas.text(x, MARGIN, f"Round {view.get('round')}", 15)
    if view.get("trick_no"):
        canvas.text(x, MARGIN + 22, f"Trick {view.get('trick_no')} of {view.get('tricks_per_round')}", 13)
    trump = view.get("trump")
    text = f"Trump: {trump} · {SEASON_NAME[trump]}" if trump in SEASON_NAME else "No trump"
    compose.badge(canvas, x, MARGIN + 48, text, COLOUR.get(trump, BUTTERFLY_COLOUR))
    named = view.get("named") if view.get("trick") else None
    if named in SEASON_NAME:
        compose.badge(canvas, x, MARGIN + 78, f"Butterfly names {SEASON_NAME[named]}", BADGE)
    turn_up = view.get("turn_up")
    if isinstance(turn_up, str) and turn_up:
        top = MARGIN + TRICK_H - CARD_H - 18
        canvas.text(x, top - 4, "Turned up", 12, anchor="ld")
        canvas.card(turn_up, x, top)
    return canvas.picture("table.png")
