"""Quattro Trick-Taking's table UI: pure functions from engine views to ``Screen`` descriptions.

``UI`` satisfies ``bot.render.base.GameUI``. Modules, one job each: ``tokens`` (card tokens), ``sets``
(the bidding sets as printed), ``table`` (public table message), ``hand`` (private screen), ``forms`` /
``chips`` / ``choose`` (input forms), ``announce`` (event lines), ``rules_text`` (/rules and lobby line).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.render.base import TableContext
from bot.render.quattro_tricks import announce, forms, hand, rules_text, table, turn
from bot.render.screen import Screen


class QuattroTricksUI:
    game_id = "quattro-tricks"

    def table_screen(self, ctx: TableContext, view: dict[str, Any]) -> Screen:
        return table.table_screen(ctx, view)

    def hand_screen(
        self, ctx: TableContext, view: dict[str, Any], draft: str | None = None, notice: str | None = None
    ) -> Screen:
        return hand.hand_screen(ctx, view, draft, notice)

    def draft_from_pick(self, view: dict[str, Any], pick: str, values: Sequence[str]) -> str:
        return forms.draft_from_pick(view, pick, values)

    def event_lines(self, ctx: TableContext, events: Sequence[Any]) -> list[str]:
        return announce.event_lines(ctx, events)

    def turn_prompt(self, view: dict[str, Any], seat: int) -> str:
        return turn.turn_prompt(view, seat)

    def rules_text(self, options: Any) -> str:
        return rules_text.rules_text(options)

    def options_summary(self, options: Any) -> str:
        return rules_text.options_summary(options)


UI = QuattroTricksUI()

__all__ = ["UI", "QuattroTricksUI"]
