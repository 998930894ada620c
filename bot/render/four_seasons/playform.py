"""Trick play on a player's screen: the hand as card buttons, one row per season with trump first
(illegal ones disabled, with the reason in one line), and, when leading the butterfly, the choice of the
season it names.

Leading: the 🦋 button opens the ``bf`` draft, which adds four season buttons whose actions are exactly
``play:BF:R`` … ``play:BF:B``. Following: the 🦋 button plays ``play:BF``.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _
from bot.render.four_seasons.form import BACK, BUTTERFLY_DRAFT, DRAFT, Form
from bot.render.four_seasons.tokens import BUTTERFLY, SEASONS, card, hand_order, season_named, suit_of
from bot.render.four_seasons.viewdata import legal
from bot.render.kit.card_picker import card_rows, follow_line
from bot.render.kit.card_picker import playable as playable_cards
from bot.render.screen import MAX_ROWS, Button

LEAD_PREFIX = f"play:{BUTTERFLY}:"
CARD_ROWS = MAX_ROWS - 1  # one row stays free: the butterfly's seasons, or its "?"
BUTTERFLY_TOPIC = "butterfly"
BUTTERFLY_HELP = N_(
    "🦋 **The butterfly.** Led, it counts as Worth 0 of the season you name, and the others must follow "
    "that season; it still wins if nobody plays that season or a trump. On another's lead (when you have "
    "none of the led season, or it is your last card) it counts as Worth 10 of the led season; any trump "
    "still beats it unless the led season is trump."
)


def playable(view: dict[str, Any]) -> set[str]:
    return playable_cards(legal(view))


def butterfly_leads(view: dict[str, Any]) -> list[str]:
    return [a for a in legal(view) if a.startswith(LEAD_PREFIX)]


def play_reason(view: dict[str, Any], hand: list[str], allowed: set[str]) -> str:
    led = view.get("led")
    return follow_line(not view.get("trick"), hand, allowed, suit_of, led, season_named(led) if led else None)


def card_action(view: dict[str, Any], code: str) -> str:
    if code == BUTTERFLY and butterfly_leads(view):
        return DRAFT + BUTTERFLY_DRAFT  # leading: name a season first
    return f"play:{code}"


def season_row(view: dict[str, Any]) -> tuple[Button, ...]:
    leads = set(butterfly_leads(view))
    trump = view.get("trump")
    buttons = []
    for letter in SEASONS:
        action = LEAD_PREFIX + letter
        label = (
            _("{season} (trump)", season=season_named(letter)) if letter == trump else season_named(letter)
        )
        buttons.append(Button(label=label, action=action, disabled=action not in leads, style="primary"))
    return (*buttons, BACK)


def play_form(view: dict[str, Any], draft: str | None, mine: bool) -> Form:
    hand = hand_order(view.get("hand") or [], view.get("trump"))
    allowed = playable(view) if mine else set()
    rows = card_rows(hand, suit_of, card, allowed, lambda c: card_action(view, c), CARD_ROWS)
    form = Form(rows=rows, buttons_show_hand=True)
    if not mine:
        return form
    if draft == BUTTERFLY_DRAFT and butterfly_leads(view):
        form.lines.append(_("Leading 🦋: name the season it counts as (Worth 0); the others must follow it."))
        form.rows.append(season_row(view))
    else:
        form.lines.append(play_reason(view, hand, allowed))
    return form
