"""A seat's hand as one line, held longest first, for a replay of an ended game (``GameUI.hand_text``)."""

from __future__ import annotations

from typing import Any

from bot.render.quatorze.tokens import cards_text
from bot.render.quatorze.viewdata import hand


def hand_text(view: dict[str, Any]) -> str:
    return cards_text(hand(view))
