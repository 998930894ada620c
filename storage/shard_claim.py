"""One bot per shard per database: on PostgreSQL, each process claims its shards before it connects.

Two processes answering one shard would both deal and answer its tables, so a process takes a session
advisory lock per shard it runs (``pg_try_advisory_lock(SHARD_KEY, shard)``) on a connection of its own,
held for its whole life. PostgreSQL releases a session's locks when its connection ends, however the
process ends (even ``kill -9``: the server sees the socket close), so a restart can claim them again.

Processes must also agree on the shard count, or shard 0 of 2 and shard 0 of 3 would share guilds: each
holds a *shared* lock on ``(COUNT_KEY, count)`` and refuses to start while any other count is held.
Advisory locks belong to one database, so other databases on the server are not concerned.

The claim connection can also end while the process runs on (``pg_terminate_backend``, a server restart,
a proxy dropping idle connections): its locks go with it, and a second process could claim the same
shards while this one still answers them (issue 37, finding 13). So the claim listens for its
connection's termination (asyncpg's ``add_termination_listener``) and at once claims again on a new
connection; when it cannot (another process got there first, or the database cannot be reached), it
calls ``on_lost`` with the reason and the process stops (bot.__main__).

On SQLite the single-instance file lock (storage.files) already makes the database one process's.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

import asyncpg

from storage.errors import ShardsInUseError, StorageError
from storage.postgres import redacted
from storage.shards import Shards

__all__ = ["COUNT_KEY", "RECLAIM_TIMEOUT_S", "SHARD_KEY", "ShardClaim"]

log = logging.getLogger(__name__)

# Two 32-bit keys of our own beside the write locks' namespaces (storage.postgres_session's
# LOCK_NAMESPACE_BASE).
SHARD_KEY = 0x43415253  # "CARS"
COUNT_KEY = 0x4341524E  # "CARN"

# How long a re-claim may take (connect, then two or three statements) before the process gives up and
# stops: every second of it the shards are unclaimed while this process still answers them, so a short
# wait; a database that answers nothing in 10 s is one the bot cannot serve from anyway.
RECLAIM_TIMEOUT_S = 10.0

_TRY_SHARD = "SELECT pg_try_advisory_lock($1, $2)"
_HOLD_COUNT = "SELECT pg_advisory_lock_shared($1, $2)"
# The shard counts other sessions hold: a two-key advisory lock shows its keys as classid and objid.
_OTHER_COUNTS = """
    SELECT DISTINCT objid::bigint FROM pg_locks
    WHERE locktype = 'advisory' AND classid = $1 AND objsubid = 2 AND granted AND objid <> $2
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
"""
APPLICATION_NAME = "cardroom-shards"  # how the claim's session shows in pg_stat_activity

OnLost = Callable[[str], None]


class ShardClaim:
    """The connection that holds this process's shard locks; ``release`` (or the process's end) frees them.

    While held, a lost connection is replaced at once; ``on_lost(reason)`` is called once if it cannot be.
    """

    def __init__(
        self, connection: asyncpg.Connection, url: str, shards: Shards, on_lost: OnLost | None
    ) -> None:
        self._connection = connection
        self._url = url
        self._shards = shards
        self._on_lost = on_lost
        self._released = False
        self._reclaiming: asyncio.Task[None] | None = None
        self._watch()

    @classmethod
    async def take(cls, url: str, shards: Shards, on_lost: OnLost | None = None) -> ShardClaim:
        return cls(await _claim(url, shards), url, shards, on_lost)

    @property
    def server_pid(self) -> int:
        """The claim's backend process on the server (what pg_terminate_backend would name)."""
        return self._connection.get_server_pid()

    async def release(self) -> None:
        self._released = True
        if self._reclaiming is not None and not self._reclaiming.done():
            self._reclaiming.cancel()
        if not self._connection.is_closed():
            await self._connection.close()

    def _watch(self) -> None:
        self._connection.add_termination_listener(self._terminated)

    def _terminated(self, _connection: object) -> None:
        if self._released:  # our own release closed it
            return
        log.warning("the shard claim's database connection ended: claiming %s again", _named(self._shards))
        self._reclaiming = asyncio.get_running_loop().create_task(self._reclaim())

    async def _reclaim(self) -> None:
        try:
            connection = await asyncio.wait_for(_claim(self._url, self._shards), RECLAIM_TIMEOUT_S)
        except ShardsInUseError:
            self._lost("another process claimed its shards while its claim's database connection was down")
            return
        except (StorageError, TimeoutError) as error:
            self._lost(f"its shards could not be claimed again ({error or 'timed out'})")
            return
        if self._released:
            await connection.close()
            return
        self._connection = connection
        self._watch()
        log.warning("%s claimed again on a new database connection", _named(self._shards))

    def _lost(self, reason: str) -> None:
        if self._released:
            return
        self._released = True  # nothing more to claim: the process stops
        if self._on_lost is not None:
            self._on_lost(reason)


async def _claim(url: str, shards: Shards) -> asyncpg.Connection:
    """A new connection holding the count's shared lock and every shard's lock, or an error (and no lock)."""
    try:
        connection = await asyncpg.connect(url, server_settings={"application_name": APPLICATION_NAME})
    except (OSError, asyncpg.PostgresError) as error:
        raise StorageError(f"cannot connect to the PostgreSQL database ({error})") from None
    try:
        await connection.execute(_HOLD_COUNT, COUNT_KEY, shards.count)
        others = [row[0] for row in await connection.fetch(_OTHER_COUNTS, COUNT_KEY, shards.count)]
        if others:
            raise ShardsInUseError(redacted(url), f"with SHARD_COUNT={others[0]}, not {shards.count},")
        for shard in sorted(shards.ids):
            if not await connection.fetchval(_TRY_SHARD, SHARD_KEY, shard):
                raise ShardsInUseError(redacted(url), f"shard {shard} of {shards.count}")
    except BaseException:
        await connection.close()  # frees whatever this process had claimed
        raise
    return connection


def _named(shards: Shards) -> str:
    return f"shards {', '.join(str(i) for i in sorted(shards.ids))} of {shards.count}"
