"""A loopback fake Discord: one aiohttp app with the REST routes the bot calls and the gateway websocket.

Design and pitfalls: ``shared/notes/discord-offline-testing.md`` (the project's notes on offline
Discord testing). In short:

* REST under ``/api/v10/…``, gateway at ``/gateway``; bodies are exact ``application/json``.
* World state: the bot, users, one guild with text channels and members, DM channels, and messages,
  each with its **audience**: ``channel``, ``ephemeral:<user id>`` or ``dm:<user id>``.
* Strict where Discord is: 3 s to acknowledge (10062), one acknowledgement (40060), no followup
  before it (10015), the first followup after a defer fills the deferred message and keeps its
  ephemerality, type 7 edits the clicked message, clicks only on components that exist on a message
  the user can see and that are not disabled, slash options checked against the synced schema, and
  Discord's message limits (50035).
* Loud about the rest: an unknown route gets a 404 and is recorded in ``unknown``; every broken rule
  is recorded in ``violations``. ``assert_clean()`` fails a test on either.
* Records every REST call (``calls``) and every gateway frame both ways (``frames``).

The test side acts as Discord's client would: ``slash``, ``click`` and ``select`` send a real
INTERACTION_CREATE and return once the bot acknowledged it. ``forge`` sends what only a modified
client could. ``visible_to(user)`` answers "what can this user read".
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import secrets
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from tests.loopback import payloads as p

API = "/api/v10"
ACK_WINDOW = 3.0  # seconds Discord gives a bot to acknowledge an interaction
TOKEN_LIFETIME = 15 * 60  # an interaction token works for followups and edits this long
PRIVILEGED_INTENTS = (1 << 1) | (1 << 8) | (1 << 15)  # members, presences, message content
BUTTON, SELECTS = 2, (3, 5, 6, 7, 8)
LINK_STYLE = 5

# Discord's limits on one message (the fake refuses what Discord refuses).
MAX_CONTENT, MAX_ROWS, MAX_BUTTONS, MAX_OPTIONS, MAX_CUSTOM_ID, MAX_LABEL = 2000, 5, 5, 25, 100, 80
MAX_EMBEDS_TOTAL = 6000


class DiscordRefusal(AssertionError):
    """What Discord's own client would refuse to send (a hidden message, a disabled button, a bad option)."""


@dataclass
class User:
    id: str
    name: str
    member: bool = True
    dms_open: bool = True
    permissions: int = int(p.MEMBER_PERMISSIONS)

    @property
    def data(self) -> dict[str, Any]:
        return p.user(self.id, self.name)

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass
class Channel:
    id: str
    name: str
    guild_id: str | None  # None for a DM channel
    recipient: str | None = None  # the user of a DM channel


@dataclass
class Message:
    id: str
    channel_id: str
    guild_id: str | None
    author: dict[str, Any]
    audience: str  # "channel", "ephemeral:<user id>" or "dm:<user id>"
    content: str = ""
    components: list[dict[str, Any]] = field(default_factory=list)
    embeds: list[dict[str, Any]] = field(default_factory=list)
    flags: int = 0
    created: str = field(default_factory=p.timestamp)
    edited: str | None = None
    interaction_token: str | None = None  # the interaction that created it, for webhook edits
    deleted: bool = False
    revision: int = 0  # bumped on every edit

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & p.EPHEMERAL)

    def data(self) -> dict[str, Any]:
        return p.message(
            message_id=self.id,
            channel_id=self.channel_id,
            guild_id=self.guild_id,
            author=self.author,
            content=self.content,
            components=self.components,
            embeds=self.embeds,
            flags=self.flags,
            created=self.created,
            edited=self.edited,
        )

    def text(self) -> str:
        """Everything a user reads on it: content, embeds, button labels, select placeholders and options."""
        parts = [self.content]
        for embed in self.embeds:
            parts += [embed.get("title") or "", embed.get("description") or ""]
            parts += [f"{f.get('name', '')}\n{f.get('value', '')}" for f in embed.get("fields") or []]
        for component in walk(self.components):
            parts += [component.get("label") or "", component.get("placeholder") or ""]
            for option in component.get("options") or []:
                parts += [option.get("label") or "", option.get("description") or ""]
        return "\n".join(part for part in parts if part)


@dataclass
class Interaction:
    id: str
    token: str
    kind: int  # 2 command, 3 component
    user: User
    channel: Channel
    created: float
    message_id: str | None = None  # the clicked message (components)
    ack: int | None = None  # callback type once acknowledged
    acked: asyncio.Event = field(default_factory=asyncio.Event)
    original_id: str | None = None  # the message @original means
    deferred_unfilled: bool = False  # a type 5 whose first followup has not come yet
    messages: list[str] = field(default_factory=list)  # every message this interaction produced

    @property
    def visibility(self) -> str:
        return f"dm:{self.user.id}" if self.channel.guild_id is None else "channel"


