"""Quatorze's 💡 hint words (issue 39): the reasons of ``games/bots/quatorze/reasons.py``."""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _
from bot.render.kit.reason_words import reason_words
from bot.render.quatorze.tokens import card, cards_text, colour_word, type_name
from games.bots.hints import Reason
from games.bots.quatorze import reasons as keys

WORDS = {
    keys.END_GAME: N_(
        "Play {card} on {column}: it ends the game while the cards you keep are worth {least} or more."
    ),
    keys.PLAY_KEEP: N_("Play {card} on {column}: the three cards you keep score the most at the end."),
    keys.TARGET: N_("Ask the opponent who holds the most cards: the best chance of a good card."),
    keys.TAKE: N_("Take {card}: the highest card on offer."),
    keys.SKIP: N_("Nothing on offer is better than what you hold: skip."),
    keys.GIVE: N_("Give away {card}: the card your hand misses least."),
    keys.CALL: N_("Call {call}: the most common among the cards you haven't seen."),
}


def _call(call: Any) -> str:
    """Lucky Gods' call: a number as it is, a colour by its word."""
    return str(call) if str(call).isdigit() else colour_word(call)


SPELL = {"card": card, "column": type_name, "call": _call}


def reason_text(view: dict[str, Any], reason: Reason) -> str | None:
    return reason_words(WORDS, reason, SPELL)


def action_text(view: dict[str, Any], action: str) -> str | None:
    """Wonders' new order of the deck cards, which the hand builds card by card."""
    if action.startswith("order:"):
        return _("Confirm: {cards} (top first)", cards=cards_text(action[6:].split(",")))
    return None
