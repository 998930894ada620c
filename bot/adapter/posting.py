"""New public messages in a table's channel: split at Discord's 2000 characters, pinging only in the
last part, and posted as followups of the player's click whenever that is sure to be a public message
(interaction webhooks are exempt from Discord's global rate limit; channel messages are not)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.adapter.components import to_view
from bot.render.screen import Button, Screen
from bot.tables import TableInfo

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)

MAX_MESSAGE = 2000
PINGS = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)
NO_PINGS = discord.AllowedMentions.none()
# Acknowledgements after which a followup is a new message with its own flags. After a defer (type 5)
# the first followup fills the "thinking" message instead and keeps its visibility (DESIGN.md §5).
_FOLLOWUP_POSTS_ANEW = (
    discord.InteractionResponseType.channel_message,
    discord.InteractionResponseType.message_update,
    discord.InteractionResponseType.deferred_message_update,
)
Click = discord.Interaction[Any] | None  # the click that caused an announcement, if a player's


async def post_lines(
    bot: CardroomBot,
    table: TableInfo,
    lines: list[str],
    *,
    pings: bool,
    buttons: tuple[Button, ...] = (),
    interaction: Click = None,
) -> None:
    """Post ``lines`` (split at 2000 characters); the last part pings and carries the buttons."""
    chunks = _chunks(lines)
    channel = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
    for index, chunk in enumerate(chunks):
        last = index == len(chunks) - 1
        row = (*buttons, *((Button("Show my hand", "ui:hand", style="primary"),) if pings else ()))
        view = to_view(Screen(chunk, (row,)), table.id, table.version) if last and row else None
        await _post(table, channel, interaction, chunk, view, PINGS if last else NO_PINGS)


async def _post(
    table: TableInfo,
    channel: discord.PartialMessageable,
    interaction: Click,
    content: str,
    view: discord.ui.View | None,
    mentions: discord.AllowedMentions,
) -> None:
    """A new public message in the table's channel.

    Posted as a followup of the player's click when there is one: interaction webhooks are exempt from
    Discord's global rate limit (50 requests/s per bot), which channel messages count against, and a
    followup notifies the users it mentions just like a channel message. Only when the followup is sure to
    be a new public message in this channel: the click was in the table's channel (not on a hand in DMs)
    and was answered without a deferred "thinking" message. Otherwise, or if the followup fails (the
    token expired), it is a channel message as before.
    """
    if (
        interaction is not None
        and interaction.channel_id == table.channel_id
        and interaction.response.type in _FOLLOWUP_POSTS_ANEW
        and not interaction.is_expired()
    ):
        try:
            await interaction.followup.send(
                content, view=view or discord.utils.MISSING, allowed_mentions=mentions, ephemeral=False
            )
            return
        except discord.HTTPException as error:
            log.info("table %s: followup refused (%s); posting to the channel instead", table.id, error)
    await channel.send(content, view=view or discord.utils.MISSING, allowed_mentions=mentions)


def _chunks(lines: list[str]) -> list[str]:
    """Join lines into messages of at most 2000 characters, never splitting a line."""
    chunks: list[str] = []
    current = ""
    for line in lines:
        line = line[:MAX_MESSAGE]
        if current and len(current) + 1 + len(line) > MAX_MESSAGE:
            chunks.append(current)
            current = line
        else:
            current = f"{current}\n{line}" if current else line
    if current:
        chunks.append(current)
    return chunks
