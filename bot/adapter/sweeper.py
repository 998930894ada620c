"""The background loop that acts on stored deadlines: idle lobbies, turn clocks, bots' pending moves,
and data whose time is up (bot.tables.privacy), and games nobody has touched for too long.

Deadlines are stored (docs/architecture.md), so this loop holds no state: after a restart its first sweep
finds whatever fell due while the bot was down, and bot moves a crash interrupted.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord
from discord.ext import tasks

from bot.adapter.endings import announce_ended
from bot.tables import DueResult

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)

# The sweeper sleeps until the next stored deadline, and at most this long (a safety net: the service
# wakes it for every deadline it sets). [product]
MAX_SWEEP_SECONDS = 60.0
# Never sweep again sooner than this after the start of the last sweep.
MIN_SWEEP_SECONDS = 0.5


class Sweeper:
    """Runs ``sweep`` on a ``discord.ext.tasks`` loop (which SimCord's clock drives in tests), timed to
    the next stored deadline."""

    def __init__(self, bot: CardroomBot) -> None:
        self._bot = bot
        self._loop = tasks.loop(seconds=MAX_SWEEP_SECONDS)(self._tick)
        bot.tables.on_deadline = self.wake_by

    def start(self) -> None:
        if not self._loop.is_running():
            self._loop.start()

    def wake_by(self, when: float) -> None:
        """Make sure a sweep happens at ``when`` (unix seconds) at the latest."""
        upcoming = self._loop.next_iteration
        if self._loop.is_running() and upcoming is not None and when < upcoming.timestamp():
            self._aim(when)

    async def stop(self) -> None:
        self._loop.cancel()

    async def sweep(self) -> int:
        """Handle every table with something due now; returns how many were handled."""
        handled = 0
        tables = self._bot.tables
        for table_id in await tables.due_tables():
            handled += await self._handle(table_id, tables.on_due)
        for table_id in await tables.inactive_tables():  # games nobody touched (``Limits``)
            handled += await self._handle(table_id, tables.close_inactive)
        await self._delete_due_data()
        return handled

    async def _handle(self, table_id: int, what: Callable[[int], Awaitable[DueResult | None]]) -> int:
        try:
            due = await what(table_id)
            if due is None:
                return 0
            if due.ended:
                await announce_ended(self._bot, due)
            else:
                await self._bot.publisher.after_due(due)
            return 1
        except Exception:
            log.exception("table %s: handling what fell due failed; the next sweep retries", table_id)
            return 0

    async def _delete_due_data(self) -> None:
        """Data past its time (a departed server's, ended games' logs): one batch per sweep."""
        try:
            await self._bot.privacy.sweep()
        except Exception:
            log.exception("deleting data that fell due failed; the next sweep retries")

    async def _tick(self) -> None:
        try:
            await self.sweep()
            upcoming = _earliest(
                await self._bot.tables.next_due(),
                await self._bot.tables.next_inactive(),
                await self._bot.privacy.next_due(),
            )
        except Exception:  # e.g. the database briefly unavailable: an exception would end the loop
            log.exception("the sweep failed; trying again at the next one")
            upcoming = None
        latest = discord.utils.utcnow().timestamp() + MAX_SWEEP_SECONDS
        self._aim(latest if upcoming is None else min(upcoming, latest))

    def _aim(self, when: float) -> None:
        """Set the next sweep for ``when``: discord.py counts the interval from the last sweep's start."""
        upcoming = self._loop.next_iteration
        if upcoming is None:
            return
        last_start = upcoming.timestamp() - self._loop.seconds
        self._loop.change_interval(seconds=max(when - last_start, MIN_SWEEP_SECONDS))


def _earliest(*times: float | None) -> float | None:
    known = [t for t in times if t is not None]
    return min(known) if known else None
