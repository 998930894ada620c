"""Quattro Exchange's 💡 hint words (issue 39): the reasons of ``games/bots/quattro_exchange/reasons.py``."""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _
from bot.render.kit.reason_words import reason_words
from bot.render.quattro_exchange.tokens import card
from games.bots.hints import Reason
from games.bots.quattro_exchange import reasons as keys

WORDS = {
    keys.KEEP: N_("Your four cards add up to {sum}: a hand worth keeping."),
    keys.KEEP_QUATTRO: N_("Your four cards are a Quattro already (four suits, four numbers): keep them."),
    keys.MULLIGAN: N_("Your four cards add up to only {sum} and are no Quattro: try a new hand."),
    keys.OPEN: N_("Open {card}: of your hidden cards it fits a Quattro with your open cards best."),
    keys.EXCHANGE: N_(
        "Give {card} to V{virtual}: the card V{virtual} hands back should make your hand better."
    ),
    keys.STOP: N_("Your hand adds up to {sum} and no exchange is likely to improve it: stop here."),
    keys.STOP_QUATTRO: N_("You hold a Quattro: stop here and keep it."),
}


def reason_text(view: dict[str, Any], reason: Reason) -> str | None:
    return reason_words(WORDS, reason, {"card": card})


def action_text(view: dict[str, Any], action: str) -> str | None:
    """An exchange, which the hand builds from two picks (no one button holds it)."""
    if action.startswith("exchange:"):
        _verb, virtual, code = action.split(":")
        return _("Give {card} to V{virtual}", card=card(code), virtual=virtual)
    return None
