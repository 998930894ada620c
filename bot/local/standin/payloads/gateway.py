"""The gateway's frames: hello, heartbeat ack, invalid session, dispatches, READY and member chunks."""

from __future__ import annotations

from typing import Any


def hello(heartbeat_interval_ms: int) -> dict[str, Any]:
    return {"op": 10, "d": {"heartbeat_interval": heartbeat_interval_ms}, "s": None, "t": None}


def heartbeat_ack() -> dict[str, Any]:
    return {"op": 11, "d": None, "s": None, "t": None}


def invalid_session(resumable: bool) -> dict[str, Any]:
    return {"op": 9, "d": resumable, "s": None, "t": None}


def dispatch(event: str, seq: int, data: Any) -> dict[str, Any]:
    return {"op": 0, "t": event, "s": seq, "d": data}


def ready(
    bot_user: dict[str, Any],
    session_id: str,
    resume_url: str,
    guild_ids: list[str],
    app_id: str,
    shard: tuple[int, int] = (0, 1),
) -> dict[str, Any]:
    return {
        "v": 10,
        "user": bot_user,
        "session_id": session_id,
        "session_type": "normal",
        "resume_gateway_url": resume_url,
        "guilds": [{"id": gid, "unavailable": True} for gid in guild_ids],
        "application": {"id": app_id, "flags": 0},
        "shard": list(shard),
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