@dataclass
class Call:
    method: str
    path: str
    query: dict[str, str]
    body: Any
    status: int = 0


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


def walk(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for component in components:
        yield component
        yield from walk(component.get("components") or [])


def _json(data: Any, status: int = 200) -> web.Response:
    # Exactly "application/json": discord.py reads any other content type as text (pitfall 2).
    return web.Response(
        status=status, body=json.dumps(data).encode(), headers={"Content-Type": "application/json"}
    )


class FakeDiscord:
    def __init__(self, *, token: str = "fake-bot-token", ack_window: float = ACK_WINDOW) -> None:
        self.token = token
        self.ack_window = ack_window
        self.bot = User(p.snowflake(), "Cardroom")
        self.app_id = self.bot.id
        self.guild_id = p.snowflake()
        self.guild_name = "Card Club"
        self.owner: User | None = None
        self.users: dict[str, User] = {}
        self.channels: dict[str, Channel] = {}
        self.dm_channels: dict[str, Channel] = {}  # user id -> channel
        self.messages: dict[str, Message] = {}
        self.interactions: dict[str, Interaction] = {}  # by token
        self.commands: dict[str | None, list[dict[str, Any]]] = {}  # guild id (None: global) -> schema
        self.calls: list[Call] = []
        self.frames: list[tuple[str, dict[str, Any]]] = []  # ("in" | "out", frame)
        self.unknown: list[Call] = []
        self.violations: list[str] = []
        self.identified = asyncio.Event()
        self.identify_count = 0
        self.resume_count = 0
        self.faults: list[_Fault] = []
        self.stalls: list[tuple[str, re.Pattern[str]]] = []
        self.stalled: list[Call] = []  # requests held by a stall: never answered, never applied
        self._closing = asyncio.Event()
        self._seq = 0
        self._session_id: str | None = None
        self._sent: list[dict[str, Any]] = []  # dispatches of this session, for RESUME
        self._ws: web.WebSocketResponse | None = None
        self._changed = asyncio.Event()
        self._seen_text: dict[tuple[str, str], str] = {}
        self._runner: web.AppRunner | None = None
        self.port = 0
        self.add_channel("cards")
        self._routes: list[tuple[str, re.Pattern[str], Callable[..., Awaitable[web.Response]]]] = [
            ("GET", re.compile(r"/users/@me"), self._get_me),
            ("GET", re.compile(r"/oauth2/applications/@me"), self._get_application),
            ("GET", re.compile(r"/gateway(/bot)?"), self._get_gateway),
            ("PUT", re.compile(r"/applications/(?P<app>\d+)(/guilds/(?P<guild>\d+))?/commands"), self._sync),
            ("POST", re.compile(r"/interactions/(?P<iid>\d+)/(?P<token>[^/]+)/callback"), self._callback),
            ("POST", re.compile(r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)"), self._followup),
            (
                "GET|PATCH|DELETE",
                re.compile(r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)"),
                self._webhook_message,
            ),
            ("POST", re.compile(r"/channels/(?P<cid>\d+)/messages"), self._post_message),
            (
                "GET|PATCH|DELETE",
                re.compile(r"/channels/(?P<cid>\d+)/messages/(?P<mid>\d+)"),
                self._channel_message,
            ),
            ("POST", re.compile(r"/users/@me/channels"), self._open_dm),
        ]

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
        app = web.Application()
        app.router.add_get("/gateway", self._gateway)
        app.router.add_route("*", API + "/{tail:.*}", self._rest)
        app.router.add_route("*", "/{tail:.*}", self._rest)
        return app

    async def start(self) -> FakeDiscord:
        self._runner = web.AppRunner(self.app(), handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        return self

    async def close(self) -> None:
        self._closing.set()
        if self._ws is not None and not self._ws.closed:
            await self._ws.close(code=1001)
        if self._runner is not None:
            await self._runner.cleanup()

    def assert_clean(self) -> None:
        """Fail on any route the fake does not implement and on any Discord rule the bot broke."""
        unknown = [f"{c.method} {c.path}" for c in self.unknown]
        assert not unknown, f"the bot called routes the fake does not implement: {unknown}"
        assert not self.violations, f"the bot broke Discord's rules: {self.violations}"

    # ============================================================================ world
    def add_user(self, name: str, *, member: bool = True, manage_messages: bool = False) -> User:
        permissions = int(p.MEMBER_PERMISSIONS) | (p.MANAGE_MESSAGES if manage_messages else 0)
        user = User(p.snowflake(), name, member=member, permissions=permissions)
        self.users[user.id] = user
        if self.owner is None:
            self.owner = user
        return user

    def add_channel(self, name: str) -> Channel:
        channel = Channel(p.snowflake(), name, self.guild_id)
        self.channels[channel.id] = channel
        return channel

    @property
    def channel(self) -> Channel:
        """The first text channel: where the tests play."""
        return next(c for c in self.channels.values() if c.guild_id is not None)

    def dm_channel(self, user: User) -> Channel:
        channel = self.dm_channels.get(user.id)
        if channel is None:
            channel = Channel(p.snowflake(), user.name, None, recipient=user.id)
            self.dm_channels[user.id] = channel
            self.channels[channel.id] = channel
        return channel

    def guild_payload(self) -> dict[str, Any]:
        channels = [
            p.text_channel(c.id, self.guild_id, c.name, i)
            for i, c in enumerate(c for c in self.channels.values() if c.guild_id is not None)
        ]
        members = [p.member(self.bot_data())] + [p.member(u.data) for u in self.users.values() if u.member]
        owner = self.owner.id if self.owner else self.bot.id
        return p.guild(self.guild_id, self.guild_name, owner, channels, members)

    def bot_data(self) -> dict[str, Any]:
        return p.user(self.bot.id, self.bot.name, bot=True)

    def channel_payload(self, channel: Channel) -> dict[str, Any]:
        if channel.guild_id is None:
            assert channel.recipient is not None
            return p.dm_channel(channel.id, self.users[channel.recipient].data)
        return p.text_channel(channel.id, channel.guild_id, channel.name)

    # ============================================================================ who sees what
    def can_see(self, user: User, message: Message) -> bool:
        if message.deleted:
            return False
        if message.audience == "channel":
            return user.member and self.channels[message.channel_id].guild_id is not None
        return message.audience in (f"ephemeral:{user.id}", f"dm:{user.id}")

    def visible_to(self, user: User) -> list[Message]:
        return sorted((m for m in self.messages.values() if self.can_see(user, m)), key=lambda m: int(m.id))

    def text_visible_to(self, user: User) -> str:
        return "\n".join(m.text() for m in self.visible_to(user))

    def newly_visible_text(self, user: User, skip: Callable[[str], bool] | None = None) -> str:
        """What ``user`` can read that is new or changed since the last call for them."""
        fresh = []
        for message in self.visible_to(user):
            text = message.text()
            key = (user.id, message.id)
            if self._seen_text.get(key) != text:
                self._seen_text[key] = text
                if skip is None or not skip(text):
                    fresh.append(text)
        return "\n".join(fresh)

    def channel_messages(self, channel: Channel | None = None) -> list[Message]:
        """The public messages of a channel, oldest first."""
        cid = (channel or self.channel).id
        found = [m for m in self.messages.values() if m.channel_id == cid and m.audience == "channel"]
        return sorted((m for m in found if not m.deleted), key=lambda m: int(m.id))

    # ============================================================================ waiting
    def _touch(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

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
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), min(remaining, 0.25))

    # ============================================================================ acting as users
    async def slash(self, user: User, name: str, channel: Channel | None = None, **options: Any) -> Reply:
        """Run a slash command as Discord's client would: only a synced one, with options that fit it."""
        channel = channel or self.channel
        command = self._command(name, channel)
        data = p.command_data(command, *self._options(command, options))
        return await self._interact(user, channel, 2, data)

    async def click(self, user: User, message: Message | str, custom_id: str) -> Reply:
        message = self._visible_message(user, message)
        component = self._component(message, custom_id)
        if component.get("type") != BUTTON:
            raise DiscordRefusal(f"{custom_id!r} is not a button")
        if component.get("style") == LINK_STYLE:
            raise DiscordRefusal("a link button sends no interaction")
        return await self._interact(
            user, self.channels[message.channel_id], 3, p.component_data(custom_id, 2, None), message
        )

    async def select(self, user: User, message: Message | str, custom_id: str, values: list[str]) -> Reply:
        message = self._visible_message(user, message)
        component = self._component(message, custom_id)
        kind = component.get("type")
        if kind not in SELECTS:
            raise DiscordRefusal(f"{custom_id!r} is not a select menu")
        low, high = component.get("min_values", 1), component.get("max_values", 1)
        if not low <= len(values) <= high or len(set(values)) != len(values):
            raise DiscordRefusal(f"pick {low}..{high} distinct values, not {values}")
        if kind == 3:
            allowed = {o["value"] for o in component.get("options") or []}
            if not set(values) <= allowed:
                raise DiscordRefusal(f"{sorted(set(values) - allowed)} are not options of {custom_id!r}")
        data = p.component_data(custom_id, kind, values)
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
        client can make Discord deliver. Only bad-input tests use it."""
        message = self.messages[message if isinstance(message, str) else message.id]
        data = p.component_data(custom_id, component_type, values)
        return await self._interact(user, self.channels[message.channel_id], 3, data, message)

    async def send_interaction(
        self, user: User, channel: Channel, kind: int, data: dict[str, Any], message: Message | None = None
    ) -> Interaction:
        """Deliver an INTERACTION_CREATE without waiting for its acknowledgement."""
        assert self._ws is not None and not self._ws.closed, "the bot is not connected"
        interaction = Interaction(
            id=p.snowflake(),
            token=f"tok-{secrets.token_urlsafe(24)}",
            kind=kind,
            user=user,
            channel=channel,
            created=asyncio.get_running_loop().time(),
            message_id=message.id if message else None,
        )
        self.interactions[interaction.token] = interaction
        guild_id = channel.guild_id
        payload = p.interaction(
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
        )
        await self._dispatch("INTERACTION_CREATE", payload)
        return interaction

    async def _interact(
        self, user: User, channel: Channel, kind: int, data: dict[str, Any], message: Message | None = None
    ) -> Reply:
        interaction = await self.send_interaction(user, channel, kind, data, message)
        try:
            await asyncio.wait_for(interaction.acked.wait(), self.ack_window + 0.5)
        except TimeoutError:
            raise AssertionError(
                f"the bot did not acknowledge {data.get('name') or data.get('custom_id')!r} within "
                f"{self.ack_window} s (the user sees 'This interaction failed')"
            ) from None
        return Reply(interaction, self)

    def _visible_message(self, user: User, message: Message | str) -> Message:
        found = self.messages.get(message if isinstance(message, str) else message.id)
        if found is None or not self.can_see(user, found):
            raise DiscordRefusal(f"{user.name} cannot see message {getattr(message, 'id', message)}")
        return found

    @staticmethod
    def _component(message: Message, custom_id: str) -> dict[str, Any]:
        for component in walk(message.components):
            if component.get("custom_id") == custom_id:
                if component.get("disabled"):
                    raise DiscordRefusal(f"{custom_id!r} is disabled")
                return component
        raise DiscordRefusal(f"no component {custom_id!r} on message {message.id}")

    # ------------------------------------------------------------------ slash command schema
    def _command(self, name: str, channel: Channel) -> dict[str, Any]:
        scopes = [channel.guild_id, None] if channel.guild_id else [None]
        for scope in scopes:
            for command in self.commands.get(scope, []):
                if command["name"] == name and command.get("type", 1) == 1:
                    if channel.guild_id is None and 1 not in (command.get("contexts") or [0, 1, 2]):
                        raise DiscordRefusal(f"/{name} cannot be used in DMs")
                    return command
        raise DiscordRefusal(f"/{name} is not a synced command here")

    def _options(
        self, command: dict[str, Any], given: dict[str, Any]
    ) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        schema = {o["name"]: o for o in command.get("options") or []}
        unknown = set(given) - set(schema)
        if unknown:
            raise DiscordRefusal(f"/{command['name']} has no option {sorted(unknown)}")
        missing = [n for n, o in schema.items() if o.get("required") and n not in given]
        if missing:
            raise DiscordRefusal(f"/{command['name']} needs {missing}")
        options, resolved = [], {}
        for name, value in given.items():
            option = schema[name]
            kind = option["type"]
            if kind == 6:  # USER: the value is a snowflake string resolved in data.resolved
                user = value if isinstance(value, User) else self.users.get(str(value))
                if user is None:
                    raise DiscordRefusal(f"{name}: no such user {value!r}")
                resolved.setdefault("users", {})[user.id] = user.data
                if user.member:
                    resolved.setdefault("members", {})[user.id] = {
                        k: v for k, v in p.member(user.data).items() if k != "user"
                    }
                value = user.id
            elif kind in (3, 4, 10, 5):
                value = self._scalar(name, option, value)
            else:
                raise DiscordRefusal(f"option type {kind} is not implemented by the fake")
            options.append({"name": name, "type": kind, "value": value})
        return options, resolved or None

    @staticmethod
    def _scalar(name: str, option: dict[str, Any], value: Any) -> Any:
        kind = option["type"]
        expected = {3: str, 4: int, 10: (int, float), 5: bool}[kind]
        if not isinstance(value, expected) or (kind in (4, 10) and isinstance(value, bool)):
            raise DiscordRefusal(f"{name}: {value!r} is not of option type {kind}")
        choices = option.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise DiscordRefusal(f"{name}: {value!r} is not one of the choices")
        if "min_value" in option and value < option["min_value"]:
            raise DiscordRefusal(f"{name}: {value!r} is below {option['min_value']}")
        if "max_value" in option and value > option["max_value"]:
            raise DiscordRefusal(f"{name}: {value!r} is above {option['max_value']}")
        if kind == 3 and not option.get("min_length", 0) <= len(value) <= option.get("max_length", 6000):
            raise DiscordRefusal(f"{name}: {value!r} has the wrong length")
        return value

    # ============================================================================ faults
    def fail_next(
        self, method: str, path_pattern: str, status: int, *, times: int = 1, retry_after: float = 0.05
    ) -> None:
        """The next ``times`` matching REST calls get ``status`` (429 carries Retry-After and Via)."""
        self.faults.append(_Fault(method, re.compile(path_pattern), status, times, retry_after))

    def _fault_for(self, method: str, path: str) -> web.Response | None:
        for fault in self.faults:
            if fault.times > 0 and fault.method == method and fault.pattern.fullmatch(path):
                fault.times -= 1
                if fault.status == 429:
                    body = {
                        "message": "You are being rate limited.",
                        "retry_after": fault.retry_after,
                        "global": False,
                    }
                    response = _json(body, 429)
                    response.headers["Retry-After"] = str(fault.retry_after)
                    response.headers["Via"] = "1.1 google"  # without it discord.py assumes a Cloudflare ban
                    response.headers["X-RateLimit-Scope"] = "user"
                    return response
                return _json(p.error(0, f"{fault.status}: injected fault"), fault.status)
        return None

    def stall_next(self, method: str, path_pattern: str) -> None:
        """The next matching REST call hangs unanswered and is never applied (a network stall): the bot
        believes it sent it, Discord never got it. Used to crash the bot in that exact window."""
        self.stalls.append((method, re.compile(path_pattern)))

    async def _stall(self, call: Call) -> web.Response | None:
        for stall in self.stalls:
            if stall[0] == call.method and stall[1].fullmatch(call.path):
                self.stalls.remove(stall)
                self.stalled.append(call)
                self._touch()
                await self._closing.wait()
                return web.Response(status=503)
        return None

    async def drop_gateway(self, code: int = 4000) -> None:
        """Close the bot's websocket as a network fault would; the bot should come back and RESUME."""
        if self._ws is not None:
            await self._ws.close(code=code)

    # ============================================================================ gateway
    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True)
        await ws.prepare(request)
        self._ws = ws
        self.frames.append(("connect", {"query": dict(request.query)}))
        await self._send(ws, p.hello(41_250))
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                self.violations.append(f"gateway: unexpected frame type {msg.type}")
                continue
            frame = json.loads(msg.data)
            self.frames.append(("in", frame))
            self._touch()
            op = frame.get("op")
            if op == 1:
                await self._send(ws, p.heartbeat_ack())
            elif op == 2:
                await self._identify(ws, frame["d"])
            elif op == 6:
                await self._resume(ws, frame["d"])
            elif op == 8:
                members = [p.member(u.data) for u in self.users.values() if u.member]
                await self._dispatch(
                    "GUILD_MEMBERS_CHUNK", p.members_chunk(self.guild_id, members, frame["d"].get("nonce"))
                )
            elif op in (3, 4):
                pass
            else:
                self.violations.append(f"gateway: opcode {op} is not implemented by the fake")
        if self._ws is ws:
            self._ws = None
        self.frames.append(("close", {"code": ws.close_code}))
        self._touch()
        return ws

    async def _identify(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> None:
        if data.get("token") != self.token:
            await ws.close(code=4004, message=b"Authentication failed.")
            return
        if data.get("intents", 0) & PRIVILEGED_INTENTS:
            await ws.close(code=4014, message=b"Disallowed intent(s).")
            return
        self.identify_count += 1
        self._seq = 0
        self._sent = []
        self._session_id = secrets.token_hex(16)
        bot = self.bot_data()
        await self._dispatch(
            "READY", p.ready(bot, self._session_id, self.gateway_url, [self.guild_id], self.app_id)
        )
        await self._dispatch("GUILD_CREATE", self.guild_payload())
        self.identified.set()

    async def _resume(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> None:
        if data.get("token") != self.token or data.get("session_id") != self._session_id:
            await self._send(ws, p.invalid_session(False))
            return
        self.resume_count += 1
        for frame in self._sent:
            if frame["s"] > (data.get("seq") or 0):
                await self._send(ws, frame)
        await self._dispatch("RESUMED", {})

    async def _dispatch(self, event: str, data: Any) -> None:
        self._seq += 1
        frame = p.dispatch(event, self._seq, data)
        self._sent.append(frame)
        if self._ws is not None and not self._ws.closed:
            await self._send(self._ws, frame)

    async def _send(self, ws: web.WebSocketResponse, frame: dict[str, Any]) -> None:
        self.frames.append(("out", frame))
        await ws.send_str(json.dumps(frame))  # text frames: no compression needed (pitfall 10)

    # ============================================================================ REST
    async def _rest(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        if not request.path.startswith(API + "/"):
            path = request.path
        body = await _read_body(request)
        call = Call(request.method, path, dict(request.query), body)
        self.calls.append(call)
        try:
            response = (
                await self._stall(call)
                or self._fault_for(request.method, path)
                or await self._route(request, call)
            )
        finally:
            self._touch()
        call.status = response.status
        return response

    async def _route(self, request: web.Request, call: Call) -> web.Response:
        if not request.path.startswith(API + "/"):
            return self._unknown(call)
        for methods, pattern, handler in self._routes:
            match = pattern.fullmatch(call.path)
            if match and call.method in methods.split("|"):
                # Webhook and interaction routes carry their token in the URL, not in a header.
                signed = call.path.startswith(("/webhooks/", "/interactions/"))
                if not signed and request.headers.get("Authorization") != f"Bot {self.token}":
                    return _json(p.error(0, "401: Unauthorized"), 401)
                return await handler(call, **match.groupdict())
        return self._unknown(call)

    def _unknown(self, call: Call) -> web.Response:
        self.unknown.append(call)
        return _json(p.error(0, "404: Not Found (not implemented by the loopback fake)"), 404)

    def _refuse(
        self, status: int, code: int, text: str, why: str, errors: dict[str, Any] | None = None
    ) -> web.Response:
        self.violations.append(f"{code} {text}: {why}")
        return _json(p.error(code, text, errors), status)

    # ------------------------------------------------------------------ login and sync
    async def _get_me(self, call: Call) -> web.Response:
        return _json(self.bot_data())

    async def _get_application(self, call: Call) -> web.Response:
        owner = self.owner.data if self.owner else self.bot_data()
        return _json(p.application(self.app_id, owner))

    async def _get_gateway(self, call: Call) -> web.Response:
        limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        return _json({"url": self.gateway_url, "shards": 1, "session_start_limit": limit})

    async def _sync(self, call: Call, app: str, guild: str | None) -> web.Response:
        if app != self.app_id:
            return self._refuse(403, 50001, "Missing Access", f"sync for application {app}")
        if guild is not None and guild != self.guild_id:
            return self._refuse(403, 50001, "Missing Access", f"sync to unknown guild {guild}")
        synced = []
        for command in call.body or []:
            entry = dict(command, id=p.snowflake(), application_id=self.app_id, version=p.snowflake())
            if guild is not None:
                entry["guild_id"] = guild
            synced.append(entry)
        self.commands[guild] = synced
        return _json(synced)

    # ------------------------------------------------------------------ interactions
    def _interaction(self, token: str) -> Interaction | None:
        interaction = self.interactions.get(token)
        if interaction is None:
            return None
        if asyncio.get_running_loop().time() - interaction.created > TOKEN_LIFETIME:
            return None
        return interaction

    async def _callback(self, call: Call, iid: str, token: str) -> web.Response:
        interaction = self.interactions.get(token)
        if interaction is None or interaction.id != iid:
            return self._refuse(404, 10062, "Unknown interaction", "callback for an interaction never sent")
        late = asyncio.get_running_loop().time() - interaction.created
        if late > self.ack_window:
            return self._refuse(404, 10062, "Unknown interaction", f"acknowledged after {late:.2f} s")
        if interaction.ack is not None:
            return self._refuse(
                400, 40060, "Interaction has already been acknowledged.", f"second ack {call.body}"
            )
        if call.query.get("with_response") not in ("1", "true", "True"):
            self.violations.append("callback without with_response: discord.py 2.7 always asks for it")
        body = call.body or {}
        kind, data = body.get("type"), body.get("data") or {}
        if kind in (6, 7) and interaction.kind != 3:
            return self._refuse(
                400, 40004, "Interaction callback type not allowed", f"type {kind} on a command"
            )
        if kind == 9 or kind not in (4, 5, 6, 7):
            self.unknown.append(call)
            return _json(p.error(0, f"callback type {kind} is not implemented by the fake"), 400)
        if kind in (4, 7):
            refusal = self._check_message_body(data)
            if refusal is not None:
                return refusal
        message: Message | None = None
        ephemeral = bool(data.get("flags", 0) & p.EPHEMERAL)
        if kind == 4:
            message = self._new_message(interaction, data, ephemeral)
        elif kind == 5:
            message = self._new_message(interaction, {"content": ""}, ephemeral, loading=True)
            interaction.deferred_unfilled = True
        elif kind == 7:
            message = self.messages[interaction.message_id or ""]
            self._edit(message, data)
            ephemeral = message.ephemeral
        else:  # 6: deferred update of the clicked message
            ephemeral = self.messages[interaction.message_id or ""].ephemeral
        interaction.ack = kind
        interaction.original_id = message.id if message else interaction.message_id
        interaction.acked.set()
        response = p.callback_response(
            interaction.id,
            interaction.kind,
            kind,
            message.data() if message else None,
            loading=kind == 5,
            ephemeral=ephemeral,
        )
        return _json(response)

    def _new_message(
        self, interaction: Interaction, data: dict[str, Any], ephemeral: bool, loading: bool = False
    ) -> Message:
        audience = f"ephemeral:{interaction.user.id}" if ephemeral else interaction.visibility
        flags = (p.EPHEMERAL if ephemeral else 0) | (p.LOADING if loading else 0)
        message = Message(
            id=p.snowflake(),
            channel_id=interaction.channel.id,
            guild_id=interaction.channel.guild_id,
            author=self.bot_data(),
            audience=audience,
            content=data.get("content") or "",
            components=data.get("components") or [],
            embeds=data.get("embeds") or [],
            flags=flags,
            interaction_token=interaction.token,
        )
        self.messages[message.id] = message
        interaction.messages.append(message.id)
        return message

    async def _followup(self, call: Call, app: str, token: str) -> web.Response:
        interaction = self._interaction(token)
        if app != self.app_id or interaction is None:
            return self._refuse(404, 10015, "Unknown Webhook", "followup with an unknown token")
        if interaction.ack is None:
            return self._refuse(
                404, 10015, "Unknown Webhook", "followup before the interaction was acknowledged"
            )
        data = call.body or {}
        refusal = self._check_message_body(data)
        if refusal is not None:
            return refusal
        if interaction.deferred_unfilled:
            # The first followup after a defer fills the "thinking" message and keeps ITS ephemerality.
            interaction.deferred_unfilled = False
            message = self.messages[interaction.original_id or ""]
            self._edit(message, data)
            message.flags &= ~p.LOADING
        else:
            message = self._new_message(interaction, data, bool(data.get("flags", 0) & p.EPHEMERAL))
        return _json(message.data())

    async def _webhook_message(self, call: Call, app: str, token: str, mid: str) -> web.Response:
        interaction = self._interaction(token)
        if app != self.app_id or interaction is None or interaction.ack is None:
            return self._refuse(
                404, 10015, "Unknown Webhook", f"{call.method} of a message of an unknown token"
            )
        target = interaction.original_id if mid == "@original" else mid
        message = self.messages.get(target or "")
        owns = message is not None and (target == interaction.original_id or target in interaction.messages)
        if message is None or message.deleted or not owns:
            return self._refuse(
                404, 10008, "Unknown Message", f"{call.method} of message {mid} via a webhook"
            )
        if call.method == "GET":
            return _json(message.data())
        if call.method == "DELETE":
            message.deleted = True
            return web.Response(status=204)
        refusal = self._check_message_body(call.body or {})
        if refusal is not None:
            return refusal
        if interaction.deferred_unfilled and target == interaction.original_id:
            interaction.deferred_unfilled = False
            message.flags &= ~p.LOADING
        self._edit(message, call.body or {})
        return _json(message.data())

    # ------------------------------------------------------------------ channels
    async def _post_message(self, call: Call, cid: str) -> web.Response:
        channel = self.channels.get(cid)
        if channel is None:
            return self._refuse(404, 10003, "Unknown Channel", f"post to channel {cid}")
        audience = "channel"
        if channel.guild_id is None:
            recipient = self.users[channel.recipient or ""]
            if not recipient.dms_open:
                # Not a bot bug: Discord answers so when the user's DMs are closed.
                return _json(p.error(50007, "Cannot send messages to this user"), 403)
            audience = f"dm:{recipient.id}"
        data = call.body or {}
        refusal = self._check_message_body(data)
        if refusal is not None:
            return refusal
        if data.get("flags", 0) & p.EPHEMERAL:
            return self._refuse(400, 50035, "Invalid Form Body", "only interaction replies can be ephemeral")
        message = Message(
            id=p.snowflake(),
            channel_id=cid,
            guild_id=channel.guild_id,
            author=self.bot_data(),
            audience=audience,
            content=data.get("content") or "",
            components=data.get("components") or [],
            embeds=data.get("embeds") or [],
        )
        self.messages[message.id] = message
        return _json(message.data())

    async def _channel_message(self, call: Call, cid: str, mid: str) -> web.Response:
        message = self.messages.get(mid)
        if message is None or message.channel_id != cid or message.deleted or message.ephemeral:
            return self._refuse(
                404, 10008, "Unknown Message", f"{call.method} /channels/{cid}/messages/{mid}"
            )
        if call.method == "GET":
            return _json(message.data())
        if message.author["id"] != self.bot.id:
            return self._refuse(403, 50005, "Cannot edit a message authored by another user", mid)
        if call.method == "DELETE":
            message.deleted = True
            return web.Response(status=204)
        refusal = self._check_message_body(call.body or {})
        if refusal is not None:
            return refusal
        self._edit(message, call.body or {})
        return _json(message.data())

    async def _open_dm(self, call: Call) -> web.Response:
        recipient = self.users.get(str((call.body or {}).get("recipient_id")))
        if recipient is None:
            return self._refuse(400, 50033, "Invalid Recipient(s)", f"DM to {call.body}")
        channel = self.dm_channel(recipient)
        return _json(self.channel_payload(channel))

    # ------------------------------------------------------------------ messages
    def _edit(self, message: Message, data: dict[str, Any]) -> None:
        if "content" in data:
            message.content = data["content"] or ""
        if "components" in data:
            message.components = data["components"] or []
        if "embeds" in data:
            message.embeds = data["embeds"] or []
        message.edited = p.timestamp()
        message.revision += 1

    def _check_message_body(self, data: dict[str, Any]) -> web.Response | None:
        """Discord's limits on a message; a body over them gets 50035 and is recorded."""
        problems = message_problems(data)
        if problems:
            return self._refuse(400, 50035, "Invalid Form Body", "; ".join(problems), {"problems": problems})
        return None


@dataclass
class _Fault:
    method: str
    pattern: re.Pattern[str]
    status: int
    times: int
    retry_after: float


def message_problems(data: dict[str, Any]) -> list[str]:
    """Everything in a message body that Discord would refuse."""
    problems = []
    content = data.get("content") or ""
    if len(content) > MAX_CONTENT:
        problems.append(f"content is {len(content)} > {MAX_CONTENT} characters")
    embeds = data.get("embeds") or []
    if sum(len(json.dumps(e)) for e in embeds) > MAX_EMBEDS_TOTAL * 2 or len(embeds) > 10:
        problems.append("embeds over Discord's limits")
    rows = data.get("components") or []
    if len(rows) > MAX_ROWS:
        problems.append(f"{len(rows)} action rows > {MAX_ROWS}")
    ids = []
    for row in rows:
        children = row.get("components") or []
        if row.get("type") != 1:
            problems.append(f"top-level component of type {row.get('type')} is not an action row")
        selects = [c for c in children if c.get("type") in SELECTS]
        if selects and len(children) != 1:
            problems.append("a select menu must be alone in its row")
        if len(children) > MAX_BUTTONS or not children:
            problems.append(f"a row holds {len(children)} components")
        for component in children:
            custom_id = component.get("custom_id")
            if component.get("style") != LINK_STYLE:
                if not custom_id or len(custom_id) > MAX_CUSTOM_ID:
                    problems.append(f"custom_id {custom_id!r} missing or over {MAX_CUSTOM_ID} characters")
                ids.append(custom_id)
            if len(component.get("label") or "") > MAX_LABEL:
                problems.append(f"label over {MAX_LABEL} characters")
            options = component.get("options")
            if options is not None and not 1 <= len(options) <= MAX_OPTIONS:
                problems.append(f"a select has {len(options)} options")
            if options is not None and len({o.get("value") for o in options}) != len(options):
                problems.append("a select repeats an option value")
            if options is not None and component.get("max_values", 1) > len(options):
                problems.append("max_values exceeds the number of options")
    if len(ids) != len(set(ids)):
        problems.append("custom_ids repeat within the message")
    return problems


async def _read_body(request: web.Request) -> Any:
    if not request.can_read_body:
        return None
    if request.content_type.startswith("multipart/"):
        reader = await request.multipart()
        body: Any = None
        async for part in reader:
            if getattr(part, "name", None) == "payload_json":
                body = json.loads(await part.text())  # type: ignore[union-attr]
        return body
    raw = await request.read()
    return json.loads(raw) if raw else None
