"""REST routes for threads: starting one from a message, reading a channel, archiving a thread.

As on Discord: a thread started from a message takes that message's id, a message starts one thread at
most (160004), a thread cannot be started inside a thread (50024), the gateway tells the bot with
THREAD_CREATE and THREAD_UPDATE, and a message sent in an archived thread unarchives it
(``ChannelRoutes``).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from bot.local.standin.payloads import resources as res
from bot.local.standin.recorder import Call, Recorder
from bot.local.standin.responses import json_response, refuse
from bot.local.standin.rest import Route
from bot.local.standin.world import World

Dispatch = Callable[..., Awaitable[None]]  # the gateway's dispatch(event, data, guild_id=…)
THREAD_EXISTS, THREAD_EXISTS_TEXT = 160004, "A thread has already been created for this message"
WRONG_CHANNEL_TYPE, WRONG_CHANNEL_TYPE_TEXT = 50024, "Cannot execute action on this channel type"


class ThreadRoutes:
    def __init__(self, world: World, recorder: Recorder, dispatch: Dispatch) -> None:
        self.world = world
        self.recorder = recorder
        self.dispatch = dispatch

    def routes(self) -> list[Route]:
        return [
            ("POST", re.compile(r"/channels/(?P<cid>\d+)/messages/(?P<mid>\d+)/threads"), self._start),
            ("GET|PATCH", re.compile(r"/channels/(?P<cid>\d+)"), self._channel),
        ]

    async def _start(self, call: Call, cid: str, mid: str) -> web.Response:
        world = self.world
        parent = world.channels.get(cid)
        message = world.messages.get(mid)
        if parent is None or message is None or message.channel_id != cid or message.deleted:
            return refuse(self.recorder, 404, 10008, "Unknown Message", f"thread from {cid}/{mid}")
        if parent.thread or parent.guild_id is None:
            # Not the bot's fault either: Discord answers so, and the bot keeps the game in the channel.
            return json_response(
                res.error(WRONG_CHANNEL_TYPE, "Cannot execute action on this channel type"), 400
            )
        if mid in world.channels:
            return json_response(
                res.error(THREAD_EXISTS, "A thread has already been created for this message"), 400
            )
        body: dict[str, Any] = call.body or {}
        name = str(body.get("name") or "")
        if not 1 <= len(name) <= 100:
            return refuse(self.recorder, 400, 50035, "Invalid Form Body", f"thread name {name!r}")
        thread = world.start_thread(parent, mid, name, int(body.get("auto_archive_duration") or 4320))
        payload = world.channel_payload(thread)
        await self.dispatch("THREAD_CREATE", {**payload, "newly_created": True}, guild_id=thread.guild_id)
        return json_response(payload, 201)

    async def _channel(self, call: Call, cid: str) -> web.Response:
        world = self.world
        channel = world.channels.get(cid)
        if channel is None:
            return refuse(self.recorder, 404, 10003, "Unknown Channel", f"{call.method} /channels/{cid}")
        if call.method == "PATCH":
            if not channel.thread:
                self.recorder.unknown.append(call)  # the bot edits no channel of the server
                return json_response(res.error(0, "channel edits are not implemented by the stand-in"), 400)
            body: dict[str, Any] = call.body or {}
            if "archived" in body:
                channel.archived = bool(body["archived"])
            if body.get("name"):
                channel.name = str(body["name"])
            await self.dispatch("THREAD_UPDATE", world.channel_payload(channel), guild_id=channel.guild_id)
        return json_response(world.channel_payload(channel))
