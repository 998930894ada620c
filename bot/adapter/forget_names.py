"""After /privacy forget: take the person's name out of what the bot posted on Discord and can still edit
(issue 37, finding 12; docs/security.md#leaving-a-server-and-erasure).

Storage has already replaced their name and id in the ended tables' seats. What Discord shows of those
tables is redrawn from them: the thread the bot started for a table is renamed (its name lists the
players), the one line it left in the channel is written again (it mentioned them), and the table message
(the final table, with the standings) is edited. Everything else the bot posted (round results, the
final standings' own message, turn pings) was never stored by id, so it cannot be found again; the
confirmation says so (``bot.render.privacy.RECALL_TEXT``). Best effort, after the click is answered:
a message someone deleted, a thread the bot may no longer edit, are left as they are, and logged.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot.adapter import rest
from bot.adapter.posting import NO_PINGS
from bot.i18n import language
from bot.render.threads import moved_line, thread_name
from bot.tables import TableState

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)


async def unname(bot: CardroomBot, table_ids: Sequence[int]) -> None:
    """Redraw what the bot posted about each of these ended tables from what is stored now. Never raises."""
    for table_id in table_ids:
        try:
            await _unname_table(bot, await bot.tables.table(table_id))
        except discord.HTTPException as error:
            log.info("table %s: what it posted could not all be redrawn after a forget (%s)", table_id, error)
        except Exception:
            log.exception("table %s: redrawing what it posted after a forget failed", table_id)


async def _unname_table(bot: CardroomBot, state: TableState) -> None:
    table = state.table
    thread = None
    if table.parent_channel_id is not None:  # it played in a thread the bot started (bot/adapter/threads.py)
        thread = await _renamed_thread(bot, state)
        line_channel = bot.get_partial_messageable(table.parent_channel_id, guild_id=table.guild_id)
        with language(table.language):
            line = moved_line(table, table.channel_id, over=True, mentions=False)
        # The thread started from the lobby message, so that message has the thread's id.
        await line_channel.get_partial_message(table.channel_id).edit(content=line, allowed_mentions=NO_PINGS)
    try:
        if table.message_id is not None and (state.public is not None or table.status == "aborted"):
            look, view = await bot.publisher.table_message.look(state, message_id=table.message_id)
            fields = {**look.edit_kwargs(), "view": view, "allowed_mentions": NO_PINGS}
            try:
                await rest.edit_message(bot, table.channel_id, table.message_id, **fields)
            except discord.NotFound:
                log.info("table %s: its table message is gone; nothing to redraw", table.id)
    finally:
        if thread is not None:
            await thread.edit(archived=True)  # as it was after the game


async def _renamed_thread(bot: CardroomBot, state: TableState) -> discord.Thread | None:
    """The table's thread, renamed and open again for the edit of its table message (an archived
    thread's messages cannot be edited); None when it is gone."""
    table = state.table
    try:
        thread = bot.get_channel(table.channel_id) or await bot.fetch_channel(table.channel_id)
    except discord.NotFound:
        return None
    if not isinstance(thread, discord.Thread):
        return None
    with language(table.language):  # a thread's name is public
        name = thread_name(table)
    return await thread.edit(name=name, archived=False)
