"""🔁 Play again on the final standings: a new lobby like the finished game's (``bot.tables.rematch``).

The new table message is the click's public answer (or, for a game that played in a thread of its own,
a message in the channel it was opened in); the players of the finished game are named once, in one
message below it that pings exactly them. Never deferred (a rematch is rare, and a deferred update
would edit the standings): like a vote, answered in place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.adapter import rest
from bot.adapter.below import estimate_px
from bot.adapter.posting import pings_for
from bot.adapter.replies import jump_url, send_ephemeral
from bot.i18n import N_, _, language
from bot.render.game_names import game_title
from bot.render.screen import Button
from bot.tables.errors import ChannelBusyError, TableError

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot
    from bot.tables.rematch import Rematch

REMATCH = "ui:rematch"
PLAY_AGAIN = N_("Play again")
ALREADY_OPEN = N_("A table is already open in this channel, so no new one was opened: [it is here]({link}).")
# i18n: {players} are the mentions of the finished game's players, {game} its name.
CALLED_BACK = N_("🔁 {players}: one more game of {game}? The new table is just above.")
OPENED_ELSEWHERE = N_("The new table is open in the channel this game started in: [here]({link}).")


def play_again_button() -> Button:
    """The button the final standings carry (its custom_id names the finished table)."""
    return Button(_(PLAY_AGAIN), REMATCH, style="success", emoji="🔁")


async def rematch_click(interaction: discord.Interaction[CardroomBot], table_id: int) -> None:
    bot = interaction.client
    user = interaction.user
    old = (await bot.tables.table(table_id)).table
    host_here = await _still_here(interaction, old.host_id)
    try:
        rematch = await bot.tables.rematch(table_id, user.id, user.display_name, host_here=host_here)
    except ChannelBusyError as busy:
        raise TableError(await _already_open(bot, busy.table_id)) from None
    state = rematch.state
    table = state.table
    if interaction.channel_id == table.channel_id:
        await bot.publisher.table_message.reply_with(interaction, state)
    else:  # the game played in a thread of its own: the rematch opens where it started
        channel = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        message = await bot.publisher.table_message.post(state, channel)
        await send_ephemeral(
            interaction, _(OPENED_ELSEWHERE, link=jump_url(table.guild_id, table.channel_id, message.id))
        )
    await _call_back(bot, interaction, rematch)


async def _still_here(interaction: discord.Interaction[CardroomBot], user_id: int) -> bool:
    """Whether ``user_id`` is still a member of the clicked server: from the cache, else one call to
    Discord (the bot has no members intent; a rematch is rare). A ban or a kick is "not here". When
    Discord can't say, the old host keeps hosting, as the rule is."""
    guild = interaction.guild
    if guild is None or user_id == interaction.user.id or guild.get_member(user_id) is not None:
        return True
    try:
        await guild.fetch_member(user_id)
    except discord.NotFound:
        return False
    except discord.HTTPException:
        return True
    return True


async def _already_open(bot: CardroomBot, table_id: int) -> str:
    """The refusal when the channel already has a table (a second press, another /play): a link to it."""
    state = await bot.tables.table(table_id)
    if state.table.message_id is None:  # the other press's answer is still on its way
        return ChannelBusyError(table_id).message
    return _(
        ALREADY_OPEN, link=jump_url(state.table.guild_id, state.table.channel_id, state.table.message_id)
    )


async def _call_back(
    bot: CardroomBot, interaction: discord.Interaction[CardroomBot], rematch: Rematch
) -> None:
    """One message naming the finished game's players, pinging exactly them, once."""
    if not rematch.previous:
        return
    table = rematch.state.table
    with language(table.language):  # the channel reads it
        players = " ".join(f"<@{user_id}>" for user_id in rematch.previous)
        text = _(CALLED_BACK, players=players, game=game_title(table.game_name))
    mentions = pings_for(rematch.previous)
    if interaction.channel_id == table.channel_id:
        sent = await rest.followup(interaction, content=text, allowed_mentions=mentions)
        message_id = sent.id if sent is not None else None
    else:
        channel = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        message_id = (await channel.send(text, allowed_mentions=mentions)).id
    if message_id is not None:  # below the table message now (bot/adapter/below.py)
        bot.publisher.table_message.below.posted(table.id, message_id, estimate_px(text))
