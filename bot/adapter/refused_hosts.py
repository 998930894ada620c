"""Telling a host, once and privately, that their table's channel refuses the bot's posts.

On the host's next click after the refusal (``CardroomBot.on_interaction``), as an ephemeral followup of
that click: why not a DM is in ``bot/adapter/refusals.py`` (``HostNotices``).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.adapter import rest
from bot.adapter.permissions import REFUSED_CHANNEL, SEND_MESSAGES, VIEW_CHANNEL, listed, missing, needed
from bot.i18n import _, language, resolve

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)

# Answers after which an ephemeral followup is a new private message. After a public "thinking" defer
# (type 5) the first followup would fill that public message instead (docs/adapter.md#privacy): then the
# notice waits for a later click.
_FOLLOWUP_IS_NEW = (
    discord.InteractionResponseType.channel_message,
    discord.InteractionResponseType.message_update,
    discord.InteractionResponseType.deferred_message_update,
)


async def tell_refused_host(interaction: discord.Interaction[CardroomBot]) -> None:
    """If this user hosts a table whose channel refused a post, say so to them alone. Never raises."""
    notices = interaction.client.refusals.notices
    if not len(notices) or interaction.response.type not in _FOLLOWUP_IS_NEW:
        return
    waiting = notices.take(interaction.user.id)
    if waiting is None:
        return
    channel_id, table_id = waiting
    with language(resolve(interaction.locale)):
        names = [_(SEND_MESSAGES), _(VIEW_CHANNEL)]
        if interaction.channel_id == channel_id:  # the click is there: its permissions say exactly what
            in_thread = isinstance(interaction.channel, discord.Thread)
            wanted = needed(in_thread=in_thread, into_thread=False, pictures=False)
            names = missing(interaction.app_permissions, wanted) or names
        text = _(REFUSED_CHANNEL, channel=channel_id, permissions=listed(names))
    try:
        await rest.followup(interaction, content=text, ephemeral=True)
    except discord.HTTPException as error:
        log.info("table %s: could not tell its host about the refused channel (%s)", table_id, error)
