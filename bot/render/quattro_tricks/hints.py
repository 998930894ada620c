"""Quattro Trick-Taking's 💡 hint words (issue 39): the reasons of games/bots/quattro_tricks/reasons.py."""

from __future__ import annotations

from typing import Any

from bot.i18n import _, ngettext, number
from bot.render.kit.trick_hints import trick_reason_text
from bot.render.quattro_tricks.sets import bid_text
from bot.render.quattro_tricks.tokens import card
from games.bots.hints import Reason
from games.bots.quattro_tricks import reasons as keys


def reason_text(view: dict[str, Any], reason: Reason) -> str | None:
    if reason.key == keys.BID:
        return ngettext(
            "Your hand should take about {n} trick: this is the bid it fits best.",
            "Your hand should take about {n} tricks: this is the bid it fits best.",
            int(reason.values["tricks"]),
        )
    if reason.key == keys.BID_SUM:
        return _(
            "Your winning cards should add up to about {sum}: this bid covers it best.",
            sum=number(int(reason.values["sum"])),
        )
    return trick_reason_text(reason, card)


def action_text(view: dict[str, Any], action: str) -> str | None:
    """A bid, which the hand builds from its choices (no one button holds it)."""
    return bid_text(action[4:], long=True) if action.startswith("bid:") else None
