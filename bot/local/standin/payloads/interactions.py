"""INTERACTION_CREATE payloads, their command and component data, and the callback's response body."""

from __future__ import annotations

from typing import Any

from bot.local.standin.payloads.resources import member

ALL_PERMISSIONS = str((1 << 50) - 1)
ATTACHMENT_SIZE_LIMIT = 26_214_400  # required by discord.py 2.7 in every interaction
DEFAULT_LOCALE = "en-US"  # Discord's language for a user or server that chose none


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
    locale: str = DEFAULT_LOCALE,
    guild_locale: str = DEFAULT_LOCALE,
) -> dict[str, Any]:
    """An INTERACTION_CREATE payload: ``kind`` 2 is an application command, 3 a component. ``locale`` is the
    user's Discord language, ``guild_locale`` the server's."""
    payload: dict[str, Any] = {
        "id": interaction_id,
        "application_id": app_id,
        "type": kind,
        "token": token,
        "version": 1,
        "channel_id": channel["id"],
        "channel": channel,
        "locale": locale,
        "app_permissions": ALL_PERMISSIONS,
        "entitlements": [],
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        "data": data,
    }
    if guild_id is not None:
        payload["guild_id"] = guild_id
        payload["guild"] = {"id": guild_id, "locale": guild_locale, "features": []}
        payload["guild_locale"] = guild_locale
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
