"""The /rules summary and the lobby's one-line options summary, with the Korean terms next to the English.

General text never prints a card token (``⚫0``): a token stands for a real card, so a privacy check can
read every token as one.
"""

from __future__ import annotations

from typing import Any

from bot.render.viewdata import option

RULES = """\
**Quattro Exchange · 콰트로** — 2 players and 6 virtual players (가상 플레이어). Build the best \
**Quattro (콰트로)**: 4 cards of 4 different suits and 4 different numbers.
**Cards** ♠ ♦ ♥ ♣ 1–6 and two black zeros ⚫ (a zero is a suit and a number of its own: one can complete \
a Quattro, two cannot). 4 cards each.
**Mulligan (멀리건)** Up to 2 each, one decision at a time in the order 선-후-후-선 (선 = first player, \
후 = second): give back your 4 cards for 4 never dealt. Then each virtual player gets 3 cards face down.
**Opening (오픈)** Before each exchange phase both players turn a hidden card face up; open cards can't \
be exchanged. The 4th opening is your last hidden card and ends the game.
**Exchange (교환)** Three phases, in the order 선-후-후-선. On your turn, give a hidden card face up to a \
virtual player you haven't visited and take its card (only you see it) — or **stop (스톱)**. You must \
exchange with all six, each once, before the 4th opening, so in the 3rd phase you can't stop while one \
is left. Whoever stops first is 후 in the next phase.
**Virtual players** give a black zero if they have one; else their highest card whose suit and number \
are not among your open cards; else their highest card. Equal numbers: ♠ > ♦ > ♥ > ♣.
"""

WINNING = "**Winning** A Quattro beats no Quattro; otherwise the higher sum wins; "
HIGHEST_CARD = "at equal sums the higher top card wins (number, then ♠ > ♦ > ♥ > ♣)."
LEXICOGRAPHIC = "at equal sums both hands are compared card by card from the top, numbers first, then suits."
SIMULTANEOUS = "**Openings** are chosen in secret by both players and turned face up together."
SEQUENTIAL = "**Openings** one at a time: the coming phase's 선 opens first and 후 sees it before choosing."
PASS_MODE = (
    "**Stop = pass (패스)** stopping only passes your turn; the phase ends when both players pass in a row "
    "(the first of those passes counts as stopping first)."
)
ZERO_RULE = (
    "**Season 2 zero rule** a black zero among your open cards loses; if both have one, no hand with a "
    "zero is a Quattro."
)


def options_summary(options: Any) -> str:
    parts = [
        "openings one at a time"
        if option(options, "opening_mode", "simultaneous") == "sequential"
        else "secret openings",
        "stop = pass" if option(options, "stop_mode", "permanent") == "pass" else "stop ends your phase",
        "card-by-card tie-break"
        if option(options, "tiebreak_mode", "highest_card") == "lexicographic"
        else "highest-card tie-break",
    ]
    if option(options, "original_zero_rule", False):
        parts.append("Season 2 zero rule")
    return " · ".join(parts)


def rules_text(options: Any) -> str:
    lexicographic = option(options, "tiebreak_mode", "highest_card") == "lexicographic"
    sequential = option(options, "opening_mode", "simultaneous") == "sequential"
    parts = [
        RULES.rstrip(),
        WINNING + (LEXICOGRAPHIC if lexicographic else HIGHEST_CARD),
        SEQUENTIAL if sequential else SIMULTANEOUS,
    ]
    if option(options, "stop_mode", "permanent") == "pass":
        parts.append(PASS_MODE)
    if option(options, "original_zero_rule", False):
        parts.append(ZERO_RULE)
    parts.append(f"**This table** {options_summary(options)}")
    return "\n".join(parts)
