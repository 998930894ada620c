"""New public messages in a table's channel: split at Discord's 2000 characters, and posted as followups
of the player's click whenever that is sure to be a public message (interaction webhooks are exempt from
Discord's global rate limit; channel messages are not). A message notifies only the users it is told to
ping (``pings_for``), never every user it happens to mention."""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.adapter import rest
from bot.adapter.below import estimate_px
from bot.adapter.components import to_view
from bot.i18n import N_, _
from bot.render.screen import MAX_CONTENT, Button, Screen, pages
from bot.tables import TableInfo

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

log = logging.getLogger(__name__)

MAX_MESSAGE = MAX_CONTENT  # Discord's limit on a message's content
NO_PINGS = discord.AllowedMentions.none()
# Acknowledgements after which a followup is a new message with its own flags. After a defer (type 5)
# the first followup fills the "thinking" message instead and keeps its visibility (docs/adapter.md#privacy).
_FOLLOWUP_POSTS_ANEW = (
    discord.InteractionResponseType.channel_message,
    discord.InteractionResponseType.message_update,
    discord.InteractionResponseType.deferred_message_update,
)
Click = discord.Interaction[Any] | None  # the click that caused an announcement, if a player's
SHOW_MY_HAND = N_("Show my hand")


def pings_for(user_ids: Iterable[int]) -> discord.AllowedMentions:
    """Notify exactly these users (a name mentioned for any other reason stays silent)."""
    return discord.AllowedMentions(
        everyone=False, roles=False, replied_user=False, users=[discord.Object(u) for u in user_ids]
    )


@dataclass(frozen=True, slots=True)
class Posted:
    """A message the bot posted, and the token of the interaction whose webhook posted it (None: a
    channel message), which can also delete it for free while it lives (15 minutes). The token, not the
    interaction: a table's ping is kept until the next one, and a whole ``Interaction`` would keep its
    clicked message, member and components alive as long (``rest.Token``)."""

    message_id: int
    token: rest.Token | None = None


async def post_lines(
    bot: CardroomBot,
    table: TableInfo,
    lines: list[str],
    *,
    pings: Iterable[int] = (),
    buttons: tuple[Button, ...] = (),
    interaction: Click = None,
) -> Posted | None:
    """Post ``lines`` (split at 2000 characters); the last part pings ``pings`` and carries the buttons.
    Returns the last part posted."""
    chunks = pages("\n".join(lines), MAX_MESSAGE)
    channel = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
    pinged = list(pings)
    posted = None
    for index, chunk in enumerate(chunks):
        last = index == len(chunks) - 1
        row = (*buttons, *((Button(_(SHOW_MY_HAND), "ui:hand", style="primary"),) if pinged else ()))
        view = to_view(Screen(chunk, (row,)), table.id, table.version) if last and row else None
        mentions = pings_for(pinged) if last and pinged else NO_PINGS
        try:
            posted = await _post(table, channel, interaction, chunk, view, mentions)
        except discord.Forbidden as refused:  # the channel refuses the bot's posts (bot/adapter/refusals.py)
            bot.refusals.refused(table.channel_id, refused)
            bot.refusals.tell_host(table.channel_id, table.host_id, table.id)
            return posted  # nothing more to this channel now; the stored state shows on the next post
        # Below the table message now: counted, to bring the table back down (bot/adapter/below.py).
        px = estimate_px(chunk, button_rows=1 if view is not None else 0)
        bot.publisher.table_message.below.posted(table.id, posted.message_id, px)
    return posted


async def delete_posted(bot: CardroomBot, table: TableInfo, posted: Posted) -> None:
    """Delete a message posted earlier: through its interaction's webhook while the token lives (exempt
    from the global rate limit), else as a channel message. Already gone is fine."""
    token = posted.token
    bot.publisher.table_message.below.deleted(table.id, posted.message_id)
    try:
        if token is not None and not token.is_expired():
            try:
                await rest.delete_followup(token, posted.message_id)
                return
            except discord.NotFound:
                return
            except discord.HTTPException as error:
                log.info("table %s: webhook delete refused (%s); deleting in the channel", table.id, error)
        channel = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        await channel.get_partial_message(posted.message_id).delete()
    except discord.NotFound:
        pass


async def _post(
    table: TableInfo,
    channel: discord.PartialMessageable,
    interaction: Click,
    content: str,
    view: discord.ui.View | None,
    mentions: discord.AllowedMentions,
) -> Posted:
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
            sent = await rest.followup(
                interaction, content=content, view=view or discord.utils.MISSING, allowed_mentions=mentions
            )
            assert sent is not None, "a webhook asked to wait answers with its message"
            return Posted(sent.id, rest.Token.of(interaction))
        except discord.HTTPException as error:
            log.info("table %s: followup refused (%s); posting to the channel instead", table.id, error)
    message = await channel.send(content, view=view or discord.utils.MISSING, allowed_mentions=mentions)
    return Posted(message.id)
