"""REST routes answering interactions: the callback, followups, and webhook edits of their messages.

Strict where Discord is: 3 s to acknowledge (10062), one acknowledgement (40060), no followup before it
(10015), the first followup after a defer fills the deferred message and keeps its ephemerality, and
type 7 edits the clicked message.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

from aiohttp import web

from bot.local.standin.attachments import Attachments, Plan
from bot.local.standin.mentions import pinged
from bot.local.standin.models import COMPONENTS_V2, Interaction, Message
from bot.local.standin.payloads import interactions as ix
from bot.local.standin.payloads import resources as res
from bot.local.standin.recorder import Call, Recorder
from bot.local.standin.responses import check_message_body, json_response, refuse
from bot.local.standin.rest import Route
from bot.local.standin.world import World

ACK_WINDOW = 3.0  # seconds Discord gives a bot to acknowledge an interaction
TOKEN_LIFETIME = 15 * 60  # an interaction token works for followups and edits this long


class InteractionRoutes:
    def __init__(
        self, world: World, recorder: Recorder, attachments: Attachments, ack_window: float = ACK_WINDOW
    ) -> None:
        self.world = world
        self.recorder = recorder
        self.attachments = attachments
        self.ack_window = ack_window

    def routes(self) -> list[Route]:
        return [
            ("POST", re.compile(r"/interactions/(?P<iid>\d+)/(?P<token>[^/]+)/callback"), self._callback),
            ("POST", re.compile(r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)"), self._followup),
            (
                "GET|PATCH|DELETE",
                re.compile(r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)"),
                self._webhook_message,
            ),
        ]

    def _refuse(self, status: int, code: int, text: str, why: str) -> web.Response:
        return refuse(self.recorder, status, code, text, why)

    def _unknown_token(self, token: str, why: str) -> web.Response:
        """10015 for a token Discord does not know (now). A token the test expired early is refused the
        same way but is no rule the bot broke: by its id, the bot had minutes left to use it."""
        known = self.world.interactions.get(token)
        if known is not None and known.expired:
            return json_response(res.error(10015, "Unknown Webhook"), 404)
        return self._refuse(404, 10015, "Unknown Webhook", why)

    def _interaction(self, token: str) -> Interaction | None:
        interaction = self.world.interactions.get(token)
        if interaction is None or interaction.expired:
            return None
        if asyncio.get_running_loop().time() - interaction.created > TOKEN_LIFETIME:
            return None
        return interaction

    async def _callback(self, call: Call, iid: str, token: str) -> web.Response:
        interaction = self.world.interactions.get(token)
        if interaction is None or interaction.id != iid:
            return self._refuse(404, 10062, "Unknown interaction", "callback for an interaction never sent")
        now = asyncio.get_running_loop().time()
        if interaction.answered_at is None:
            interaction.answered_at = now  # response time = answered_at - created (bench/load)
        late = now - interaction.created
        if late > self.ack_window:
            return self._refuse(404, 10062, "Unknown interaction", f"acknowledged after {late:.2f} s")
        if interaction.ack is not None:
            return self._refuse(
                400, 40060, "Interaction has already been acknowledged.", f"second ack {call.body}"
            )
        if call.query.get("with_response") not in ("1", "true", "True"):
            self.recorder.violations.append(
                "callback without with_response: discord.py 2.7 always asks for it"
            )
        body = call.body or {}
        kind, data = body.get("type"), body.get("data") or {}
        if kind in (6, 7) and interaction.kind != 3:
            return self._refuse(
                400, 40004, "Interaction callback type not allowed", f"type {kind} on a command"
            )
        if kind == 9 or kind not in (4, 5, 6, 7):
            self.recorder.unknown.append(call)
            return json_response(res.error(0, f"callback type {kind} is not implemented by the fake"), 400)
        clicked = self.world.messages.get(interaction.message_id or "")
        plan: Plan | web.Response | None = None
        if kind in (4, 7):
            refusal = check_message_body(self.recorder, data, clicked if kind == 7 else None)
            if refusal is not None:
                return refusal
            plan = self.attachments.plan(call, data, clicked if kind == 7 else None)
            if not isinstance(plan, Plan):
                return plan
        message: Message | None = None
        ephemeral = bool(data.get("flags", 0) & res.EPHEMERAL)
        if kind == 4:
            message = self._new_message(interaction, data, ephemeral)
        elif kind == 5:
            message = self._new_message(interaction, {"content": ""}, ephemeral, loading=True)
            interaction.deferred_unfilled = True
        elif kind == 7:
            message = self.world.messages[interaction.message_id or ""]
            message.edit(data, by=interaction.token)
            ephemeral = message.ephemeral
        else:  # 6: deferred update of the clicked message
            ephemeral = self.world.messages[interaction.message_id or ""].ephemeral
        if message is not None and isinstance(plan, Plan):
            self.attachments.apply(message, plan, data)
        interaction.ack = kind
        interaction.original_id = message.id if message else interaction.message_id
        interaction.acked.set()
        if kind in (4, 7):
            interaction.show()
        response = ix.callback_response(
            interaction.id,
            interaction.kind,
            kind,
            message.data() if message else None,
            loading=kind == 5,
            ephemeral=ephemeral,
        )
        return json_response(response)

    def _new_message(
        self, interaction: Interaction, data: dict[str, Any], ephemeral: bool, loading: bool = False
    ) -> Message:
        audience = f"ephemeral:{interaction.user.id}" if ephemeral else interaction.visibility
        flags = (res.EPHEMERAL if ephemeral else 0) | (res.LOADING if loading else 0)
        flags |= (data.get("flags") or 0) & COMPONENTS_V2
        message = Message(
            id=res.snowflake(),
            channel_id=interaction.channel.id,
            guild_id=interaction.channel.guild_id,
            author=self.world.bot_data(),
            audience=audience,
            content=data.get("content") or "",
            components=data.get("components") or [],
            embeds=data.get("embeds") or [],
            flags=flags,
            interaction_token=interaction.token,
        )
        message.pings = pinged(data, message.text())
        self.world.messages[message.id] = message
        interaction.messages.append(message.id)
        return message

    async def _followup(self, call: Call, app: str, token: str) -> web.Response:
        interaction = self._interaction(token)
        if app != self.world.app_id or interaction is None:
            return self._unknown_token(token, "followup with an unknown token")
        if interaction.ack is None:
            return self._refuse(
                404, 10015, "Unknown Webhook", "followup before the interaction was acknowledged"
            )
        data = call.body or {}
        filled = None  # the "thinking" message the first followup after a defer fills
        if interaction.deferred_unfilled:
            filled = self.world.messages.get(interaction.original_id or "")
        refusal = check_message_body(self.recorder, data, filled)
        if refusal is not None:
            return refusal
        plan = self.attachments.plan(call, data, None)  # a followup creates, even when it fills a defer
        if not isinstance(plan, Plan):
            return plan
        if interaction.deferred_unfilled:
            # The first followup after a defer fills the "thinking" message and keeps ITS ephemerality.
            interaction.deferred_unfilled = False
            message = self.world.messages[interaction.original_id or ""]
            message.edit(data, by=interaction.token)
            message.flags &= ~res.LOADING
            message.pings = pinged(data, message.text())  # the deferred reply is sent only now
        else:
            message = self._new_message(interaction, data, bool(data.get("flags", 0) & res.EPHEMERAL))
        self.attachments.apply(message, plan, data)
        interaction.show()
        return json_response(message.data())

    async def _webhook_message(self, call: Call, app: str, token: str, mid: str) -> web.Response:
        interaction = self._interaction(token)
        if app != self.world.app_id or interaction is None or interaction.ack is None:
            return self._unknown_token(token, f"{call.method} of a message of an unknown token")
        target = interaction.original_id if mid == "@original" else mid
        message = self.world.messages.get(target or "")
        owns = message is not None and (target == interaction.original_id or target in interaction.messages)
        if message is None or message.deleted or not owns:
            return self._refuse(
                404, 10008, "Unknown Message", f"{call.method} of message {mid} via a webhook"
            )
        if call.method == "GET":
            return json_response(message.data())
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
        if interaction.deferred_unfilled and target == interaction.original_id:
            interaction.deferred_unfilled = False
            message.flags &= ~res.LOADING
        message.edit(data, by=interaction.token)
        self.attachments.apply(message, plan, data)
        interaction.show()
        return json_response(message.data())
