"""Injected REST faults: error statuses (429 with Retry-After) and stalls that never answer."""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass

from aiohttp import web

from bot.local.standin.payloads import resources as res
from bot.local.standin.recorder import Call, Recorder
from bot.local.standin.responses import json_response


@dataclass
class Fault:
    method: str
    pattern: re.Pattern[str]
    status: int
    times: int
    retry_after: float


class Faults:
    def __init__(self, recorder: Recorder) -> None:
        self.recorder = recorder
        self.faults: list[Fault] = []
        self.stalls: list[tuple[str, re.Pattern[str]]] = []
        self.stalled: list[Call] = []  # requests held by a stall: never answered, never applied
        self._released = asyncio.Event()
        self.holds: list[tuple[str, re.Pattern[str], asyncio.Event]] = []
        # Every event hold_next handed out, waiting or not yet matched: release() sets them all (a held
        # request left waiting kept the fake's shutdown waiting out aiohttp's 60 s).
        self._hold_events: list[asyncio.Event] = []

    def fail_next(
        self, method: str, path_pattern: str, status: int, *, times: int = 1, retry_after: float = 0.05
    ) -> None:
        """The next ``times`` matching REST calls get ``status`` (429 carries Retry-After and Via)."""
        self.faults.append(Fault(method, re.compile(path_pattern), status, times, retry_after))

    def fault_for(self, method: str, path: str) -> web.Response | None:
        for fault in self.faults:
            if fault.times > 0 and fault.method == method and fault.pattern.fullmatch(path):
                fault.times -= 1
                if fault.status == 429:
                    body = {
                        "message": "You are being rate limited.",
                        "retry_after": fault.retry_after,
                        "global": False,
                    }
                    response = json_response(body, 429)
                    response.headers["Retry-After"] = str(fault.retry_after)
                    response.headers["Via"] = "1.1 google"  # without it discord.py assumes a Cloudflare ban
                    response.headers["X-RateLimit-Scope"] = "user"
                    return response
                return json_response(res.error(0, f"{fault.status}: injected fault"), fault.status)
        return None

    def stall_next(self, method: str, path_pattern: str) -> None:
        """The next matching REST call hangs unanswered and is never applied (a network stall): the bot
        believes it sent it, Discord never got it. Used to crash the bot in that exact window."""
        self.stalls.append((method, re.compile(path_pattern)))

    async def stall(self, call: Call) -> web.Response | None:
        for stall in self.stalls:
            if stall[0] == call.method and stall[1].fullmatch(call.path):
                self.stalls.remove(stall)
                self.stalled.append(call)
                self.recorder.touch()
                await self._released.wait()
                return web.Response(status=503)
        return None

    def hold_next(self, method: str, path_pattern: str) -> asyncio.Event:
        """The next matching REST call is applied at once (Discord's users see its effect), but its answer
        reaches the bot only when the returned event is set: a slow network on the way back."""
        event = asyncio.Event()
        self.holds.append((method, re.compile(path_pattern), event))
        self._hold_events.append(event)
        return event

    async def hold(self, call: Call) -> None:
        for held in self.holds:
            if held[0] == call.method and held[1].fullmatch(call.path):
                self.holds.remove(held)
                await held[2].wait()
                return

    def release(self) -> None:
        """The fake is closing: let every stalled or held request end."""
        self._released.set()
        for event in self._hold_events:
            event.set()
