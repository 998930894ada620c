"""4 Seasons' 💡 hint words (issue 39): the reasons of ``games/bots/four_seasons/reasons.py``."""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _, ngettext, number
from bot.render.four_seasons.playform import LEAD_PREFIX
from bot.render.four_seasons.tokens import BUTTERFLY, card, season_named
from bot.render.kit.trick_hints import trick_reason_text
from games.bots.four_seasons import reasons as keys
from games.bots.hints import Reason

PASS_WORDS = N_("Your top card is unlikely to win the reveal: pass.")
TEAM_WORDS = {
    keys.PARTNER_WINS: N_("Your partner is winning this trick: play under them with {card}."),
    keys.TEAM_EXACT: N_(
        "Your team has taken exactly the tricks you both bid: don't take this one, play {card}."
    ),
}


def reason_text(view: dict[str, Any], reason: Reason) -> str | None:
    values = reason.values
    if reason.key == keys.BID:
        return ngettext(
            "The cards you keep should take about {n} trick: these bid cards say {bid}.",
            "The cards you keep should take about {n} tricks: these bid cards say {bid}.",
            int(values["expected"]),
            bid=number(int(values["tricks"])),
        )
    if reason.key == keys.REVEAL:
        return _("Your top card {card} should win the reveal: show it.", card=card(str(values["card"])))
    if reason.key == keys.PASS:
        return _(PASS_WORDS)
    if reason.key in TEAM_WORDS:
        return _(TEAM_WORDS[reason.key], card=card(str(values["card"])))
    return trick_reason_text(reason, card)


def action_text(view: dict[str, Any], action: str) -> str | None:
    """A bid, which the hand builds card by card, or a butterfly lead (no one button holds them)."""
    if action.startswith("bid:"):
        return _("Bid {cards}", cards=" ".join(card(code) for code in action[4:].split(",")))
    if action.startswith(LEAD_PREFIX):  # a butterfly lead names its season on a second screen
        return _(
            "Lead {card} as {season}", card=card(BUTTERFLY), season=season_named(action[len(LEAD_PREFIX) :])
        )
    return None
