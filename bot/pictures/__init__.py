"""Cards you can see: a seat's hand and the public table drawn as PNG pictures.

Renderers of views, never of states (like ``bot/render``), and Discord-free: the adapter attaches the
bytes. Every picture records the card codes it shows in its PNG text chunk (``cards_in_png``), so tests
and the privacy oracle can check that a table picture shows only public cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.pictures import games
from bot.pictures.hand import hand_picture
from bot.pictures.png import Picture, cards_in_png


def table_picture(game_id: str, view: dict[str, Any], names: Sequence[str] | None = None) -> Picture:
    """The public table from ``view(state, None)``; ``names`` label the seats (default "Seat 1"…)."""
    return games.look(game_id).table(view, names)


__all__ = ["Picture", "cards_in_png", "hand_picture", "table_picture"]
