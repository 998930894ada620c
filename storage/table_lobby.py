"""A table's lobby (opened by ``storage.table_open``): the players joining and leaving, its options and
its message; and the status checks the game's writes share (``storage.tables``). Lobby changes do not
bump ``version``: the version guards game state, and a Join click on a slightly older lobby message is
still meaningful."""

from __future__ import annotations

from storage.errors import (
    AlreadySeatedError,
    NotSeatedError,
    StaleVersionError,
    StorageError,
    TableNotFoundError,
    TableStatusError,
)
from storage.locks import table_lock
from storage.models import LobbySeats, TableRecord, TableStatus
from storage.session import StoreSession
from storage.table_open import TableOpening

LOBBY_ONLY = (TableStatus.LOBBY.value,)


class LobbyWrites(TableOpening):
    """The lobby's writes (``storage.tables`` adds the game's)."""

    # --- the lobby (opened by ``storage.table_open``) ---------------------------------------------

    _INSERT_PLAYER = """
        INSERT INTO players (table_id, user_id, name, join_seq, joined_at, bot_level)
        SELECT :table_id, :user_id, :name, COALESCE(MAX(join_seq), 0) + 1, :now, :bot_level
        FROM players WHERE table_id = :table_id
    """

    # The lobby's checks inside the write: one statement instead of three (a round trip each on
    # PostgreSQL, on the path of every Join). Nothing inserted: the checks, read again, say why.
    _JOIN = f"""
        {_INSERT_PLAYER}
        HAVING EXISTS (SELECT 1 FROM tables WHERE id = :table_id AND status = 'lobby')
           AND NOT EXISTS (SELECT 1 FROM players WHERE table_id = :table_id AND user_id = :user_id)
    """

    async def add_player(
        self,
        table_id: int,
        user_id: int,
        name: str,
        *,
        bot_level: str | None = None,
        idle_deadline: float | None = None,
    ) -> LobbySeats:
        """Join a lobby; returns the lobby after joining. A bot has a ``bot_level``. ``idle_deadline``:
        the lobby's idle deadline pushed back by the change (None leaves it as it was).

        Raises ``AlreadySeatedError`` if already there, ``TableStatusError`` unless the table is a lobby.
        Capacity is a game rule and is checked by the table service, not here.
        """
        now = self._clock()
        params = {"table_id": table_id, "user_id": user_id, "name": name, "now": now, "bot_level": bot_level}
        async with self._db.transaction(table_lock(table_id)) as session:
            if await session.execute(self._JOIN, params) == 0:
                await self._require_status(session, table_id, LOBBY_ONLY)
                raise AlreadySeatedError(table_id, user_id)
            return await self._lobby_after(session, table_id, now, idle_deadline)

    _LEAVE = """
        DELETE FROM players WHERE table_id = :table_id AND user_id = :user_id
        AND EXISTS (SELECT 1 FROM tables WHERE id = :table_id AND status = 'lobby')
    """

    async def remove_player(
        self, table_id: int, user_id: int, *, idle_deadline: float | None = None
    ) -> LobbySeats:
        """Leave a lobby; returns the lobby after leaving (``idle_deadline``: as for ``add_player``).

        Raises ``NotSeatedError`` if the user is not there, ``TableStatusError`` once the game started
        (seats are fixed then: leaving a game is the service's decision, e.g. an abort). Leaving does
        not change ``host_id``; whether the host may leave is the service's policy.
        """
        now = self._clock()
        async with self._db.transaction(table_lock(table_id)) as session:
            if await session.execute(self._LEAVE, {"table_id": table_id, "user_id": user_id}) == 0:
                await self._require_status(session, table_id, LOBBY_ONLY)
                raise NotSeatedError(table_id, user_id)
            return await self._lobby_after(session, table_id, now, idle_deadline)

    _SET_OPTIONS = """
        UPDATE tables SET options = ?, updated_at = ?, deadline = COALESCE(?, deadline)
        WHERE id = ? AND status = 'lobby' RETURNING *
    """

    async def set_options(
        self, table_id: int, options: str, *, idle_deadline: float | None = None
    ) -> TableRecord:
        """Change the game options (JSON text) while in the lobby; they are fixed once started.
        ``idle_deadline``: as for ``add_player``."""
        async with self._db.transaction(table_lock(table_id)) as session:
            params = (options, self._clock(), idle_deadline, table_id)
            row = await session.fetch_one(self._SET_OPTIONS, params)
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

    # --- helpers ---------------------------------------------------------------------------------

    # A lobby change marks the row changed and, with the change, pushes its idle deadline back: the row
    # as written comes back with it, so the service shows the lobby without reading it again.
    _TOUCH_LOBBY = """
        UPDATE tables SET updated_at = :now, deadline = COALESCE(:deadline, deadline)
        WHERE id = :table_id RETURNING *
    """

    async def _lobby_after(
        self, session: StoreSession, table_id: int, now: float, idle_deadline: float | None
    ) -> LobbySeats:
        row = await session.fetch_one(
            self._TOUCH_LOBBY, {"now": now, "deadline": idle_deadline, "table_id": table_id}
        )
        assert row is not None  # the caller's write found the table, under its lock
        return LobbySeats(TableRecord.from_row(row), await self._players(session, table_id))

    _STATUS_AND_VERSION = "SELECT status, version FROM tables WHERE id = ?"

    async def _require_status(self, session: StoreSession, table_id: int, allowed: tuple[str, ...]) -> None:
        """Raise ``TableNotFoundError`` or ``TableStatusError`` unless the table's status is allowed."""
        row = await session.fetch_one(self._STATUS_AND_VERSION, (table_id,))
        if row is None:
            raise TableNotFoundError(table_id)
        if row["status"] not in allowed:
            raise TableStatusError(table_id, row["status"], allowed)

    async def _refusal(self, session: StoreSession, table_id: int, allowed: tuple[str, ...]) -> StorageError:
        """Explain why a status-guarded UPDATE matched no row (the caller raises the result)."""
        try:
            await self._require_status(session, table_id, allowed)
        except StorageError as error:
            return error
        return StorageError(f"table {table_id} changed during its own transaction")  # cannot happen

    async def _stale(self, session: StoreSession, table_id: int, expected_version: int) -> StorageError:
        """Explain why a version-guarded UPDATE matched no row (the caller raises the result)."""
        row = await session.fetch_one(self._STATUS_AND_VERSION, (table_id,))
        if row is None:
            return TableNotFoundError(table_id)
        return StaleVersionError(table_id, expected_version, row["version"], row["status"])
