"""4 Seasons' table UI: pure functions from engine views to ``Screen`` descriptions.

``UI`` satisfies ``bot.render.base.GameUI``. Modules, one job each: ``tokens`` (card tokens and printed
numbers), ``tricks`` (tricks as text), ``table`` (public table message), ``hand`` (private screen),
``bidform`` / ``bonusform`` / ``playform`` (input forms; drafts in ``form``), ``announce`` (event lines),
``turn`` (prompts), ``rules_text`` (/rules and the lobby line), ``need`` (what a bid still needs),
``help`` (the "?" answers), ``history`` (the score sheet and the last trick on demand). Contract:
docs/views-four-seasons.md.
"""

from __future__ import annotations

from bot.render.base import GameRenderer
from bot.render.four_seasons import announce, hand, help, hints, history, replay, rules_text, table, turn

UI = GameRenderer(
    game_id="four-seasons",
    table_screen=table.table_screen,
    hand_screen=hand.hand_screen,
    history_messages=announce.history_messages,
    turn_prompt=turn.turn_prompt,
    rules_text=rules_text.rules_text,
    options_summary=rules_text.options_summary,
    help_text=help.help_text,
    score_sheet=history.score_sheet,
    hand_text=replay.hand_text,
    last_trick=history.last_trick,
    reason_text=hints.reason_text,
    action_text=hints.action_text,
)

__all__ = ["UI"]
