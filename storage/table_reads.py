"""Reading a table, its players and its action log: one statement each, no lock (``storage.tables``
writes them)."""

from __future__ import annotations

from storage.database import Repository
from storage.models import ActionRecord, PlayerRecord, TableRecord
from storage.session import StoreSession


class TableReads(Repository):
    _GET_TABLE = "SELECT * FROM tables WHERE id = ?"

    async def get_table(self, table_id: int) -> TableRecord | None:
        async with self._db.read() as session:
            row = await session.fetch_one(self._GET_TABLE, (table_id,))
        return None if row is None else TableRecord.from_row(row)

    _ACTIVE_IN_CHANNEL = "SELECT * FROM tables WHERE channel_id = ? AND status IN ('lobby', 'playing')"

    async def active_table_in_channel(self, channel_id: int) -> TableRecord | None:
        async with self._db.read() as session:
            row = await session.fetch_one(self._ACTIVE_IN_CHANNEL, (channel_id,))
        return None if row is None else TableRecord.from_row(row)

    _ACTIVE_TABLES = "SELECT * FROM tables WHERE status IN ('lobby', 'playing') ORDER BY id"

    async def active_tables(self) -> list[TableRecord]:
        """Lobbies and games in progress, oldest first: what the bot restores at start-up."""
        async with self._db.read() as session:
            rows = await session.fetch_all(self._ACTIVE_TABLES)
        return [TableRecord.from_row(row) for row in rows]

    # Seat order once seats are assigned, join order before: one query serves every status.
    _PLAYERS = "SELECT * FROM players WHERE table_id = ? ORDER BY seat IS NULL, seat, join_seq"

    async def players(self, table_id: int) -> list[PlayerRecord]:
        """Lobby: in join order. Started: in seat order. An unknown table has no players (``[]``)."""
        async with self._db.read() as session:
            return await self._players(session, table_id)

    async def _players(self, session: StoreSession, table_id: int) -> list[PlayerRecord]:
        rows = await session.fetch_all(self._PLAYERS, (table_id,))
        return [PlayerRecord.from_row(row) for row in rows]

    _ACTIONS = "SELECT * FROM actions WHERE table_id = ? ORDER BY seq"

    async def actions(self, table_id: int) -> list[ActionRecord]:
        """The action log in order, for replays, audits and bug reports."""
        async with self._db.read() as session:
            rows = await session.fetch_all(self._ACTIONS, (table_id,))
        return [ActionRecord.from_row(row) for row in rows]

    # While a game runs its version is 1 + the number of actions (start_table moves the lobby's 0 to
    # 1, record_action adds one), so action ``seq`` n was applied at version n.
    _SEATS_SINCE = "SELECT DISTINCT seat FROM actions WHERE table_id = ? AND seq >= ? ORDER BY seat"

    async def seats_acted_since(self, table_id: int, version: int) -> set[int]:
        """The seats that acted on the table since it was at ``version``.

        Lets the service tell a click made on an older screen from a stale one: when several seats
        decide at once, others acting in between does not make my pending decision stale.
        """
        async with self._db.read() as session:
            rows = await session.fetch_all(self._SEATS_SINCE, (table_id, version))
        return {row["seat"] for row in rows}

    _OWN_ACTION_SINCE = (
        "SELECT action FROM actions WHERE table_id = ? AND seq >= ? AND seat = ? ORDER BY seq LIMIT 1"
    )

    async def own_action_since(self, table_id: int, version: int, seat: int) -> str | None:
        """The first action ``seat`` made since the table was at ``version``, if any.

        Tells a double click (the same action, already applied) from a click on an outdated screen.
        """
        async with self._db.read() as session:
            row = await session.fetch_one(self._OWN_ACTION_SINCE, (table_id, version, seat))
        return row["action"] if row else None
