"""Quatorze's 💡 hint words (issue 39): the reasons of ``games/bots/quatorze/reasons.py``."""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _
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


def reason_text(view: dict[str, Any], reason: Reason) -> str | None:
    message = WORDS.get(reason.key)
    if message is None:
        return None
    values = dict(reason.values)
    if "card" in values:
        values["card"] = card(values["card"])
    if "column" in values:
        values["column"] = type_name(values["column"])
    if "call" in values and not str(values["call"]).isdigit():
        values["call"] = colour_word(values["call"])
    return _(message, **values)


def action_text(view: dict[str, Any], action: str) -> str | None:
    """Wonders' new order of the deck cards, which the hand builds card by card."""
    if action.startswith("order:"):
        return _("Confirm: {cards} (top first)", cards=cards_text(action[6:].split(",")))
    return None
