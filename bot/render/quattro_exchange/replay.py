"""A seat's hidden cards as one line, for a replay of an ended game (``GameUI.hand_text``); the open
cards are on the table view."""

from __future__ import annotations

from typing import Any

from bot.render.quattro_exchange.tokens import cards_text, sort_key


def hand_text(view: dict[str, Any]) -> str:
    return cards_text(sorted(view.get("hand") or [], key=sort_key))
