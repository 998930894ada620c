"""One bot per shard per database: on PostgreSQL, each process claims its shards before it connects.

Two processes answering one shard would both deal and answer its tables, so a process takes a session
advisory lock per shard it runs (``pg_try_advisory_lock(SHARD_KEY, shard)``) on a connection of its own,
held for its whole life. PostgreSQL releases a session's locks when its connection ends, however the
process ends (even ``kill -9``: the server sees the socket close), so a restart can claim them again.

Processes must also agree on the shard count, or shard 0 of 2 and shard 0 of 3 would share guilds: each
holds a *shared* lock on ``(COUNT_KEY, count)`` and refuses to start while any other count is held.
Advisory locks belong to one database, so other databases on the server are not concerned.

On SQLite the single-instance file lock (storage.files) already makes the database one process's.
"""

from __future__ import annotations

import asyncpg

from storage.errors import ShardsInUseError, StorageError
from storage.postgres import redacted
from storage.shards import Shards

__all__ = ["COUNT_KEY", "SHARD_KEY", "ShardClaim"]

# Two 32-bit keys of our own beside the write locks' namespaces (storage.postgres_session's
# LOCK_NAMESPACE_BASE).
SHARD_KEY = 0x43415253  # "CARS"
COUNT_KEY = 0x4341524E  # "CARN"

_TRY_SHARD = "SELECT pg_try_advisory_lock($1, $2)"
_HOLD_COUNT = "SELECT pg_advisory_lock_shared($1, $2)"
# The shard counts other sessions hold: a two-key advisory lock shows its keys as classid and objid.
_OTHER_COUNTS = """
    SELECT DISTINCT objid::bigint FROM pg_locks
    WHERE locktype = 'advisory' AND classid = $1 AND objsubid = 2 AND granted AND objid <> $2
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
"""


class ShardClaim:
    """The connection that holds this process's shard locks; ``release`` (or the process's end) frees them."""

    def __init__(self, connection: asyncpg.Connection) -> None:
        self._connection = connection

    @classmethod
    async def take(cls, url: str, shards: Shards) -> ShardClaim:
        try:
            connection = await asyncpg.connect(url, server_settings={"application_name": "cardroom-shards"})
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
        return cls(connection)

    async def release(self) -> None:
        if not self._connection.is_closed():
            await self._connection.close()
