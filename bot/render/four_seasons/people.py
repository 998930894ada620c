"""The winners' line, which knows the variants (Profi winners need not hold the top score; partners win
together)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import _
from bot.render.base import TableContext
from bot.render.four_seasons.viewdata import option
from bot.render.people import join, name


def victory_line(ctx: TableContext, view: dict[str, Any], winners: Sequence[int]) -> str:
    if not winners:
        return _("🏁 The game is over.")
    bold = join([f"**{name(ctx, s)}**" for s in winners])
    variant = option(view.get("options") or {}, "variant", "standard")
    if variant == "team":
        return _("🏆 {names} win as a team", names=bold)
    if variant == "profi":
        return _("🏆 {names} wins with 77+ points and a bid made in the last round", names=bold)
    if len(winners) == 1:
        return _("🏆 {names} wins", names=bold)
    return _("🏆 {names} share the victory", names=bold)
