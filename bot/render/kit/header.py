"""The first line of every private screen: ephemerals outlive their context, so it names the game, the
channel and the step ("**Your hand — 4 Seasons in #cards, round 2 · trump ☀️ summer**")."""

from __future__ import annotations

from bot.render.base import TableContext


def channel(ctx: TableContext) -> str:
    return ctx.channel_name if ctx.channel_name.startswith("#") else f"#{ctx.channel_name}"


def where(ctx: TableContext, game: str) -> str:
    return f"{game} in {channel(ctx)}"


def hand_header(ctx: TableContext, game: str, step: str, sep: str = " · ", finished: bool = False) -> str:
    if finished:
        return f"**Your seat — {where(ctx, game)} · game over**"
    return f"**Your hand — {where(ctx, game)}{sep}{step}**"
