"""Quatorze's table UI: pure functions from engine views to ``Screen`` descriptions (docs/views-quatorze.md).

``UI`` satisfies ``bot.render.base.GameUI``. Modules, one job each: ``tokens`` (card tokens ``QU5🟣V`` /
``Queens 5 (violet)`` and the powers' words), ``viewdata`` (shared view reads), ``table`` (the public
table message), ``final`` (the final scoring explained), ``hand`` (the private screen), ``form`` (drafts),
``playform`` (card, then column), ``choices`` (one-click power decisions), ``pages`` (Notes, Planes and
Wonders in steps), ``announce`` (event lines), ``turn`` (turn prompts), ``rules_text`` (/rules and the
lobby line). Player names and defensive view reads come from ``bot.render.people`` and ``viewdata``.
"""

from __future__ import annotations

from bot.render.base import GameRenderer
from bot.render.quatorze import announce, choices, hand, hints, history, replay, rules_text, table, turn

UI = GameRenderer(
    game_id="quatorze",
    table_screen=table.table_screen,
    hand_screen=hand.hand_screen,
    history_messages=announce.history_messages,
    turn_prompt=turn.turn_prompt,
    rules_text=rules_text.rules_text,
    options_summary=rules_text.options_summary,
    score_sheet=history.score_sheet,
    hand_text=replay.hand_text,
    help_text=choices.help_text,
    reason_text=hints.reason_text,
    action_text=hints.action_text,
)

__all__ = ["UI"]
