"""The /rules summary and the lobby's one-line options summary."""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _
from bot.render.four_seasons.viewdata import option

RULES = N_("""\
**4 Seasons** — 3–4 players. Win tricks, and above all bid exactly how many you will take.
**Cards** 🍂 autumn (red), ☀️ summer (yellow), 🌱 spring (green), ❄️ winter (blue), Worth 1–9, and the \
🦋 butterfly. 12 cards each with 3 players (9 tricks), 9 with 4 (7 tricks). The last card is turned up: \
its season is trump (🦋 turned up: no trump).
**Secret bid** Everyone sets aside 3 cards (2 with 4 players). Each counts tricks by season: 🍂 3, ☀️ 2, \
🌱 1, ❄️ 0. You mark one as your top card.
**Tricks** The dealer's left leads first; the winner leads next. Follow the led season if you can — \
holding trumps or 🦋 does not excuse you. The highest trump wins, else the highest card of the led \
season. 🦋 played to another lead is a 10 of the led season (a trump still beats it); 🦋 led is a 0 of \
the season you name, which the others must follow.
**Scoring** +1 per trick; +6 if you took exactly your bid. Nobody loses points. The game ends after a \
round in which someone has 50; the highest score wins (a tie plays another round).""")

BONUS = N_(
    "**BONUS bid** After bidding, from the dealer's left to the dealer, each may reveal their top card once. "
    "The best (Worth, then 🍂 > ☀️ > 🌱 > ❄️) shows their whole bid: +12 if made; if "
    "missed, everyone else +6. Others then score +3 (not +6) for a made bid."
)
NO_BONUS = N_("**No bonus bids** at this table: every round is a standard round.")
VARIANT = {"profi": N_("Profi (77 and a made bid)"), "team": N_("teams (partners opposite)")}
STANDARD = N_("standard")
PROFI = N_(
    "**Profi** You win only with 77+ points **and** your bid made in that round; the highest such player "
    "wins. With 77+ and a missed bid you play on."
)
TEAM = N_(
    "**Teams** (4 players) Partners sit opposite and see each other's bid after bidding. Team score per "
    "round: tricks + 3 per partner who made their bid + 8 if together they took exactly their combined bid. "
    "No bonus bids. 50 team points end the game; the higher team wins."
)
# The butterfly has no season, so by default it is no bid card; the option is a house rule (it then bids
# as trump and, revealed for a BONUS, is a 10 of trump: docs/views-four-seasons.md).
BUTTERFLY_BID = N_(
    "**House rule: butterfly as a bid card** 🦋 may be set aside as a bid card: it counts as the trump "
    "season, and revealed for a BONUS bid it is a 10 of trump, so it beats every card."
)
NO_BUTTERFLY_BID = N_(
    "**Butterfly** 🦋 has no season, so it can't be a bid card (the standard rule). The host may turn on "
    "the house rule *Butterfly as a bid card*: it then counts as the trump season, and as a 10 of trump "
    "in a BONUS reveal."
)


def options_summary(options: Any) -> str:
    variant = option(options, "variant", "standard")
    parts = [_(VARIANT.get(variant, STANDARD))]
    if variant != "team":
        parts.append(_("bonus bids") if option(options, "bonus_bids", True) else _("no bonus bids"))
    parts.append(
        _("🦋 bids as trump (house rule)")
        if option(options, "butterfly_may_bid", False)
        else _("🦋 never a bid card")
    )
    return " · ".join(parts)


def rules_text(options: Any) -> str:
    variant = option(options, "variant", "standard")
    parts = [RULES]
    if variant == "team":
        parts.append(TEAM)
    else:
        parts.append(BONUS if option(options, "bonus_bids", True) else NO_BONUS)
        if variant == "profi":
            parts.append(PROFI)
    parts.append(BUTTERFLY_BID if option(options, "butterfly_may_bid", False) else NO_BUTTERFLY_BID)
    lines = [_(part) for part in parts]
    lines.append(_("**This table** {summary}", summary=options_summary(options)))
    return "\n".join(lines)
