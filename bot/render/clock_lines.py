"""The words of bots and clocks in the channel: deadlines, reminders, turns played for absent players.

Deadlines are Discord relative timestamps (``<t:…:R>``): every reader sees "in 2 minutes" in their own
time, and it keeps counting down without an edit.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.render.base import TableContext
from bot.render.names import safe_name
from bot.render.people import name, names
from bot.render.screen import Screen
from bot.tables.clock import LOBBY_IDLE_SECONDS, clock_label
from bot.tables.models import TableInfo


def relative(deadline: float) -> str:
    return f"<t:{int(deadline)}:R>"


def deadline_suffix(deadline: float | None) -> str:
    """Appended to a turn ping: " — time runs out <t:…:R>"."""
    return f" — time runs out {relative(deadline)}" if deadline is not None else ""


def clock_status_line(table: TableInfo, to_act: Sequence[int]) -> str:
    """The table message's clock line, and who is on autopilot. Empty when neither applies."""
    parts = []
    if table.turn_clock is not None:
        clock = f"⏱️ {clock_label(table.turn_clock)} per turn"
        waiting = [seat for seat in to_act if not table.is_automatic(seat)]
        if table.deadline is not None and waiting:
            clock += f" · time runs out {relative(table.deadline)}"
        parts.append(clock)
    away = [safe_name(player.name) for player in table.players if player.autopilot]
    if away:
        parts.append(f"🤖 on autopilot: {', '.join(away)}")
    return " · ".join(parts)


def reminder_line(user_id: int, deadline: float | None) -> str:
    when = relative(deadline) if deadline is not None else "soon"
    return f"⏰ <@{user_id}>, your time runs out {when}: then a bot plays for you."


def timed_out_lines(ctx: TableContext, seats: Sequence[int]) -> list[str]:
    if not seats:
        return []
    return [f"⏰ Time ran out for {names(ctx, seats)}, so a bot played for them."]


def autopilot_lines(ctx: TableContext, seats: Sequence[int]) -> list[str]:
    return [
        f"🤖 {name(ctx, seat)} missed two turns in a row: a bot plays for them until they press I'm back."
        for seat in seats
    ]


def idle_closed_screen(table: TableInfo) -> Screen:
    return Screen(
        f"🃏 **{table.game_name}** — this lobby closed by itself after {clock_label(LOBBY_IDLE_SECONDS)} "
        "without a start. Open a new table with /play."
    )
