"""What every part of the table service shares: records, locks, the state cache, and one accepted action.

``TableService`` (``bot.tables.service``) is assembled from ``ServiceCore`` and the verbs of the lobby
(``bot.tables.lobby``) and of the bots and clocks (``bot.tables.autoplay``).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import secrets
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Sequence
from typing import TYPE_CHECKING, Any

from bot.i18n.refusals import refusal
from bot.tables.clock import turn_deadlines
from bot.tables.conversions import bot_places_of, lobby_closed, results_of, rules_for, table_info
from bot.tables.errors import (
    DepartedError,
    GameNotRunningError,
    IllegalMoveError,
    LobbyClosedError,
    NotSeatedError,
    StaleActionError,
)
from bot.tables.limits import Limits
from bot.tables.models import ActResult, TableInfo, TableState
from bot.tables.ratings import rate_game
from bot.tables.redaction import verb
from bot.tables.rows import RowMemory
from bot.tables.thinking import Thinker
from games import IllegalActionError
from games.base import GameRules
from storage import Deadlines, Departure, SeatClock, Store
from storage import errors as storage_errors
from storage.models import PlayerRecord, TableRecord

if TYPE_CHECKING:
    from bot.tables.votes import AbortVote

log = logging.getLogger(__name__)

# A seed fits SQLite's signed 64-bit INTEGER.
SEED_BITS = 62
# Tables whose views are kept (the most recently viewed). A version's views are read over and over while
# its action is answered and its screens redrawn, a few milliseconds; then, until the next action, they
# only cost memory (~13 KiB a table, the largest per-table structure the bot kept: issue 41), while a
# view costs 10-50 us to make again. A few dozen tables cover every action in flight even at 1,000 tables.
HOT_VIEW_TABLES = 32


@dataclasses.dataclass(slots=True)
class _TableLock:
    lock: asyncio.Lock = dataclasses.field(default_factory=asyncio.Lock)
    users: int = 0


class ServiceCore(RowMemory):
    def __init__(
        self,
        store: Store,
        *,
        seed_source: Callable[[], int] | None = None,
        clock: Callable[[], float] = time.time,
        limits: Limits | None = None,
    ) -> None:
        super().__init__(store, clock)  # the store, the clock, and what is kept of its rows
        self.limits = limits or Limits()
        self._thinker = Thinker(self.limits.bot_workers)
        self._seed_source = seed_source or (lambda: secrets.randbits(SEED_BITS))
        # Told the time of every deadline or reminder the service sets, so a sweeper can wake for it.
        self.on_deadline: Callable[[float], None] | None = None
        self._bots_running: set[int] = set()  # tables whose bots are moving right now, in this process
        # table id -> its lock and how many tasks hold or await it; dropped when the last one lets go,
        # so a lock lives only while a table is busy, however many tables this process ever saw.
        self._locks: dict[int, _TableLock] = {}
        # table id -> (version, engine state): skips re-parsing JSON on every click.
        self._states: dict[int, tuple[int, Any]] = {}
        # table id -> (record, players, the TableInfo made of them), while a game runs: a click reads
        # the same row several times (its checks, the hand, the table edit, the redraws), and each read
        # converted it again. Reused only for an equal record and the very players list cached above.
        self._infos: dict[int, tuple[TableRecord, list[PlayerRecord], TableInfo]] = {}
        # table id -> (version, engine state, seat or None -> its view), for the ``HOT_VIEW_TABLES`` most
        # recently viewed running games: one version is viewed again and again while its action is
        # answered (the hand at each click of a form, the table edit, the redraws), and a view is a pure
        # function of the state. Renderers only read views, so one object serves all.
        self._views: OrderedDict[int, tuple[int, Any, dict[int | None, Any]]] = OrderedDict()
        # table id -> its channel, for the tables open now (a table never moves): checks each click's
        # channel without a storage round trip (bot/adapter/handlers.py).
        self._channels: dict[int, tuple[int, ...]] = {}
        # table id -> the vote open to end its game early (bot/tables/votes.py says why in memory).
        self._votes: dict[int, AbortVote] = {}
        # table id -> seats of people who asked for their forced moves to be played (``bot.tables.autoplay``).
        self._autoplay: dict[int, frozenset[int]] = {}

    @property
    def thinker(self) -> Thinker:
        """Where bots think: the daily deal's bots (bot/tables/daily_service.py) think there too."""
        return self._thinker

    @contextlib.asynccontextmanager
    async def _lock(self, table_id: int) -> AsyncIterator[None]:
        entry = self._locks.get(table_id)
        if entry is None:
            entry = self._locks[table_id] = _TableLock()
        entry.users += 1
        self._fresh.pop(table_id, None)  # whoever holds the lock may change the row
        try:
            async with entry.lock:
                self._fresh.pop(table_id, None)
                try:
                    yield
                finally:
                    if table_id in self._foreign:  # its owner keeps it in memory: tell it
                        await self._tell_owner(table_id)
        finally:
            entry.users -= 1
            if entry.users == 0:
                del self._locks[table_id]

    def forget(self, table_id: int) -> None:
        """The table closed (finished, aborted, idle): drop what this service keeps for it in memory."""
        self._states.pop(table_id, None)
        self._players.pop(table_id, None)
        self._infos.pop(table_id, None)
        self._views.pop(table_id, None)
        self._fresh.pop(table_id, None)
        self._stored.pop(table_id, None)
        self._foreign.discard(table_id)
        self._channels.pop(table_id, None)
        self._votes.pop(table_id, None)
        self._autoplay.pop(table_id, None)

    async def channels_of(self, table_id: int) -> tuple[int, ...]:
        """The channels the table's buttons may be clicked in: where it lives, and the channel it was
        opened in if it moved into a thread (its lobby message stays there). Empty for an unknown table."""
        channels = self._channels.get(table_id)
        if channels is None:
            record = await self._store.get_table(table_id)
            if record is None:
                return ()
            channels = (record.channel_id, *((record.parent_channel_id,) if record.parent_channel_id else ()))
            if record.status in ("lobby", "playing"):  # closed tables are not kept: ``forget`` ran
                self._channels[table_id] = channels
        return channels

    async def _lobby(self, table_id: int, verb: str = "join") -> tuple[TableRecord, TableInfo]:
        record = await self._record(table_id)
        if record.status != "lobby":
            raise LobbyClosedError(lobby_closed(record.status, verb))
        return record, await self._info(record)

    async def _seated_in_game(
        self, table_id: int, user_id: int, *, returning: bool = False
    ) -> tuple[TableRecord, TableInfo, int]:
        """The running game's record and table, and the user's seat; refusals otherwise."""
        return await self._seated(await self._record(table_id), user_id, returning=returning)

    async def _seated(
        self, record: TableRecord, user_id: int, *, returning: bool = False
    ) -> tuple[TableRecord, TableInfo, int]:
        """``record`` if its game runs, its table, and the user's seat in it; refusals otherwise.

        A seat whose person left the server takes nothing from them (``DepartedError``); ``returning``:
        the one exception, I'm back from someone who merely left (the adapter lets only members of the
        table's server reach the service, so they are one again)."""
        table, seat = await self._running_seat(record, user_id)
        departed = table.player_at(seat).departed
        if departed is Departure.BANNED or (departed is not None and not returning):
            raise DepartedError(banned=departed is Departure.BANNED)
        return record, table, seat

    async def _running_seat(self, record: TableRecord, user_id: int) -> tuple[TableInfo, int]:
        """The table of a game under way and the user's seat in it; refused when it runs not, or they
        hold no seat there."""
        if record.status != "playing":
            raise GameNotRunningError()
        table = await self._info(record)
        seat = table.seat_of(user_id)
        if seat is None:
            raise NotSeatedError()
        return table, seat

    async def _commit(
        self,
        record: TableRecord,
        table: TableInfo,
        seat: int,
        action: str,
        *,
        seat_clocks: Sequence[SeatClock] = (),
        by_bot: bool = False,
    ) -> ActResult:
        """Apply one action for ``seat`` and store it with what falls due next — one transaction.

        The caller holds the table's lock and has checked who may act. ``seat_clocks`` change seats'
        turn-clock records in the same transaction (and count for what falls due next).
        """
        rules = rules_for(record.game_id)
        state = self._state(record, rules)
        to_act_before = tuple(rules.to_act(state))
        try:
            new_state, events = rules.apply(state, seat, action)
        except IllegalActionError as illegal:
            raise IllegalMoveError(refusal(illegal)) from None
        outcome = rules.outcome(new_state)
        results = results_of(table, outcome) if outcome else None
        bot_places = bot_places_of(table, outcome) if outcome else []
        automatic = {p.seat for p in table.players if p.is_automatic}
        for clock in seat_clocks:
            is_bot = table.player_at(clock.seat).is_bot
            (automatic.add if clock.autopilot or is_bot else automatic.discard)(clock.seat)
        automatic |= await self._forced_seats(table, rules, new_state)  # owed like a bot's move
        deadlines = turn_deadlines(
            turn_clock=record.turn_clock,
            automatic=automatic,
            before=to_act_before,
            after=tuple(rules.to_act(new_state)),
            actor=seat,
            now=self._now(),
            current=record.deadlines,
        )
        heard = self._heard
        try:
            record = await self._store.record_action(
                record.id,
                seat=seat,
                action=action,
                state=rules.dump(new_state),
                expected_version=record.version,
                expected_deadlines=record.deadlines,  # computed from them: changed since, the write fails
                results=results,
                deadlines=deadlines,
                seat_clocks=seat_clocks,
                rate=rate_game,
                bot_places=bot_places,
            )
        except storage_errors.StaleVersionError:
            raise StaleActionError() from None
        self._remember(record, new_state, stored=True)
        self._keep_fresh(record, heard=heard)
        self._deadlines_set(deadlines)
        # The verb only: the action's argument may be a secret bid or pass (bot/tables/redaction.py).
        log.info("table %s: seat %s played %s (version %s)", record.id, seat, verb(action), record.version)
        if seat_clocks:
            self._forget_players(record.id)
        if results:
            self._quit_records.forget(record.guild_id, (result.user_id for result in results))
        # The table as the row stands now, not as the action found it: the row it started from may be
        # one this service stored earlier (``_stored``), before the table moved into its thread or got a
        # new message. The seats come from memory (``_info``): they never change during a game.
        table = await self._info(record)
        snapshot = await self._snapshot(record, new_state, table=table)
        ratings = tuple(await self._store.rating_changes(record.id)) if results else ()
        return ActResult(
            state=snapshot,
            seat=seat,
            action=action,
            events=tuple(events),
            to_act_before=to_act_before,
            by_bot=by_bot,
            ratings=ratings,
        )

    async def _forced_seats(self, table: TableInfo, rules: GameRules, state: Any) -> set[int]:
        """Seats whose forced move the service owes (``Autoplay`` overrides this); none by default."""
        return set()

    def _deadlines_set(self, deadlines: Deadlines) -> None:
        times = [t for t in (deadlines.deadline, deadlines.reminder_at) if t is not None]
        if times and self.on_deadline is not None:
            self.on_deadline(min(times))

    def _state(self, record: TableRecord, rules: GameRules) -> Any:
        cached = self._states.get(record.id)
        if cached is not None and cached[0] == record.version:
            return cached[1]
        assert record.state is not None
        state = rules.load(record.state)
        self._remember(record, state)
        return state

    def _remember(self, record: TableRecord, state: Any, *, stored: bool = False) -> None:
        """Cache the states of running games only, so the cache never outgrows the live tables.
        ``stored``: ``record`` is the row this service has just written (``_stored``)."""
        if record.status == "playing":
            self._states[record.id] = (record.version, state)
            if stored:
                self._stored[record.id] = record
        else:
            self.forget(record.id)

    async def _info(self, record: TableRecord) -> TableInfo:
        playing = record.status == "playing"
        players = self._players.get(record.id) if playing else None
        if players is None:
            players = await self._store.players(record.id)
            if playing:
                self._players[record.id] = players
            else:
                self._players.pop(record.id, None)
        if not playing:
            self._infos.pop(record.id, None)
            return table_info(record, players)
        cached = self._infos.get(record.id)
        if cached is not None and cached[1] is players and cached[0] == record:
            return cached[2]
        info = table_info(record, players)
        self._infos[record.id] = (record, players, info)
        return info

    async def _snapshot(
        self, record: TableRecord, state: Any = None, *, table: TableInfo | None = None
    ) -> TableState:
        if table is None or table.version != record.version or table.status != record.status:
            table = await self._info(record)
        if record.status == "lobby" and record.guild_id is not None:  # shown beside each person's name
            people = [player.user_id for player in table.players if not player.is_bot]
            records = await self._quit_records.of(record.guild_id, people)
            table = dataclasses.replace(table, quit_records=records)
        if record.state is None:
            return TableState(table=table, public=None)
        rules = rules_for(record.game_id)
        if state is None:
            state = self._state(record, rules)
        public = self._view(record, rules, state, None)
        return TableState(table=table, public=public, outcome=rules.outcome(state))

    def _view(self, record: TableRecord, rules: GameRules, state: Any, seat: int | None) -> Any:
        """``rules.view(state, seat)``, computed once per version of a running game."""
        if record.status != "playing":
            return rules.view(state, seat)
        cached = self._views.get(record.id)
        if cached is None or cached[0] != record.version or cached[1] is not state:
            cached = self._views[record.id] = (record.version, state, {})
            if len(self._views) > HOT_VIEW_TABLES:
                self._views.popitem(last=False)
        self._views.move_to_end(record.id)
        views = cached[2]
        if seat not in views:
            views[seat] = rules.view(state, seat)
        return views[seat]
