"""Whose turn it is and what they must do, after their name ("to exchange or stop")."""

from __future__ import annotations

from typing import Any

from bot.i18n import _
from bot.render.quattro_exchange.tokens import virtuals_text
from bot.render.quattro_exchange.viewdata import pass_mode, unvisited
from bot.render.viewdata import at


def turn_prompt(view: dict[str, Any], seat: int) -> str:
    """The task after a player's name (``alice to exchange or stop``): in Korean it reads "차례: …", so
    it follows a name without a particle."""
    if seat not in (view.get("to_act") or []):
        return ""
    phase = view.get("phase")
    if phase == "mulligan":
        return _("to keep their hand or take a mulligan")
    if phase == "opening":
        return _("to choose a card to open")
    if phase == "exchange":
        if at(view.get("may_stop"), seat) is False:
            return _(
                "to exchange — still to visit: {virtuals}", virtuals=virtuals_text(unvisited(view, seat))
            )
        return _("to exchange or pass") if pass_mode(view) else _("to exchange or stop")
    return ""
