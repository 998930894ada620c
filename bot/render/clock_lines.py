"""The words of bots and clocks in the channel: deadlines, reminders, turns played for absent players.

Deadlines are Discord relative timestamps (``<t:…:R>``): every reader sees "in 2 minutes" in their own
time, and it keeps counting down without an edit.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import _, ngettext, pgettext
from bot.render.base import TableContext
from bot.render.game_names import game_title
from bot.render.names import mention, safe_name
from bot.render.people import name, names
from bot.render.screen import Screen
from bot.tables.clock import LOBBY_IDLE_SECONDS
from bot.tables.models import TableInfo

_UNITS = (("hour", 3600), ("minute", 60), ("second", 1))


def duration(seconds: int | None) -> str:
    """``30 seconds``, ``2 minutes``, ``1 hour``, ``off``, in the current language."""
    if seconds is None:
        # i18n: no turn clock (no time limit), as in "Turn clock: off".
        return pgettext("turn clock", "off")
    unit, size = next((unit, size) for unit, size in _UNITS if seconds % size == 0)
    count = seconds // size
    if unit == "hour":
        return ngettext("{n} hour", "{n} hours", count)
    if unit == "minute":
        return ngettext("{n} minute", "{n} minutes", count)
    return ngettext("{n} second", "{n} seconds", count)


def relative(deadline: float) -> str:
    return f"<t:{int(deadline)}:R>"


def deadline_suffix(deadline: float | None) -> str:
    """Appended to a turn ping: " — time runs out <t:…:R>"."""
    if deadline is None:
        return ""
    # i18n: {when} is a Discord relative time ("in 2 minutes"), shown in each reader's own language.
    return " — " + _("time runs out {when}", when=relative(deadline))


def clock_status_line(table: TableInfo, to_act: Sequence[int]) -> str:
    """The table message's clock line, and who is on autopilot. Empty when neither applies."""
    parts = []
    if table.turn_clock is not None:
        clock = "⏱️ " + _("{time} per turn", time=duration(table.turn_clock))
        waiting = [seat for seat in to_act if not table.is_automatic(seat)]
        if table.deadline is not None and waiting:
            clock += " · " + _("time runs out {when}", when=relative(table.deadline))
        parts.append(clock)
    away = [safe_name(player.name, player.seat) for player in table.players if player.autopilot]
    if away:
        parts.append(_("🤖 on autopilot: {names}", names=", ".join(away)))
    return " · ".join(parts)


def reminder_line(user_id: int, deadline: float | None) -> str:
    if deadline is None:
        return _("⏰ {mention}, your time runs out soon: then a bot plays for you.", mention=mention(user_id))
    return _(
        "⏰ {mention}, your time runs out {when}: then a bot plays for you.",
        mention=mention(user_id),
        when=relative(deadline),
    )


def timed_out_lines(ctx: TableContext, seats: Sequence[int]) -> list[str]:
    if not seats:
        return []
    return [_("⏰ Time ran out for {names}, so a bot played for them.", names=names(ctx, seats))]


def autopilot_lines(ctx: TableContext, seats: Sequence[int]) -> list[str]:
    return [
        _(
            "🤖 {name} missed two turns in a row: a bot plays for them until they press I'm back.",
            name=name(ctx, seat),
        )
        for seat in seats
    ]


def idle_closed_screen(table: TableInfo) -> Screen:
    return Screen(
        _(
            "🃏 **{game}** — this lobby closed by itself after {time} without a start. "
            "Open a new table with /play.",
            game=game_title(table.game_name),
            time=duration(LOBBY_IDLE_SECONDS),
        )
    )
