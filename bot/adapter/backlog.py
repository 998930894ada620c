"""Load shedding for clicks: when the bot is behind, a click is acknowledged at once and its work waits.

Discord drops a click not acknowledged within 3 s ("This interaction failed"). Today's answer to a click
is its new screen (an update of the clicked message, or a private reply), sent once the action is applied
and stored, so under a backlog the acknowledgement would wait behind other clicks' work. The bot is
*behind* when every work slot is taken (``CLICKS_AT_ONCE`` clicks in progress), or clicks are waiting
for one, or its event loop ran late (a lag of ``LAG_BEHIND_S`` or more, measured by a ticker, in the
last ``LAG_HOLD_S``). Then a click is deferred first (type 6, or a private "thinking" reply when its
answer is a new private message), waits for a slot, and its screen follows through the interaction's
webhook (exempt from the global rate limit; the token lives 15 minutes). When the bot is not behind
nothing changes: the click takes a free slot and is answered as before. Bounding the clicks at work also
keeps the loop's turns short, so the deferrals go out quickly.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from typing import Any

import discord

log = logging.getLogger(__name__)

CLICKS_AT_ONCE = (
    16  # clicks whose work runs concurrently; more wait, acknowledged (storage writes one by one)
)
LAG_TICK_S = 0.05  # how often the ticker measures the event loop's lateness
LAG_BEHIND_S = 0.25  # the loop this late: new clicks are acknowledged first (3 s is Discord's limit)
LAG_HOLD_S = 0.5  # and for this long after: the clicks that queued meanwhile arrive just after the stall


class Backlog:
    def __init__(self, clicks_at_once: int = CLICKS_AT_ONCE) -> None:
        # The one record of the slots: ``locked()`` is true while none is free *or* clicks wait for one.
        # A freed slot is handed to the first click in line at once (the count goes back to 0 before that
        # click runs, Python >= 3.11.1), so a new click arriving in that turn sees the bot behind and is
        # acknowledged first, rather than queueing unacknowledged behind every waiting click (at 1,000
        # tables, ~700 acknowledged after 3 s: bench/HISTORY.md).
        self._slots = asyncio.Semaphore(clicks_at_once)
        self.lag = 0.0  # the event loop's lateness at the last tick, seconds
        self._late_until = 0.0  # loop time until which the bot counts as behind after a late tick
        self.deferred = 0  # clicks acknowledged early since the start (logged, for operators)
        self._ticker: asyncio.Task[None] | None = None
        self._early: set[int] = set()  # interactions acknowledged early whose work is not over

    def start(self) -> None:
        if self._ticker is None:
            self._ticker = asyncio.get_running_loop().create_task(self._tick(), name="cardroom-lag")

    async def stop(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._ticker
            self._ticker = None

    def acked_early(self, interaction: discord.Interaction[Any]) -> bool:
        """Whether this click was deferred here: its screen goes to its original message (@original)."""
        return interaction.id in self._early

    def behind(self) -> bool:
        return self._slots.locked() or asyncio.get_running_loop().time() < self._late_until

    @contextlib.asynccontextmanager
    async def slot(
        self, interaction: discord.Interaction[Any], *, private_reply: bool
    ) -> AsyncIterator[None]:
        """Hold a work slot for this click; when behind, acknowledge it before waiting for one.

        ``private_reply``: the click's answer is a new private message (Show my hand on the table
        message…), so the early acknowledgement is a private "thinking" reply the answer fills;
        otherwise it is a deferred update of the clicked message, edited once the work is done."""
        if self.behind() and not interaction.response.is_done() and await _defer(interaction, private_reply):
            self._early.add(interaction.id)
            self.deferred += 1
        try:
            async with self.turn():
                yield
        finally:
            self._early.discard(interaction.id)

    @contextlib.asynccontextmanager
    async def turn(self) -> AsyncIterator[None]:
        """Hold one of the work slots, waiting in line (first come, first served) while none is free."""
        async with self._slots:
            yield

    async def _tick(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            before = loop.time()
            await asyncio.sleep(LAG_TICK_S)
            now = loop.time()
            self.lag = max(0.0, now - before - LAG_TICK_S)
            if self.lag >= LAG_BEHIND_S:
                if now >= self._late_until:
                    log.warning("event loop %.0f ms late: clicks are acknowledged first", 1000 * self.lag)
                self._late_until = now + LAG_HOLD_S


async def _defer(interaction: discord.Interaction[Any], private_reply: bool) -> bool:
    try:
        if private_reply:
            await interaction.response.defer(ephemeral=True, thinking=True)
        else:
            await interaction.response.defer()  # a component: type 6, the clicked message stays as it is
    except discord.HTTPException as error:  # expired already: the work still runs, its answer may fail
        log.warning("could not acknowledge a click early (%s)", error)
        return False
    finally:
        interaction.client.gate.answered(interaction.id)  # wakes the public work waiting for it
    return True
