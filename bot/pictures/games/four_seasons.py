"""4 Seasons' look: autumn red with a leaf, summer yellow with a sun, spring green with a sprout, winter
blue with a snowflake, and the butterfly; the hand as held (trump first, 🦋 last), the trump, the turn-up
card and the season a butterfly lead names. Words are in the language in force when drawn."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import N_, _
from bot.pictures import compose, symbols
from bot.pictures.compose import SEAT_LABEL_H, TRICK_H, TRICK_LABEL_W, TRICK_W, Canvas
from bot.pictures.faces import Face, unknown
from bot.pictures.paint import CARD_H, MARGIN
from bot.pictures.png import Picture
from bot.render.four_seasons.tokens import BUTTERFLY, SEASON_NAME, hand_order, season_word, split, suit_of

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
# i18n: the band of the 4 Seasons butterfly card (no season, no number).
BUTTERFLY_CAPTION = N_("butterfly")


def face(code: str) -> Face:
    if code == BUTTERFLY:
        return Face(value="", colour=BUTTERFLY_COLOUR, caption=_(BUTTERFLY_CAPTION), symbol=symbols.butterfly)
    parts = split(code)
    if parts is None:
        return unknown()
    season, worth = parts
    return Face(
        value=str(worth),
        colour=COLOUR[season],
        caption=season_word(season),
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
    shown = compose.shown
    canvas.text(x, MARGIN, _("Round {n}", n=shown(view.get("round"))), 15)
    if view.get("trick_no"):
        total = shown(view.get("tricks_per_round"))
        canvas.text(x, MARGIN + 22, _("Trick {n} of {total}", n=shown(view.get("trick_no")), total=total), 13)
    trump = view.get("trump")
    if trump in SEASON_NAME:
        # i18n: a badge on the 4 Seasons table picture; {letter} is the season's card letter (R Y G B).
        text = _("Trump: {letter} · {season}", letter=trump, season=season_word(trump))
    else:
        text = _("No trump")
    compose.badge(canvas, x, MARGIN + 48, text, COLOUR.get(trump, BUTTERFLY_COLOUR))
    named = view.get("named") if view.get("trick") else None
    if named in SEASON_NAME:
        # i18n: a badge: the butterfly led the trick and its player named this season for it.
        compose.badge(canvas, x, MARGIN + 78, _("Butterfly names {season}", season=season_word(named)), BADGE)
    turn_up = view.get("turn_up")
    if isinstance(turn_up, str) and turn_up:
        top = MARGIN + TRICK_H - CARD_H - 18
        # i18n: over the card turned up from the deck to choose the trump season.
        canvas.text(x, top - 4, _("Turned up"), 12, anchor="ld")
        canvas.card(turn_up, x, top)
    return canvas.picture("table.png")
