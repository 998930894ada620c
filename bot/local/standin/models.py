"""The fake's world objects: users, channels, messages (each with its audience) and interactions."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from bot.local.standin.payloads import resources as res

BUTTON, SELECTS = 2, (3, 5, 6, 7, 8)
LINK_STYLE = 5
ATTACHMENT_SCHEME = "attachment://"  # an embed's image or thumbnail naming a file of its own message
COMPONENTS_V2 = 1 << 15  # the message flag IS_COMPONENTS_V2: its components are the whole message


def media_refs(components: list[dict[str, Any]]) -> list[str]:
    """The URLs a Components V2 layout shows: media gallery items, thumbnails and files."""
    urls = []
    for component in walk(components):
        media = [item.get("media") for item in component.get("items") or []]
        media += [component.get("media"), component.get("file")]
        urls += [str(m.get("url") or "") for m in media if isinstance(m, dict)]
    return urls


def walk(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component, nested ones too: a row's or container's children, a section's accessory."""
    for component in components:
        yield component
        yield from walk(component.get("components") or [])
        if isinstance(component.get("accessory"), dict):
            yield from walk([component["accessory"]])


@dataclass
class User:
    id: str
    name: str
    member: bool = True
    dms_open: bool = True
    permissions: int = int(res.MEMBER_PERMISSIONS)
    locale: str = "en-US"  # the language their Discord client is set to

    @property
    def data(self) -> dict[str, Any]:
        return res.user(self.id, self.name)

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass
class Channel:
    id: str
    name: str
    guild_id: str | None  # None for a DM channel
    recipient: str | None = None  # the user of a DM channel
    parent_id: str | None = None  # a thread's channel (its id is the message it was started from)
    archived: bool = False  # a thread Discord has archived: it leaves the channel list
    auto_archive_minutes: int = 0  # a thread's: archived after this long without a message

    @property
    def thread(self) -> bool:
        return self.parent_id is not None


@dataclass
class Message:
    id: str
    channel_id: str
    guild_id: str | None
    author: dict[str, Any]
    audience: str  # "channel", "ephemeral:<user id>" or "dm:<user id>"
    content: str = ""
    components: list[dict[str, Any]] = field(default_factory=list)
    embeds: list[dict[str, Any]] = field(default_factory=list)
    flags: int = 0
    created: str = field(default_factory=res.timestamp)
    edited: str | None = None
    interaction_token: str | None = None  # the interaction that created it, for webhook edits
    deleted: bool = False
    revision: int = 0  # bumped on every edit
    # Who made each edit, by revision - 1: the token of the interaction whose answer or webhook edited it,
    # or None for an edit through the channel's REST route.
    editors: list[str | None] = field(default_factory=list)
    # Discord's attachment objects, exactly as serialised (fake_discord.attachments makes them).
    attachments: list[dict[str, Any]] = field(default_factory=list)
    # Ids of the attachments Discord shows only inside an embed (see attachments.settle: #5675).
    in_embed: set[str] = field(default_factory=set)
    # The attachment ids after the creation and after every edit: a picture that came and went is here.
    attachment_history: list[tuple[str, ...]] = field(default_factory=list)
    pings: set[str] = field(default_factory=set)  # the users its sending notified (``mentions``)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & res.EPHEMERAL)

    def data(self) -> dict[str, Any]:
        return res.message(
            message_id=self.id,
            channel_id=self.channel_id,
            guild_id=self.guild_id,
            author=self.author,
            content=self.content,
            components=self.components,
            embeds=[self._resolved(embed) for embed in self.embeds],
            flags=self.flags,
            created=self.created,
            edited=self.edited,
            attachments=self.attachments,
        )

    def _resolved(self, embed: dict[str, Any]) -> dict[str, Any]:
        """As Discord returns an embed: an ``attachment://NAME`` image points at that attachment's URL."""
        by_name = {a["filename"]: a for a in self.attachments}
        resolved = dict(embed)
        for key in ("image", "thumbnail"):
            url = (embed.get(key) or {}).get("url") or ""
            found = by_name.get(url.removeprefix(ATTACHMENT_SCHEME))
            if url.startswith(ATTACHMENT_SCHEME) and found is not None:
                resolved[key] = {**embed[key], "url": found["url"], "proxy_url": found["proxy_url"]}
                for side in ("width", "height"):
                    if side in found:
                        resolved[key][side] = found[side]
        return resolved

    def pictures(self) -> list[dict[str, Any]]:
        """The image attachments: what a user sees drawn, in or under the message."""
        return [a for a in self.attachments if str(a.get("content_type") or "").startswith("image/")]

    def loose_pictures(self) -> list[dict[str, Any]]:
        """The pictures Discord shows under the message, outside every embed (see attachments)."""
        return [a for a in self.pictures() if a["id"] not in self.in_embed]

    def text(self) -> str:
        """Everything a user reads on it: content, embeds, V2 text displays, button labels, select
        placeholders and options."""
        parts = [self.content]
        for embed in self.embeds:
            parts += [embed.get("title") or "", embed.get("description") or ""]
            parts += [f"{f.get('name', '')}\n{f.get('value', '')}" for f in embed.get("fields") or []]
        for component in walk(self.components):
            parts += [component.get("label") or "", component.get("placeholder") or ""]
            parts += [component.get("content") or ""]  # a V2 text display
            for option in component.get("options") or []:
                parts += [option.get("label") or "", option.get("description") or ""]
        return "\n".join(part for part in parts if part)

    def edit(self, data: dict[str, Any], by: str | None = None) -> None:
        """Apply an edit body: only the fields it names change (``by``: the editing interaction's token)."""
        if "content" in data:
            self.content = data["content"] or ""
        if "components" in data:
            self.components = data["components"] or []
        if "embeds" in data:
            self.embeds = data["embeds"] or []
        self.flags |= (data.get("flags") or 0) & COMPONENTS_V2  # set by an edit, never removed
        self.edited = res.timestamp()
        self.revision += 1
        self.editors.append(by)


@dataclass
class Interaction:
    id: str
    token: str
    kind: int  # 2 command, 3 component
    user: User
    channel: Channel
    created: float
    message_id: str | None = None  # the clicked message (components)
    ack: int | None = None  # callback type once acknowledged
    answered_at: float | None = None  # loop time the first callback reached the fake (even a late one)
    acked: asyncio.Event = field(default_factory=asyncio.Event)
    original_id: str | None = None  # the message @original means
    deferred_unfilled: bool = False  # a type 5 whose first followup has not come yet
    # The first answer the player can read: a callback of type 4 or 7, else the first followup or webhook
    # edit after a deferral (5 or 6); ``shown_at`` its loop time.
    shown: asyncio.Event = field(default_factory=asyncio.Event)
    shown_at: float | None = None
    messages: list[str] = field(default_factory=list)  # every message this interaction produced
    # Past its token's life by the test's say (``FakeDiscord.expire_tokens``), however young its id is.
    expired: bool = False
    command: str | None = None  # the slash command's name (kind 2): "alice used /play" above its reply

    def show(self) -> None:
        if self.shown_at is None:
            self.shown_at = asyncio.get_running_loop().time()
            self.shown.set()

    @property
    def visibility(self) -> str:
        return f"dm:{self.user.id}" if self.channel.guild_id is None else "channel"
