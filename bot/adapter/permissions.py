"""What the bot must be allowed in a channel to run a table there, read from the click itself.

Every interaction carries the bot's permissions in its channel (``app_permissions``), so checking costs no
request. Start is refused, in one sentence naming what is missing, rather than starting a game whose
every announcement and ping the channel would refuse (issue 37, finding 9: each refusal counts towards
Discord's ban of the bot's IP).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.adapter.threads import threads_possible
from bot.i18n import N_, _
from bot.tables.errors import TableError

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot

# Discord's own names for the permissions, as a server's settings show them (translated in the catalog).
SEND_MESSAGES = N_("Send Messages")
VIEW_CHANNEL = N_("View Channel")
SEND_IN_THREADS = N_("Send Messages in Threads")
EMBED_LINKS = N_("Embed Links")
ATTACH_FILES = N_("Attach Files")
READ_HISTORY = N_("Read Message History")
MISSING_TO_START = N_(
    "I can't start the game here: I'm missing the {permissions} permission in this channel. "
    "Ask a server admin to grant it, then press Start again."
)
REFUSED_CHANNEL = N_(
    "I can't post in <#{channel}>: Discord refuses my messages there (a permission is missing: "
    "{permissions}). Your table goes on through its buttons and nothing is lost; once the permission is "
    "back, its next message shows the game as it is."
)


def needed(*, in_thread: bool, into_thread: bool, pictures: bool) -> dict[str, str]:
    """The permissions a table needs (``discord.Permissions`` attribute -> its name): playing in a
    thread already (``in_thread``), or moving into one of its own at Start (``into_thread``); card
    pictures need files. Creating the thread is not required: without it the game stays in the
    channel, which is told so (bot/adapter/threads.py)."""
    send, send_name = (
        ("send_messages_in_threads", SEND_IN_THREADS) if in_thread else ("send_messages", SEND_MESSAGES)
    )
    permissions = {
        send: send_name,
        "embed_links": EMBED_LINKS,
        "read_message_history": READ_HISTORY,
    }
    if pictures:
        permissions["attach_files"] = ATTACH_FILES
    if into_thread:
        permissions["send_messages_in_threads"] = SEND_IN_THREADS
    return permissions


def missing(granted: discord.Permissions, wanted: dict[str, str]) -> list[str]:
    """The names (translated) of the ``wanted`` permissions not ``granted``."""
    return [_(name) for attribute, name in wanted.items() if not getattr(granted, attribute)]


def listed(names: list[str]) -> str:
    return ", ".join(names)


async def check_start(interaction: discord.Interaction[CardroomBot], table_id: int) -> None:
    """Refuse the host's Start, changing nothing, while the channel would refuse the game's messages."""
    if interaction.guild_id is None:
        return
    bot = interaction.client
    table = (await bot.tables.table(table_id)).table
    if interaction.user.id != table.host_id:  # the service refuses anyone else, in its own words
        return
    granted = interaction.app_permissions
    in_thread = isinstance(interaction.channel, discord.Thread)
    into_thread = (
        table.play_in_thread and threads_possible(interaction.channel) and granted.create_public_threads
    )
    pictures = (await bot.tables.guild_settings(interaction.guild_id)).pictures
    lacking = missing(granted, needed(in_thread=in_thread, into_thread=into_thread, pictures=pictures))
    if lacking:
        raise TableError(_(MISSING_TO_START, permissions=listed(lacking)))
