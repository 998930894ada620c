"""4 Seasons' table UI: pure functions from engine views to ``Screen`` descriptions.

``UI`` satisfies ``bot.render.base.GameUI``. Modules, one job each: ``tokens`` (card tokens and printed
numbers), ``tricks`` (tricks as text), ``table`` (public table message), ``hand`` (private screen),
``bidform`` / ``bonusform`` / ``playform`` (input forms; drafts in ``form``), ``announce`` (event lines),
``turn`` (prompts), ``rules_text`` (/rules and the lobby line). Contract: docs/views-four-seasons.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.render.base import TableContext
from bot.render.four_seasons import announce, hand, rules_text, table, turn
from bot.render.screen import Screen


class FourSeasonsUI:
    game_id = "four-seasons"

    def table_screen(self, ctx: TableContext, view: dict[str, Any]) -> Screen:
        return table.table_screen(ctx, view)

    def hand_screen(
        self, ctx: TableContext, view: dict[str, Any], draft: str | None = None, notice: str | None = None
    ) -> Screen:
        return hand.hand_screen(ctx, view, draft, notice)

    def draft_from_pick(self, view: dict[str, Any], pick: str, values: Sequence[str]) -> str:
        # Every 4 Seasons form is made of buttons; no select of ours sends a pick.
        raise ValueError(f"4 Seasons has no form select {pick!r}")

    def event_lines(self, ctx: TableContext, events: Sequence[Any]) -> list[str]:
        return announce.event_lines(ctx, events)

    def turn_prompt(self, view: dict[str, Any], seat: int) -> str:
        return turn.turn_prompt(view, seat)

    def rules_text(self, options: Any) -> str:
        return rules_text.rules_text(options)

    def options_summary(self, options: Any) -> str:
        return rules_text.options_summary(options)


UI = FourSeasonsUI()

__all__ = ["UI", "FourSeasonsUI"]
