"""Tables in a thread of their own, on Discord: the move at Start, the fallback, the archive at the end.

At Start the bot starts a public thread from the lobby message (so the thread's id is that message's
id), moves the table there in storage, posts the table message inside it and turns the lobby message into
one line pointing to it. From then on everything keyed by the table's channel (pings, hands, round
messages, ``/hand``) happens in the thread, and the channel is free for another table. Each step leaves a
whole table: a restart before the move finds the game in the channel, after it in the thread.

When no thread can be made (a missing permission, a channel that holds no threads) the game stays in the
channel, which is told why in one sentence.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.adapter.looks import Look
from bot.adapter.posting import NO_PINGS
from bot.i18n import _, language
from bot.render.threads import NO_THREADS, THREAD_FAILED, moved_line, thread_name
from bot.tables import TableInfo, TableState

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)

# The longest inactivity before Discord archives a thread by itself (minutes): a game with a 24-hour
# turn clock must not find its thread closed between two moves.
AUTO_ARCHIVE_MINUTES = 10080
CANNOT_EXECUTE_ON_CHANNEL_TYPE = 50024  # e.g. a thread started inside a thread
# Channels whose messages cannot start a thread (a voice channel's chat, a thread itself, a DM).
NO_THREAD_CHANNELS = (discord.Thread, discord.VoiceChannel, discord.StageChannel, discord.DMChannel)


def threads_possible(channel: object) -> bool:
    """Whether a table opened in ``channel`` could move into a thread of its own."""
    return not isinstance(channel, NO_THREAD_CHANNELS)


class Threads:
    def __init__(self, bot: CardroomBot) -> None:
        self._bot = bot

    async def start_in_thread(
        self, interaction: discord.Interaction[CardroomBot], state: TableState
    ) -> TableState:
        """The host pressed Start on a table that plays in a thread: move it there, or say why not.

        Returns the table as it now is (in its thread, or still in the channel).
        """
        bot = self._bot
        table = state.table
        # Creating the thread is a REST call or two: acknowledge the click first (it shows nothing),
        # unless the backlog did already (bot/adapter/backlog.py).
        if not interaction.response.is_done():
            await interaction.response.defer()
        lobby = self._lobby_message(interaction, table)
        if lobby is None or not threads_possible(interaction.channel):
            return await self._stay(interaction, state, NO_THREADS)
        try:
            with language(table.language):  # a thread's name is public
                name = thread_name(table)
            thread = await lobby.create_thread(name=name, auto_archive_duration=AUTO_ARCHIVE_MINUTES)
        except discord.Forbidden as refused:  # no Create Public Threads here (50013), or no access
            log.info("table %s: no thread (%s); the game stays in the channel", table.id, refused)
            return await self._stay(interaction, state, NO_THREADS)
        except discord.HTTPException as error:
            sentence = NO_THREADS if error.code == CANNOT_EXECUTE_ON_CHANNEL_TYPE else THREAD_FAILED
            log.warning("table %s: creating its thread failed (%s)", table.id, error)
            return await self._stay(interaction, state, sentence)
        moved = await bot.tables.move_to_thread(table.id, thread.id)
        await bot.publisher.table_message.post(moved, thread)
        try:
            with language(table.language):
                line = moved_line(moved.table, thread.id)
            await lobby.edit(**Look(line).edit_kwargs(), view=None, allowed_mentions=NO_PINGS)
        except discord.HTTPException:
            log.warning("table %s: could not turn the lobby message into its one line", table.id)
        return moved

    async def after_game(self, table: TableInfo) -> None:
        """After the final standings (or an abort): archive the table's thread, best effort. Never raises."""
        if table.parent_channel_id is None or table.status in ("lobby", "playing"):
            return
        bot = self._bot
        try:
            starter = bot.get_partial_messageable(table.parent_channel_id, guild_id=table.guild_id)
            with language(table.language):
                line = moved_line(table, table.channel_id, over=True)
            await starter.get_partial_message(table.channel_id).edit(content=line, allowed_mentions=NO_PINGS)
        except discord.HTTPException:
            log.info("table %s: could not update its line in the channel", table.id)
        try:
            thread = bot.get_channel(table.channel_id) or await bot.fetch_channel(table.channel_id)
            if isinstance(thread, discord.Thread):
                await thread.edit(archived=True)
        except discord.HTTPException:
            log.info("table %s: could not archive its thread", table.id)
        except Exception:
            log.exception("table %s: archiving its thread failed", table.id)

    def _lobby_message(
        self, interaction: discord.Interaction[CardroomBot], table: TableInfo
    ) -> discord.PartialMessage | None:
        """The lobby message in the channel (not a copy the host may have clicked after /table)."""
        message_id = table.message_id or getattr(interaction.message, "id", None)
        if message_id is None:
            return None
        channel = self._bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        return channel.get_partial_message(message_id)

    async def _stay(
        self, interaction: discord.Interaction[CardroomBot], state: TableState, sentence: str
    ) -> TableState:
        """The game plays in the channel after all: the lobby message becomes the table, plus one sentence."""
        await self._bot.publisher.table_message.refresh(state.table.id)
        with language(state.table.language):  # said in the channel
            said = _(sentence)
        await interaction.followup.send(said, allowed_mentions=NO_PINGS)
        return state
