"""Table lifecycle, the players at a table, and the action log.

The rules this module enforces are the ones a restart must not break (docs/architecture.md#the-table-service):

* one active (lobby or playing) table per channel;
* every game action is one transaction — append the action, write the state, bump the version —
  guarded by ``WHERE version = ?`` so an action computed from an outdated state is refused;
* lobby changes (join, leave, options) do not bump ``version``: the version guards game state, and a
  Join click on a slightly older lobby message is still meaningful.

Status transitions (start, finish, abort) replace the deadlines (``deadline``, ``reminder_at``,
``bots_due``): a lobby's idle deadline or a turn clock never applies to the next status; starting and
each action write the ones the service computed, in the same transaction (see ``storage.clocks``).
"""

from __future__ import annotations

from collections.abc import Sequence

from storage.clocks import deadline_params, write_seat_clocks
from storage.database import Session
from storage.errors import (
    AlreadySeatedError,
    ChannelBusyError,
    InvalidSeatingError,
    NotSeatedError,
    StaleVersionError,
    StorageError,
    TableNotFoundError,
    TableStatusError,
)
from storage.locks import channel_lock, table_lock
from storage.models import (
    Deadlines,
    PlayerRecord,
    Rater,
    ResultRecord,
    SeatClock,
    TableRecord,
    TableStatus,
)
from storage.results import insert_results
from storage.table_reads import TableReads

LOBBY_ONLY = (TableStatus.LOBBY.value,)
NOTHING_DUE = Deadlines()
ACTIVE = (TableStatus.LOBBY.value, TableStatus.PLAYING.value)


