"""What a player reads about "play a forced move for me" (/settings autoplay): the setting, and the
table message's line when the service made someone's only legal move for them (with the last turn, on
the table message: a channel message per batch of forced moves crowded out everything else)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import _
from bot.render.base import TableContext
from bot.render.people import names


def autoplay_setting_line(on: bool) -> str:
    if on:
        return _(
            "⚡ Forced moves are on: when you have exactly one legal move, it is played for you. "
            "Change it with /settings autoplay."
        )
    return _("⚡ Forced moves are off: you make every move yourself. Change it with /settings autoplay.")


def forced_lines(ctx: TableContext, seats: Sequence[int]) -> list[str]:
    """One line for the seats whose only legal move was just played for them, in seat order."""
    seats = sorted(set(seats))
    if not seats:
        return []
    return [_("⚡ {names} had only one legal move: played for them (autoplay).", names=names(ctx, seats))]
