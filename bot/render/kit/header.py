"""The first line of every screen: the table message's ("**4 Seasons · round 2 · trick 3/9**") names the
game and the step; a private screen's also names the channel, since ephemerals outlive their context
("**Your hand — 4 Seasons in #cards, round 2 · trump ☀️ summer**")."""

from __future__ import annotations

from bot.i18n import _
from bot.render.base import TableContext
from bot.render.game_names import game_title
from bot.render.names import safe_channel_name


def game_name(ctx: TableContext, default: str) -> str:
    """The table's game in the reader's language (``default``, the registry's name, for a context
    without one), as the channel's own lines name it (``game_names``)."""
    return game_title(ctx.game_name or default)


def table_header(name: str, step: str, sep: str = " · ") -> str:
    """The table message's bold first line (the panel's title): ``name``, ``sep``, ``step``."""
    return f"**{name}{sep}{step}**"


def channel(ctx: TableContext) -> str:
    name = safe_channel_name(ctx.channel_name.removeprefix("#"))
    return name if name.startswith("#") else f"#{name}"


def where(ctx: TableContext, game: str) -> str:
    """``4 Seasons in #cards``; in the table's own thread, that thread's name as the sidebar shows it
    (``Quatorze · bob, alice``: it names the game), or the game in the thread when it was renamed. A
    thread's name is made of display names, and anyone with Manage Threads may rename it: it is printed
    by the names' rule (``safe_channel_name``), so it links and pings nobody."""
    if ctx.in_thread:
        thread = safe_channel_name(ctx.channel_name)
        if game in thread:
            return thread
        # i18n: {thread} is the name of the table's thread ("friday night").
        return _("{game} in the thread “{thread}”", game=game, thread=thread)
    return _("{game} in {channel}", game=game, channel=channel(ctx))


def hand_header(ctx: TableContext, game: str, step: str, sep: str = " · ", finished: bool = False) -> str:
    """``step`` is the game's words for the moment (in the current language), after ``sep``."""
    if finished:
        return "**" + _("Your seat — {where} · game over", where=where(ctx, game)) + "**"
    # i18n: {where} is "4 Seasons in #cards"; {sep} a separator (" · " or ", ") and {step} the moment.
    return "**" + _("Your hand — {where}{sep}{step}", where=where(ctx, game), sep=sep, step=step) + "**"
