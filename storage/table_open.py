"""Opening a table: the lobby's first row and its host's seat, with every limit on opening checked inside
the statement that inserts it (issue 37, finding 7).

Counting first and inserting after lets concurrent ``/play``s all pass the count (eight at once opened
eight tables where the limit was two, on PostgreSQL). Here the counts are conditions of the ``INSERT …
SELECT … WHERE``, and the transaction first takes the keys of what they count (``storage.locks``): the
channel (one active table there), the host (their open tables, their openings this hour) and the server
(its open tables). A second creator waits on those keys, then its statement's snapshot sees the first
one's table. SQLite has one writer at a time anyway.
"""

from __future__ import annotations

from dataclasses import dataclass

from storage.dialect import GuildScoped
from storage.errors import ChannelBusyError, StorageError, TableLimitError
from storage.locks import channel_lock, guild_lock, user_lock
from storage.models import TableRecord
from storage.session import Row
from storage.table_reads import TableReads

# The window of the per-host cap on openings (``OpeningLimits.per_host_hour``): an hour. Openings older
# than this count for nothing, and the sweeper deletes them (``storage.lobby_purge``).
OPENING_WINDOW_SECONDS = 3600.0
# No limit at all: more than any count of rows can reach (callers that give no ``OpeningLimits``).
UNLIMITED = 2**62
# The key a table outside any server (a DM) locks instead of its server's: no server has id 0.
NO_GUILD = 0


@dataclass(frozen=True, slots=True)
class OpeningLimits:
    """What opening one more table may not pass: open tables (lobby or playing) the host hosts in the
    server, open tables in the server, and tables the host opened (anywhere) in the last hour."""

    per_host: int = UNLIMITED
    per_guild: int = UNLIMITED
    per_host_hour: int = UNLIMITED


NO_LIMITS = OpeningLimits()

# The counts, once for the insert's conditions and once for the refusal's reasons. ``finished_at IS NULL``
# is what ``status IN ('lobby', 'playing')`` implies (a table's end sets it): it lets the server's
# (guild_id, finished_at) index (migration 0011) find the open tables without reading the ended ones.
_HOSTED = """(SELECT COUNT(*) FROM tables WHERE guild_id {guild} AND finished_at IS NULL
              AND status IN ('lobby', 'playing') AND host_id = :host_id)"""
_IN_GUILD = """(SELECT COUNT(*) FROM tables WHERE guild_id {guild} AND finished_at IS NULL
                AND status IN ('lobby', 'playing'))"""
_OPENED = "(SELECT COUNT(*) FROM table_openings WHERE host_id = :host_id AND opened_at > :since)"
_BUSY = "(SELECT id FROM tables WHERE channel_id = :channel_id AND status IN ('lobby', 'playing'))"

# Distinctive names: ``Store`` combines every repository's class attributes.
_OPEN_INSERT_TABLE = GuildScoped.of(f"""
    INSERT INTO tables (guild_id, channel_id, game_id, options, seed, status, version, host_id,
                        play_in_thread, language, deadline, created_at, updated_at)
    SELECT :guild_id, :channel_id, :game_id, :options, :seed, 'lobby', 0, :host_id,
           :play_in_thread, :language, :deadline, :now, :now
    WHERE {_BUSY} IS NULL
      AND {_HOSTED} < :per_host AND {_IN_GUILD} < :per_guild AND {_OPENED} < :per_host_hour
    RETURNING *
""")
_OPEN_REFUSAL = GuildScoped.of(
    f"SELECT {_BUSY} AS busy, {_HOSTED} AS hosted, {_IN_GUILD} AS in_guild, {_OPENED} AS opened"
)
_OPEN_INSERT_HOST = """
    INSERT INTO players (table_id, user_id, name, join_seq, joined_at, bot_level)
    VALUES (:table_id, :user_id, :name, 1, :now, NULL)
"""
_OPEN_RECORD = "INSERT INTO table_openings (host_id, opened_at) VALUES (?, ?)"


class TableOpening(TableReads):
    async def create_table(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game_id: str,
        options: str,
        seed: int,
        host_id: int,
        host_name: str,
        play_in_thread: bool = False,
        language: str = "en",
        idle_deadline: float | None = None,
        limits: OpeningLimits = NO_LIMITS,
    ) -> TableRecord:
        """Open a lobby with the host as its first player (``play_in_thread``: see ``storage.threads``;
        ``language``: see ``storage.languages``; ``idle_deadline``: when the lobby closes if nobody
        touches it, unix seconds), within ``limits``.

        Raises ``ChannelBusyError`` (with the existing table's id) if the channel has an active table,
        ``TableLimitError`` if a limit is reached; either way nothing is stored.
        """
        now = self._clock()
        params = {
            "guild_id": guild_id,
            "channel_id": channel_id,
            "game_id": game_id,
            "options": options,
            "seed": seed,
            "host_id": host_id,
            "play_in_thread": int(play_in_thread),
            "language": language,
            "deadline": idle_deadline,
            "now": now,
            "since": now - OPENING_WINDOW_SECONDS,
            "per_host": limits.per_host,
            "per_guild": limits.per_guild,
            "per_host_hour": limits.per_host_hour,
        }
        keys = (channel_lock(channel_id), user_lock(host_id), guild_lock(guild_id or NO_GUILD))
        async with self._db.transaction(*keys) as session:
            row = await session.fetch_one(_OPEN_INSERT_TABLE.given(guild_id), params)
            if row is None:  # nothing inserted: the counts, read again under the same keys, say why
                counts = await session.fetch_one(_OPEN_REFUSAL.given(guild_id), params)
                assert counts is not None  # a SELECT without FROM always returns its row
                raise _refusal(channel_id, counts, limits)
            table = TableRecord.from_row(row)
            await session.execute(
                _OPEN_INSERT_HOST, {"table_id": table.id, "user_id": host_id, "name": host_name, "now": now}
            )
            await session.execute(_OPEN_RECORD, (host_id, now))
        return table


def _refusal(channel_id: int, row: Row, limits: OpeningLimits) -> StorageError:
    if row["busy"] is not None:
        return ChannelBusyError(channel_id, row["busy"])
    for limit, count, allowed in (
        ("host", row["hosted"], limits.per_host),
        ("guild", row["in_guild"], limits.per_guild),
        ("hour", row["opened"], limits.per_host_hour),
    ):
        if int(count) >= allowed:
            return TableLimitError(limit, int(count), allowed)
    # Cannot happen under the keys: every condition of the insert held, yet nothing was inserted.
    return TableLimitError("unknown", 0, 0)
