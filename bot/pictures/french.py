"""The standard 52-card deck's look, for a game to use as it is: spades and clubs black, hearts and
diamonds red, each card with its suit's letter (S H C D) on a disc in the corner and the suit's shape
under the big rank (so neither colour nor shape carries the suit alone: docs/pictures.md#phones), the
rank as the text tokens print it (``bot.render.kit.french``: 10 for T).

A game's look module takes these names as its own::

    from bot.pictures.french import ACCENT, PALETTE, face, hand_rows
"""

from __future__ import annotations

from typing import Any

from bot.pictures import compose, symbols
from bot.pictures.faces import Face, unknown
from bot.render.kit.french import rank, split, suit_of
from games.decks.french import RED_SUITS, SUITS

BLACK, RED = (40, 40, 48), (200, 36, 48)  # the ink of a printed deck; red as dark as the felt's text allows
COLOUR = {suit: RED if suit in RED_SUITS else BLACK for suit in SUITS}
SYMBOL = {"S": symbols.spade, "H": symbols.heart, "C": symbols.club, "D": symbols.diamond}
PALETTE = (BLACK, RED)
ACCENT = 0xC82430  # the colour bar of a standard-deck game's messages: the deck's red


def face(code: str) -> Face:
    """``"HT"``: a red 10 with H and a heart; anything not of the deck, the unknown card."""
    parts = split(code)
    if parts is None:
        return unknown()
    suit, letter = parts
    return Face(value=rank(letter), colour=COLOUR[suit], mark=suit, symbol=SYMBOL[suit])


def hand_rows(view: dict[str, Any]) -> list[list[str]]:
    """The hand in the view's order, one row per suit (as the card picker's buttons)."""
    return compose.grouped(list(view.get("hand") or []), suit_of)
