"""``FakeDiscord``: the loopback fake as tests use it.

It is the world (users, channels, messages and who sees what) with a server around it: start and
close it, act as users, wait for the bot, inject faults, and read what was recorded.

The test side acts as Discord's client would: ``slash``, ``click`` and ``select`` send a real
INTERACTION_CREATE and return once the bot acknowledged it. ``forge`` sends what only a modified
client could. ``visible_to(user)`` answers "what can this user read".
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from bot.local.standin import client_rules as rules
from bot.local.standin.app_routes import AppRoutes
from bot.local.standin.attachments import MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, Attachments
from bot.local.standin.channel_routes import ChannelRoutes
from bot.local.standin.faults import Faults
from bot.local.standin.gateway import Gateway
from bot.local.standin.interaction_routes import ACK_WINDOW, InteractionRoutes
from bot.local.standin.models import BUTTON, Channel, Interaction, Message, User
from bot.local.standin.payloads import interactions as ix
from bot.local.standin.payloads import resources as res
from bot.local.standin.recorder import Call, Recorder
from bot.local.standin.rest import API, Rest
from bot.local.standin.thread_routes import ThreadRoutes
from bot.local.standin.world import World

DEFERRED_ANSWER_S = 10.0  # how long a player waits for the answer to a deferred click


@dataclass
class Reply:
    """What one interaction led to, as Discord knows it."""

    interaction: Interaction
    fake: FakeDiscord

    @property
    def ack(self) -> int | None:
        return self.interaction.ack

    @property
    def message(self) -> Message | None:
        """The message the acknowledgement shows: the new reply (4, 5) or the edited message (7)."""
        mid = self.interaction.original_id
        return self.fake.messages.get(mid) if mid else None

    @property
    def ephemeral(self) -> bool:
        return self.message is not None and self.message.ephemeral

    @property
    def content(self) -> str:
        return self.message.content if self.message else ""

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return self.message.embeds if self.message else []


class FakeDiscord(World):
    """The world plus the servers around it: the gateway, the REST routes, the recorder and the faults."""

    def __init__(
        self, *, token: str = "fake-bot-token", ack_window: float = ACK_WINDOW, history: int | None = None
    ) -> None:
        super().__init__()
        self.token = token
        self.recorder = Recorder(history)  # ``history``: see Recorder
        self.faults = Faults(self.recorder)
        self.gateway = Gateway(token, self, self.recorder, lambda: self.gateway_url)
        attachments = Attachments(self, self.recorder, lambda: self.base)
        self._interaction_routes = InteractionRoutes(self, self.recorder, attachments, ack_window)
        routes = [
            *AppRoutes(self, self.recorder, lambda: self.gateway_url).routes(),
            *self._interaction_routes.routes(),
            *ChannelRoutes(self, self.recorder, attachments).routes(),
            *ThreadRoutes(self, self.recorder, self.gateway.dispatch).routes(),
        ]
        self.rest = Rest(token, self.recorder, self.faults, routes)
        self._runner: web.AppRunner | None = None
        self.port = 0
        # A player waits for the answer that follows an early acknowledgement (bot/adapter/backlog.py)
        # before ``slash``/``click`` return. Off for tests of the protocol itself, whose raw client
        # answers only after the call returns.
        self.waits_for_deferred_answers = True

    # ============================================================================ life
    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        return f"{self.base}{API}"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    def app(self) -> web.Application:
        # Room for a message's every file at the size limit (413 is the fake's answer, not aiohttp's).
        app = web.Application(client_max_size=(MAX_ATTACHMENTS + 1) * (MAX_ATTACHMENT_BYTES + 1))
        app.router.add_get("/gateway", self.gateway.handle)
        app.router.add_get("/attachments/{tail:.*}", self._cdn)
        app.router.add_get("/media/attachments/{tail:.*}", self._cdn)
        app.router.add_route("*", API + "/{tail:.*}", self.rest.handle)
        app.router.add_route("*", "/{tail:.*}", self.rest.handle)
        return app

    async def _cdn(self, request: web.Request) -> web.Response:
        """Discord's CDN: an attachment's bytes at its URL (discord.py's ``Attachment.read``)."""
        data = self.cdn.get(f"{self.base}{request.path}")
        if data is None:
            return web.Response(status=404)
        return web.Response(body=data, content_type="application/octet-stream")

    async def start(self) -> FakeDiscord:
        self._runner = web.AppRunner(self.app(), handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        return self

    async def close(self) -> None:
        self.faults.release()
        await self.gateway.close()
        if self._runner is not None:
            await self._runner.cleanup()

    # ============================================================================ what was recorded
    @property
    def ack_window(self) -> float:
        """Seconds the bot has to acknowledge an interaction; tests may shorten it."""
        return self._interaction_routes.ack_window

    @ack_window.setter
    def ack_window(self, seconds: float) -> None:
        self._interaction_routes.ack_window = seconds

    def expire_tokens(self) -> None:
        """Every interaction so far is past its token's 15 minutes, as a quarter of an hour into a game:
        followups and edits through those tokens are refused (10015, Unknown Webhook)."""
        for interaction in self.interactions.values():
            interaction.expired = True

    @property
    def calls(self) -> list[Call]:
        return self.recorder.calls

    @property
    def frames(self) -> list[tuple[str, dict[str, Any]]]:
        return self.recorder.frames

    @property
    def unknown(self) -> list[Call]:
        return self.recorder.unknown

    @property
    def violations(self) -> list[str]:
        return self.recorder.violations

    @property
    def stalled(self) -> list[Call]:
        return self.faults.stalled

    @property
    def identify_count(self) -> int:
        return self.gateway.identify_count

    @property
    def resume_count(self) -> int:
        return self.gateway.resume_count

    def assert_clean(self) -> None:
        """Fail on any route the fake does not implement and on any Discord rule the bot broke."""
        self.recorder.assert_clean()

    # ============================================================================ waiting
    async def wait_until(self, predicate: Callable[[], Any], timeout: float = 10.0, what: str = "") -> Any:
        """Wait for an explicit condition on the world; re-checked after every REST call or frame."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            result = predicate()
            if result:
                return result
            remaining = deadline - asyncio.get_running_loop().time()
            if remaining <= 0:
                raise AssertionError(f"timed out after {timeout} s waiting for {what or predicate}")
            await self.recorder.next_change(min(remaining, 0.25))

    # ============================================================================ acting as users
    async def slash(self, user: User, name: str, channel: Channel | None = None, **options: Any) -> Reply:
        """Run a slash command as Discord's client would: only a synced one, with options that fit it.
        ``name`` may name a subcommand as Discord's command picker shows it: "daily play"."""
        channel = channel or self.channel
        command = rules.synced_command(self, name, channel)
        path = rules.subcommand_path(command, name)
        sent, resolved = rules.command_options(self, path[-1] if path else command, options)
        for level in reversed(path):  # a subcommand's options inside it, and it inside its group
            sent = [{"name": level["name"], "type": level["type"], "options": sent}]
        data = ix.command_data(command, sent, resolved)
        return await self._interact(user, channel, 2, data)

    async def click(self, user: User, message: Message | str, custom_id: str) -> Reply:
        message = rules.visible_message(self, user, message)
        rules.check_button(rules.enabled_component(message, custom_id), custom_id)
        return await self._interact(
            user, self.channels[message.channel_id], 3, ix.component_data(custom_id, 2, None), message
        )

    async def select(self, user: User, message: Message | str, custom_id: str, values: list[str]) -> Reply:
        message = rules.visible_message(self, user, message)
        kind = rules.check_select(rules.enabled_component(message, custom_id), custom_id, values)
        data = ix.component_data(custom_id, kind, values)
        return await self._interact(user, self.channels[message.channel_id], 3, data, message)

    async def forge(
        self,
        user: User,
        message: Message | str,
        custom_id: str,
        *,
        component_type: int = BUTTON,
        values: list[str] | None = None,
    ) -> Reply:
        """A component interaction no honest client sends (any custom_id on any message): what a modified
        client might make Discord deliver. Only bad-input tests use it. Discord itself refuses a custom_id
        outside 1..100 characters, and has validated component interactions against the clicked message
        since 2021 (50035 COMPONENT_VALIDATION_FAILED), so most forged clicks are defence in depth."""
        rules.check_custom_id(custom_id)
        message = self.messages[message if isinstance(message, str) else message.id]
        data = ix.component_data(custom_id, component_type, values)
        return await self._interact(user, self.channels[message.channel_id], 3, data, message)

    async def send_interaction(
        self,
        user: User,
        channel: Channel,
        kind: int,
        data: dict[str, Any],
        message: Message | None = None,
        *,
        while_away: bool = False,
    ) -> Interaction:
        """Deliver an INTERACTION_CREATE without waiting for its acknowledgement. ``while_away``: the bot's
        gateway is down, so Discord keeps the event for the session and sends it when the bot resumes."""
        assert while_away or self.gateway.connected_for(channel.guild_id), "the bot is not connected"
        interaction = Interaction(
            id=res.snowflake(),
            # Lowercase hex: the bot's DEBUG log carries webhook URLs (tokens included), and the log test
            # looks for card codes such as "B9"; a url-safe token could spell one by chance ("-B9_").
            token=f"tok-{secrets.token_hex(24)}",
            kind=kind,
            user=user,
            channel=channel,
            created=asyncio.get_running_loop().time(),
            message_id=message.id if message else None,
            command=data.get("name") if kind == 2 else None,
        )
        self.interactions[interaction.token] = interaction
        guild_id = channel.guild_id
        payload = ix.interaction(
            interaction_id=interaction.id,
            app_id=self.app_id,
            kind=kind,
            token=interaction.token,
            user_data=user.data,
            channel=self.channel_payload(channel),
            guild_id=guild_id,
            permissions=str(user.permissions),
            data=data,
            message_data=message.data() if message else None,
            locale=user.locale,
            guild_locale=self.guild_locale,
        )
        await self.gateway.dispatch("INTERACTION_CREATE", payload, guild_id=guild_id)
        return interaction

    async def _interact(
        self, user: User, channel: Channel, kind: int, data: dict[str, Any], message: Message | None = None
    ) -> Reply:
        revision = message.revision if message is not None else None
        interaction = await self.send_interaction(user, channel, kind, data, message)
        try:
            await asyncio.wait_for(interaction.acked.wait(), self.ack_window + 0.5)
        except TimeoutError:
            raise AssertionError(
                f"the bot did not acknowledge {data.get('name') or data.get('custom_id')!r} within "
                f"{self.ack_window} s (the user sees 'This interaction failed')"
            ) from None
        if self.waits_for_deferred_answers:
            await self.answer_after_early_ack(interaction, revision)
        return Reply(interaction, self)

    async def answer_after_early_ack(self, interaction: Interaction, revision: int | None) -> None:
        """An interaction acknowledged early (5, 6: a busy bot answers first and shows later): wait until
        what it shows came (``revision``: the clicked message's before the click). At once otherwise."""
        if interaction.ack not in (5, 6):
            return
        clicked = self.messages.get(interaction.message_id or "")

        def by_another_click(token: str | None) -> bool:
            """An edit that answered another click on the same message (two clicks on one hand at once):
            it shows that click's answer, not this one's."""
            editor = self.interactions.get(token or "")
            return editor not in (None, interaction) and editor.message_id == interaction.message_id

        def answered() -> bool:
            if interaction.shown_at is not None:
                return True
            # Type 6 may be answered by any later edit of the clicked message, e.g. the table message
            # edited by the publisher, but not by a sibling click's answer.
            since = clicked.editors[revision or 0 :] if clicked is not None and interaction.ack == 6 else []
            return any(not by_another_click(token) for token in since)

        await self.wait_until(answered, DEFERRED_ANSWER_S, "the answer after an early acknowledgement")

    # ============================================================================ faults
    def fail_next(
        self, method: str, path_pattern: str, status: int, *, times: int = 1, retry_after: float = 0.05
    ) -> None:
        """The next ``times`` matching REST calls get ``status`` (429 carries Retry-After and Via)."""
        self.faults.fail_next(method, path_pattern, status, times=times, retry_after=retry_after)

    def stall_next(self, method: str, path_pattern: str) -> None:
        """The next matching REST call hangs unanswered and is never applied (a network stall): the bot
        believes it sent it, Discord never got it. Used to crash the bot in that exact window."""
        self.faults.stall_next(method, path_pattern)

    def hold_next(self, method: str, path_pattern: str) -> asyncio.Event:
        """The next matching REST call takes effect at once, but the bot gets its answer only once the
        returned event is set (a slow way back: users already see what the bot is still waiting for)."""
        return self.faults.hold_next(method, path_pattern)

    async def drop_gateway(self, code: int = 4000) -> None:
        """Close the bot's websocket as a network fault would; the bot should come back and RESUME."""
        await self.gateway.drop(code)
