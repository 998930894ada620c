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
from storage.errors import InvalidSeatingError
from storage.locks import table_lock
from storage.models import BotPlace, Deadlines, Rater, ResultRecord, SeatClock, TableRecord, TableStatus
from storage.results import insert_results
from storage.table_lobby import LobbyWrites

NOTHING_DUE = Deadlines()
ACTIVE = (TableStatus.LOBBY.value, TableStatus.PLAYING.value)


class TableRepository(LobbyWrites):
    """Everything about one table except its final results' statistics (see ``storage.results``): the
    game's writes here, the lobby's in ``storage.table_lobby``, the reads in ``storage.table_reads``."""

    # --- the game --------------------------------------------------------------------------------

    _START = """
        UPDATE tables
        SET status = 'playing', state = :state, version = version + 1, deadline = :deadline,
            reminder_at = :reminder_at, bots_due = :bots_due, updated_at = :now
        WHERE id = :table_id AND version = :expected_version AND status = 'lobby'
        RETURNING *
    """

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
            seated = await session.fetch_all(seating, seats)
            # Every player of the table is in the statement: one the order leaves out is given no seat.
            if len(seated) != len(seat_order) or any(row["seat"] is None for row in seated):
                raise InvalidSeatingError(
                    f"seat order {list(seat_order)} is not exactly the players of table {table_id}"
                )
        return TableRecord.from_row(row)

    @staticmethod
    def _seating(table_id: int, seat_order: Sequence[int]) -> tuple[str, dict[str, int]]:
        """Every seat in one statement (a round trip, not one per player, on PostgreSQL): ``CASE user_id
        WHEN :user_0 THEN 0 …``; the seat numbers are the statement's own, the users its parameters.
        It covers all the table's players and returns their seats, so a player the order leaves out
        shows as no seat (NULL) and a user who is not at the table as a missing row: no second look."""
        users = {f"user_{seat}": user_id for seat, user_id in enumerate(seat_order)}
        cases = " ".join(f"WHEN :user_{seat} THEN {seat}" for seat in range(len(seat_order)))
        sql = f"""
            UPDATE players SET seat = CASE user_id {cases} END
            WHERE table_id = :table_id
            RETURNING seat
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
        bot_places: Sequence[BotPlace] = (),
    ) -> TableRecord:
        """Store one accepted action with the state it produced — all or nothing.

        With ``results`` the action ended the game: the table becomes ``finished`` and one results row
        per seated person is written in the same transaction (``InvalidResultsError`` if they do not
        match the seats), each bot's place on its seat (``bot_places``), and with ``rate`` the players'
        new ratings if the game is rated. Otherwise the
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
                await insert_results(
                    session, table_id, results, finished_at=now, rate=rate, bot_places=bot_places
                )
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
