"""Public side of a table after each change: the table message brought up to date (``table_message``),
the few messages worth keeping, the turn ping (``pings``), open hands redrawn and DMs."""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from bot.adapter.dm_alerts import DmAlerts
from bot.adapter.dm_hands import DmHands
from bot.adapter.hands import IM_BACK, hand_screen
from bot.adapter.languages import in_table_language
from bot.adapter.pings import Pings
from bot.adapter.posting import Click, post_lines
from bot.adapter.rematch import play_again_button
from bot.adapter.table_message import TableMessage
from bot.adapter.turn_alerts import Alerts
from bot.i18n import _
from bot.render.clock_lines import (
    autopilot_lines,
    idle_closed_screen,
    timed_out_lines,
)
from bot.render.endings import standings_line
from bot.render.game_names import game_title
from bot.render.names import safe_name
from bot.render.screen import Button
from bot.tables import ActResult, DueResult, TableInfo, TableState, merge_results

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)


class Publisher:
    def __init__(self, bot: CardroomBot) -> None:
        self._bot = bot
        self._announce_locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.table_message = TableMessage(bot)
        self.dm_hands = DmHands(bot)
        self.pings = Pings(bot)
        self.alerts = Alerts(bot, self.pings, DmAlerts(bot, self.dm_hands), self._announce_locks.__getitem__)

    def _failed(self, what: str, *args: object) -> None:
        """Log a failed public update (never raised: the action it follows is stored either way). While
        the bot shuts down, its HTTP session closes under requests in flight: that is expected, and the
        next start shows the table as it is, so it is one line, not a traceback."""
        if self._bot.is_closed():
            log.info("table %s: " + what + " (shutting down)", *args)
        else:
            log.exception("table %s: " + what, *args)

    def forget(self, table_id: int) -> None:
        """The table closed: drop its locks and refresh tickets (``CardroomBot.forget_table`` calls this)."""
        self._announce_locks.pop(table_id, None)
        self.table_message.forget(table_id)
        self.pings.forget(table_id)
        self.alerts.forget(table_id)

    # ------------------------------------------------------------ announcements
    @in_table_language
    async def after_start(
        self, state: TableState, moves: list[ActResult] | None = None, interaction: Click = None
    ) -> None:
        """The game begins; ``moves`` are the bots' first moves, if a bot starts."""
        table = state.table
        seats = " · ".join(
            f"{seat + 1}. {safe_name(player.name, seat)}" for seat, player in enumerate(table.players)
        )
        begins = _("🃏 **{game}** begins! Seats: {seats}", game=game_title(table.game_name), seats=seats)
        if moves:
            await self.after_actions(moves, first_lines=[begins], interaction=interaction, start=True)
            return
        try:
            await self._publish(state, [], [begins], (), state.to_act, interaction)
        except Exception:
            self._failed("could not announce the start", table.id)

    async def after_action(self, result: ActResult, interaction: Click = None) -> None:
        await self.after_actions([result], interaction=interaction)

    @in_table_language
    async def after_actions(
        self,
        results: list[ActResult],
        *,
        first_lines: list[str] | None = None,
        buttons: tuple[Button, ...] = (),
        interaction: Click = None,
        start: bool = False,
    ) -> None:
        """Everything the channel and the players must learn from accepted actions in a row (a person's,
        then the bots'). Never raises.

        The table message (edited in place) shows the play; new messages are only what is worth keeping
        (``first_lines``, a round scored, the final standings) and the ping for whose turn just began.
        ``interaction``: the click that made the first action, if a player made it; new messages then go
        out as its followups (see ``posting``). ``start``: the game just began, everyone to act is new."""
        result = merge_results(results)
        state = result.state
        self.table_message.note_forced(results)  # "⚡ … had only one legal move" on the table message
        # Side by side: a rate-limited or failing edit of the table message (429, 5xx retries) must not
        # hold back the ping that tells the next player it's their turn.
        refresh = asyncio.create_task(self.table_message.refresh(state.table.id))
        try:
            ui = self._bot.ui_for(state.table.game_id)
            history = with_ratings(
                ui.history_messages(self._bot.context_for(state.table), result.events), result
            )
            begun = state.to_act if start else result.newly_to_act
            messages: list[str | list[str]] = [*([first_lines] if first_lines else []), *history]
            # The final standings (the last message of a finished game) offer a rematch.
            closing = (play_again_button(),) if state.table.status == "finished" and messages else ()
            await self._publish(state, results, messages, buttons, begun, interaction, closing)
        except Exception:
            self._failed("could not post the announcement", state.table.id)
        # The edit may wait seconds for the global budget behind every table's pings: it finishes on its
        # own, so the click that called this frees its work slot (adapter/backlog.py) and the sweeper
        # goes on to the next table meanwhile. Waiting here held 16 slots on edits at 1,000 tables, and
        # most clicks were acknowledged early with their screens 5 s late (bench/HISTORY.md).
        self._bot.background.start(self._settle(refresh, state.table))

    async def _settle(self, refresh: asyncio.Task[None], table: TableInfo) -> None:
        """After the table message's edit: archive a finished game's thread (the edit goes in it first)
        and forget a closed table. Never raises."""
        try:
            await refresh
        except Exception:
            self._failed("could not refresh the table message", table.id)
        try:
            await self._bot.threads.after_game(table)  # the final standings are out: archive its thread
        finally:
            if table.status not in ("lobby", "playing"):
                self._bot.forget_table(table.id)

    @in_table_language
    async def tell(self, state: TableState, lines: list[str]) -> None:
        """A change that is no game action (someone stepped away): refresh the table, say it. Never raises."""
        try:
            await self.table_message.refresh(state.table.id)
            async with self._announce_locks[state.table.id]:
                await post_lines(self._bot, state.table, lines)
        except Exception:
            self._failed("could not tell the channel", state.table.id)

    async def departed(self, table: TableInfo, user_id: int) -> None:
        """The user is gone from the table's server (bot/adapter/departures.py): nothing of the game reaches
        them any more. Their hand by DM closes without its cards or buttons, their open hand is never
        redrawn, and no turn alert of theirs stays in their DMs. Never raises."""
        self._bot.live_hands.forget(table.id, user_id)
        try:
            await self.alerts.answered(table, [user_id])
            await self.dm_hands.close_departed(table, user_id)
        except Exception:
            self._failed("could not close the hands of departed %s", table.id, user_id)

    @in_table_language
    async def after_due(self, due: DueResult) -> None:
        """What the sweeper did to a table: a closed lobby, a reminder, turns played for absent players."""
        state = due.state
        table = state.table
        if due.idle_closed:
            try:
                await self.table_message.edit_or_repost(state, idle_closed_screen(table))
            finally:
                self._bot.forget_table(table.id)
            return
        if due.actions:
            ctx = self._bot.context_for(table)
            lines = [*timed_out_lines(ctx, due.timed_out), *autopilot_lines(ctx, due.autopilot)]
            back = (Button(_(IM_BACK), "ui:back", style="success"),) if due.autopilot else ()
            await self.after_actions(list(due.actions), first_lines=lines, buttons=back)
        if due.reminded:
            async with self._announce_locks[table.id]:
                await self.alerts.remind(state, [table.user_at(seat) for seat in due.reminded])

    @in_table_language
    async def _publish(
        self,
        state: TableState,
        results: list[ActResult],
        messages: list[str | list[str]],
        buttons: tuple[Button, ...],
        begun: tuple[int, ...],
        interaction: Click,
        closing: tuple[Button, ...] = (),
    ) -> None:
        """The messages worth keeping (each its own message; the first carries ``buttons``, the last
        ``closing``), then the
        turn ping for the people whose turn ``begun`` and who are not already looking at their hand."""
        table = state.table
        await self._bot.gate.clicks_answered()
        async with self._announce_locks[table.id]:
            self.pings.acted(table, results)
            await self.alerts.answered(table, self.alerts.acted(table, results))
            for index, message in enumerate(messages):
                lines = message if isinstance(message, list) else [message]
                row = (*(buttons if index == 0 else ()), *(closing if index == len(messages) - 1 else ()))
                await post_lines(self._bot, table, lines, buttons=row, interaction=interaction)
            if table.status != "playing":
                await self._close_hands(state)
                await self.pings.retire_answered(table)
                return
            due = self.pings.due(table, begun)
            redrawn = await self._redraw_open_hands(state, begun)
            # Hands by DM, like open hands, light up when a turn begins (a DM is its player's live hand):
            # not under a player still deciding (everyone bids at once), whose picks it would wipe, and
            # not twice when the DM was the open hand just redrawn.
            delivered = await self.dm_hands.deliver(state, {table.user_at(s) for s in begun}, redrawn)
            self.pings.told(table.id, due)
            await self.pings.retire_answered(table)
            live = {*redrawn, *delivered.in_dms}
            unheard = [user for user in due if user not in delivered.sent]  # a new DM notified them
            if begun and self.table_message.below.over_a_screen(table.id):
                state = await self._move_down(state)
            await self.alerts.turn_began(state, unheard, live, delivered.in_dms, delivered.notes, interaction)

    async def _move_down(self, state: TableState) -> TableState:
        """A turn begins under more than a phone screen of the bot's own messages: the table message
        comes back to the bottom, just above the turn ping (bot/adapter/below.py). Returns the state
        with the message the ping links to."""
        try:
            moved = await self.table_message.move_down(state.table.id)
        except Exception:
            self._failed("could not move the table message down", state.table.id)
            return state
        if moved is None:
            return state
        return replace(state, table=replace(state.table, message_id=moved.message_id))

    async def _close_hands(self, state: TableState) -> None:
        """The game is over: every hand still open or in the DMs shows how it ended, without buttons
        (not only the hand of whoever made the last move), and no alert of it stays in anyone's DMs."""
        table = state.table
        # Not the hands of people gone from the server: theirs were closed when they left.
        for user_id in {p.user_id for p in table.players if not p.is_bot and p.departed is None}:
            try:
                private = await self._bot.tables.private_view(table.id, user_id)
                await self._bot.live_hands.redraw(private, lambda p=private: hand_screen(self._bot, p))
            except Exception:
                self._failed("could not close the open hand of %s", table.id, user_id)
        self._bot.live_hands.forget_table(table.id)
        await self.dm_hands.close_table(state)
        await self.alerts.retire_table(table)

    async def _redraw_open_hands(self, state: TableState, seats: tuple[int, ...]) -> dict[int, int | None]:
        """The players whose turn just began see their open hand light up. Returns who was redrawn, with
        the message redrawn (when known)."""
        table = state.table
        redrawn: dict[int, int | None] = {}
        for seat in seats:
            if table.is_automatic(seat):
                continue
            user_id = table.user_at(seat)
            try:
                private = await self._bot.tables.private_view(table.id, user_id)
                shown = await self._bot.live_hands.redraw(
                    private, lambda p=private: hand_screen(self._bot, p)
                )
                if shown is not None:
                    redrawn[user_id] = shown.message_id
            except Exception:
                self._failed("could not redraw the open hand of %s", table.id, user_id)
        return redrawn


def with_ratings(history: Sequence[str | list[str]], result: ActResult) -> list[str | list[str]]:
    """The final standings (the last message of a finishing action) carry, below them, the line that
    says how the game counted (``standings_line``)."""
    messages = list(history)
    table = result.state.table
    line = standings_line(table, result.ratings) if table.status == "finished" else None
    if line is None:
        return messages
    if not messages:
        return [line]
    last = messages[-1]
    messages[-1] = [*(last if isinstance(last, list) else [last]), line]
    return messages
