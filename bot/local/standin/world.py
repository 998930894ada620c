"""The world the fake keeps, and who sees what in it.

The bot, its users, guilds with text channels (one guild unless a test adds more; every user is a
member of each), DM channels, synced commands, the interactions sent, and messages, each with its
**audience**: ``channel``, ``ephemeral:<user id>`` or ``dm:<user id>``.

A guild belongs to one shard by Discord's formula (``shard_of``): the gateway sends its events on that
shard's connection only, and DMs on shard 0's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.local.standin.models import Channel, Interaction, Message, User
from bot.local.standin.payloads import resources as res

GUILD_SHIFT = 22  # a snowflake's bits below its timestamp


def shard_of(guild_id: str | None, shard_count: int) -> int:
    """Discord's formula: the shard that receives a guild's events; DMs (no guild) go to shard 0."""
    return 0 if guild_id is None else (int(guild_id) >> GUILD_SHIFT) % shard_count


class World:
    def __init__(self) -> None:
        self.bot = User(res.snowflake(), "Cardroom")
        self.app_id = self.bot.id
        self.guild_id = res.snowflake()  # the first guild: where the tests play unless they add guilds
        self.guild_name = "Card Club"
        self.guilds: dict[str, str] = {self.guild_id: self.guild_name}  # id -> name
        self.guild_locale = "en-US"  # every guild's language (its community setting)
        self.owner: User | None = None
        self.users: dict[str, User] = {}
        self.channels: dict[str, Channel] = {}
        self.dm_channels: dict[str, Channel] = {}  # user id -> channel
        self.messages: dict[str, Message] = {}
        self.interactions: dict[str, Interaction] = {}  # by token
        self.commands: dict[str | None, list[dict[str, Any]]] = {}  # guild id (None: global) -> schema
        self._seen_text: dict[tuple[str, str], str] = {}
        self._seen_revision: dict[tuple[str, str], int] = {}  # skips re-reading unchanged messages
        self.cdn: dict[str, bytes] = {}  # attachment URL (and proxy URL) -> the uploaded bytes
        self._seen_pictures: set[tuple[str, str]] = set()  # (user id, attachment id) already looked at
        self.add_channel("cards")

    # ============================================================================ building it
    def add_user(self, name: str, *, member: bool = True, manage_messages: bool = False) -> User:
        permissions = int(res.MEMBER_PERMISSIONS) | (res.MANAGE_MESSAGES if manage_messages else 0)
        user = User(res.snowflake(), name, member=member, permissions=permissions)
        self.users[user.id] = user
        if self.owner is None:
            self.owner = user
        return user

    def add_guild(self, name: str, *, shard: tuple[int, int] = (0, 1)) -> str:
        """Another guild, whose id puts it on ``shard`` = (shard id, shard count); returns its id."""
        shard_id, count = shard
        raw = int(res.snowflake())
        timestamp = raw >> GUILD_SHIFT
        timestamp -= (timestamp - shard_id) % count  # a moment earlier: the id lands on that shard
        guild_id = str(timestamp << GUILD_SHIFT | raw & ((1 << GUILD_SHIFT) - 1))
        self.guilds[guild_id] = name
        return guild_id

    def start_thread(self, parent: Channel, message_id: str, name: str, auto_archive_minutes: int) -> Channel:
        """A public thread from a message of ``parent``: Discord gives it the message's id."""
        thread = Channel(
            message_id, name, parent.guild_id, parent_id=parent.id, auto_archive_minutes=auto_archive_minutes
        )
        self.channels[thread.id] = thread
        return thread

    def threads_of(self, parent: Channel) -> list[Channel]:
        return [c for c in self.channels.values() if c.parent_id == parent.id]

    def add_channel(self, name: str, guild_id: str | None = None) -> Channel:
        channel = Channel(res.snowflake(), name, guild_id or self.guild_id)
        self.channels[channel.id] = channel
        return channel

    def guilds_of_shard(self, shard_id: int, count: int) -> list[str]:
        return [g for g in self.guilds if shard_of(g, count) == shard_id]

    @property
    def channel(self) -> Channel:
        """The first text channel: where the tests play."""
        return next(c for c in self.channels.values() if c.guild_id is not None)

    def dm_channel(self, user: User) -> Channel:
        channel = self.dm_channels.get(user.id)
        if channel is None:
            channel = Channel(res.snowflake(), user.name, None, recipient=user.id)
            self.dm_channels[user.id] = channel
            self.channels[channel.id] = channel
        return channel

    # ============================================================================ as payloads
    def guild_payload(self, guild_id: str | None = None) -> dict[str, Any]:
        guild_id = guild_id or self.guild_id
        channels = [
            res.text_channel(c.id, guild_id, c.name, i)
            for i, c in enumerate(
                c for c in self.channels.values() if c.guild_id == guild_id and not c.thread
            )
        ]
        members = [res.member(self.bot_data()), *self.member_payloads()]
        owner = self.owner.id if self.owner else self.bot.id
        return res.guild(guild_id, self.guilds[guild_id], owner, channels, members, self.guild_locale)

    def member_payloads(self) -> list[dict[str, Any]]:
        """The guild's members other than the bot."""
        return [res.member(u.data) for u in self.users.values() if u.member]

    def bot_data(self) -> dict[str, Any]:
        return res.user(self.bot.id, self.bot.name, bot=True)

    def channel_payload(self, channel: Channel) -> dict[str, Any]:
        if channel.thread:
            assert channel.guild_id is not None and channel.parent_id is not None
            return res.thread(
                channel.id,
                channel.guild_id,
                channel.parent_id,
                self.bot.id,
                channel.name,
                archived=channel.archived,
                auto_archive_minutes=channel.auto_archive_minutes,
            )
        if channel.guild_id is None:
            assert channel.recipient is not None
            return res.dm_channel(channel.id, self.users[channel.recipient].data)
        return res.text_channel(channel.id, channel.guild_id, channel.name)

    # ============================================================================ who sees what
    def can_see(self, user: User, message: Message) -> bool:
        if message.deleted:
            return False
        if message.audience == "channel":
            return user.member and self.channels[message.channel_id].guild_id is not None
        return message.audience in (f"ephemeral:{user.id}", f"dm:{user.id}")

    def visible_to(self, user: User) -> list[Message]:
        return sorted((m for m in self.messages.values() if self.can_see(user, m)), key=lambda m: int(m.id))

    def text_visible_to(self, user: User) -> str:
        return "\n".join(m.text() for m in self.visible_to(user))

    def newly_visible_text(self, user: User, skip: Callable[[str], bool] | None = None) -> str:
        """What ``user`` can read that is new or changed since the last call for them."""
        fresh = []
        for message in self.visible_to(user):
            key = (user.id, message.id)
            if self._seen_revision.get(key) == message.revision:
                continue  # every change of a message's text is an edit, and every edit bumps its revision
            self._seen_revision[key] = message.revision
            text = message.text()
            if self._seen_text.get(key) != text:
                self._seen_text[key] = text
                if skip is None or not skip(text):
                    fresh.append(text)
        return "\n".join(fresh)

    def channel_messages(self, channel: Channel | None = None) -> list[Message]:
        """The public messages of a channel, oldest first."""
        cid = (channel or self.channel).id
        found = [m for m in self.messages.values() if m.channel_id == cid and m.audience == "channel"]
        return sorted((m for m in found if not m.deleted), key=lambda m: int(m.id))

    # ============================================================================ pictures
    def attachment_bytes(self, attachment: dict[str, Any]) -> bytes:
        """The bytes of one attachment of a message, as Discord's CDN serves them."""
        return self.cdn[attachment["url"]]

    def pictures(self, message: Message) -> list[bytes]:
        """The bytes of every picture on ``message`` (in its embeds or loose under it), in order."""
        return [self.attachment_bytes(a) for a in message.pictures()]

    def newly_visible_pictures(
        self, user: User, skip: Callable[[str], bool] | None = None
    ) -> list[tuple[Message, dict[str, Any], bytes]]:
        """The pictures ``user`` can see that they had not seen before (each attachment once: an edit
        that keeps a picture keeps the same attachment). ``skip(message text)`` exempts a message."""
        fresh = []
        for message in self.visible_to(user):
            for attachment in message.pictures():
                key = (user.id, attachment["id"])
                if key in self._seen_pictures:
                    continue
                self._seen_pictures.add(key)
                if skip is None or not skip(message.text()):
                    fresh.append((message, attachment, self.attachment_bytes(attachment)))
        return fresh
