"""The /rules summary and the lobby's one-line options summary."""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _
from bot.render.viewdata import option

RULES = (  # one message per paragraph, so a translator sees each part on its own
    N_("**Quattro Trick-Taking** — 3–4 players, one round per player, highest total wins (ties share)."),
    N_(
        "**Cards** 🟥 red, 🟦 blue, 🟨 yellow, 🟩 green, numbered 1–12 (1–9 with 3 players). 12 cards each, "
        "12 tricks a round."
    ),
    N_(
        "**Tricks** The leader plays any card. Others must follow the led colour if they can, otherwise play "
        "anything; red is never compulsory. The highest 🟥 red card wins the trick; with no red, the highest "
        "card of the led colour wins. The winner leads next."
    ),
    N_(
        "**Bidding** Each round every player holds a different bidding set and bids with it before play, "
        "starting with the round starter. Bids are public. Scoring after the 12 tricks:"
    ),
    N_(
        "• **A Sum board** — pick two spaces (0, 1–6, 7–12 … 55+, or 5/15/25). Your winning cards' numbers "
        "are added up; you score the better space the total hits (3–7 pts)."
    ),
    N_(
        "• **B Not set** — pick 1–4 of blue, yellow, green (1 pt each), red, even, odd (2 pts each). If none "
        "of your winning cards matches a pick: tricks won × the picks' points. Otherwise 0."
    ),
    N_(
        "• **C Colour chips** — bid chips, up to 3 per colour, or ⬜ white for any colour. Win exactly that "
        "many tricks, each matching a chip's colour (a 🟥 red win on another lead counts as either): 2 pts "
        "per colour chip, 1 per white. Otherwise 0."
    ),
    N_(
        "• **D Missions** (4 players) — pick 1–5 missions, one side per card. All achieved: the sum of their "
        "points (1–4 each). Otherwise 0."
    ),
)

BASE = N_("**Between rounds** sets pass to the left, so everyone uses each set once; the holder of A starts.")
SET_SELECTION = N_(
    "**Between rounds (Set-Selection)** players pick their sets one at a time, lowest score first (ties: "
    "farther clockwise from the last starter first). The player left of the last starter starts."
)
STRICT = N_("Strict: you must pick a set you have not used yet, if one is left.")
STARTING_CHOICE = N_(
    "**Between rounds (Starting-Choice)** one at a time, lowest score first (ties: farther clockwise from "
    "the last starter first), each player picks a set or to be the round starter; the starter gets the "
    "set nobody picked."
)
BONUS = N_("**Option** a total of 5, 15 or 25 scores 6 points for the A player even without a chip there.")


def options_summary(options: Any) -> str:
    rule = option(options, "custom_rule", "none")
    if rule == "set_selection" and option(options, "strict_unused", False):
        text = _("Set-Selection (players pick their sets; strict: unused sets first)")
    elif rule == "set_selection":
        text = _("Set-Selection (players pick their sets)")
    elif rule == "starting_choice":
        text = _("Starting-Choice (pick a set or to start)")
    else:
        text = _("base rules (sets pass to the left)")
    if option(options, "a_bonus_without_chip", False):
        bonus = _("5/15/25 scores without a chip")
        text += f" · {bonus}"
    return text


def rules_text(options: Any) -> str:
    rule = option(options, "custom_rule", "none")
    if rule == "set_selection":
        between = _(SET_SELECTION)
        if option(options, "strict_unused", False):
            between += " " + _(STRICT)
    elif rule == "starting_choice":
        between = _(STARTING_CHOICE)
    else:
        between = _(BASE)
    parts = [*(_(paragraph) for paragraph in RULES), between]
    if option(options, "a_bonus_without_chip", False):
        parts.append(_(BONUS))
    parts.append(_("**This table** {options}", options=options_summary(options)))
    return "\n".join(parts)
