"""Ended games as a server's history, and the stored logs replays and their check are built from.

An ended game keeps its seats and results for good (``storage.retention``), so the history lists it
long after its state and action log were purged: ``EndedGame.log_kept`` says whether it can still be
replayed. A lobby closed before its start is no game and is never listed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from storage.database import Repository
from storage.dialect import GuildScoped
from storage.models import ActionRecord, PlayerRecord, TableRecord

# [product: a Discord message lists at most 25 choices in one select menu]
HISTORY_LIMIT = 10


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat of an ended game: who sat there, and their score and place if the game was finished (a
    person's from their results, a bot's from its seat: none for a bot in a game finished before
    migration 0017)."""

    seat: int
    name: str
    is_bot: bool
    score: int | None = None
    rank: int | None = None
    hints: int = 0  # hints this seat took (migration 0019)


@dataclass(frozen=True, slots=True)
class EndedGame:
    table_id: int
    game_id: str
    status: str  # finished | aborted
    finished_at: float
    log_kept: bool  # its state and action log are still stored (RETENTION_DAYS)
    seats: tuple[SeatResult, ...]


@dataclass(frozen=True, slots=True)
class StoredLog:
    """What a replay is built from: the table, its seated players in seat order, and its actions."""

    table: TableRecord
    players: tuple[PlayerRecord, ...]
    actions: tuple[ActionRecord, ...]


def readable_by(table: TableRecord, readable_channels: frozenset[int]) -> bool:
    """Whether a game is in one of ``readable_channels``, by the rule ``ended_games`` filters with: its
    channel, or the channel whose thread (started by the bot, so public) it moved into."""
    if table.channel_id in readable_channels:
        return True
    return table.parent_channel_id is not None and table.parent_channel_id in readable_channels


