"""What one person sees in one place, as the page draws it: each message laid out as Discord's phone client
lays it out, its buttons and menus live.

Only messages the stand-in lets that person see are ever drawn (``World.can_see``: the channel's, their
own ephemeral replies and their own DMs), and a picture reaches the page only inside the message that
shows it, as a data: URI. So another person's hand never reaches this page, in text or in pictures.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.i18n import resolve
from bot.local.html.message import message_html
from bot.local.html.seen import Seen
from bot.local.page.words import chrome, used_command
from bot.local.room import LocalRoom
from bot.local.standin.models import Channel, Message, User

# Messages a place shows, the newest: Discord loads about this many when a channel opens.
SHOWN = 50


@dataclass(frozen=True)
class Drawn:
    """A message as the page keeps it: redrawn only when its revision (or who it pings) changes."""

    id: str
    revision: int
    html: str | None  # None: the page already has this revision


@dataclass(frozen=True)
class Names:
    """Who and where mentions name: people (and the bot) by id, channels and threads by id."""

    people: dict[int, str]
    channels: dict[int, str]

    @classmethod
    def of(cls, room: LocalRoom) -> Names:
        fake = room.fake
        people = {int(user.id): user.name for user in fake.users.values()} | {int(fake.bot.id): fake.bot.name}
        channels = {int(c.id): c.name for c in fake.channels.values() if c.guild_id is not None}
        return cls(people, channels)


def seen(room: LocalRoom, person: User, message: Message, names: Names) -> Seen:
    """``message`` as ``person`` sees it: its pictures from the CDN, names as mentions show them."""
    fake = room.fake
    files = {a["filename"]: fake.cdn[a["url"]] for a in message.attachments if a["url"] in fake.cdn}
    interaction = fake.interactions.get(message.interaction_token or "")
    command = None
    if interaction is not None and interaction.command and message.id == interaction.original_id:
        command = used_command(resolve(person.locale), interaction.user.name, interaction.command)
    return Seen(
        content=message.content,
        embeds=message.embeds,
        components=message.components,
        flags=message.flags,
        files=files,
        author=str(message.author.get("username") or fake.bot.name),
        bot=bool(message.author.get("bot")),
        names=names.people,
        now=datetime.fromisoformat(message.edited or message.created).timestamp(),
        pinged=person.id in message.pings,
        dm=False,  # the page names the place above the messages
        command=command,
        channels=names.channels,
    )


def draw(room: LocalRoom, person: User, shown: list[Message], known: dict[str, int]) -> list[Drawn]:
    """The last of ``shown`` (a place's messages the person can see); HTML only for those ``known`` does
    not hold at their revision."""
    drawn = []
    names, words = Names.of(room), chrome(resolve(person.locale))
    for message in shown[-SHOWN:]:
        if known.get(message.id) == message.revision:
            drawn.append(Drawn(message.id, message.revision, None))
            continue
        html = message_html(seen(room, person, message, names), live=True, chrome=words)
        drawn.append(Drawn(message.id, message.revision, html))
    return drawn


def place_entry(room: LocalRoom, person: User, place: Channel, shown: list[Message]) -> dict[str, Any]:
    """A sidebar line: the place's id, kind and name, and the pings there the person has not read."""
    kind = "dm" if place.guild_id is None else "thread" if place.thread else "channel"
    name = room.fake.bot.name if kind == "dm" else place.name
    entry = {"id": place.id, "kind": kind, "name": name, "pings": room.unread_pings(person, place, shown)}
    return entry | {"archived": place.archived}
