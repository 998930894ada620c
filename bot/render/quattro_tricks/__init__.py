"""Quattro Trick-Taking's table UI: pure functions from engine views to ``Screen`` descriptions.

``UI`` satisfies ``bot.render.base.GameUI``. Modules, one job each: ``tokens`` (card tokens), ``sets`` (the
bidding sets as printed), ``table`` (public table message), ``hand`` (private screen), ``forms`` / ``chips`` /
``choose`` (input forms), ``announce`` (event lines), ``rules_text`` (/rules and lobby line), ``history``
(score sheet, last trick)."""

from __future__ import annotations

from bot.render.base import GameRenderer
from bot.render.quattro_tricks import (
    announce,
    chips,
    forms,
    hand,
    hints,
    history,
    replay,
    rules_text,
    table,
    turn,
)

UI = GameRenderer(
    game_id="quattro-tricks",
    table_screen=table.table_screen,
    hand_screen=hand.hand_screen,
    history_messages=announce.history_messages,
    turn_prompt=turn.turn_prompt,
    rules_text=rules_text.rules_text,
    options_summary=rules_text.options_summary,
    score_sheet=history.score_sheet,
    hand_text=replay.hand_text,
    last_trick=history.last_trick,
    draft_from_pick=forms.draft_from_pick,
    help_text=chips.help_text,
    reason_text=hints.reason_text,
    action_text=hints.action_text,
)

__all__ = ["UI"]
