"""The gateway websocket: hello, identify and READY, resume and replay, heartbeats, member chunks.

Every frame both ways is recorded; an opcode the fake does not know is a violation.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from collections.abc import Callable
from typing import Any

from aiohttp import WSMsgType, web

from tests.loopback.fake_discord.recorder import Recorder
from tests.loopback.fake_discord.world import World
from tests.loopback.payloads import gateway as gw

PRIVILEGED_INTENTS = (1 << 1) | (1 << 8) | (1 << 15)  # members, presences, message content


class Gateway:
    def __init__(self, token: str, world: World, recorder: Recorder, url: Callable[[], str]) -> None:
        self.token = token
        self.world = world
        self.recorder = recorder
        self.url = url  # the gateway's address, known once the server listens
        self.identified = asyncio.Event()
        self.identify_count = 0
        self.resume_count = 0
        self._seq = 0
        self._session_id: str | None = None
        self._sent: list[dict[str, Any]] = []  # dispatches of this session, for RESUME
        self._ws: web.WebSocketResponse | None = None

    @property
    def connected(self) -> bool:
        return self._ws is not None and not self._ws.closed

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
                members = self.world.member_payloads()
                await self.dispatch(
                    "GUILD_MEMBERS_CHUNK",
                    gw.members_chunk(self.world.guild_id, members, frame["d"].get("nonce")),
                )
            elif op in (3, 4):
                pass
            else:
                self.recorder.violations.append(f"gateway: opcode {op} is not implemented by the fake")
        if self._ws is ws:
            self._ws = None
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
        self.identify_count += 1
        self._ws = ws
        self._seq = 0
        self._sent = []
        self._session_id = secrets.token_hex(16)
        world = self.world
        ready = gw.ready(world.bot_data(), self._session_id, self.url(), [world.guild_id], world.app_id)
        await self.dispatch("READY", ready)
        await self.dispatch("GUILD_CREATE", world.guild_payload())
        self.identified.set()

    async def _resume(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> None:
        if data.get("token") != self.token or data.get("session_id") != self._session_id:
            await self._send(ws, gw.invalid_session(False))
            return
        self.resume_count += 1
        for frame in self._sent:  # events dispatched meanwhile are appended, and replayed in order
            if frame["s"] > (data.get("seq") or 0):
                await self._send(ws, frame)
        self._ws = ws
        await self.dispatch("RESUMED", {})

    async def dispatch(self, event: str, data: Any) -> None:
        """Send an event to the bot, or keep it for a RESUME if the bot is away."""
        self._seq += 1
        frame = gw.dispatch(event, self._seq, data)
        self._sent.append(frame)
        if self._ws is not None and not self._ws.closed:
            await self._send(self._ws, frame)

    async def _send(self, ws: web.WebSocketResponse, frame: dict[str, Any]) -> None:
        self.recorder.frames.append(("out", frame))
        await ws.send_str(json.dumps(frame))  # text frames: no compression needed (pitfall 10)

    async def drop(self, code: int = 4000) -> None:
        """Close the bot's websocket as a network fault would."""
        if self._ws is not None:
            await self._ws.close(code=code)

    async def close(self) -> None:
        if self._ws is not None and not self._ws.closed:
            await self._ws.close(code=1001)
