"""The gateway websocket: hello, identify and READY, resume and replay, heartbeats, member chunks, shards.

Every frame both ways is recorded; an opcode the fake does not know is a violation.

A bot may connect once per shard (IDENTIFY with ``shard: [id, count]``; without it, shard 0 of 1). Each
connection is a session of its own (sequence numbers, RESUME replay) and gets READY and GUILD_CREATE for
its shard's guilds only; every event goes to the connection of its guild's shard (``world.shard_of``),
DMs to shard 0's, as on Discord.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from bot.local.standin.payloads import gateway as gw
from bot.local.standin.recorder import Recorder
from bot.local.standin.world import World, shard_of

PRIVILEGED_INTENTS = (1 << 1) | (1 << 8) | (1 << 15)  # members, presences, message content


@dataclass
class Session:
    """One shard's gateway session: what RESUME replays, and its websocket while connected."""

    shard: int
    session_id: str
    seq: int = 0
    sent: list[dict[str, Any]] = field(default_factory=list)  # dispatches of this session, for RESUME
    ws: web.WebSocketResponse | None = None

    @property
    def connected(self) -> bool:
        return self.ws is not None and not self.ws.closed


class Gateway:
    def __init__(self, token: str, world: World, recorder: Recorder, url: Callable[[], str]) -> None:
        self.token = token
        self.world = world
        self.recorder = recorder
        self.url = url  # the gateway's address, known once the server listens
        self.identified = asyncio.Event()
        self.identify_count = 0
        self.resume_count = 0
        self.shard_count = 1  # as the bot identified (every connection of one bot agrees on it)
        self.sessions: dict[int, Session] = {}  # by shard id

    @property
    def connected(self) -> bool:
        return any(session.connected for session in self.sessions.values())

    def connected_for(self, guild_id: str | None) -> bool:
        session = self.sessions.get(shard_of(guild_id, self.shard_count))
        return session is not None and session.connected

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True)
        await ws.prepare(request)
        # Events go to this connection only once it has identified or resumed, as on Discord: an event
        # sent before the RESUME is answered would be replayed by it and reach the bot twice.
        frames = self.recorder.frames
        frames.append(("connect", {"query": dict(request.query)}))
        await self._send(ws, gw.hello(41_250))
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                self.recorder.violations.append(f"gateway: unexpected frame type {msg.type}")
                continue
            frame = json.loads(msg.data)
            frames.append(("in", frame))
            self.recorder.touch()
            op = frame.get("op")
            if op == 1:
                await self._send(ws, gw.heartbeat_ack())
            elif op == 2:
                await self._identify(ws, frame["d"])
            elif op == 6:
                await self._resume(ws, frame["d"])
            elif op == 8:
                guild_id = frame["d"].get("guild_id")
                members = self.world.member_payloads()
                await self.dispatch(
                    "GUILD_MEMBERS_CHUNK",
                    gw.members_chunk(guild_id, members, frame["d"].get("nonce")),
                    guild_id=guild_id,
                )
            elif op in (3, 4):
                pass
            else:
                self.recorder.violations.append(f"gateway: opcode {op} is not implemented by the fake")
        for session in self.sessions.values():
            if session.ws is ws:
                session.ws = None
        frames.append(("close", {"code": ws.close_code}))
        self.recorder.touch()
        return ws

    async def _identify(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> None:
        if data.get("token") != self.token:
            await ws.close(code=4004, message=b"Authentication failed.")
            return
        if data.get("intents", 0) & PRIVILEGED_INTENTS:
            await ws.close(code=4014, message=b"Disallowed intent(s).")
            return
        shard_id, count = data.get("shard") or (0, 1)
        if not 0 <= shard_id < count:
            await ws.close(code=4010, message=b"Invalid shard.")
            return
        if count != self.shard_count and any(s.connected for s in self.sessions.values()):
            await ws.close(code=4011, message=b"Sharding required.")  # connections disagree on the count
            return
        self.shard_count = count
        self.identify_count += 1
        session = Session(shard_id, secrets.token_hex(16), ws=ws)
        self.sessions[shard_id] = session  # a new session replaces the shard's old one
        world = self.world
        guilds = world.guilds_of_shard(shard_id, count)
        ready = gw.ready(
            world.bot_data(), session.session_id, self.url(), guilds, world.app_id, (shard_id, count)
        )
        await self._dispatch_to(session, "READY", ready)
        for guild_id in guilds:
            await self._dispatch_to(session, "GUILD_CREATE", world.guild_payload(guild_id))
        self.identified.set()

    async def _resume(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> None:
        found = [s for s in self.sessions.values() if s.session_id == data.get("session_id")]
        if data.get("token") != self.token or not found:
            await self._send(ws, gw.invalid_session(False))
            return
        session = found[0]
        self.resume_count += 1
        for frame in session.sent:  # events dispatched meanwhile are appended, and replayed in order
            if frame["s"] > (data.get("seq") or 0):
                await self._send(ws, frame)
        session.ws = ws
        await self._dispatch_to(session, "RESUMED", {})

    async def dispatch(self, event: str, data: Any, *, guild_id: str | None = None) -> None:
        """Send an event about ``guild_id`` (None: a DM, or the bot itself) to its shard's session, or
        keep it for a RESUME if that connection is away. With no session for the shard, Discord has
        nowhere to send it: it is dropped."""
        session = self.sessions.get(shard_of(guild_id, self.shard_count))
        if session is not None:
            await self._dispatch_to(session, event, data)

    async def _dispatch_to(self, session: Session, event: str, data: Any) -> None:
        session.seq += 1
        frame = gw.dispatch(event, session.seq, data)
        session.sent.append(frame)
        if session.connected:
            assert session.ws is not None
            await self._send(session.ws, frame)

    async def _send(self, ws: web.WebSocketResponse, frame: dict[str, Any]) -> None:
        self.recorder.frames.append(("out", frame))
        await ws.send_str(json.dumps(frame))  # text frames: no compression needed (pitfall 10)

    async def drop(self, code: int = 4000, *, shard: int | None = None) -> None:
        """Close the bot's websocket (``shard``'s, or every one) as a network fault would."""
        for session in list(self.sessions.values()):
            if session.ws is not None and shard in (None, session.shard):
                await session.ws.close(code=code)

    async def close(self) -> None:
        for session in list(self.sessions.values()):
            if session.ws is not None and not session.ws.closed:
                await session.ws.close(code=1001)
