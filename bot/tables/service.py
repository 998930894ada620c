"""The table service: the life of a table from lobby to final standings (DESIGN.md §3).

Discord-free. It is the only place where a user id meets a seat number. Every accepted action is one
storage transaction guarded by the table's version; a per-table asyncio.Lock serialises work in this
process so two clicks at the same moment apply exactly one action.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import random
import secrets
from collections.abc import Callable, Sequence
from typing import Any

from bot.tables.conversions import (
    closed_phrase,
    option_update,
    parse_options,
    results_of,
    rules_for,
    table_info,
)
from bot.tables.errors import (
    ChannelBusyError,
    GameNotRunningError,
    IllegalMoveError,
    LobbyClosedError,
    NoTableError,
    NotHostError,
    NotSeatedError,
    StaleActionError,
    TableError,
)
from bot.tables.models import ActResult, PrivateView, TableInfo, TableState
from games import IllegalActionError
from games.base import GameRules
from storage import Store
from storage import errors as storage_errors
from storage.models import LeaderRow, StatRow, TableRecord, UserPrefs

log = logging.getLogger(__name__)

# A seed fits SQLite's signed 64-bit INTEGER.
SEED_BITS = 62


class TableService:
    def __init__(self, store: Store, *, seed_source: Callable[[], int] | None = None) -> None:
        self._store = store
        self._seed_source = seed_source or (lambda: secrets.randbits(SEED_BITS))
        self._locks: dict[int, asyncio.Lock] = {}
        # table id -> (version, engine state): skips re-parsing JSON on every click.
        self._states: dict[int, tuple[int, Any]] = {}

    # ------------------------------------------------------------------ lobby
    async def open_table(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game_id: str,
        host_id: int,
        host_name: str,
        options: dict[str, Any] | None = None,
    ) -> TableState:
        rules = rules_for(game_id)
        parsed = parse_options(rules, options or {})
        try:
            record = await self._store.create_table(
                guild_id=guild_id,
                channel_id=channel_id,
                game_id=game_id,
                options=parsed.model_dump_json(),
                seed=self._seed_source(),
                host_id=host_id,
                host_name=host_name,
            )
        except storage_errors.ChannelBusyError as busy:
            raise ChannelBusyError(busy.table_id) from None
        return await self._snapshot(record)

    async def join(self, table_id: int, user_id: int, name: str) -> TableState:
        async with self._lock(table_id):
            record, table = await self._lobby(table_id)
            if table.is_player(user_id):
                raise TableError("You're already seated at this table.")
            if len(table.players) >= table.max_players:
                raise TableError(f"The table is full ({table.max_players} players).")
            await self._store.add_player(table_id, user_id, name)
            return await self._snapshot(record)

    async def leave(self, table_id: int, user_id: int) -> TableState:
        async with self._lock(table_id):
            record, table = await self._lobby(table_id, verb="leave")
            if not table.is_player(user_id):
                raise NotSeatedError()
            if user_id == table.host_id:
                raise TableError("You're the host: cancel the table instead, or start it.")
            await self._store.remove_player(table_id, user_id)
            return await self._snapshot(record)

    async def set_option(self, table_id: int, user_id: int, key: str, values: Sequence[str]) -> TableState:
        """The host sets one option from the values picked in the lobby (see ``option_update``)."""
        async with self._lock(table_id):
            record, table = await self._lobby(table_id)
            if user_id != table.host_id:
                raise NotHostError("change the table options")
            rules = rules_for(record.game_id)
            options = {**json.loads(record.options), **option_update(rules, key, values)}
            parsed = parse_options(rules, options)
            record = await self._store.set_options(table_id, parsed.model_dump_json())
            return await self._snapshot(record)

    async def start(self, table_id: int, user_id: int) -> TableState:
        async with self._lock(table_id):
            record, table = await self._lobby(table_id, verb="start")
            if user_id != table.host_id:
                raise NotHostError("start the game")
            count = len(table.players)
            if count < table.min_players:
                raise TableError(
                    f"{table.game_name} needs at least {table.min_players} players; {count} seated so far."
                )
            rules = rules_for(record.game_id)
            # Seat order is shuffled from the table seed: seat 0 starts, so nobody picks the first player.
            order = [player.user_id for player in table.players]
            random.Random(f"{record.seed}:seating").shuffle(order)
            try:
                state = rules.new_game(players=count, seed=record.seed, options=table.options, deals=None)
            except ValueError as unfit:  # the options don't fit this many players (e.g. a team game)
                raise TableError(f"{unfit} Nothing changed.") from None
            try:
                record = await self._store.start_table(
                    table_id, seat_order=order, state=rules.dump(state), expected_version=record.version
                )
            except storage_errors.StaleVersionError:
                raise LobbyClosedError(
                    "The table changed while starting; nothing changed. Try again."
                ) from None
            self._remember(record, state)
            return await self._snapshot(record, state)

    async def abort(self, table_id: int, user_id: int, *, moderator: bool = False) -> TableState:
        async with self._lock(table_id):
            record = await self._record(table_id)
            if record.status not in ("lobby", "playing"):
                raise GameNotRunningError()
            if user_id != record.host_id and not moderator:
                raise NotHostError("end this table (or someone with Manage Messages)")
            record = await self._store.abort_table(table_id)
            self._states.pop(table_id, None)
            return await self._snapshot(record)

    # ------------------------------------------------------------------- game
    async def act(self, table_id: int, user_id: int, version: int, action: str) -> ActResult:
        async with self._lock(table_id):
            record = await self._record(table_id)
            if record.status != "playing":
                raise GameNotRunningError()
            table = await self._info(record)
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeatedError()
            if version != record.version and not await self._still_current(table_id, seat, version, record):
                raise StaleActionError()
            rules = rules_for(record.game_id)
            state = self._state(record, rules)
            to_act_before = tuple(rules.to_act(state))
            try:
                new_state, events = rules.apply(state, seat, action)
            except IllegalActionError as illegal:
                raise IllegalMoveError(str(illegal)) from None
            outcome = rules.outcome(new_state)
            results = results_of(table, outcome) if outcome else None
            try:
                record = await self._store.record_action(
                    table_id,
                    seat=seat,
                    action=action,
                    state=rules.dump(new_state),
                    expected_version=record.version,
                    results=results,
                )
            except storage_errors.StaleVersionError:
                raise StaleActionError() from None
            self._remember(record, new_state)
            log.info("table %s: seat %s played %s (version %s)", table_id, seat, action, record.version)
            # Seats never change during a game: reuse them instead of reading them again.
            table = dataclasses.replace(table, version=record.version, status=record.status)
            snapshot = await self._snapshot(record, new_state, table=table)
            return ActResult(
                state=snapshot, seat=seat, action=action, events=tuple(events), to_act_before=to_act_before
            )

    async def private_view(self, table_id: int, user_id: int) -> PrivateView:
        record = await self._record(table_id)
        if record.status == "aborted":
            raise GameNotRunningError()
        table = await self._info(record)
        seat = table.seat_of(user_id)
        if seat is None or record.state is None:
            if record.status == "lobby" and table.is_player(user_id):
                raise TableError("The game hasn't started yet: your hand appears when the host starts it.")
            raise NotSeatedError()
        rules = rules_for(record.game_id)
        return PrivateView(table=table, seat=seat, view=rules.view(self._state(record, rules), seat))

    # ---------------------------------------------------------------- queries
    async def table(self, table_id: int) -> TableState:
        return await self._snapshot(await self._record(table_id))

    async def table_in_channel(self, channel_id: int) -> TableState | None:
        record = await self._store.active_table_in_channel(channel_id)
        return await self._snapshot(record) if record else None

    async def set_message(self, table_id: int, message_id: int | None) -> None:
        await self._store.set_message(table_id, message_id)

    async def leaderboard(self, guild_id: int, game_id: str, limit: int = 10) -> list[LeaderRow]:
        rules_for(game_id)
        return await self._store.leaderboard(guild_id, game_id, limit=limit)

    async def stats(self, guild_id: int, user_id: int) -> list[StatRow]:
        return await self._store.player_stats(guild_id, user_id)

    # ------------------------------------------------------------ preferences
    async def prefs(self, user_id: int) -> UserPrefs:
        return await self._store.get_prefs(user_id)

    async def set_dm_hands(self, user_id: int, enabled: bool) -> UserPrefs:
        return await self._store.set_dm_hands(user_id, enabled)

    async def mark_dm_fallback_told(self, user_id: int) -> None:
        await self._store.mark_dm_fallback_told(user_id)

    # --------------------------------------------------------------- helpers
    def _lock(self, table_id: int) -> asyncio.Lock:
        return self._locks.setdefault(table_id, asyncio.Lock())

    async def _record(self, table_id: int) -> TableRecord:
        record = await self._store.get_table(table_id)
        if record is None:
            raise NoTableError("That table doesn't exist (any more). Nothing changed.")
        return record

    async def _lobby(self, table_id: int, verb: str = "join") -> tuple[TableRecord, TableInfo]:
        record = await self._record(table_id)
        if record.status != "lobby":
            raise LobbyClosedError(
                f"This table has already {closed_phrase(record.status)}; you can't {verb} now."
            )
        return record, await self._info(record)

    async def _still_current(self, table_id: int, seat: int, version: int, record: TableRecord) -> bool:
        """A screen drawn at an older version still stands if only other seats acted since.

        When several seats decide at once (secret bids, simultaneous openings), one seat's choice does
        not make the others' open screens out of date. In turn-based play no one else can act while a
        seat is to act, so an older version there always means this seat has acted since.
        """
        if not 1 <= version < record.version:
            return False
        return seat not in await self._store.seats_acted_since(table_id, version)

    def _state(self, record: TableRecord, rules: GameRules) -> Any:
        cached = self._states.get(record.id)
        if cached is not None and cached[0] == record.version:
            return cached[1]
        assert record.state is not None
        state = rules.load(record.state)
        self._remember(record, state)
        return state

    def _remember(self, record: TableRecord, state: Any) -> None:
        """Cache the states of running games only, so the cache never outgrows the live tables."""
        if record.status == "playing":
            self._states[record.id] = (record.version, state)
        else:
            self._states.pop(record.id, None)

    async def _info(self, record: TableRecord) -> TableInfo:
        return table_info(record, await self._store.players(record.id))

    async def _snapshot(
        self, record: TableRecord, state: Any = None, *, table: TableInfo | None = None
    ) -> TableState:
        if table is None or table.version != record.version or table.status != record.status:
            table = await self._info(record)
        if record.state is None:
            return TableState(table=table, public=None)
        rules = rules_for(record.game_id)
        if state is None:
            state = self._state(record, rules)
        return TableState(table=table, public=rules.view(state, None), outcome=rules.outcome(state))
