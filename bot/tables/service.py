"""The table service: the life of a table from lobby to final standings (docs/architecture.md).

Discord-free. It is the only place where a user id meets a seat number. Every accepted action is one
storage transaction guarded by the table's version; a per-table asyncio.Lock serialises work in this
process so two clicks at the same moment apply exactly one action.

Assembled from parts with one job each: ``ServiceCore`` (records, locks, one accepted action),
``LobbyVerbs`` (the lobby, bots in seats, the turn clock, the start), ``ThreadVerbs`` (tables in a
thread of their own), ``RematchVerbs`` (🔁 Play again), ``PresetVerbs`` (a server's named options),
``LanguageVerbs`` (who reads which language), ``Autoplay`` (bots' moves, clocks running out,
autopilot, idle lobbies) with ``Departures`` (seats whose person left the server),
``HintVerbs`` (💡 hints: allowed where, and the hint itself), ``PictureChoices`` (cards as pictures or
text only), ``Boards`` (leaderboards by rating, a player's
record) and ``HistoryVerbs`` (a server's last games, replays, export files).
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.i18n import N_, _
from bot.tables.boards import Boards
from bot.tables.conversions import rules_for
from bot.tables.departures import Departures
from bot.tables.errors import (
    AlreadyDoneError,
    DepartedError,
    GameNotRunningError,
    NotHostError,
    NotSeatedError,
    StaleActionError,
    TableError,
)
from bot.tables.hints import HintVerbs
from bot.tables.history import HistoryVerbs
from bot.tables.languages import LanguageVerbs
from bot.tables.models import ActResult, PrivateView, TableState
from bot.tables.pictures import PictureChoices
from bot.tables.presets import PresetVerbs
from bot.tables.rematch import RematchVerbs
from bot.tables.threads import ThreadVerbs
from bot.tables.votes import AbortVotes
from storage import Departure, SeatClock
from storage.models import TableRecord, TurnAlerts, UserPrefs

__all__ = ["TableService"]


GAME_ENDS_BY_VOTE = N_(
    "A game under way ends when most of its players agree: /abort opens the vote "
    "(or someone with Manage Messages ends it)."
)


class TableService(
    ThreadVerbs,
    HintVerbs,
    RematchVerbs,
    PresetVerbs,
    LanguageVerbs,
    Departures,
    AbortVotes,
    PictureChoices,
    Boards,
    HistoryVerbs,
):
    async def abort(self, table_id: int, user_id: int, *, moderator: bool = False) -> TableState:
        """End the table now: a lobby by its host, anything by a moderator (a game otherwise by a vote)."""
        async with self._lock(table_id):
            record = await self._record(table_id)
            if record.status not in ("lobby", "playing"):
                raise GameNotRunningError()
            if record.status == "playing" and not moderator:
                raise TableError(_(GAME_ENDS_BY_VOTE))
            if user_id != record.host_id and not moderator:
                raise NotHostError(_("Only the host can end this table (or someone with Manage Messages)."))
            record = await self._store.abort_table(table_id)
            self.forget(table_id)
            return await self._snapshot(record)

    # ------------------------------------------------------------------- game
    async def act(self, table_id: int, user_id: int, version: int, action: str) -> ActResult:
        async with self._lock(table_id):
            stored = self._stored.get(table_id)
            if stored is not None:  # the row this process wrote last: no read, most of the time
                try:
                    return await self._act(stored, user_id, version, action)
                except TableError:  # maybe only because the row changed elsewhere: decide on it as it is
                    self._stored.pop(table_id, None)
            return await self._act(await self._record(table_id), user_id, version, action)

    async def _act(self, record: TableRecord, user_id: int, version: int, action: str) -> ActResult:
        """One person's action decided on ``record``; the caller holds the table's lock."""
        record, table, seat = await self._seated(record, user_id)
        if version != record.version and not await self._still_current(record.id, seat, version, record):
            if version >= 1 and await self._store.own_action_since(record.id, version, seat) == action:
                raise AlreadyDoneError(action)
            raise StaleActionError()
        player = table.player_at(seat)
        # Acting yourself ends a run of missed turns, and autopilot if it was on.
        back = [SeatClock(seat=seat, missed=0, autopilot=False)] if player.missed or player.autopilot else []
        return await self._commit(record, table, seat, action, seat_clocks=back)

    async def private_view(self, table_id: int, user_id: int) -> PrivateView:
        record = await self._latest(table_id)
        if record.status == "aborted" or (record.state is None and record.status != "lobby"):
            raise GameNotRunningError()  # aborted, or ended so long ago that its state was deleted
        table = await self._info(record)
        seat = table.seat_of(user_id)
        if seat is None or record.state is None:
            if record.status == "lobby" and table.is_player(user_id):
                raise TableError(_("The game hasn't started yet: your hand appears when the host starts it."))
            raise NotSeatedError()
        if table.player_at(seat).departed is Departure.BANNED:  # final: not even the ended game's hand
            raise DepartedError(banned=True)
        rules = rules_for(record.game_id)
        view = self._view(record, rules, self._state(record, rules), seat)
        return PrivateView(table=table, seat=seat, view=view)

    # ---------------------------------------------------------------- queries
    async def table(self, table_id: int) -> TableState:
        return await self._snapshot(await self._latest(table_id))

    async def table_in_channel(self, channel_id: int) -> TableState | None:
        record = await self._store.active_table_in_channel(channel_id)
        return await self._snapshot(record) if record else None

    async def tables_of(self, guild_id: int, user_id: int) -> list[int]:
        """The open tables of this server where the user has a seat (a lobby, or a game), but those whose
        seat went to a bot for a ban already."""
        found = []
        for record in await self._store.active_tables():
            if record.guild_id != guild_id:
                continue
            table = await self._info(record)
            seat = next((p for p in table.players if p.user_id == user_id), None)
            if seat is not None and seat.departed is not Departure.BANNED:
                found.append(record.id)
        return found

    async def set_message(self, table_id: int, message_id: int | None) -> None:
        self._fresh.pop(table_id, None)
        await self._store.set_message(table_id, message_id)
        self._fresh.pop(table_id, None)  # a query may have read the row while it was written
        if table_id in self._foreign:  # its owner keeps the row in memory: tell it
            await self._tell_owner(table_id)

    # ------------------------------------------------------------ preferences
    async def prefs(self, user_id: int) -> UserPrefs:
        return await self._store.get_prefs(user_id)

    async def set_dm_hands(self, user_id: int, enabled: bool) -> UserPrefs:
        return await self._store.set_dm_hands(user_id, enabled)

    async def set_turn_alerts(self, user_id: int, when: TurnAlerts) -> UserPrefs:
        return await self._store.set_turn_alerts(user_id, when)

    async def mark_dm_fallback_told(self, user_id: int) -> None:
        await self._store.mark_dm_fallback_told(user_id)

    async def dm_hand_message(self, table_id: int, user_id: int) -> int | None:
        return await self._store.dm_hand_message(table_id, user_id)

    async def set_dm_hand_message(self, table_id: int, user_id: int, message_id: int | None) -> None:
        await self._store.set_dm_hand_message(table_id, user_id, message_id)

    async def dm_hand_messages(self, table_id: int) -> dict[int, int]:
        return await self._store.dm_hand_messages(table_id)

    async def ping_message(self, table_id: int) -> int | None:
        return await self._store.ping_message(table_id)

    async def set_ping_message(self, table_id: int, message_id: int | None) -> None:
        await self._store.set_ping_message(table_id, message_id)

    def drop_tables(self, table_ids: Iterable[int]) -> None:
        """Tables deleted from storage (a departed server's): keep nothing of them in memory either."""
        self._quit_records.clear()  # their results went with them
        for table_id in table_ids:
            self._states.pop(table_id, None)
            self._fresh.pop(table_id, None)
            self._stored.pop(table_id, None)
            self._forget_players(table_id)
            self._locks.pop(table_id, None)

    # --------------------------------------------------------------- helpers
    async def _still_current(self, table_id: int, seat: int, version: int, record: TableRecord) -> bool:
        """A screen drawn at an older version still stands if only other seats acted since.

        When several seats decide at once (secret bids, simultaneous openings), one seat's choice does
        not make the others' open screens out of date. In turn-based play no one else can act while a
        seat is to act, so an older version there always means this seat has acted since.
        """
        if not 1 <= version < record.version:
            return False
        return seat not in await self._store.seats_acted_since(table_id, version)
