"""/abort and the vote that ends a game early (bot/tables/votes.py has the rule).

A lobby is the host's to cancel, and someone with Manage Messages ends any table at once. Otherwise a
seated player's /abort opens a vote: one public prompt with two buttons, edited in place as answers
come, and edited to the result at the end, so the channel gets one message per vote, not one per voter.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.adapter.components import to_view
from bot.adapter.posting import NO_PINGS
from bot.adapter.replies import jump_url, send_ephemeral
from bot.i18n import N_, _, language
from bot.render.abort_vote import (
    vote_failed_screen,
    vote_lapsed_screen,
    vote_over_screen,
    vote_passed_screen,
    vote_screen,
)
from bot.render.game_names import game_title
from bot.render.screen import Screen
from bot.tables.votes import VoteResult

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot
    from bot.tables import TableInfo, TableState

log = logging.getLogger(__name__)

VOTE_COUNTED = N_("Your answer is counted: [the vote]({link}) shows where it stands.")


async def abort_command(interaction: discord.Interaction[CardroomBot], state: TableState) -> None:
    bot = interaction.client
    table = state.table
    moderator = bool(interaction.permissions and interaction.permissions.manage_messages)
    if table.status == "lobby" or moderator:
        open_vote = bot.tables.open_vote(table.id)
        aborted = await bot.tables.abort(table.id, interaction.user.id, moderator=moderator)
        with language(table.language):  # the channel reads it
            ended = _(
                "🛑 {who} ended the {game} table. Nothing is scored.",
                who=interaction.user.mention,
                game=game_title(table.game_name),
            )
            over = vote_over_screen(table)
        await interaction.response.send_message(ended, allowed_mentions=NO_PINGS)
        if open_vote is not None and open_vote.message_id is not None:
            await _edit_prompt(bot, table, open_vote.message_id, over)
        await table_ended(bot, aborted)
        return
    result = await bot.tables.vote_abort(table.id, interaction.user.id, agree=True)
    await _show(interaction, result)


async def vote_click(interaction: discord.Interaction[CardroomBot], table_id: int, *, agree: bool) -> None:
    """End the game / Keep playing on a vote prompt."""
    result = await interaction.client.tables.vote_abort(table_id, interaction.user.id, agree=agree)
    await _show(interaction, result)


async def table_ended(bot: CardroomBot, aborted: TableState) -> None:
    """The table was aborted: its message shows it, DM hands close, and memory of it goes."""
    try:
        await bot.publisher.table_message.refresh(aborted.table.id)
        await bot.publisher.dm_hands.close_table(aborted)
        await bot.publisher.pings.clear(aborted.table)  # nobody is to act any more
        await bot.threads.after_game(aborted.table)  # a table in a thread: archive it
        await bot.tables.discard_lobby(aborted.table.id)  # shown closed: a lobby that never started goes
    finally:
        bot.forget_table(aborted.table.id)


async def _show(interaction: discord.Interaction[CardroomBot], result: VoteResult) -> None:
    bot = interaction.client
    table, vote = result.state.table, result.vote
    with language(table.language):  # the prompt is the channel's; "your answer is counted" the voter's
        if result.outcome == "passed":
            screen = vote_passed_screen(table, vote)
        elif result.outcome == "failed":
            screen = vote_failed_screen(table)
        else:
            screen = vote_screen(table, vote)
        lapsed = vote_lapsed_screen(table)
    if result.lapsed_message_id is not None:
        await _edit_prompt(bot, table, result.lapsed_message_id, lapsed)
    clicked = interaction.message.id if interaction.message is not None else None
    prompt = vote.message_id
    view = to_view(screen, table.id, table.version)
    if clicked is not None and prompt in (None, clicked):
        # A click on the prompt itself (or, after a restart, on the prompt of a vote now forgotten).
        await interaction.response.edit_message(content=screen.content, view=view)
        prompt = clicked
    elif prompt is None:  # /abort opened the vote: its answer is the prompt
        sent = await interaction.response.send_message(
            screen.content, view=view or discord.utils.MISSING, allowed_mentions=NO_PINGS
        )
        prompt = sent.message_id
    else:  # /abort, or an older prompt's button, while a vote is open: count it, say so privately
        await _edit_prompt(bot, table, prompt, screen)
        link = jump_url(table.guild_id, table.channel_id, prompt)
        await send_ephemeral(interaction, _(VOTE_COUNTED, link=link))
    if result.outcome == "open" and prompt is not None:
        bot.tables.set_vote_message(table.id, prompt)
    if result.outcome == "passed":
        await table_ended(bot, result.state)


async def _edit_prompt(bot: CardroomBot, table: TableInfo, message_id: int, screen: Screen) -> None:
    channel = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
    try:
        await channel.get_partial_message(message_id).edit(
            content=screen.content,
            view=to_view(screen, table.id, table.version),
            allowed_mentions=NO_PINGS,
        )
    except discord.HTTPException as error:  # deleted by someone: the vote goes on without it
        log.info("table %s: could not edit the vote prompt (%s)", table.id, error)
