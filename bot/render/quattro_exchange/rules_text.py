"""The /rules summary and the lobby's one-line options summary, in the reader's language (Korean in the
seed rulebook's own words: 콰트로, 선/후, 멀리건, 오픈, 교환, 스톱, 가상 플레이어).

General text never prints a card token (``🔘0``): a token stands for a real card, so a privacy check can
read every token as one. Each paragraph is a message of its own, so a translation stays one paragraph.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _
from bot.render.quattro_exchange.tokens import TITLE
from bot.render.viewdata import option

# i18n: the rules summary's first paragraph; {title} is the game's title
GOAL = N_(
    "**{title}** — 2 players and 6 virtual players. Build the best **Quattro**: 4 cards of 4 different "
    "suits and 4 different numbers."
)
CARDS = N_(
    "**Cards** ♠ ♦ ♥ ♣ 1–6 and two black zeros 🔘 (a zero is a suit and a number of its own: one can "
    "complete a Quattro, two cannot). 4 cards each."
)
# i18n: "first, second, second, first": the seed's 선-후-후-선
MULLIGAN = N_(
    "**Mulligan** Up to 2 each, one decision at a time in the order first, second, second, first player: "
    "give back your 4 cards for 4 never dealt. Then each virtual player gets 3 cards face down."
)
OPENING = N_(
    "**Opening** Before each exchange phase both players turn a hidden card face up; open cards can't be "
    "exchanged. The 4th opening is your last hidden card and ends the game."
)
EXCHANGE = N_(
    "**Exchange** Three phases, in the order first, second, second, first player. On your turn, give a "
    "hidden card face up to a virtual player you haven't visited and take its card (only you see it) — or "
    "**stop**. You must exchange with all six, each once, before the 4th opening, so in the 3rd phase you "
    "can't stop while one is left. Whoever stops first plays second in the next phase."
)
VIRTUALS = N_(
    "**Virtual players** give a black zero if they have one; else their highest card whose suit and number "
    "are not among your open cards; else their highest card. Equal numbers: ♠ > ♦ > ♥ > ♣."
)
WINNING_HIGHEST_CARD = N_(
    "**Winning** A Quattro beats no Quattro; otherwise the higher sum wins; at equal sums the higher top "
    "card wins (number, then ♠ > ♦ > ♥ > ♣)."
)
WINNING_LEXICOGRAPHIC = N_(
    "**Winning** A Quattro beats no Quattro; otherwise the higher sum wins; at equal sums both hands are "
    "compared card by card from the top, numbers first, then suits."
)
SIMULTANEOUS = N_("**Openings** are chosen in secret by both players and turned face up together.")
SEQUENTIAL = N_(
    "**Openings** one at a time: the coming phase's first player opens first and the second player sees it "
    "before choosing."
)
PASS_MODE = N_(
    "**Stop = pass** stopping only passes your turn; the phase ends when both players pass in a row (the "
    "first of those passes counts as stopping first)."
)
ZERO_RULE = N_(
    "**Season 2 zero rule** a black zero among your open cards loses; if both have one, no hand with a "
    "zero is a Quattro."
)
# i18n: the last line of /rules; {options} is the options summary
THIS_TABLE = N_("**This table** {options}")


def options_summary(options: Any) -> str:
    parts = [
        _("openings one at a time")
        if option(options, "opening_mode", "simultaneous") == "sequential"
        else _("secret openings"),
        _("stop = pass")
        if option(options, "stop_mode", "permanent") == "pass"
        else _("stop ends your phase"),
        _("card-by-card tie-break")
        if option(options, "tiebreak_mode", "highest_card") == "lexicographic"
        else _("highest-card tie-break"),
    ]
    if option(options, "original_zero_rule", False):
        parts.append(_("Season 2 zero rule"))
    return " · ".join(parts)


def rules_text(options: Any) -> str:
    lexicographic = option(options, "tiebreak_mode", "highest_card") == "lexicographic"
    sequential = option(options, "opening_mode", "simultaneous") == "sequential"
    parts = [
        _(GOAL, title=_(TITLE)),
        *(_(paragraph) for paragraph in (CARDS, MULLIGAN, OPENING, EXCHANGE, VIRTUALS)),
        _(WINNING_LEXICOGRAPHIC if lexicographic else WINNING_HIGHEST_CARD),
        _(SEQUENTIAL if sequential else SIMULTANEOUS),
    ]
    if option(options, "stop_mode", "permanent") == "pass":
        parts.append(_(PASS_MODE))
    if option(options, "original_zero_rule", False):
        parts.append(_(ZERO_RULE))
    parts.append(_(THIS_TABLE, options=options_summary(options)))
    return "\n".join(parts)
