"""The first line of every private screen: ephemerals outlive their context, so it names the game, the
channel and the step ("**Your hand — 4 Seasons in #cards, round 2 · trump ☀️ summer**")."""

from __future__ import annotations

from bot.i18n import _
from bot.render.base import TableContext


def channel(ctx: TableContext) -> str:
    return ctx.channel_name if ctx.channel_name.startswith("#") else f"#{ctx.channel_name}"


def where(ctx: TableContext, game: str) -> str:
    return _("{game} in {channel}", game=game, channel=channel(ctx))


def hand_header(ctx: TableContext, game: str, step: str, sep: str = " · ", finished: bool = False) -> str:
    """``step`` is the game's words for the moment (in the current language), after ``sep``."""
    if finished:
        return "**" + _("Your seat — {where} · game over", where=where(ctx, game)) + "**"
    # i18n: {where} is "4 Seasons in #cards"; {sep} a separator (" · " or ", ") and {step} the moment.
    return "**" + _("Your hand — {where}{sep}{step}", where=where(ctx, game), sep=sep, step=step) + "**"
