"""Quatorze's table UI: pure functions from engine views to ``Screen`` descriptions (docs/views-quatorze.md).

``UI`` satisfies ``bot.render.base.GameUI``. Modules, one job each: ``tokens`` (card tokens ``QU5🟣`` /
``Queens 5 (violet)`` and the powers' words), ``viewdata`` (shared view reads), ``table`` (the public
table message), ``final`` (the final scoring explained), ``hand`` (the private screen), ``form`` (drafts),
``playform`` (card, then column), ``choices`` (one-click power decisions), ``pages`` (Notes, Planes and
Wonders in steps), ``announce`` (event lines), ``turn`` (turn prompts), ``rules_text`` (/rules and the
lobby line). Player names and defensive view reads are shared with Quattro Trick-Taking's renderer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.render.base import TableContext
from bot.render.quatorze import announce, hand, rules_text, table, turn
from bot.render.screen import Screen

NO_SELECTS = "This game's forms have no select menus."


class QuatorzeUI:
    game_id = "quatorze"

    def table_screen(self, ctx: TableContext, view: dict[str, Any]) -> Screen:
        return table.table_screen(ctx, view)

    def hand_screen(
        self, ctx: TableContext, view: dict[str, Any], draft: str | None = None, notice: str | None = None
    ) -> Screen:
        return hand.hand_screen(ctx, view, draft, notice)

    def draft_from_pick(self, view: dict[str, Any], pick: str, values: Sequence[str]) -> str:
        # Every choice is a button (a disabled button can show why it is not allowed; a select cannot);
        # long lists are paged through drafts instead (Notes: a column, then its cards).
        raise ValueError(NO_SELECTS)

    def event_lines(self, ctx: TableContext, events: Sequence[Any]) -> list[str]:
        return announce.event_lines(ctx, events)

    def turn_prompt(self, view: dict[str, Any], seat: int) -> str:
        return turn.turn_prompt(view, seat)

    def rules_text(self, options: Any) -> str:
        return rules_text.rules_text(options)

    def options_summary(self, options: Any) -> str:
        return rules_text.options_summary(options)


UI = QuatorzeUI()

__all__ = ["UI", "QuatorzeUI"]