class TableRepository(TableReads):
    """Everything about one table except its final results' statistics (see ``storage.results``); the
    reads are ``storage.table_reads``'."""

    # --- the lobby -------------------------------------------------------------------------------

    _INSERT_TABLE = """
        INSERT INTO tables (guild_id, channel_id, game_id, options, seed, status, version, host_id,
                            play_in_thread, language, created_at, updated_at)
        VALUES (:guild_id, :channel_id, :game_id, :options, :seed, 'lobby', 0, :host_id,
                :play_in_thread, :language, :now, :now)
        RETURNING *
    """
    _INSERT_PLAYER = """
        INSERT INTO players (table_id, user_id, name, join_seq, joined_at, bot_level)
        SELECT :table_id, :user_id, :name, COALESCE(MAX(join_seq), 0) + 1, :now, :bot_level
        FROM players WHERE table_id = :table_id
    """

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
    ) -> TableRecord:
        """Open a lobby with the host as its first player (``play_in_thread``: see ``storage.threads``;
        ``language``: see ``storage.languages``).

        Raises ``ChannelBusyError`` (with the existing table's id) if the channel has an active table.
        """
        now = self._clock()
        async with self._db.transaction(channel_lock(channel_id)) as session:
            # The channel's write lock (SQLite: BEGIN IMMEDIATE's) is held, so this check cannot race
            # another creator in the channel; the partial unique index remains the guarantee.
            busy = await session.fetch_one(self._ACTIVE_IN_CHANNEL, (channel_id,))
            if busy is not None:
                raise ChannelBusyError(channel_id, busy["id"])
            row = await session.fetch_one(
                self._INSERT_TABLE,
                {
                    "guild_id": guild_id,
                    "channel_id": channel_id,
                    "game_id": game_id,
                    "options": options,
                    "seed": seed,
                    "host_id": host_id,
                    "play_in_thread": int(play_in_thread),
                    "language": language,
                    "now": now,
                },
            )
            assert row is not None  # INSERT … RETURNING always returns the row
            table = TableRecord.from_row(row)
            await session.execute(
                self._INSERT_PLAYER,
                {"table_id": table.id, "user_id": host_id, "name": host_name, "now": now, "bot_level": None},
            )
        return table

    # The lobby's checks inside the write: one statement instead of three (a round trip each on
    # PostgreSQL, on the path of every Join). Nothing inserted: the checks, read again, say why.
    _JOIN = f"""
        {_INSERT_PLAYER}
        HAVING EXISTS (SELECT 1 FROM tables WHERE id = :table_id AND status = 'lobby')
           AND NOT EXISTS (SELECT 1 FROM players WHERE table_id = :table_id AND user_id = :user_id)
    """

    async def add_player(
        self, table_id: int, user_id: int, name: str, *, bot_level: str | None = None
    ) -> list[PlayerRecord]:
        """Join a lobby; returns the players after joining, in join order. A bot has a ``bot_level``.

        Raises ``AlreadySeatedError`` if already there, ``TableStatusError`` unless the table is a lobby.
        Capacity is a game rule and is checked by the table service, not here.
        """
        now = self._clock()
        params = {"table_id": table_id, "user_id": user_id, "name": name, "now": now, "bot_level": bot_level}
        async with self._db.transaction(table_lock(table_id)) as session:
            if await session.execute(self._JOIN, params) == 0:
                await self._require_status(session, table_id, LOBBY_ONLY)
                raise AlreadySeatedError(table_id, user_id)
            await session.execute(self._TOUCH, (now, table_id))
            return await self._players(session, table_id)

    _LEAVE = """
        DELETE FROM players WHERE table_id = :table_id AND user_id = :user_id
        AND EXISTS (SELECT 1 FROM tables WHERE id = :table_id AND status = 'lobby')
    """

    async def remove_player(self, table_id: int, user_id: int) -> list[PlayerRecord]:
        """Leave a lobby; returns the remaining players, in join order.

        Raises ``NotSeatedError`` if the user is not there, ``TableStatusError`` once the game started
        (seats are fixed then: leaving a game is the service's decision, e.g. an abort). Leaving does
        not change ``host_id``; whether the host may leave is the service's policy.
        """
        now = self._clock()
        async with self._db.transaction(table_lock(table_id)) as session:
            if await session.execute(self._LEAVE, {"table_id": table_id, "user_id": user_id}) == 0:
                await self._require_status(session, table_id, LOBBY_ONLY)
                raise NotSeatedError(table_id, user_id)
            await session.execute(self._TOUCH, (now, table_id))
            return await self._players(session, table_id)

    _SET_OPTIONS = """
        UPDATE tables SET options = ?, updated_at = ? WHERE id = ? AND status = 'lobby' RETURNING *
    """

    async def set_options(self, table_id: int, options: str) -> TableRecord:
        """Change the game options (JSON text) while in the lobby; they are fixed once started."""
        async with self._db.transaction(table_lock(table_id)) as session:
            row = await session.fetch_one(self._SET_OPTIONS, (options, self._clock(), table_id))
            if row is None:
                raise await self._refusal(session, table_id, LOBBY_ONLY)
        return TableRecord.from_row(row)

    # One statement holding the table's lock (``write_statement``): one round trip on PostgreSQL.
    _SET_MESSAGE = """
        WITH locked AS ({locks})
        UPDATE tables SET message_id = :message_id, updated_at = :now
        WHERE id = :table_id AND (SELECT COUNT(*) FROM locked) = 1
        RETURNING id
    """

    async def set_message(self, table_id: int, message_id: int | None) -> None:
        """Remember (or forget) the public table message, so it is edited in place after a restart."""
        params = {"message_id": message_id, "now": self._clock(), "table_id": table_id}
        if await self._db.write_statement(self._SET_MESSAGE, params, table_lock(table_id)) is None:
            raise TableNotFoundError(table_id)

    # --- the game --------------------------------------------------------------------------------

    _START = """
        UPDATE tables
        SET status = 'playing', state = :state, version = version + 1, deadline = :deadline,
            reminder_at = :reminder_at, bots_due = :bots_due, updated_at = :now
        WHERE id = :table_id AND version = :expected_version AND status = 'lobby'
        RETURNING *
    """
    _COUNT_UNSEATED = "SELECT COUNT(*) FROM players WHERE table_id = ? AND seat IS NULL"

    async def start_table(
        self,
        table_id: int,
        *,
        seat_order: Sequence[int],
        state: str,
        expected_version: int,
        deadlines: Deadlines = NOTHING_DUE,
    ) -> TableRecord:
        """Start the game in one transaction: seats, status ``playing``, first state, version + 1.

        ``seat_order`` lists user ids, seat 0 first, and must be exactly the lobby's players.
        Raises ``StaleVersionError`` if the table is not a lobby at ``expected_version``.
        """
        if not seat_order or len(set(seat_order)) != len(seat_order):
            raise InvalidSeatingError(f"seat order must list each player once: {list(seat_order)}")
        params = {
            "table_id": table_id,
            "state": state,
            "expected_version": expected_version,
            **deadline_params(deadlines),
        }
        async with self._db.transaction(table_lock(table_id)) as session:
            row = await session.fetch_one(self._START, {**params, "now": self._clock()})
            if row is None:
                raise await self._stale(session, table_id, expected_version)
            seating, seats = self._seating(table_id, seat_order)
            assigned = await session.execute(seating, seats)
            unseated = await session.fetch_value(self._COUNT_UNSEATED, (table_id,))
            if assigned != len(seat_order) or unseated:
                raise InvalidSeatingError(
                    f"seat order {list(seat_order)} is not exactly the players of table {table_id}"
                )
        return TableRecord.from_row(row)

    @staticmethod
    def _seating(table_id: int, seat_order: Sequence[int]) -> tuple[str, dict[str, int]]:
        """Every seat in one statement (a round trip, not one per player, on PostgreSQL): ``CASE user_id
        WHEN :user_0 THEN 0 …``; the seat numbers are the statement's own, the users its parameters."""
        users = {f"user_{seat}": user_id for seat, user_id in enumerate(seat_order)}
        cases = " ".join(f"WHEN :user_{seat} THEN {seat}" for seat in range(len(seat_order)))
        listed = ", ".join(f":{name}" for name in users)
        sql = f"""
            UPDATE players SET seat = CASE user_id {cases} END
            WHERE table_id = :table_id AND user_id IN ({listed})
        """
        return sql, {"table_id": table_id, **users}

    _ADVANCE = """
        UPDATE tables
        SET state = :state, version = version + 1, deadline = :deadline, reminder_at = :reminder_at,
            bots_due = :bots_due, updated_at = :now
        WHERE id = :table_id AND version = :expected_version AND status = 'playing'
        RETURNING *
    """
    _FINISH = """
        UPDATE tables
        SET state = :state, version = version + 1, status = 'finished', deadline = NULL,
            reminder_at = NULL, bots_due = 0, updated_at = :now, finished_at = :now
        WHERE id = :table_id AND version = :expected_version AND status = 'playing'
        RETURNING *
    """
    _APPEND_ACTION = """
        INSERT INTO actions (table_id, seq, seat, action, created_at)
        SELECT :table_id, COALESCE(MAX(seq), 0) + 1, :seat, :action, :now
        FROM actions WHERE table_id = :table_id
    """

    # PostgreSQL only (data-modifying CTEs): the usual action, ``_ADVANCE`` then ``_APPEND_ACTION``, as
    # one statement, atomic on its own: one round trip instead of four (BEGIN and the locks, the two
    # statements, COMMIT), on the path of nearly every click. The append happens only if the guarded
    # update matched (HAVING: an aggregate alone would always give a row).
    _ADVANCE_AND_APPEND = f"""
        WITH locked AS ({{locks}}),
        advanced AS ({_ADVANCE.replace("RETURNING", "AND (SELECT COUNT(*) FROM locked) = 1 RETURNING")}),
        appended AS ({_APPEND_ACTION} HAVING EXISTS (SELECT 1 FROM advanced))
        SELECT * FROM advanced
    """
    # The deadlines change without a new version (a reminder sent, a seat stepping away, stale bots'
    # moves cleared), so a writer that computed the next ones from those it read may name them
    # (``expected_deadlines``): the update then matches only while they are still the stored ones.
    _SEEN_DEADLINES = (
        "AND deadline IS :seen_deadline AND reminder_at IS :seen_reminder_at "
        "AND bots_due = :seen_bots_due RETURNING"
    )

    async def record_action(
        self,
        table_id: int,
        *,
        seat: int,
        action: str,
        state: str,
        expected_version: int,
        expected_deadlines: Deadlines | None = None,
        results: Sequence[ResultRecord] | None = None,
        deadlines: Deadlines = NOTHING_DUE,
        seat_clocks: Sequence[SeatClock] = (),
        rate: Rater | None = None,
    ) -> TableRecord:
        """Store one accepted action with the state it produced — all or nothing.

        With ``results`` the action ended the game: the table becomes ``finished`` and one results row
        per seated person is written in the same transaction (``InvalidResultsError`` if they do not
        match the seats), and with ``rate`` the players' new ratings if the game is rated. Otherwise the
        table's deadlines become ``deadlines``. ``seat_clocks`` update seats' turn-clock records in the
        same transaction. Raises ``StaleVersionError`` — and stores nothing — if the table is not
        ``playing`` at ``expected_version``, or, when given, its deadlines are not ``expected_deadlines``.
        """
        now = self._clock()
        params = {
            "table_id": table_id,
            "state": state,
            "expected_version": expected_version,
            "now": now,
            **deadline_params(deadlines),
        }
        if expected_deadlines is not None:
            seen = deadline_params(expected_deadlines)
            params.update({f"seen_{name}": value for name, value in seen.items()})
        if results is None and not seat_clocks and self._db.dialect == "postgresql":
            row = await self._db.write_statement(
                self._guarded(self._ADVANCE_AND_APPEND, expected_deadlines),
                {**params, "seat": seat, "action": action},
                table_lock(table_id),
            )
            if row is None:
                async with self._db.read() as session:
                    raise await self._stale(session, table_id, expected_version)
            return TableRecord.from_row(row)
        async with self._db.transaction(table_lock(table_id)) as session:
            update = self._ADVANCE if results is None else self._FINISH
            row = await session.fetch_one(self._guarded(update, expected_deadlines), params)
            if row is None:
                raise await self._stale(session, table_id, expected_version)
            await session.execute(
                self._APPEND_ACTION, {"table_id": table_id, "seat": seat, "action": action, "now": now}
            )
            await write_seat_clocks(session, table_id, seat_clocks)
            if results is not None:
                await insert_results(session, table_id, results, finished_at=now, rate=rate)
        return TableRecord.from_row(row)

    @classmethod
    def _guarded(cls, update: str, expected_deadlines: Deadlines | None) -> str:
        """``update`` (its one RETURNING) matching only the deadlines named, if any."""
        return update if expected_deadlines is None else update.replace("RETURNING", cls._SEEN_DEADLINES)

    _ABORT = """
        UPDATE tables
        SET status = 'aborted', version = version + 1, deadline = NULL, reminder_at = NULL, bots_due = 0,
            updated_at = :now, finished_at = :now
        WHERE id = :table_id AND status IN ('lobby', 'playing')
        RETURNING *
    """

    async def abort_table(self, table_id: int) -> TableRecord:
        """End a lobby or game without results; frees the channel.

        Bumps ``version`` so buttons rendered before the abort are recognisably stale, and sets
        ``finished_at`` to the time the table stopped being active.
        """
        async with self._db.transaction(table_lock(table_id)) as session:
            row = await session.fetch_one(self._ABORT, {"table_id": table_id, "now": self._clock()})
            if row is None:
                raise await self._refusal(session, table_id, ACTIVE)
        return TableRecord.from_row(row)

    # --- helpers ---------------------------------------------------------------------------------

    _TOUCH = "UPDATE tables SET updated_at = ? WHERE id = ?"
    _STATUS_AND_VERSION = "SELECT status, version FROM tables WHERE id = ?"

    async def _require_status(self, session: Session, table_id: int, allowed: tuple[str, ...]) -> None:
        """Raise ``TableNotFoundError`` or ``TableStatusError`` unless the table's status is allowed."""
        row = await session.fetch_one(self._STATUS_AND_VERSION, (table_id,))
        if row is None:
            raise TableNotFoundError(table_id)
        if row["status"] not in allowed:
            raise TableStatusError(table_id, row["status"], allowed)

    async def _refusal(self, session: Session, table_id: int, allowed: tuple[str, ...]) -> StorageError:
        """Explain why a status-guarded UPDATE matched no row (the caller raises the result)."""
        try:
            await self._require_status(session, table_id, allowed)
        except StorageError as error:
            return error
        return StorageError(f"table {table_id} changed during its own transaction")  # cannot happen

    async def _stale(self, session: Session, table_id: int, expected_version: int) -> StorageError:
        """Explain why a version-guarded UPDATE matched no row (the caller raises the result)."""
        row = await session.fetch_one(self._STATUS_AND_VERSION, (table_id,))
        if row is None:
            return TableNotFoundError(table_id)
        return StaleVersionError(table_id, expected_version, row["version"], row["status"])
