"""Public side of a table: the table message (edited in place, coalesced), announcements, pings, DMs."""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from typing import TYPE_CHECKING

import discord

from bot.adapter.components import to_view
from bot.adapter.dm_hands import DmHands
from bot.adapter.hands import hand_screen
from bot.adapter.posting import MAX_MESSAGE, NO_PINGS, Click, post_lines
from bot.render.clock_lines import (
    autopilot_lines,
    clock_status_line,
    deadline_suffix,
    idle_closed_screen,
    reminder_line,
    timed_out_lines,
)
from bot.render.history import history_controls
from bot.render.lobby import closed_screen, lobby_screen
from bot.render.names import safe_name
from bot.render.screen import Button, Screen
from bot.tables import ActResult, DueResult, TableState, merge_results

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)

# Discord caps edits of messages older than an hour; a long game then continues on a fresh table message.
TOO_MANY_EDITS_OF_OLD_MESSAGE = 30046


class Publisher:
    def __init__(self, bot: CardroomBot) -> None:
        self._bot = bot
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._announce_locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        # Coalescing: each refresh request takes a ticket; a refresh that finds its ticket already
        # covered by a newer edit returns without a REST call.
        self._requested: defaultdict[int, int] = defaultdict(int)
        self._rendered: defaultdict[int, int] = defaultdict(int)
        self.dm_hands = DmHands(bot)

    def forget(self, table_id: int) -> None:
        """The table closed: drop its locks and refresh tickets (``CardroomBot.forget_table`` calls this)."""
        for per_table in (self._locks, self._announce_locks, self._requested, self._rendered):
            per_table.pop(table_id, None)

    # ------------------------------------------------------------ table message
    def table_message(self, state: TableState) -> tuple[Screen, discord.ui.View | None]:
        table = state.table
        if table.status == "lobby":
            screen = lobby_screen(table, self._bot.ui_for(table.game_id).options_summary(table.options))
        elif table.status == "aborted":
            screen = closed_screen(table)
        else:
            assert state.public is not None
            body = self._bot.ui_for(table.game_id).table_screen(self._bot.context_for(table), state.public)
            controls = (*history_controls(self._bot.ui_for(table.game_id)), Button("Rules", "ui:rules"))
            content = body.content
            if table.status == "playing":
                controls = (Button("Show my hand", "ui:hand", style="primary"), *controls)
                status = clock_status_line(table, state.to_act)
                content = f"{content}\n{status}" if status else content
            screen = Screen(content[:MAX_MESSAGE], (*body.rows, controls))
        return screen, to_view(screen, table.id, table.version)

    async def refresh_table(self, table_id: int) -> None:
        """Bring the public table message up to date; bursts of actions share one edit."""
        self._requested[table_id] += 1
        ticket = self._requested[table_id]
        async with self._locks[table_id]:
            if self._rendered[table_id] >= ticket:
                return
            ticket = self._requested[table_id]
            state = await self._bot.tables.table(table_id)
            await self._edit_or_repost(state)
            self._rendered[table_id] = ticket

    async def post_table(self, state: TableState, channel: discord.abc.Messageable) -> discord.Message:
        screen, view = self.table_message(state)
        message = await channel.send(
            screen.content, view=view or discord.utils.MISSING, allowed_mentions=NO_PINGS
        )
        await self._bot.tables.set_message(state.table.id, message.id)
        return message

    async def reply_with_table(
        self, interaction: discord.Interaction[CardroomBot], state: TableState
    ) -> None:
        """Answer a slash command with the table message itself; from now on that is the one kept current."""
        screen, view = self.table_message(state)
        sent = await interaction.response.send_message(
            screen.content, view=view or discord.utils.MISSING, allowed_mentions=NO_PINGS
        )
        if sent.message_id is not None:
            await self._bot.tables.set_message(state.table.id, sent.message_id)

    async def _edit_or_repost(self, state: TableState, screen: Screen | None = None) -> None:
        table = state.table
        channel = self._bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        if screen is None:
            screen, view = self.table_message(state)
        else:
            view = to_view(screen, table.id, table.version)
        if table.message_id is not None:
            try:
                await channel.get_partial_message(table.message_id).edit(
                    content=screen.content, view=view, allowed_mentions=NO_PINGS
                )
                return
            except discord.NotFound:
                log.info("table %s: table message was deleted; posting a new one", table.id)
            except discord.HTTPException as error:
                if error.code != TOO_MANY_EDITS_OF_OLD_MESSAGE:
                    raise
                log.info("table %s: the table message is too old to edit again; posting a new one", table.id)
        await self.post_table(state, channel)

    # ------------------------------------------------------------ announcements
    async def after_start(
        self, state: TableState, moves: list[ActResult] | None = None, interaction: Click = None
    ) -> None:
        """The game begins; ``moves`` are the bots' first moves, if a bot starts."""
        table = state.table
        seats = " · ".join(
            f"{seat + 1}. {safe_name(player.name)}" for seat, player in enumerate(table.players)
        )
        begins = f"🃏 **{table.game_name}** begins! Seats: {seats}"
        if moves:
            await self.after_actions(moves, first_lines=[begins], interaction=interaction)
        else:
            await self._announce(state, [begins], interaction=interaction)

    async def after_action(self, result: ActResult, interaction: Click = None) -> None:
        await self.after_actions([result], interaction=interaction)

    async def after_actions(
        self,
        results: list[ActResult],
        *,
        first_lines: list[str] | None = None,
        buttons: tuple[Button, ...] = (),
        interaction: Click = None,
    ) -> None:
        """Everything the channel and the players must learn from accepted actions in a row (a person's,
        then the bots'), in one update. Never raises.

        ``interaction``: the click that made the first action, if a player made it; the announcement then
        goes out as its followup (see ``_post``)."""
        result = merge_results(results)
        state = result.state
        # Side by side: a rate-limited or failing edit of the table message (429, 5xx retries) must not
        # hold back the ping that tells the next player it's their turn.
        refresh = asyncio.create_task(self.refresh_table(state.table.id))
        try:
            ui = self._bot.ui_for(state.table.game_id)
            lines = ui.event_lines(self._bot.context_for(state.table), result.events)
            await self._announce(state, [*(first_lines or []), *lines], buttons, interaction)
        except Exception:
            log.exception("table %s: could not post the announcement", state.table.id)
        try:
            await refresh
        except Exception:
            log.exception("table %s: could not refresh the table message", state.table.id)
        try:
            await self._redraw_open_hands(result)
        except Exception:
            log.exception("table %s: could not redraw open hands", state.table.id)
        await self._bot.threads.after_game(state.table)  # the final standings are out: archive its thread
        if state.table.status not in ("lobby", "playing"):
            self._bot.forget_table(state.table.id)

    async def tell(self, state: TableState, lines: list[str]) -> None:
        """A change that is no game action (someone stepped away): refresh the table, say it. Never raises."""
        try:
            await self.refresh_table(state.table.id)
            await self._announce(state, lines)
        except Exception:
            log.exception("table %s: could not tell the channel", state.table.id)

    async def after_due(self, due: DueResult) -> None:
        """What the sweeper did to a table: a closed lobby, a reminder, turns played for absent players."""
        state = due.state
        table = state.table
        if due.idle_closed:
            try:
                await self._edit_or_repost(state, idle_closed_screen(table))
            finally:
                self._bot.forget_table(table.id)
            return
        if due.actions:
            ctx = self._bot.context_for(table)
            lines = [*timed_out_lines(ctx, due.timed_out), *autopilot_lines(ctx, due.autopilot)]
            back = (Button("I'm back", "ui:back", style="success"),) if due.autopilot else ()
            await self.after_actions(list(due.actions), first_lines=lines, buttons=back)
        if due.reminded:
            lines = [reminder_line(table.user_at(seat), table.deadline) for seat in due.reminded]
            async with self._announce_locks[table.id]:
                await post_lines(self._bot, table, lines, pings=True)

    async def _redraw_open_hands(self, result: ActResult) -> None:
        """The players whose turn just began see their open hand light up."""
        table = result.state.table
        if table.status != "playing":
            self._bot.live_hands.forget_table(table.id)
            return
        for seat in result.newly_to_act:
            if table.is_automatic(seat):
                continue
            user_id = table.user_at(seat)
            private = await self._bot.tables.private_view(table.id, user_id)
            await self._bot.live_hands.redraw(
                table.id, user_id, hand_screen(self._bot, private), private.table.version
            )

    async def _announce(
        self,
        state: TableState,
        lines: list[str],
        buttons: tuple[Button, ...] = (),
        interaction: Click = None,
    ) -> None:
        """One new message: what happened, then a ping for whoever must act (edits don't notify)."""
        table = state.table
        async with self._announce_locks[table.id]:
            notes = await self.dm_hands.deliver(state)
            pings = self._ping_lines(state, notes)
            await post_lines(
                self._bot,
                table,
                [*lines, *pings],
                pings=bool(pings),
                buttons=buttons,
                interaction=interaction,
            )

    def _ping_lines(self, state: TableState, notes: dict[int, str]) -> list[str]:
        """A ping for each person to act (never for a bot or a seat on autopilot), with their deadline."""
        table = state.table
        if state.public is None or table.status != "playing":
            return []
        ui = self._bot.ui_for(table.game_id)
        lines = []
        for seat in state.to_act:
            if table.is_automatic(seat):
                continue
            user_id = table.user_at(seat)
            line = f"⏳ <@{user_id}> {ui.turn_prompt(state.public, seat)}{deadline_suffix(table.deadline)}"
            if user_id in notes:
                line += f" {notes[user_id]}"
            lines.append(line)
        return lines
