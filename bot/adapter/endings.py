"""A game the bot ended by itself (everyone left, or nobody played for too long): say so in the channel."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from bot.render.endings import ended_line
from bot.tables import DueResult

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)


async def announce_ended(bot: CardroomBot, due: DueResult) -> None:
    """The table message shows the table closed, one line says why, and the DM hands lose their buttons."""
    await bot.publisher.tell(
        due.state,
        [ended_line(due.state.table.game_name, due.ended or "", bot.tables.limits.inactive_game_seconds)],
    )
    try:
        await bot.publisher.dm_hands.close_table(due.state)
    except Exception:
        log.exception("table %s: could not close the DM hands", due.state.table.id)
