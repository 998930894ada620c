"""Turn alerts: a turn that begins reaches its player, even one not looking (docs/adapter.md#turn-alerts).

Discord makes a sound, a badge or a push only for a *new* message that mentions someone, or a new DM: an
open hand lighting up (an edited ephemeral) or a DM hand edited in place is silent. So each person's last
click at each table is remembered (in memory), and when their turn begins their ``/settings turn_alerts``
decides:

- ``away`` (the default): notified at once when they clicked nothing of the table in the last
  ``AWAY_AFTER_SECONDS``, or when nothing live shows them the turn (no open hand redrawn, no DM hand);
  otherwise looked at again ``AWAY_AFTER_SECONDS`` after their last click, and notified then if the turn
  is still theirs and they clicked nothing since. Someone clicking away at the table is never pinged.
- ``every``: notified whenever a turn of theirs begins.
- ``reminders``: never when it begins; only the reminder (below).

A notification is the table's one turn ping in its channel or thread (``Pings``: deleted once answered),
or, for a player whose hand goes by DM, a small new DM (``DmAlerts``: deleted once they act). Reminders
(a clock's nudge before it runs out; without a clock one reminder ``NO_CLOCK_REMINDER_SECONDS`` after the
turn began, ``bot.tables.clock``) are stored deadlines and go to everyone still waiting, whatever they
chose. The follow-up looks live in memory: after a restart the stored reminder still reaches an away player.
Bots and seats on autopilot are never notified (``Pings.due`` leaves them out).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Collection, Iterable, Sequence
from typing import TYPE_CHECKING

from bot.adapter.dm_alerts import DmAlerts
from bot.adapter.languages import in_table_language
from bot.adapter.posting import Click, post_lines
from bot.adapter.replies import jump_url
from bot.i18n import _, language
from bot.render.clock_lines import deadline_suffix, reminder_line
from bot.render.turn_alerts import waiting_line
from bot.tables import ActResult, TableInfo, TableState
from storage import TurnAlerts as Choice

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot
    from bot.adapter.pings import Pings

log = logging.getLogger(__name__)

# Someone who clicked anything of the table this recently is looking at it: no alert now. (issue 36)
AWAY_AFTER_SECONDS = 20.0


def decide(choice: Choice, *, last_click: float | None, now: float, live: bool) -> float | None:
    """When to notify a person whose turn just began: ``now``, a later time to look again, or None
    (never for this turn). ``live``: their open hand or DM hand was just redrawn, showing the turn."""
    if choice is Choice.REMINDERS:
        return None
    if choice is Choice.EVERY or not live or last_click is None:
        return now
    look_again = last_click + AWAY_AFTER_SECONDS
    return now if look_again <= now else look_again


class Alerts:
    """Who is told that a turn began, when, and how (module docstring)."""

    def __init__(
        self, bot: CardroomBot, pings: Pings, dm_alerts: DmAlerts, lock_for: Callable[[int], asyncio.Lock]
    ) -> None:
        self._bot = bot
        self._pings = pings
        self._dm = dm_alerts
        self._lock_for = lock_for  # the publisher's lock on the table's announcements
        self._clicks: dict[tuple[int, int], float] = {}  # (table, user) -> their last click, bot.clock
        # (table, user) -> the timer of their follow-up look. A timer, not a sleeping task: most looks are
        # cancelled by a click before they are due, and a task sleeping for each waiting player cost ~2 KiB
        # of memory and a wake-up to cancel it (issue 41). The look itself runs as a task when due.
        self._later: dict[tuple[int, int], asyncio.TimerHandle] = {}
        self._looking: set[asyncio.Task[None]] = set()  # looks running now (a task needs a reference)

    # ----------------------------------------------------------------------------- presence
    def clicked(self, table_id: int, user_id: int) -> None:
        self._clicks[(table_id, user_id)] = self._bot.clock()

    def acted(self, table: TableInfo, results: Sequence[ActResult]) -> list[int]:
        """Whoever acted is answered: no follow-up look. Returns the people who acted."""
        actors = [table.user_at(result.seat) for result in results]
        for user_id in actors:
            self._cancel((table.id, user_id))
        return actors

    def forget(self, table_id: int) -> None:
        for key in [key for key in self._clicks if key[0] == table_id]:
            del self._clicks[key]
        for key in [key for key in self._later if key[0] == table_id]:
            self._cancel(key)
        self._dm.forget(table_id)

    async def close(self) -> None:
        for key in list(self._later):
            self._cancel(key)
        running = list(self._looking)  # a look half done would notify through a closing connection
        for task in running:
            task.cancel()
        await asyncio.gather(*running, return_exceptions=True)

    # --------------------------------------------------------------------------- turns begun
    async def turn_began(
        self,
        state: TableState,
        users: Iterable[int],
        live: Collection[int],
        by_dm: Collection[int],
        notes: dict[int, str],
        interaction: Click,
    ) -> None:
        """``users``: the people whose turn just began (``Pings.due``); ``live``: those whose open hand
        or DM hand now shows it; ``by_dm``: those whose hand went by DM. The caller holds the lock."""
        table = state.table
        now = self._bot.clock()
        at_once: list[int] = []
        for user_id in users:
            prefs = await self._bot.tables.prefs(user_id)
            when = decide(
                prefs.turn_alerts,
                last_click=self._clicks.get((table.id, user_id)),
                now=now,
                live=user_id in live,
            )
            if when is None:
                continue
            if when <= now:
                at_once.append(user_id)
            else:
                self._look_later(table.id, user_id, when, user_id in by_dm)
        await self._notify(state, at_once, by_dm, notes, interaction)

    async def remind(self, state: TableState, users: list[int]) -> None:
        """A stored reminder fell due: everyone still waiting hears it (by DM when their hand goes there).
        The caller holds the lock."""
        table = state.table
        in_dms = [user for user in users if (await self._bot.tables.prefs(user)).dm_hands]
        sent = await self._dm.send_all(state, in_dms, reminder=True)
        in_channel = [user for user in users if user not in sent]
        if not in_channel:
            return
        if table.deadline is None:
            lines = [waiting_line(user, self._prompt(state, user)) for user in in_channel]
        else:
            lines = [reminder_line(user, table.deadline) for user in in_channel]
        await self.ping(table, lines, in_channel, None)

    async def answered(self, table: TableInfo, actors: Iterable[int]) -> None:
        """The DM alerts of people who acted are out of date: deleted."""
        await self._dm.retire(table, actors)

    async def retire_table(self, table: TableInfo) -> None:
        """The game is over: no DM alert of it stays."""
        await self._dm.retire_table(table)

    # ------------------------------------------------------------------------------ delivery
    async def _notify(
        self,
        state: TableState,
        users: list[int],
        by_dm: Collection[int],
        notes: dict[int, str],
        interaction: Click,
    ) -> None:
        sent = await self._dm.send_all(state, [user for user in users if user in by_dm])
        in_channel = [user for user in users if user not in sent]
        if in_channel:
            await self.ping(state.table, self._ping_lines(state, in_channel, notes), in_channel, interaction)

    @in_table_language
    async def ping(self, table: TableInfo, lines: list[str], users: list[int], interaction: Click) -> None:
        """The table's one ping: the previous one goes first, then this one, with a jump to the table."""
        if table.message_id is not None:
            link = jump_url(table.guild_id, table.channel_id, table.message_id)
            lines[-1] += " · " + _("[Jump to table]({link})", link=link)
        await self._pings.clear(table)
        posted = await post_lines(self._bot, table, lines, pings=users, interaction=interaction)
        self._pings.told(table.id, users)
        await self._pings.replace(table, posted, users)

    def _ping_lines(self, state: TableState, users: list[int], notes: dict[int, str]) -> list[str]:
        """A line for each person pinged: what they must do, their deadline, a note about their DMs."""
        table = state.table
        lines = []
        for seat in state.to_act:
            user_id = table.user_at(seat)
            if user_id not in users or state.public is None:
                continue
            line = f"⏳ <@{user_id}> {self._prompt(state, user_id)}{deadline_suffix(table.deadline)}"
            if user_id in notes:
                line += f" {notes[user_id]}"
            lines.append(line)
        return lines

    def _prompt(self, state: TableState, user_id: int) -> str:
        ui = self._bot.ui_for(state.table.game_id)
        seat = state.table.seat_of(user_id)
        return ui.turn_prompt(state.public, seat) if state.public is not None and seat is not None else ""

    # ------------------------------------------------------------------------ looking again
    def _look_later(self, table_id: int, user_id: int, when: float, by_dm: bool) -> None:
        key = (table_id, user_id)
        self._cancel(key)
        delay = max(0.0, when - self._bot.clock())
        self._later[key] = asyncio.get_running_loop().call_later(delay, self._look_now, key, by_dm)

    def _look_now(self, key: tuple[int, int], by_dm: bool) -> None:
        self._later.pop(key, None)
        task = asyncio.get_running_loop().create_task(self._look_again(key, by_dm))
        self._looking.add(task)
        task.add_done_callback(self._looking.discard)

    async def _look_again(self, key: tuple[int, int], by_dm: bool) -> None:
        """Due: still their turn and no click since? Then notify them now."""
        table_id, user_id = key
        try:
            last = self._clicks.get(key)
            if last is not None and last + AWAY_AFTER_SECONDS > self._bot.clock():  # clicked since
                self._look_later(table_id, user_id, last + AWAY_AFTER_SECONDS, by_dm)
                return
            async with self._lock_for(table_id):
                state = await self._bot.tables.table(table_id)
                table = state.table
                seat = table.seat_of(user_id)
                if table.status != "playing" or seat is None or seat not in state.to_act:
                    return
                if table.is_automatic(seat):
                    return
                with language(table.language):  # a public ping speaks the table's language
                    await self._notify(state, [user_id], [user_id] if by_dm else [], {}, None)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s: could not alert %s of their turn", table_id, user_id)

    def _cancel(self, key: tuple[int, int]) -> None:
        timer = self._later.pop(key, None)
        if timer is not None:
            timer.cancel()
