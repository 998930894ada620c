"""What a write transaction locks: small typed keys, so writers of different tables run side by side.

A repository names what its check-then-write guards — ``transaction(table_lock(7))`` for an action at
table 7, ``transaction(channel_lock(c))`` for opening a table in channel ``c`` — and a transaction given
no key locks the whole database (migrations, the copy, the rating rebuild, forgetting a person, the
deletion sweeps: rare, and each reads or rewrites rows of many tables).

On PostgreSQL (``storage.postgres``) each key is a transaction-scoped advisory lock in the two-int form
``(namespace, key)``; every keyed transaction also holds the whole-database key *shared*, which a
no-key transaction takes exclusively, so those still run alone. SQLite has one writer anyway
(``BEGIN IMMEDIATE``) and ignores the keys.

Deadlock safety: a transaction takes its keys in one global order — by ``LockSpace`` rank, then key —
and a key found only inside the transaction (the ratings of the game that just ended) must come after
every key it holds (``Session.lock`` refuses one out of order). Two transactions waiting on each other
would need one to hold a later key while waiting for an earlier one, which the order rules out.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from enum import IntEnum

__all__ = [
    "LockSpace",
    "WriteLock",
    "channel_lock",
    "guild_lock",
    "ordered",
    "ratings_lock",
    "table_lock",
    "user_lock",
]

_INT32 = 1 << 32
_INT32_MAX = (1 << 31) - 1


class LockSpace(IntEnum):
    """What a key is the key of; the value is the rank (the order keys are taken in)."""

    WHOLE = 0  # the whole database: shared by every keyed writer, exclusive without keys
    CHANNEL = 1  # one active table per channel (opening a table, a table moving into a thread)
    TABLE = 2  # one table: its row, players (join_seq), actions (seq), deadlines, seat clocks
    USER = 3  # one person's preferences
    GUILD = 4  # one server's settings and pending deletion
    RATINGS = 5  # one server's ratings of one game (read the priors, write the new ones)


@dataclass(frozen=True, order=True)
class WriteLock:
    """One advisory key: ``space`` and a 32-bit ``key``. Ordering is the acquisition order."""

    space: LockSpace
    key: int


def _fold(value: int) -> int:
    """A 64-bit id (a Discord snowflake) to a signed 32-bit key. Two ids folding alike only makes
    their writers wait for each other, never lets two writers of one id run together."""
    folded = (value ^ (value >> 32)) % _INT32
    return folded - _INT32 if folded > _INT32_MAX else folded


def table_lock(table_id: int) -> WriteLock:
    return WriteLock(LockSpace.TABLE, _fold(table_id))


def channel_lock(channel_id: int) -> WriteLock:
    return WriteLock(LockSpace.CHANNEL, _fold(channel_id))


def user_lock(user_id: int) -> WriteLock:
    return WriteLock(LockSpace.USER, _fold(user_id))


def guild_lock(guild_id: int) -> WriteLock:
    return WriteLock(LockSpace.GUILD, _fold(guild_id))


def ratings_lock(guild_id: int, game_id: str) -> WriteLock:
    # crc32, not hash(): every process must compute the same key (Python salts str hashes per process).
    return WriteLock(LockSpace.RATINGS, _fold(zlib.crc32(f"{guild_id}/{game_id}".encode())))


def ordered(locks: tuple[WriteLock, ...]) -> tuple[WriteLock, ...]:
    """The keys once each, in acquisition order."""
    return tuple(sorted(set(locks)))
