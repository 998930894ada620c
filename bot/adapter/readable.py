"""Which of a server's channels a person may read now, from the guild cache: the filter of /history,
replays and export files (docs/security.md#who-may-read-a-game).

The table service and storage know no Discord permissions, so the adapter turns them into a plain set of
channel ids, computed afresh for every command and every click (access can be taken away at any time).
A channel is readable when the person may view it and read its history (``read_message_history``: a
replay shows what was said there before). A thread follows its parent; a private thread also needs its
membership, which without the Server Members intent the cache knows only for its creator, so otherwise
Manage Threads (Discord lets those see every private thread). A deleted channel, or a thread the cache
no longer holds (an archived one), is not in the set: unknown counts as hidden. Games that moved into a
thread the bot started are judged by that thread's parent channel (``storage.history.readable_by``).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import TYPE_CHECKING

import discord

if TYPE_CHECKING:
    from bot.adapter.client import CardroomBot


def _reads(permissions: discord.Permissions) -> bool:
    return permissions.view_channel and permissions.read_message_history


def _reads_thread(thread: discord.Thread, member: discord.Member) -> bool:
    try:
        permissions = thread.permissions_for(member)
    except discord.ClientException:  # its parent channel is not cached: unknown counts as hidden
        return False
    if not _reads(permissions):
        return False
    if thread.type is not discord.ChannelType.private_thread:
        return True
    if permissions.manage_threads or thread.owner_id == member.id:
        return True
    return any(joined.id == member.id for joined in thread.members)


def readable_channels(
    interaction: discord.Interaction[CardroomBot], among: Collection[int] | None = None
) -> frozenset[int]:
    """The ids of the channels and threads of the interaction's server its user may read now; with
    ``among``, only those of these ids (a replay click asks about one game's channels, not the server's
    hundreds)."""
    guild, member = interaction.guild, interaction.user
    if guild is None or not isinstance(member, discord.Member):
        return frozenset()
    if among is None:
        channels: Iterable[object] = [*guild.channels, *guild.threads]
    else:
        channels = [guild.get_channel_or_thread(channel_id) for channel_id in among]
    readable = set()
    for channel in channels:
        if isinstance(channel, discord.Thread):
            if _reads_thread(channel, member):
                readable.add(channel.id)
        elif isinstance(channel, discord.abc.GuildChannel) and _reads(channel.permissions_for(member)):
            readable.add(channel.id)
    # Where they ask from, Discord itself computed their permissions (a private thread they were added
    # to counts, though the cache cannot know its members).
    here = interaction.channel_id
    if here is not None and (among is None or here in among) and _reads(interaction.permissions):
        readable.add(here)
    return frozenset(readable)
