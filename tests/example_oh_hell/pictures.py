"""Oh Hell's look (``bot/pictures/games``' contract): the standard deck as it is, the trick on the felt."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.pictures.compose import SEAT_LABEL_H, TRICK_LABEL_W, trick_table
from bot.pictures.french import ACCENT, PALETTE, face, hand_rows
from bot.pictures.png import Picture
from tests.example_oh_hell.engine import GAME_ID

__all__ = ["ACCENT", "PALETTE", "face", "hand_rows", "table"]
NAME_SLOT_W, NAME_SLOT_H = TRICK_LABEL_W, SEAT_LABEL_H  # where a seat's label may draw, under its card


def table(view: dict[str, Any], names: Sequence[str] | None = None) -> Picture:
    return trick_table(GAME_ID, view, names, 3)