class HistoryRepository(Repository):
    # A started game always has seats; an aborted lobby has none and is skipped. Only an aborted table is
    # asked for its seats: on PostgreSQL the question for every table was a hash of every server's seats
    # (5-7x slower at 10,000 games, and growing with the whole database). Optional filters are
    # written ``CAST(:x AS …) IS NULL OR …`` so one statement serves every combination (PostgreSQL cannot
    # tell the type of a bare parameter that is only tested for NULL). The channel filter is a slot of
    # its own, filled or empty per call: its parameter is a JSON list, which PostgreSQL reads as ``json``.
    _HIS_ENDED_TEMPLATE = """
        SELECT t.id, t.game_id, t.status, t.finished_at, t.state IS NOT NULL AS log_kept
        FROM tables AS t
        WHERE t.guild_id {guild} AND t.status IN ('finished', 'aborted')
          AND (CAST(:game_id AS TEXT) IS NULL OR t.game_id = :game_id)
          AND (t.status = 'finished'
               OR EXISTS (SELECT 1 FROM players AS s WHERE s.table_id = t.id AND s.seat IS NOT NULL))
          AND (CAST(:user_id AS BIGINT) IS NULL
               OR EXISTS (SELECT 1 FROM players AS u WHERE u.table_id = t.id AND u.user_id = :user_id
                          AND u.seat IS NOT NULL))
          {channels}
        ORDER BY t.finished_at DESC NULLS LAST, t.id DESC
        LIMIT :limit
    """
    # Who may read a game (docs/security.md#who-may-read-a-game): its channel is one the asker reads,
    # or it moved into a thread the bot started there (``parent_channel_id``), a public thread, which
    # Discord lets exactly the readers of its parent read (``readable_by`` is the same rule).
    _HIS_READABLE = """
          AND (t.channel_id IN (SELECT value FROM json_each(:readable))
               OR t.parent_channel_id IN (SELECT value FROM json_each(:readable)))
    """
    _HIS_ENDED = GuildScoped.of(_HIS_ENDED_TEMPLATE.replace("{channels}", ""))
    _HIS_ENDED_READABLE = GuildScoped.of(_HIS_ENDED_TEMPLATE.replace("{channels}", _HIS_READABLE.strip()))
    _HIS_SEATS = """
        SELECT p.table_id, p.seat, p.name, p.bot_level IS NOT NULL AS is_bot,
               COALESCE(r.score, p.final_score) AS score, COALESCE(r.rank, p.final_rank) AS rank,
               p.hints_used
        FROM players AS p LEFT JOIN results AS r ON r.table_id = p.table_id AND r.user_id = p.user_id
        WHERE p.table_id IN (SELECT value FROM json_each(?)) AND p.seat IS NOT NULL
        ORDER BY p.table_id, p.seat
    """

    async def ended_games(
        self,
        guild_id: int | None,
        *,
        readable_channels: frozenset[int] | None = None,
        user_id: int | None = None,
        game_id: str | None = None,
        limit: int = HISTORY_LIMIT,
    ) -> list[EndedGame]:
        """The server's last ended games, the most recent first; ``user_id``: only those they sat at;
        ``readable_channels``: only those played in one of these channels (or in a thread the bot
        started in one), None for every channel (the caller is no person: maintenance, benchmarks)."""
        params: dict[str, object] = {
            "guild_id": guild_id,
            "game_id": game_id,
            "user_id": user_id,
            "limit": limit,
        }
        statement = self._HIS_ENDED
        if readable_channels is not None:
            statement = self._HIS_ENDED_READABLE
            params["readable"] = json.dumps(sorted(readable_channels))
        async with self._db.snapshot() as session:
            rows = await session.fetch_all(statement.given(guild_id), params)
            ids = [row["id"] for row in rows]
            seat_rows = await session.fetch_all(self._HIS_SEATS, (json.dumps(ids),))
        seats: dict[int, list[SeatResult]] = {table_id: [] for table_id in ids}
        for row in seat_rows:
            seats[row["table_id"]].append(
                SeatResult(
                    row["seat"],
                    row["name"],
                    bool(row["is_bot"]),
                    row["score"],
                    row["rank"],
                    row["hints_used"],
                )
            )
        return [
            EndedGame(
                table_id=row["id"],
                game_id=row["game_id"],
                status=row["status"],
                finished_at=row["finished_at"],
                log_kept=bool(row["log_kept"]),
                seats=tuple(seats[row["id"]]),
            )
            for row in rows
        ]

    _HIS_TABLE = "SELECT * FROM tables WHERE id = ?"
    _HIS_PLAYERS = "SELECT * FROM players WHERE table_id = ? AND seat IS NOT NULL ORDER BY seat"
    _HIS_ACTIONS = "SELECT * FROM actions WHERE table_id = ? ORDER BY seq"

    async def stored_log(self, table_id: int) -> StoredLog | None:
        """The table, its seats and its action log, read in one snapshot; None for an unknown table."""
        async with self._db.snapshot() as session:
            row = await session.fetch_one(self._HIS_TABLE, (table_id,))
            if row is None:
                return None
            players = await session.fetch_all(self._HIS_PLAYERS, (table_id,))
            actions = await session.fetch_all(self._HIS_ACTIONS, (table_id,))
        return StoredLog(
            TableRecord.from_row(row),
            tuple(PlayerRecord.from_row(p) for p in players),
            tuple(ActionRecord.from_row(a) for a in actions),
        )

    _HIS_FINISHED = """
        SELECT id FROM tables WHERE status = 'finished' AND state IS NOT NULL AND id > ? ORDER BY id LIMIT ?
    """

    async def finished_with_logs(self, after_id: int = 0, *, batch: int = 500) -> list[int]:
        """Ids of finished games whose log is still stored, above ``after_id``, in id order (paged)."""
        async with self._db.read() as session:
            rows = await session.fetch_all(self._HIS_FINISHED, (after_id, batch))
        return [row["id"] for row in rows]
