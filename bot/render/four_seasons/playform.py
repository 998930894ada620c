"""Trick play on a player's screen: every card as a button (illegal ones disabled, with the reason) and,
when leading the butterfly, the choice of the season it names.

Leading: the 🦋 button opens the ``bf`` draft, which adds four season buttons whose actions are exactly
``play:BF:R`` … ``play:BF:B``. Following: the 🦋 button plays ``play:BF``.
"""

from __future__ import annotations

from typing import Any

from bot.render.four_seasons.form import BACK, BUTTERFLY_DRAFT, DRAFT, Form
from bot.render.four_seasons.tokens import BUTTERFLY, SEASONS, card, season_named, sort_cards
from bot.render.four_seasons.viewdata import legal
from bot.render.screen import Button, Row

CARDS_PER_ROW = 5
LEAD_PREFIX = f"play:{BUTTERFLY}:"


def playable(view: dict[str, Any]) -> set[str]:
    return {a.removeprefix("play:").split(":")[0] for a in legal(view) if a.startswith("play:")}


def butterfly_leads(view: dict[str, Any]) -> list[str]:
    return [a for a in legal(view) if a.startswith(LEAD_PREFIX)]


def play_reason(view: dict[str, Any], hand: list[str], allowed: set[str]) -> str:
    led = view.get("led")
    if not view.get("trick"):
        return "You lead — play any card." + (
            " 🦋 led counts as 0 of the season you name." if BUTTERFLY in hand else ""
        )
    if allowed >= set(hand):
        return f"You have no {season_named(led)} — play any card." if led else "Play any card."
    return f"You must follow {season_named(led)}."


def card_button(view: dict[str, Any], code: str, allowed: set[str]) -> Button:
    enabled = code in allowed
    action = f"play:{code}"
    if code == BUTTERFLY and butterfly_leads(view):
        action = DRAFT + BUTTERFLY_DRAFT  # leading: name a season first
    return Button(
        label=card(code), action=action, disabled=not enabled, style="primary" if enabled else "secondary"
    )


def card_rows(view: dict[str, Any], hand: list[str], allowed: set[str]) -> list[Row]:
    buttons = [card_button(view, code, allowed) for code in hand]
    return [tuple(buttons[i : i + CARDS_PER_ROW]) for i in range(0, len(buttons), CARDS_PER_ROW)]


def season_row(view: dict[str, Any]) -> tuple[Button, ...]:
    leads = set(butterfly_leads(view))
    trump = view.get("trump")
    buttons = []
    for letter in SEASONS:
        action = LEAD_PREFIX + letter
        label = season_named(letter) + (" (trump)" if letter == trump else "")
        buttons.append(Button(label=label, action=action, disabled=action not in leads, style="primary"))
    return (*buttons, BACK)


def play_form(view: dict[str, Any], draft: str | None, mine: bool) -> Form:
    hand = sort_cards(view.get("hand") or [])
    allowed = playable(view) if mine else set()
    form = Form(rows=card_rows(view, hand, allowed))
    if not mine:
        return form
    if draft == BUTTERFLY_DRAFT and butterfly_leads(view):
        form.lines.append(
            "Leading 🦋: name its season. It counts as Worth 0 of that season, and the others must follow "
            "that season. It still wins if nobody plays that season or a trump."
        )
        form.rows.append(season_row(view))
    else:
        form.lines.append(play_reason(view, hand, allowed))
    return form
