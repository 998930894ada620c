"""A game the bot ended by itself (everyone left, or nobody played for too long): say so in the channel."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from bot.adapter.abort_vote import table_ended
from bot.adapter.posting import post_lines
from bot.i18n import language
from bot.render.endings import ended_line
from bot.tables import DueResult

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)


async def announce_ended(bot: CardroomBot, due: DueResult) -> None:
    """One line says why; then as for any aborted table: its message shows it closed, the DM hands and
    the turn ping go, a thread is archived, and the table is forgotten."""
    table = due.state.table
    try:
        with language(table.language):
            line = ended_line(table.game_name, due.ended or "", bot.tables.limits.inactive_game_seconds)
            await post_lines(bot, table, [line])
    except Exception:
        log.exception("table %s: could not say why the game ended", table.id)
    await table_ended(bot, due.state)
