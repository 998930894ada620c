"""Whose turn it is and what they must do ("to choose 3 bid cards", "to lead trick 5")."""

from __future__ import annotations

from typing import Any

from bot.i18n import _, ngettext
from bot.render.four_seasons.tokens import numeral


def turn_prompt(view: dict[str, Any], seat: int) -> str:
    if seat not in (view.get("to_act") or []):
        return ""
    phase = view.get("phase")
    if phase == "bidding":
        size = view.get("bid_cards")
        if not isinstance(size, int):
            return _("to choose their bid cards")
        return ngettext("to choose {n} bid card", "to choose {n} bid cards", size)
    if phase == "bonus":
        return _("to reveal their top bid card or pass")
    if phase == "playing":
        if not view.get("trick"):
            return _("to lead trick {no}", no=numeral(view.get("trick_no", 1)))
        return _("to play")
    return ""
