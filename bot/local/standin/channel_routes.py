"""REST routes for channel messages and DMs: post, read, edit and delete the bot's messages; open a DM.

Only interaction replies can be ephemeral; a user whose DMs are closed answers 50007, which is the
user's choice and not recorded as a violation.
"""

from __future__ import annotations

import re

from aiohttp import web

from bot.local.standin.attachments import Attachments, Plan
from bot.local.standin.mentions import pinged
from bot.local.standin.models import COMPONENTS_V2, Message
from bot.local.standin.payloads import resources as res
from bot.local.standin.recorder import Call, Recorder
from bot.local.standin.responses import check_message_body, json_response, refuse
from bot.local.standin.rest import Route
from bot.local.standin.world import World


class ChannelRoutes:
    def __init__(self, world: World, recorder: Recorder, attachments: Attachments) -> None:
        self.world = world
        self.recorder = recorder
        self.attachments = attachments

    def routes(self) -> list[Route]:
        return [
            ("POST", re.compile(r"/channels/(?P<cid>\d+)/messages"), self._post_message),
            (
                "GET|PATCH|DELETE",
                re.compile(r"/channels/(?P<cid>\d+)/messages/(?P<mid>\d+)"),
                self._channel_message,
            ),
            ("POST", re.compile(r"/users/@me/channels"), self._open_dm),
        ]

    def _refuse(self, status: int, code: int, text: str, why: str) -> web.Response:
        return refuse(self.recorder, status, code, text, why)

    async def _post_message(self, call: Call, cid: str) -> web.Response:
        channel = self.world.channels.get(cid)
        if channel is None:
            return self._refuse(404, 10003, "Unknown Channel", f"post to channel {cid}")
        audience = "channel"
        if channel.guild_id is None:
            recipient = self.world.users[channel.recipient or ""]
            if not recipient.dms_open:
                # Not a bot bug: Discord answers so when the user's DMs are closed.
                return json_response(res.error(50007, "Cannot send messages to this user"), 403)
            audience = f"dm:{recipient.id}"
        data = call.body or {}
        refusal = check_message_body(self.recorder, data)
        if refusal is not None:
            return refusal
        if data.get("flags", 0) & res.EPHEMERAL:
            return self._refuse(400, 50035, "Invalid Form Body", "only interaction replies can be ephemeral")
        plan = self.attachments.plan(call, data, None)
        if not isinstance(plan, Plan):
            return plan
        message = Message(
            id=res.snowflake(),
            channel_id=cid,
            guild_id=channel.guild_id,
            author=self.world.bot_data(),
            audience=audience,
            content=data.get("content") or "",
            components=data.get("components") or [],
            embeds=data.get("embeds") or [],
            flags=(data.get("flags") or 0) & COMPONENTS_V2,
        )
        message.pings = pinged(data, message.text())
        channel.archived = False  # a message in an archived thread brings it back, as on Discord
        self.world.messages[message.id] = message
        self.attachments.apply(message, plan, data)
        return json_response(message.data())

    async def _channel_message(self, call: Call, cid: str, mid: str) -> web.Response:
        message = self.world.messages.get(mid)
        if message is None or message.channel_id != cid or message.deleted or message.ephemeral:
            return self._refuse(
                404, 10008, "Unknown Message", f"{call.method} /channels/{cid}/messages/{mid}"
            )
        if call.method == "GET":
            return json_response(message.data())
        if message.author["id"] != self.world.bot.id:
            return self._refuse(403, 50005, "Cannot edit a message authored by another user", mid)
        if call.method == "DELETE":
            message.deleted = True
            return web.Response(status=204)
        data = call.body or {}
        refusal = check_message_body(self.recorder, data, message)
        if refusal is not None:
            return refusal
        plan = self.attachments.plan(call, data, message)
        if not isinstance(plan, Plan):
            return plan
        message.edit(data)
        self.attachments.apply(message, plan, data)
        return json_response(message.data())

    async def _open_dm(self, call: Call) -> web.Response:
        recipient = self.world.users.get(str((call.body or {}).get("recipient_id")))
        if recipient is None:
            return self._refuse(400, 50033, "Invalid Recipient(s)", f"DM to {call.body}")
        channel = self.world.dm_channel(recipient)
        return json_response(self.world.channel_payload(channel))
