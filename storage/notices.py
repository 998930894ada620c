"""Notices between processes on one PostgreSQL database: LISTEN on a connection of one's own.

A write that others keep in memory (``storage.settings_memory``) sends ``NOTIFY`` in its transaction
(``PostgresSession.notice``); PostgreSQL delivers it to every listening connection once the transaction
commits, and never if it rolls back. Each ``Store`` on PostgreSQL listens on one connection outside its
pool. If that connection is lost, notices may be missed: the listener says so (``on_lost``), connects
again with a growing pause, and says when it hears again (``on_regained``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable

import asyncpg

log = logging.getLogger(__name__)

CHANNEL = "cardroom_settings"
RETRY_FIRST_S = 0.5
RETRY_MOST_S = 30.0


class NoticeListener:
    def __init__(
        self,
        url: str,
        on_notice: Callable[[str], None],
        on_lost: Callable[[], None],
        on_regained: Callable[[], None],
    ) -> None:
        self._url = url
        self._on_notice = on_notice
        self._on_lost = on_lost
        self._on_regained = on_regained
        self._connection: asyncpg.Connection | None = None
        self._reconnecting: asyncio.Task[None] | None = None
        self._closed = False

    async def start(self) -> None:
        """Listen; raises if the database cannot be reached (as opening the pool would)."""
        await self._listen()

    async def _listen(self) -> None:
        connection = await asyncpg.connect(
            self._url, server_settings={"application_name": "cardroom-notices"}
        )
        try:
            await connection.add_listener(CHANNEL, self._heard)
        except BaseException:
            await connection.close()
            raise
        connection.add_termination_listener(self._terminated)
        self._connection = connection

    def _heard(self, connection: object, pid: int, channel: str, payload: str) -> None:
        self._on_notice(payload)

    def _terminated(self, connection: object) -> None:
        self._connection = None
        if self._closed:
            return
        log.warning("the connection listening for other processes' changes was lost; reconnecting")
        self._on_lost()
        self._reconnecting = asyncio.get_running_loop().create_task(self._reconnect())

    async def _reconnect(self) -> None:
        pause = RETRY_FIRST_S
        while not self._closed:
            await asyncio.sleep(pause)
            try:
                await self._listen()
            except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
                log.info("still cannot listen for other processes' changes (%s)", error)
                pause = min(2 * pause, RETRY_MOST_S)
                continue
            if self._closed:  # closed while connecting: nothing will listen
                await self.close()
                return
            self._on_regained()
            log.info("listening for other processes' changes again")
            return

    async def close(self) -> None:
        self._closed = True
        if self._reconnecting is not None and self._reconnecting is not asyncio.current_task():
            self._reconnecting.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reconnecting
        connection, self._connection = self._connection, None
        if connection is not None and not connection.is_closed():
            await connection.close()
