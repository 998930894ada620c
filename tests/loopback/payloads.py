"""Every JSON shape the loopback fake sends to discord.py 2.7.1, built in one place.

A dispatch payload missing a key the library requires kills the bot's gateway loop (see the offline
testing notes, pitfall 4), so every gateway and REST shape comes from these functions and the fake
never improvises one. All snowflakes are strings, as Discord sends them.
"""

from __future__ import annotations

import itertools
import time
from datetime import UTC, datetime
from typing import Any

DISCORD_EPOCH_MS = 1_420_070_400_000
ALL_PERMISSIONS = str((1 << 50) - 1)
MEMBER_PERMISSIONS = str(
    (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 31) | (1 << 38)
)  # view, send, embed, attach, read history, use application commands, send in threads
MANAGE_MESSAGES = 1 << 13
ATTACHMENT_SIZE_LIMIT = 26_214_400  # required by discord.py 2.7 in every interaction
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
    guild_id: str, name: str, owner_id: str, channels: list[dict[str, Any]], members: list[dict[str, Any]]
) -> dict[str, Any]:
    """A full GUILD_CREATE payload."""
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
        "preferred_locale": "en-US",
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
) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": message_id,
        "channel_id": channel_id,
        "type": 20 if interaction_user is not None else 0,
        "content": content,
        "author": author,
        "embeds": embeds,
        "components": components,
        "attachments": [],
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


# ---------------------------------------------------------------------------------------------- gateway
def hello(heartbeat_interval_ms: int) -> dict[str, Any]:
    return {"op": 10, "d": {"heartbeat_interval": heartbeat_interval_ms}, "s": None, "t": None}


def heartbeat_ack() -> dict[str, Any]:
    return {"op": 11, "d": None, "s": None, "t": None}


def invalid_session(resumable: bool) -> dict[str, Any]:
    return {"op": 9, "d": resumable, "s": None, "t": None}


def dispatch(event: str, seq: int, data: Any) -> dict[str, Any]:
    return {"op": 0, "t": event, "s": seq, "d": data}


def ready(
    bot_user: dict[str, Any], session_id: str, resume_url: str, guild_ids: list[str], app_id: str
) -> dict[str, Any]:
    return {
        "v": 10,
        "user": bot_user,
        "session_id": session_id,
        "session_type": "normal",
        "resume_gateway_url": resume_url,
        "guilds": [{"id": gid, "unavailable": True} for gid in guild_ids],
        "application": {"id": app_id, "flags": 0},
        "shard": [0, 1],
        "private_channels": [],
        "relationships": [],
        "presences": [],
        "geo_ordered_rtc_regions": [],
        "guild_join_requests": [],
        "user_settings": {},
    }


def members_chunk(guild_id: str, members: list[dict[str, Any]], nonce: str | None) -> dict[str, Any]:
    data: dict[str, Any] = {
        "guild_id": guild_id,
        "members": members,
        "chunk_index": 0,
        "chunk_count": 1,
        "not_found": [],
    }
    if nonce is not None:
        data["nonce"] = nonce
    return data


# ----------------------------------------------------------------------------------------- interactions
def interaction(
    *,
    interaction_id: str,
    app_id: str,
    kind: int,
    token: str,
    user_data: dict[str, Any],
    channel: dict[str, Any],
    guild_id: str | None,
    permissions: str,
    data: dict[str, Any],
    message_data: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """An INTERACTION_CREATE payload: ``kind`` 2 is an application command, 3 a component."""
    payload: dict[str, Any] = {
        "id": interaction_id,
        "application_id": app_id,
        "type": kind,
        "token": token,
        "version": 1,
        "channel_id": channel["id"],
        "channel": channel,
        "locale": "en-US",
        "app_permissions": ALL_PERMISSIONS,
        "entitlements": [],
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        "data": data,
    }
    if guild_id is not None:
        payload["guild_id"] = guild_id
        payload["guild"] = {"id": guild_id, "locale": "en-US", "features": []}
        payload["guild_locale"] = "en-US"
        payload["member"] = member(user_data, permissions=permissions)
        payload["authorizing_integration_owners"] = {"0": guild_id}
        payload["context"] = 0
    else:
        payload["user"] = user_data
        payload["authorizing_integration_owners"] = {"0": guild_id or "0"}
        payload["context"] = 1
    if message_data is not None:
        payload["message"] = message_data
    return payload


def command_data(
    command: dict[str, Any], options: list[dict[str, Any]], resolved: dict[str, Any] | None
) -> dict[str, Any]:
    data: dict[str, Any] = {"id": command["id"], "name": command["name"], "type": command.get("type", 1)}
    if options:
        data["options"] = options
    if resolved:
        data["resolved"] = resolved
    if command.get("guild_id"):
        data["guild_id"] = command["guild_id"]  # guild commands are looked up by it (pitfall 6)
    return data


def component_data(custom_id: str, component_type: int, values: list[str] | None) -> dict[str, Any]:
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": component_type}
    if values is not None:
        data["values"] = values
    return data


def callback_response(
    interaction_id: str,
    interaction_type: int,
    callback_type: int,
    message_data: dict[str, Any] | None,
    *,
    loading: bool,
    ephemeral: bool,
) -> dict[str, Any]:
    """The body of ``POST …/callback?with_response=1`` (discord.py parses ``interaction``; pitfall 3)."""
    body: dict[str, Any] = {
        "interaction": {
            "id": interaction_id,
            "type": interaction_type,
            "activity_instance_id": None,
            "response_message_id": message_data["id"] if message_data else None,
            "response_message_loading": loading,
            "response_message_ephemeral": ephemeral,
        },
        "resource": {"type": callback_type},
    }
    if message_data is not None:
        body["resource"]["message"] = message_data
    return body


def error(code: int, message: str, errors: dict[str, Any] | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"code": code, "message": message}
    if errors:
        body["errors"] = errors
    return body
