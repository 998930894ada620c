"""The REST front door: every call is recorded, may be stalled or failed on purpose, then routed.

REST lives under ``/api/v10/…``. A route the fake does not implement gets a 404 and is recorded in
``unknown``; a call without the bot's token gets a 401 (webhook and interaction routes excepted).
A multipart body is read as discord.py sends it: ``payload_json`` and the files ``files[0]``,
``files[1]``, … (kept on the call as uploads); any other part is a violation.
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from bot.local.standin.faults import Faults
from bot.local.standin.payloads import resources as res
from bot.local.standin.recorder import Call, Recorder, Upload
from bot.local.standin.responses import json_response

API = "/api/v10"
FILE_PART = re.compile(r"files\[(\d+)\]")

# (methods joined by "|", path pattern under API, handler taking the call and the pattern's groups)
Route = tuple[str, re.Pattern[str], Callable[..., Awaitable[web.Response]]]


class Rest:
    def __init__(self, token: str, recorder: Recorder, faults: Faults, routes: list[Route]) -> None:
        self.token = token
        self.recorder = recorder
        self.faults = faults
        self.routes = routes

    async def handle(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        if not request.path.startswith(API + "/"):
            path = request.path
        body, files = await self._read_body(request)
        call = Call(request.method, path, dict(request.query), body, files=files)
        self.recorder.calls.append(call)
        try:
            response = (
                await self.faults.stall(call)
                or self.faults.fault_for(request.method, path)
                or await self._route(request, call)
            )
        finally:
            self.recorder.touch()
        await self.faults.hold(call)  # applied and visible already; only the answer is late
        call.status = response.status
        return response

    async def _route(self, request: web.Request, call: Call) -> web.Response:
        if not request.path.startswith(API + "/"):
            return self._unknown(call)
        for methods, pattern, handler in self.routes:
            match = pattern.fullmatch(call.path)
            if match and call.method in methods.split("|"):
                # Webhook and interaction routes carry their token in the URL, not in a header.
                signed = call.path.startswith(("/webhooks/", "/interactions/"))
                if not signed and request.headers.get("Authorization") != f"Bot {self.token}":
                    return json_response(res.error(0, "401: Unauthorized"), 401)
                return await handler(call, **match.groupdict())
        return self._unknown(call)

    def _unknown(self, call: Call) -> web.Response:
        self.recorder.unknown.append(call)
        return json_response(res.error(0, "404: Not Found (not implemented by the loopback fake)"), 404)

    async def _read_body(self, request: web.Request) -> tuple[Any, list[Upload]]:
        if not request.can_read_body:
            return None, []
        if not request.content_type.startswith("multipart/"):
            raw = await request.read()
            return (json.loads(raw) if raw else None), []
        body: Any = None
        files: list[Upload] = []
        async for part in await request.multipart():
            name = getattr(part, "name", None) or ""
            if name == "payload_json":
                body = json.loads(await part.text())  # type: ignore[union-attr]
            elif match := FILE_PART.fullmatch(name):
                data = await part.read()  # type: ignore[union-attr]
                filename = getattr(part, "filename", None) or ""
                files.append(Upload(int(match.group(1)), filename, bytes(data)))
            else:
                self.recorder.violations.append(f"multipart part {name!r} is not payload_json or files[n]")
        return body, files
