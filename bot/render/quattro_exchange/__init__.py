"""Quattro Exchange's (콰트로) table UI: pure functions from engine views to ``Screen`` descriptions.

``UI`` satisfies ``bot.render.base.GameUI``. Modules, one job each: ``tokens`` (card tokens and the
title), ``viewdata`` (shared view reads), ``table`` (public table message), ``hand`` (private screen:
Keep/Mulligan, the card to open), ``exchange_form`` (the two-step exchange form and STOP), ``result`` (the
final comparison explained), ``announce`` (event lines), ``turn`` (turn prompts), ``rules_text`` (/rules and
the lobby line), ``history`` (the score sheet on demand). Player names and view helpers are
shared with Quattro Trick-Taking's renderer (``bot.render.people`` / ``viewdata``).

Every word is a gettext message (English source, Korean in ``bot/i18n/locales/ko``, in the seed
rulebook's words); a screen is in one language, the one in force when it is built (docs/i18n.md)."""

from __future__ import annotations

from bot.render.base import GameRenderer
from bot.render.quattro_exchange import announce, hand, hints, history, replay, rules_text, table, turn
from bot.render.quattro_exchange.exchange_form import help_text

UI = GameRenderer(
    game_id="quattro-exchange",
    table_screen=table.table_screen,
    hand_screen=hand.hand_screen,
    history_messages=announce.history_messages,
    turn_prompt=turn.turn_prompt,
    rules_text=rules_text.rules_text,
    options_summary=rules_text.options_summary,
    help_text=help_text,
    score_sheet=history.score_sheet,
    hand_text=replay.hand_text,
    reason_text=hints.reason_text,
    action_text=hints.action_text,
)

__all__ = ["UI"]
