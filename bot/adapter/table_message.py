"""The table message: the one public message of a table, edited in place as the game goes.

Edits coalesce (a burst of actions shares one edit, the latest state wins); an edit that would repeat
what the message shows is skipped; a deleted or too-old message is posted again.

The route of an edit: through the latest interaction token that can edit the table message, exempt
from Discord's global rate limit (``bot/adapter/table_tokens.py``: ``/play``, ``/table``, lobby clicks,
and in play a click on the table message renews it before it runs out). Without one (every token
refused, or no click on the table message for a quarter of an hour) an edit is a channel message edit,
which waits for the global budget behind pings.
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.adapter import rest
from bot.adapter.below import Below, estimate_px
from bot.adapter.budget import OptionalStopped, Priority, prepaid
from bot.adapter.catch_up import CatchUp
from bot.adapter.coalescing import Coalesced
from bot.adapter.components import to_view
from bot.adapter.fair_share import Shed
from bot.adapter.languages import in_table_language
from bot.adapter.looks import TABLE_ALT, Look, picture_names
from bot.adapter.posting import MAX_MESSAGE, NO_PINGS, SHOW_MY_HAND, Posted, delete_posted
from bot.adapter.replies import edit_clicked
from bot.adapter.table_tokens import TableTokens
from bot.i18n import N_, _
from bot.pictures import table_picture
from bot.pictures.games import accent
from bot.render.clock_lines import clock_status_line
from bot.render.history import history_controls
from bot.render.lobby import closed_screen, lobby_screen
from bot.render.screen import Button, Screen
from bot.tables import ActResult, TableInfo, TableState

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)

# Discord caps edits of messages older than an hour; a long game then continues on a fresh table message.
TOO_MANY_EDITS_OF_OLD_MESSAGE = 30046
RULES = N_("Rules")


@dataclass(frozen=True, slots=True)
class Shown:
    """What an edit put on a table message: the same message, version, screen and pictures setting make
    the same look (the picture is drawn from that version's public view)."""

    message_id: int
    version: int
    screen: Screen
    pictures: bool


class _MovedDown(Exception):
    """An edit meant for the message the table moved down from."""


class TableMessage:
    def __init__(self, bot: CardroomBot) -> None:
        self._bot = bot
        self._refreshes = Coalesced()
        # What each table's message last showed through an edit: an edit that would repeat it is skipped.
        self._shown: dict[int, Shown] = {}
        # Per table: the version its last forced moves led to, and whose they were. The table message
        # says "⚡ bob had only one legal move…" while the table is at that version (until its next action).
        self._forced: dict[int, tuple[int, tuple[int, ...]]] = {}
        self.tokens = TableTokens()
        # What the bot posted below each table message (bot/adapter/below.py), and the message each table
        # moved down from (``move_down``): an edit of it that waited is made on the new one instead.
        self.below = Below()
        self._moved_from: dict[int, int] = {}
        self.behind = CatchUp(bot, self.refresh)  # edits shed from the global budget's full queue

    def forget(self, table_id: int) -> None:
        """The table closed: drop its refresh tickets, what its message showed, and its token."""
        self._refreshes.forget(table_id)
        self._shown.pop(table_id, None)
        self._forced.pop(table_id, None)
        self.tokens.drop(table_id)
        self.below.forget(table_id)
        self._moved_from.pop(table_id, None)
        self.behind.forget(table_id)

    def note_forced(self, results: Sequence[ActResult]) -> None:
        """Actions in a row just accepted: when some were a person's only legal move, played for them
        (/settings autoplay), the table message names them with the last turn (not a channel message per
        batch: with autoplay on, those were most of a game's messages)."""
        seats = tuple(sorted({result.seat for result in results if result.forced}))
        if not seats:
            return
        table = results[-1].state.table
        noted = self._forced.get(table.id)
        if noted is None or noted[0] < table.version:
            self._forced[table.id] = (table.version, seats)

    def _forced_now(self, table: TableInfo) -> tuple[int, ...]:
        noted = self._forced.get(table.id)
        return noted[1] if noted is not None and noted[0] == table.version else ()

    async def renew_token(self, interaction: discord.Interaction[CardroomBot], table_id: int) -> bool:
        """A click on the table message whose answer is private: when the table's kept token is near its
        end, acknowledge the click as a deferred update (type 6: the message stays as it is), so its
        token carries the table's edits for 15 more minutes. True when it did; the click's answer then
        goes as a followup, as after any acknowledgement."""
        clicked = interaction.message
        if clicked is None or interaction.response.is_done() or not self.tokens.due(table_id, clicked.id):
            return False
        shown = self._shown.get(table_id)
        known = self.tokens.message_id(table_id) or (shown.message_id if shown is not None else None)
        if known is not None and known != clicked.id:
            return False  # a ping, or an older table message
        state = await self._bot.tables.table(table_id)  # rare: a few times an hour per table
        if state.table.message_id != clicked.id or state.table.status != "playing":
            return False  # lobby clicks renew it by updating it
        try:
            await interaction.response.defer()
        except discord.HTTPException as error:
            log.info("table %s: a click on its message could not be acknowledged first (%s)", table_id, error)
            return False
        self.tokens.remember(table_id, interaction, clicked.id)
        return True

    @in_table_language
    def screen(self, state: TableState) -> tuple[Screen, discord.ui.View | None]:
        table = state.table
        if table.status == "lobby":
            screen = lobby_screen(table, self._bot.ui_for(table.game_id).options_summary(table.options))
        elif table.status == "aborted":
            screen = closed_screen(table)
        else:
            assert state.public is not None
            ctx = dataclasses.replace(self._bot.context_for(table), forced=self._forced_now(table))
            body = self._bot.ui_for(table.game_id).table_screen(ctx, state.public)
            controls = (*history_controls(self._bot.ui_for(table.game_id)), Button(_(RULES), "ui:rules"))
            content = body.content
            if table.status == "playing":
                controls = (Button(_(SHOW_MY_HAND), "ui:hand", style="primary"), *controls)
                status = clock_status_line(table, state.to_act)
                content = f"{content}\n{status}" if status else content
            screen = Screen(content[:MAX_MESSAGE], (*body.rows, controls))
        return screen, to_view(screen, table.id, table.version)

    async def refresh(self, table_id: int) -> None:
        """Bring the public table message up to date; bursts of actions share one edit.

        Without a token to carry it, the edit waits for the global budget behind pings and
        announcements (``Priority.LAST``). Either way it reads the table only once it may go, so it shows
        the newest state and covers every request made while it waited."""

        async def admit() -> bool:
            """Whether the edit took a grant of the budget (not when a token will carry it)."""
            # Clicks first, before any grant: a grant is a moment to send in, which waiting would move.
            await self._bot.gate.clicks_answered()
            if self.tokens.usable(table_id) is not None:
                return False
            await self._bot.budget.acquire(Priority.LAST)
            return True

        async def edit(granted: bool) -> None:
            with prepaid(self._bot.budget) if granted else contextlib.nullcontext():
                state = await self._bot.tables.table(table_id)
                await self.edit_or_repost(state)

        try:
            await self._refreshes.run(table_id, admit, edit)
        except OptionalStopped:  # near Discord's limit of refusals: the next click shows the table
            log.info("table %s: table message edit skipped (optional traffic stopped)", table_id)
        except Shed:  # the budget's queue was full: made once it has room (bot/adapter/catch_up.py)
            self.behind.shed(table_id)

    @in_table_language
    async def look(
        self, state: TableState, screen: Screen | None = None, message_id: int | None = None
    ) -> tuple[Look, discord.ui.View | None]:
        """The table message as the server shows it: an embed in the game's colour with the table drawn
        (``show_pictures``), or plain text. ``message_id``: the message it will replace, if an edit."""
        table = state.table
        if screen is None:
            screen, view = self.screen(state)
        else:
            view = to_view(screen, table.id, table.version)
        picture = None
        if table.status in ("playing", "finished") and state.public is not None:
            names = picture_names(table)
            picture = (("table", table.id), table.game_id, state.public, table_picture, names)
        look = await self._bot.looks.look(
            screen,
            accent=accent(table.game_id),
            pictures=await self._bot.tables.show_pictures(table.guild_id),
            picture=picture,
            message_id=message_id,
            alt=_(TABLE_ALT),
        )
        return look, view

    async def post(self, state: TableState, channel: discord.abc.Messageable) -> discord.Message:
        table = state.table
        screen, _view = self.screen(state)
        pictures = await self._bot.tables.show_pictures(table.guild_id)
        look, view = await self.look(state, screen)
        message = await channel.send(
            **look.send_kwargs(), view=view or discord.utils.MISSING, allowed_mentions=NO_PINGS
        )
        self._bot.looks.sent(look, message)
        self.tokens.drop(table.id)  # a message of its own: no interaction's answer
        self._shown[table.id] = Shown(message.id, table.version, screen, pictures)  # no edit to repeat it
        self._at_the_bottom(state, screen, pictures)
        await self._bot.tables.set_message(table.id, message.id)
        return message

    def _at_the_bottom(self, state: TableState, screen: Screen, pictures: bool) -> None:
        """The table message was just posted: nothing the bot posted is below it any more."""
        drawn = pictures and state.public is not None
        px = estimate_px(screen.content, button_rows=len(screen.rows), picture=drawn, embed=pictures)
        self.below.table_posted(state.table.id, px)

    async def repost(self, state: TableState, interaction: discord.Interaction[CardroomBot] | None) -> bool:
        """Post the table message again at the bottom of the chat, at most ``table_reposts_per_minute``
        times a minute per table (``bot.reposts``; False: not now). With ``interaction`` (``/table``) it
        is the command's answer and the old copy stays (its buttons still work, a lobby click there links
        down); without (``move_down``), a channel message."""
        table = state.table
        if table.message_id is not None and not self._bot.reposts.allow(table.id):
            return False
        if interaction is not None:
            await self.reply_with(interaction, state)
        else:
            channel = self._bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
            await self.post(state, channel)
        return True

    async def move_down(self, table_id: int) -> TableInfo | None:
        """More than a phone screen of the bot's own messages piled up below the table message
        (``below``): post it again at the bottom and delete the old one, so the channel keeps one.
        Returns the table as it is now (its new message), or None when it stayed (reposted enough this
        minute, or no longer in play)."""
        state = await self._bot.tables.table(table_id)
        old = state.table.message_id
        if old is None or state.table.status != "playing":
            return None
        async with self._bot.looks.editing(old):  # an edit of the old message in flight finishes first
            if not await self.repost(state, None):
                return None
            self._moved_from[table_id] = old
        log.info("table %s: the table message moved down below what piled up under it", table_id)
        try:  # through the channel: the new message is the table's whatever happens to the old
            await delete_posted(self._bot, state.table, Posted(old))
        except discord.HTTPException as error:
            log.info("table %s: the old table message could not be deleted (%s)", table_id, error)
        return (await self._bot.tables.table(table_id)).table

    async def reply_with(self, interaction: discord.Interaction[CardroomBot], state: TableState) -> None:
        """Answer a slash command with the table message itself; from now on that is the one kept current."""
        look, view = await self.look(state)
        if self._bot.backlog.acked_early(interaction):  # a public "thinking" reply: the table fills it
            shown = await rest.edit_original(
                interaction, **look.edit_kwargs(), view=view, allowed_mentions=NO_PINGS
            )
        else:
            shown = await rest.answer(
                interaction,
                **look.send_kwargs(),
                view=view or discord.utils.MISSING,
                allowed_mentions=NO_PINGS,
            )
        message_id = shown.id if shown is not None else None
        self._bot.looks.sent(look, shown)
        if message_id is not None:
            self.tokens.remember(state.table.id, interaction, message_id)
            screen, _view = self.screen(state)
            self._at_the_bottom(state, screen, await self._bot.tables.show_pictures(state.table.guild_id))
            await self._bot.tables.set_message(state.table.id, message_id)

    async def update_clicked(
        self, interaction: discord.Interaction[CardroomBot], state: TableState, clicked: int | None
    ) -> None:
        """A lobby click's answer: the clicked table message shows the lobby in place. Lobby changes keep
        the version, so what it shows now is remembered like an edit's (a later edit back to an earlier
        lobby must not be taken for a repeat)."""
        table = state.table
        screen, _view = self.screen(state)
        pictures = await self._bot.tables.show_pictures(table.guild_id)
        async with self._bot.looks.editing(clicked):  # a refresh may be editing it too
            look, view = await self.look(state, screen, message_id=clicked)
            shown = await edit_clicked(interaction, **look.edit_kwargs(), view=view)
            self._bot.looks.sent(look, shown)
            self.tokens.remember(table.id, interaction, shown.id if shown is not None else clicked)
            if clicked is None:
                self._shown.pop(table.id, None)
            else:
                self._shown[table.id] = Shown(clicked, table.version, screen, pictures)

    async def _edit_by_token(
        self, table_id: int, message_id: int, fields: dict[str, Any]
    ) -> rest.Shown | None:
        """Edit the table message through its kept token (exempt); None when there is none or Discord
        refused it (the token ran out early, the message is gone): the caller edits it as a channel
        message, which also tells a deleted message from an expired token."""
        token = self.tokens.usable(table_id, message_id)
        if token is None:
            return None
        try:
            shown = await rest.edit_original(token, **fields)
        except discord.HTTPException as error:
            log.info(
                "table %s: its message could not be edited through a click's token (%s)", table_id, error
            )
            self.tokens.drop(table_id)
            return None
        return shown if shown is not None else rest.Shown(message_id)

    async def edit_or_repost(self, state: TableState, screen: Screen | None = None) -> None:
        table = state.table
        given = screen
        if table.message_id is not None:
            if screen is None:
                screen, _view = self.screen(state)
            shown = Shown(
                table.message_id, table.version, screen, await self._bot.tables.show_pictures(table.guild_id)
            )
            try:
                async with self._bot.looks.editing(table.message_id):  # a lobby click may edit it too
                    if self._moved_from.get(table.id) == table.message_id:
                        raise _MovedDown  # read before ``move_down`` posted the new one: edit that
                    # On PostgreSQL a refresh asked for while the previous one was reading the table may
                    # find the very version that one showed; repeating it would spend the global budget.
                    if self._shown.get(table.id) == shown:
                        return
                    look, view = await self.look(state, screen, table.message_id)
                    fields = {**look.edit_kwargs(), "view": view, "allowed_mentions": NO_PINGS}
                    message = await self._edit_by_token(table.id, table.message_id, fields)
                    if message is None:  # no token, or it was refused: an edit of a channel message
                        message = await rest.edit_message(
                            self._bot, table.channel_id, table.message_id, **fields
                        )
                    self._bot.looks.sent(look, message)
                    self._shown[table.id] = shown
                return
            except _MovedDown:
                now = await self._bot.tables.table(table.id)
                if now.table.message_id != table.message_id:
                    await self.edit_or_repost(now, given)
                return
            except discord.NotFound:
                log.info("table %s: table message was deleted; posting a new one", table.id)
            except discord.HTTPException as error:
                if error.code != TOO_MANY_EDITS_OF_OLD_MESSAGE:
                    raise
                log.info("table %s: the table message is too old to edit again; posting a new one", table.id)
        channel = self._bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        await self.post(state, channel)
