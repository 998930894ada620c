"""Bots at the table and the clocks: bot seats' moves, turn clocks running out, autopilot, idle lobbies,
and forced moves played for the people who asked for it (``/settings autoplay``).

Everything here is driven by what storage says is due (``Store.due_tables``), never by in-memory
timers, so a restart loses no clock. A bot decides from its seat's own view only (``games.bots``), off
the event loop when it takes time (``bot.tables.thinking``), deterministically from the table seed and
the table's version. Bots never play a game out alone: when no person is left, the game ends.

A forced move is a person's turn with exactly one legal action (the last card, the only card that
follows). With their ``autoplay`` preference on it is owed like a bot's move: it sets ``bots_due`` when
the turn begins, and the same moves loop makes it, so a restart in between loses nothing (the sweeper).
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

from bot.i18n import _
from bot.tables.clock import EXPIRIES_FOR_AUTOPILOT, STAND_IN_LEVEL, turn_deadlines
from bot.tables.conversions import rules_for
from bot.tables.core import ServiceCore
from bot.tables.errors import TableError
from bot.tables.models import ActResult, DueResult, TableInfo, TableState
from games.base import GameRules
from storage import Deadlines, SeatClock
from storage.models import TableRecord, UserPrefs

log = logging.getLogger(__name__)

ABANDONED = "abandoned"  # DueResult.ended: every seat is a bot or on autopilot
INACTIVE = "inactive"  # DueResult.ended: no person acted for Limits.inactive_game_seconds

# One run of bot moves stops after this many and leaves ``bots_due`` set for the sweeper to go on, so a
# table whose every seat is automatic cannot hold the event loop's attention for a whole game at once.
MAX_BOT_MOVES_PER_RUN = 200


class Autoplay(ServiceCore):
    async def run_bots(self, table_id: int) -> list[ActResult]:
        """Make every move bots owe on the table, one locked step at a time, until a person must act.

        One run per table at a time: a second caller (the sweeper, while a click's run goes on) gets
        nothing, so each move is announced once.
        """
        if table_id in self._bots_running:
            return []
        players = self._players.get(table_id)
        no_autoplay = self._autoplay.get(table_id) == frozenset()  # known, and nobody asked for it
        if players is not None and no_autoplay and not any(p.bot_level or p.autopilot for p in players):
            return []  # a running game of people only (the common case): no storage round trip
        self._bots_running.add(table_id)
        results: list[ActResult] = []
        try:
            for _move in range(MAX_BOT_MOVES_PER_RUN):
                async with self._lock(table_id):
                    step = await self._one_bot_move(table_id)
                if step is None:
                    break
                results.append(step)
        finally:
            self._bots_running.discard(table_id)
        return results

    async def close(self) -> None:
        """End the bots' worker processes (the bot calls this when it closes)."""
        await self._thinker.close()

    async def due_tables(self) -> list[int]:
        """Ids of the active tables with something due now."""
        return [record.id for record in await self._store.due_tables(self._now())]

    async def next_due(self) -> float | None:
        """When the next deadline or reminder falls due (unix seconds), if any."""
        return await self._store.next_due()

    async def on_due(self, table_id: int) -> DueResult | None:
        """Do what fell due on one table: close an idle lobby, remind, or play for those out of time.

        Bots then make the moves they owe. Returns None when nothing was due after all (a player acted
        in the meantime).
        """
        async with self._lock(table_id):
            record = await self._record(table_id)
            now = self._now()
            due = None
            if record.status == "lobby" and record.deadline is not None and record.deadline <= now:
                record = await self._store.abort_table(table_id)
                self.forget(table_id)
                return DueResult(state=await self._snapshot(record), idle_closed=True)
            if record.status != "playing":
                return None
            if (await self._info(record)).abandoned:
                return DueResult(state=await self._end_game(table_id), ended=ABANDONED)
            if record.deadline is not None and record.deadline <= now:
                due = await self._time_out(record)
                if due.state.table.abandoned:  # the last person's clock ran out for the second time
                    return dataclasses.replace(due, state=await self._end_game(table_id), ended=ABANDONED)
            elif record.reminder_at is not None and record.reminder_at <= now:
                due = await self._remind(record)
        moves = await self.run_bots(table_id)
        if not moves:
            return due
        done = due or DueResult(state=moves[-1].state)
        return dataclasses.replace(done, state=moves[-1].state, actions=(*done.actions, *moves))

    async def inactive_tables(self) -> list[int]:
        """Running games no one has touched for ``Limits.inactive_game_seconds``."""
        return await self._store.untouched_games(self._now() - self.limits.inactive_game_seconds)

    async def next_inactive(self) -> float | None:
        """When the least recently touched game becomes inactive (unix seconds), if a game runs."""
        oldest = await self._store.oldest_game_touch()
        return None if oldest is None else oldest + self.limits.inactive_game_seconds

    async def close_inactive(self, table_id: int) -> DueResult | None:
        """End a game nobody touched for too long, like an idle lobby; None if it was touched since."""
        async with self._lock(table_id):
            record = await self._record(table_id)
            cutoff = self._now() - self.limits.inactive_game_seconds
            if record.status != "playing" or record.updated_at > cutoff:
                return None
            return DueResult(state=await self._end_game(table_id), ended=INACTIVE)

    async def back(self, table_id: int, user_id: int) -> TableState:
        """A player on autopilot takes their seat back ("I'm back"); so does one who had left the server
        and is a member again (never one who was banned: ``ServiceCore._seated``)."""
        return await self._set_autopilot(table_id, user_id, on=False)

    async def step_away(self, table_id: int, user_id: int) -> TableState:
        """A player leaves a game under way: a bot plays their seat until they press I'm back."""
        return await self._set_autopilot(table_id, user_id, on=True)

    async def _set_autopilot(self, table_id: int, user_id: int, *, on: bool) -> TableState:
        async with self._lock(table_id):
            record, table, seat = await self._seated_in_game(table_id, user_id, returning=not on)
            player = table.player_at(seat)
            if player.autopilot == on:
                raise TableError(
                    _("A bot already plays for you. Press I'm back on your hand to play again.")
                    if on
                    else _("You're not on autopilot: you're already playing yourself.")
                )
            deadlines = self._autopilot_deadlines(record, table, seat, on=on)
            clock = SeatClock(seat=seat, missed=player.missed if on else 0, autopilot=on)
            if player.departed is not None:  # back in the server (``returning``): no longer departed
                await self._store.set_departure(table_id, clock, departed=None, deadlines=deadlines)
            else:
                await self._store.set_seat_clock(table_id, clock, deadlines=deadlines)
            return await self._seat_changed(table_id, deadlines)

    def _autopilot_deadlines(
        self, record: TableRecord, table: TableInfo, seat: int, *, on: bool
    ) -> Deadlines:
        """What falls due once ``seat`` goes on autopilot (``on``) or comes back from it."""
        rules = rules_for(record.game_id)
        to_act = tuple(rules.to_act(self._state(record, rules)))
        automatic = {p.seat for p in table.players if p.is_automatic} - {seat} | ({seat} if on else set())
        return turn_deadlines(
            turn_clock=record.turn_clock,
            automatic=automatic,
            # Coming back begins the seat's decision, if it has one; stepping away begins nobody's.
            before=to_act if on else (),
            after=to_act,
            actor=None,
            now=self._now(),
            current=record.deadlines,
        )

    async def _seat_changed(self, table_id: int, deadlines: Deadlines) -> TableState:
        """A seat's autopilot was stored (the caller holds the lock): the table as it stands now, ended
        when the last person left it."""
        self._forget_players(table_id)
        self._stored.pop(table_id, None)  # its deadlines changed: the next action reads the row
        self._deadlines_set(deadlines)
        state = await self._snapshot(await self._record(table_id))
        if state.table.abandoned:  # the last person left: end it rather than let bots play it out
            return await self._end_game(table_id)
        return state

    # ----------------------------------------------------------------- helpers
    async def _end_game(self, table_id: int) -> TableState:
        """Abort a running game (the caller holds its lock): nothing is scored, the channel is free."""
        record = await self._store.abort_table(table_id)
        self._states.pop(table_id, None)
        self._forget_players(table_id)
        log.info("table %s: game ended without a score", table_id)
        return await self._snapshot(record)

    async def _one_bot_move(self, table_id: int) -> ActResult | None:
        heard = self._heard
        record = await self._record(table_id)
        if record.status != "playing":
            return None
        table = await self._info(record)
        if table.abandoned:  # bots never play a game out alone; the sweeper ends it (``on_due``)
            # Read under the lock, nothing written: the reads that follow may use it.
            self._keep_fresh(record, heard=heard)
            return None
        rules = rules_for(record.game_id)
        state = self._state(record, rules)
        seats = [seat for seat in rules.to_act(state) if table.is_automatic(seat)]
        if not seats:
            forced = sorted(await self._forced_seats(table, rules, state))
            if forced:
                (only,) = rules.legal_actions(state, forced[0])
                result = await self._commit(record, table, forced[0], only)
                return dataclasses.replace(result, forced=True)
            if record.bots_due:  # a stale flag (the moves were made before a crash): clear it
                await self._store.set_deadlines(
                    table_id, dataclasses.replace(record.deadlines, bots_due=False)
                )
                self._stored.pop(table_id, None)
            else:
                self._keep_fresh(record, heard=heard)
            return None
        seat = seats[0]
        level = table.player_at(seat).bot_level or STAND_IN_LEVEL
        action = await self._decide(record, seat, level)
        return await self._commit(record, table, seat, action, by_bot=True)

    async def set_autoplay(self, user_id: int, enabled: bool) -> UserPrefs:
        """/settings autoplay: from the next turn that begins, a forced move is played for this user."""
        prefs = await self._store.set_autoplay(user_id, enabled)
        self._autoplay.clear()  # read again at each table's next action
        return prefs

    async def _forced_seats(self, table: TableInfo, rules: GameRules, state: Any) -> set[int]:
        """People to act who asked for it and have exactly one legal action: their move is owed."""
        if table.status != "playing":
            return set()
        chosen = self._autoplay.get(table.id)
        if chosen is None:
            people = [p for p in table.players if not p.is_bot and p.seat is not None]
            users = await self._store.with_autoplay([p.user_id for p in people])
            chosen = frozenset(p.seat for p in people if p.user_id in users and p.seat is not None)
            self._autoplay[table.id] = chosen
        return {
            seat
            for seat in rules.to_act(state)
            if seat in chosen and not table.is_automatic(seat) and len(rules.legal_actions(state, seat)) == 1
        }

    async def _decide(self, record: TableRecord, seat: int, level: str) -> str:
        """A bot's move for ``seat`` from that seat's own view; strong bots think in the worker pool."""
        rules = rules_for(record.game_id)
        view = rules.view(self._state(record, rules), seat)
        return await self._thinker.choose(record.game_id, level, view, record.seed, record.version)

    def _waiting_people(self, record: TableRecord, table: TableInfo) -> list[int]:
        rules = rules_for(record.game_id)
        return [seat for seat in rules.to_act(self._state(record, rules)) if not table.is_automatic(seat)]

    async def _time_out(self, record: TableRecord) -> DueResult:
        """The turn clock ran out: the stand-in bot decides for each person still to act."""
        table = await self._info(record)
        timed_out: list[int] = []
        autopilot: list[int] = []
        actions: list[ActResult] = []
        for seat in self._waiting_people(record, table):
            if seat not in self._waiting_people(record, table):  # the decision ended with another's
                continue
            player = table.player_at(seat)
            missed = player.missed + 1
            on_autopilot = missed >= EXPIRIES_FOR_AUTOPILOT
            action = await self._decide(record, seat, STAND_IN_LEVEL)
            clock = SeatClock(seat=seat, missed=missed, autopilot=on_autopilot)
            result = await self._commit(record, table, seat, action, seat_clocks=[clock], by_bot=True)
            log.info("table %s: seat %s ran out of time (%s in a row)", record.id, seat, missed)
            timed_out.append(seat)
            if on_autopilot:
                autopilot.append(seat)
            actions.append(result)
            record = await self._record(record.id)
            table = result.state.table
            if record.status != "playing":
                break
        state = actions[-1].state if actions else await self._snapshot(record)
        return DueResult(
            state=state, timed_out=tuple(timed_out), autopilot=tuple(autopilot), actions=tuple(actions)
        )

    async def _remind(self, record: TableRecord) -> DueResult:
        """Once per turn: the people to act hear that their time is running out."""
        table = await self._info(record)
        no_reminder = dataclasses.replace(record.deadlines, reminder_at=None)
        await self._store.set_deadlines(record.id, no_reminder, touch=False)  # a reminder is nobody's move
        self._stored.pop(record.id, None)  # the next action reads the row with this reminder gone
        reminded = tuple(self._waiting_people(record, table))
        return DueResult(state=await self._snapshot(record, table=table), reminded=reminded)
