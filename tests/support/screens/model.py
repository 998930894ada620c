"""A message as one person sees it: what the screens are drawn from.

Built from a message as SimCord stores it (``from_simcord``), or read back from a JSON dump
(``to_json``/``from_json``: the pictures as base64), so a test run's messages can be drawn later by
``python -m tests.support.screens``.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from bot.local.html.seen import IS_COMPONENTS_V2, Seen

__all__ = ["IS_COMPONENTS_V2", "Seen", "display_names", "from_simcord"]


def _unix(iso: str | None) -> float | None:
    return datetime.fromisoformat(iso).timestamp() if iso else None


def display_names(env: Any, guild_id: int | None) -> dict[int, str]:
    """Everyone's name as a mention shows it: the member's nickname in the guild, else the display name."""
    backend = env.backend
    names = {user.id: user.global_name or user.name for user in backend.users.values()}
    if guild_id is not None:
        members = backend.get_guild(guild_id).members
        names |= {user_id: member.nick for user_id, member in members.items() if member.nick}
    return names


def from_simcord(env: Any, stored: Any, viewer: Any = None) -> Seen:
    """A message as SimCord stores it, as ``viewer`` (a SimCord user or member, or None) sees it: its
    pictures read from SimCord's CDN, relative times as of its last edit (when it was last shown)."""
    backend = env.backend
    channel = backend.get_channel(stored.channel_id)
    author = backend.users.get(stored.author_id)
    files = {}
    for attachment in stored.attachments or []:
        blob = backend.cdn.get(attachment["url"])
        if blob is not None:
            files[attachment["filename"]] = blob
    viewer_id = getattr(viewer, "id", None)
    pinged_ids = stored.ping_user_ids or stored.mention_user_ids or []
    meta = stored.interaction_metadata or {}
    user = meta.get("user") or {}
    command = None
    if meta.get("type") == 2 and meta.get("name"):
        who = user.get("global_name") or user.get("username") or "someone"
        command = f"{who} used /{meta['name']}"
    return Seen(
        content=stored.content or "",
        embeds=list(stored.embeds or []),
        components=list(stored.components or []),
        flags=stored.flags or 0,
        files=files,
        author=stored.author_name or (author.global_name or author.name if author else "Cardroom"),
        bot=bool(author.bot) if author else True,
        names=display_names(env, channel.guild_id),
        now=_unix(stored.edited_timestamp) or _unix(stored.timestamp) or env.now().timestamp(),
        pinged=viewer_id is not None and viewer_id in pinged_ids,
        dm=channel.guild_id is None,
        command=command,
    )
