"""Table-message edits shed from the global budget's full queue (``fair_share.Shed``), made later.

A shed edit loses nothing: the table's state is stored, and any later edit of its message shows it. But a
table nobody acts at again would keep showing an older state, so each shed table is remembered (its id
and server only) and refreshed once the queue has room again, one at a time.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from bot.adapter.fair_share import Server, current_server, serving

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)

# How often a catch-up looks whether the budget's queue has room again: a fifth of the budget's window.
CATCH_UP_POLL_S = 0.2
# The most tables remembered to catch up (the oldest forgotten first: those catch up at their next action),
# as the click budget's cap (bot/adapter/throttle.py). [product]
MAX_BEHIND = 50_000


class CatchUp:
    def __init__(self, bot: CardroomBot, refresh: Callable[[int], Awaitable[None]]) -> None:
        self._bot = bot
        self._refresh = refresh
        self._behind: OrderedDict[int, Server] = OrderedDict()  # table -> its server
        self._running = False

    def __len__(self) -> int:
        return len(self._behind)

    def shed(self, table_id: int) -> None:
        """``table_id``'s edit was shed: refresh it when the queue has room."""
        self._behind[table_id] = current_server()
        self._behind.move_to_end(table_id)
        if len(self._behind) > MAX_BEHIND:
            self._behind.popitem(last=False)
        if not self._running:
            self._running = True
            self._bot.background.start(self._drain())

    def forget(self, table_id: int) -> None:
        self._behind.pop(table_id, None)

    async def _drain(self) -> None:
        try:
            while self._behind:
                while self._bot.budget.crowded():
                    await asyncio.sleep(CATCH_UP_POLL_S)
                if not self._behind:
                    return
                table_id, server = self._behind.popitem(last=False)
                with serving(server):
                    await self._refresh(table_id)
        finally:
            self._running = False
