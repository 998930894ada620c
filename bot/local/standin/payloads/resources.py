"""Ids, flags and the resources Discord returns over REST and inside events.

Users, members, channels, the guild (a full GUILD_CREATE), the application, messages and error bodies.
"""

from __future__ import annotations

import itertools
import time
from datetime import UTC, datetime
from typing import Any

DISCORD_EPOCH_MS = 1_420_070_400_000
MEMBER_PERMISSIONS = str(
    (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 31) | (1 << 38)
)  # view, send, embed, attach, read history, use application commands, send in threads
MANAGE_MESSAGES = 1 << 13
EPHEMERAL = 1 << 6
LOADING = 1 << 7

_counter = itertools.count(1)


def snowflake() -> str:
    """A fresh id, increasing with time like Discord's (later objects sort after earlier ones)."""
    ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
    return str((ms << 22) | (next(_counter) & 0x3FFFFF))


def timestamp() -> str:
    return datetime.now(UTC).isoformat()


# --------------------------------------------------------------------------------------------- objects
def user(user_id: str, name: str, *, bot: bool = False) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": user_id,
        "username": name,
        "global_name": None if bot else name,
        "discriminator": "0",
        "avatar": None,
        "public_flags": 0,
    }
    if bot:
        data["bot"] = True
    return data


def member(user_data: dict[str, Any], *, permissions: str | None = None) -> dict[str, Any]:
    data: dict[str, Any] = {
        "user": user_data,
        "roles": [],
        "joined_at": "2024-01-01T00:00:00+00:00",
        "deaf": False,
        "mute": False,
        "flags": 0,
        "nick": None,
    }
    if permissions is not None:
        data["permissions"] = permissions
    return data


def text_channel(channel_id: str, guild_id: str, name: str, position: int = 0) -> dict[str, Any]:
    return {
        "id": channel_id,
        "type": 0,
        "guild_id": guild_id,
        "name": name,
        "position": position,
        "permission_overwrites": [],
        "nsfw": False,
        "parent_id": None,
        "topic": None,
        "last_message_id": None,
        "rate_limit_per_user": 0,
    }


PUBLIC_THREAD = 11


def thread(
    thread_id: str,
    guild_id: str,
    parent_id: str,
    owner_id: str,
    name: str,
    *,
    archived: bool,
    auto_archive_minutes: int,
) -> dict[str, Any]:
    """A public thread, as the REST routes and THREAD_CREATE / THREAD_UPDATE carry it."""
    return {
        "id": thread_id,
        "type": PUBLIC_THREAD,
        "guild_id": guild_id,
        "parent_id": parent_id,
        "owner_id": owner_id,
        "name": name,
        "last_message_id": None,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "flags": 0,
        "thread_metadata": {
            "archived": archived,
            "auto_archive_duration": auto_archive_minutes,
            "archive_timestamp": timestamp(),
            "locked": False,
        },
    }


def dm_channel(channel_id: str, recipient: dict[str, Any]) -> dict[str, Any]:
    return {"id": channel_id, "type": 1, "recipients": [recipient], "last_message_id": None}


def everyone_role(guild_id: str) -> dict[str, Any]:
    return {
        "id": guild_id,
        "name": "@everyone",
        "color": 0,
        "hoist": False,
        "position": 0,
        "permissions": MEMBER_PERMISSIONS,
        "managed": False,
        "mentionable": False,
        "flags": 0,
    }


def guild(
    guild_id: str,
    name: str,
    owner_id: str,
    channels: list[dict[str, Any]],
    members: list[dict[str, Any]],
    locale: str = "en-US",
) -> dict[str, Any]:
    """A full GUILD_CREATE payload; ``locale`` is the server's language (its community setting)."""
    return {
        "id": guild_id,
        "name": name,
        "icon": None,
        "owner_id": owner_id,
        "features": [],
        "roles": [everyone_role(guild_id)],
        "emojis": [],
        "stickers": [],
        "channels": channels,
        "threads": [],
        "members": members,
        "member_count": len(members),
        "large": False,
        "unavailable": False,
        "voice_states": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
        "preferred_locale": locale,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "mfa_level": 0,
        "nsfw_level": 0,
        "premium_tier": 0,
        "system_channel_flags": 0,
        "afk_timeout": 300,
        "joined_at": "2024-01-01T00:00:00+00:00",
    }


def application(app_id: str, owner: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": app_id,
        "name": "Cardroom",
        "description": "",
        "icon": None,
        "bot_public": True,
        "bot_require_code_grant": False,
        "verify_key": "0" * 64,
        "owner": owner,
        "flags": 0,
        "interactions_endpoint_url": None,
    }


def message(
    *,
    message_id: str,
    channel_id: str,
    guild_id: str | None,
    author: dict[str, Any],
    content: str,
    components: list[dict[str, Any]],
    embeds: list[dict[str, Any]],
    flags: int,
    created: str,
    edited: str | None,
    interaction_user: dict[str, Any] | None = None,
    attachments: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": message_id,
        "channel_id": channel_id,
        "type": 20 if interaction_user is not None else 0,
        "content": content,
        "author": author,
        "embeds": embeds,
        "components": components,
        "attachments": attachments or [],
        "mentions": [],
        "mention_roles": [],
        "mention_everyone": False,
        "pinned": False,
        "tts": False,
        "flags": flags,
        "timestamp": created,
        "edited_timestamp": edited,
    }
    if guild_id is not None:
        data["guild_id"] = guild_id
    return data


# ----------------------------------------------------------------------------------------------- errors
def error(code: int, message: str, errors: dict[str, Any] | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"code": code, "message": message}
    if errors:
        body["errors"] = errors
    return body
