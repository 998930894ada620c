"""The background loop that acts on stored deadlines: idle lobbies, turn clocks, bots' pending moves.

Deadlines live in the database (DESIGN §3), so this loop holds no state: after a restart its first sweep
finds whatever fell due while the bot was down, and bot moves a crash interrupted.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from discord.ext import tasks

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)

# How often the sweeper asks the database what fell due; a clock may run this much over. [product]
SWEEP_SECONDS = 5.0


class Sweeper:
    """Runs ``sweep`` every ``SWEEP_SECONDS`` on a ``discord.ext.tasks`` loop (which test clocks drive)."""

    def __init__(self, bot: CardroomBot) -> None:
        self._bot = bot
        self._loop = tasks.loop(seconds=SWEEP_SECONDS)(self._tick)

    def start(self) -> None:
        if not self._loop.is_running():
            self._loop.start()

    async def stop(self) -> None:
        self._loop.cancel()

    async def sweep(self) -> int:
        """Handle every table with something due now; returns how many were handled."""
        handled = 0
        for table_id in await self._bot.tables.due_tables():
            try:
                due = await self._bot.tables.on_due(table_id)
                if due is not None:
                    await self._bot.publisher.after_due(due)
                    handled += 1
            except Exception:
                log.exception("table %s: handling what fell due failed; the next sweep retries", table_id)
        return handled

    async def _tick(self) -> None:
        try:
            await self.sweep()
        except Exception:  # e.g. the database briefly unavailable: an exception would end the loop
            log.exception("the sweep failed; trying again at the next one")
