"""A seat's hand as one line, for a replay of an ended game (``GameUI.hand_text``)."""

from __future__ import annotations

from typing import Any

from bot.render.quattro_tricks.tokens import hand_text as tokens_hand_text


def hand_text(view: dict[str, Any]) -> str:
    return tokens_hand_text(view.get("hand") or [])
