"""The loopback fake Discord sized for load: many channels, messages indexed per channel, REST calls
counted by route instead of kept, and every interaction's response time.

``tests.loopback``'s ``FakeDiscord`` keeps every REST call and gateway frame and finds a channel's
messages by scanning all of them; with a thousand tables that is quadratic work and hundreds of MB in
the measuring process, whose pauses would show up as the bot's latency. This subclass keeps the same
routes and the same Discord rules, and changes only the bookkeeping.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bench.load.bodies import KeptBodies
from bench.load.budget import LimitedCalls
from bot.local.standin import FakeDiscord
from bot.local.standin.models import Channel, Interaction, Message, User
from bot.local.standin.recorder import Call

# Discord's global rate limit (50 requests/s per bot) spares interaction callbacks and the webhook
# routes of an interaction token (followups and edits of its messages); every other route counts.
EXEMPT_ROUTES = ("callback", "followup", "webhook edit", "webhook edit, public")
DEFERRED = (5, 6)  # acknowledgements that show nothing yet: the bot was behind (bot/adapter/backlog.py)
SCREEN_WAIT = 60.0  # how long a player waits for the screen after such an acknowledgement
_CHANNEL_MESSAGE = re.compile(r"/channels/(?P<cid>\d+)/messages(/(?P<mid>\d+))?")
_TOKEN_MESSAGE = re.compile(r"/webhooks/\d+/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)")
_CALLBACK = re.compile(r"/interactions/\d+/(?P<token>[^/]+)/callback")
UPDATE = 7  # the callback that replaces the clicked message's look
# What a picture upload was, as ``PictureUploads`` counts them.
NEW_MESSAGE, NEW_PICTURE, SAME_PICTURE = "new message", "edit, new picture", "edit, same picture"


def edited_message(call: Call, interactions: dict[str, Interaction]) -> str | None:
    """The message a PATCH edits, through either route (None: not an edit of a message)."""
    if call.method != "PATCH":
        return None
    if (match := _CHANNEL_MESSAGE.fullmatch(call.path)) is not None:
        return match["mid"]
    if (match := _TOKEN_MESSAGE.fullmatch(call.path)) is None:
        return None
    if match["mid"] != "@original":
        return match["mid"]
    interaction = interactions.get(match["token"])
    return interaction.original_id if interaction is not None else None


def route_of(call: Call, channels: dict[str, Channel], edited: Message | None = None) -> str:
    """The kind of a REST call, as the table of REST calls per action reports it. ``edited``: the
    message the call edits, if known; one everyone sees, edited by token, is the table message."""
    path, method = call.path, call.method
    if path.startswith("/interactions/"):
        return "callback"
    if path.startswith("/webhooks/"):
        if method == "POST" and "/messages/" not in path:
            return "followup"
        public = edited is not None and edited.audience == "channel"
        return "webhook edit, public" if public else "webhook edit"
    match = _CHANNEL_MESSAGE.fullmatch(path)
    if match:
        channel = channels.get(match["cid"])
        where = "DM" if channel is not None and channel.guild_id is None else "channel"
        return f"{where} {'post' if method == 'POST' else method.lower()}"
    if path == "/users/@me/channels":
        return "DM open"
    return "login and sync"


def updated_message(call: Call, interactions: dict[str, Interaction]) -> str | None:
    """The clicked message a callback of type 7 (update) replaces (None: any other call)."""
    match = _CALLBACK.fullmatch(call.path)
    if match is None or not isinstance(call.body, dict) or call.body.get("type") != UPDATE:
        return None
    interaction = interactions.get(match["token"])
    return interaction.message_id if interaction is not None else None


class PictureUploads(Counter[str]):
    """Every uploaded file, by what it was: on a new message, or on an edit (a webhook or channel edit,
    or a click's update) where the edited message already held a file of that name with the same bytes
    (``SAME_PICTURE``: an upload the bot could have kept) or not. Read when the call arrives, before the
    fake applies it. Each kind is also counted per file name (``"edit, new picture: hand.png"``)."""

    def saw(self, call: Call, edited: Message | None, cdn: dict[str, bytes]) -> None:
        held = {a["filename"]: cdn.get(a["url"]) for a in edited.attachments} if edited is not None else {}
        for upload in call.files:
            if edited is None:
                kind = NEW_MESSAGE
            else:
                kind = SAME_PICTURE if held.get(upload.filename) == upload.data else NEW_PICTURE
            self[kind] += 1
            self[f"{kind}: {upload.filename}"] += 1


class CountedCalls(list[Call]):
    """Stands in for the recorder's list of calls: counts each call by route and keeps none (the budget's
    watch keeps the arrival time of each globally limited one and what each edit showed)."""

    def __init__(
        self, classify: Callable[[Call, str | None], str], interactions: dict[str, Interaction]
    ) -> None:
        super().__init__()
        self.classify = classify
        self.interactions = interactions
        self.counts: Counter[str] = Counter()
        self.budget = LimitedCalls()
        self.uploads = PictureUploads()
        self.message: Callable[[str | None], Message | None] = lambda _id: None  # set by the fake
        self.cdn: dict[str, bytes] = {}
        self.bodies = KeptBodies()  # the bot's exempt calls, for the floor that makes them again

    def append(self, call: Call) -> None:
        message_id = edited_message(call, self.interactions)
        route = self.classify(call, message_id)
        self.counts[route] += 1
        self.uploads.saw(call, self.message(message_id or updated_message(call, self.interactions)), self.cdn)
        # Edits are followed for the table messages: public, by either route (a hand's edits are not).
        public = route in ("webhook edit, public", "channel patch")
        self.budget.saw(call, route not in EXEMPT_ROUTES, message_id if public else None)
        self.bodies.saw(call, route in EXEMPT_ROUTES)


class CountedFrames(list[tuple[str, dict[str, Any]]]):
    """Stands in for the recorder's list of gateway frames: counts them and keeps none."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def append(self, frame: tuple[str, dict[str, Any]]) -> None:
        self.count += 1


class ChannelMessages(dict[str, Message]):
    """The world's messages, also listed per channel in creation order; a new message in a channel wakes
    whoever waits on that channel (and no one else)."""

    def __init__(self) -> None:
        super().__init__()
        self.by_channel: defaultdict[str, list[Message]] = defaultdict(list)
        self._waiters: dict[str, asyncio.Event] = {}

    def __setitem__(self, key: str, message: Message) -> None:
        new = key not in self
        super().__setitem__(key, message)
        if new:
            self.by_channel[message.channel_id].append(message)
            waiter = self._waiters.pop(message.channel_id, None)
            if waiter is not None:
                waiter.set()

    def changed(self, channel_id: str) -> asyncio.Event:
        return self._waiters.setdefault(channel_id, asyncio.Event())


@dataclass(slots=True)
class Sample:
    """One interaction as the latency table sees it (and as the floor replays it)."""

    label: str  # command, lobby, hand, form, action
    user: User
    channel: Channel
    kind: int
    data: dict[str, Any]
    message_id: str | None
    offset: float  # seconds from the start of the measured phase to the send
    interaction: Interaction

    @property
    def screen_after(self) -> float | None:
        """For a click acknowledged early (5 or 6): seconds from the INTERACTION_CREATE to its screen."""
        shown = self.interaction.shown_at
        return None if shown is None else shown - self.interaction.created

    @property
    def latency(self) -> float | None:
        """Seconds from the INTERACTION_CREATE to its callback reaching the fake (None: never came)."""
        answered = self.interaction.answered_at
        return None if answered is None else answered - self.interaction.created


class LoadFake(FakeDiscord):
    def __init__(self) -> None:
        super().__init__()
        self.messages: ChannelMessages = ChannelMessages()
        self.route_counts = CountedCalls(
            lambda call, edited: route_of(call, self.channels, self.messages.get(edited or "")),
            self.interactions,
        )
        self.route_counts.message = lambda message_id: self.messages.get(message_id or "")
        self.route_counts.cdn = self.cdn
        self.recorder.calls = self.route_counts
        self.recorder.frames = CountedFrames()
        self.samples: list[Sample] = []
        self.phase_start = 0.0
        self.recording = False

    # ------------------------------------------------------------------ the world, at scale
    def add_channels(self, count: int, prefix: str) -> list[Channel]:
        return [self.add_channel(f"{prefix}-{i}") for i in range(count)]

    def add_channel_with_id(self, channel_id: str, name: str) -> Channel:
        """A channel whose id is already stored somewhere (a table in a pre-filled database)."""
        channel = Channel(channel_id, name, self.guild_id)
        self.channels[channel.id] = channel
        return channel

    def newest(self, channel: Channel, predicate: Callable[[Message], bool]) -> Message | None:
        """The newest public message of a channel that satisfies ``predicate``."""
        for message in reversed(self.messages.by_channel.get(channel.id, [])):
            if message.audience == "channel" and not message.deleted and predicate(message):
                return message
        return None

    async def wait_for_message(
        self, channel: Channel, predicate: Callable[[Message], bool], timeout: float
    ) -> Message | None:
        """The newest public message of ``channel`` satisfying ``predicate``, waiting for new messages
        in that channel only; None after ``timeout`` seconds."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            found = self.newest(channel, predicate)
            if found is not None:
                return found
            remaining = deadline - asyncio.get_running_loop().time()
            if remaining <= 0:
                return None
            try:
                await asyncio.wait_for(self.messages.changed(channel.id).wait(), remaining)
            except TimeoutError:
                return None

    async def wait_quiet(self, quiet: float = 0.3, timeout: float = 30.0) -> bool:
        """Wait until no REST call has come for ``quiet`` seconds (the bot has finished what it was doing
        after its last acknowledgement); False if it never went quiet within ``timeout``."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        seen, since = self.calls_so_far(), loop.time()
        while loop.time() < deadline:
            await self.recorder.next_change(max(0.0, since + quiet - loop.time()))
            if self.calls_so_far() != seen:
                seen, since = self.calls_so_far(), loop.time()
            elif loop.time() - since >= quiet:
                return True
        return False

    def calls_so_far(self) -> int:
        return sum(self.route_counts.counts.values())

    # ------------------------------------------------------------------ timed interactions
    def start_phase(self) -> None:
        """From now on every interaction is a sample, timed from this moment."""
        self.samples = []
        self.phase_start = asyncio.get_running_loop().time()
        self.recording = True

    async def interact(
        self,
        label: str,
        user: User,
        channel: Channel,
        kind: int,
        data: dict[str, Any],
        message: Message | None = None,
    ) -> Interaction:
        """Send one interaction and wait for its acknowledgement (at most the ack window and a margin):
        the interaction is returned either way, ``ack`` None when it never came."""
        interaction = await self.send_sample(label, user, channel, kind, data, message)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(interaction.acked.wait(), self.ack_window + 0.5)
        if interaction.ack in DEFERRED:  # acknowledged early: the player reads the screen that follows
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(interaction.shown.wait(), SCREEN_WAIT)
        return interaction

    async def send_sample(
        self,
        label: str,
        user: User,
        channel: Channel,
        kind: int,
        data: dict[str, Any],
        message: Message | None = None,
    ) -> Interaction:
        interaction = await self.send_interaction(user, channel, kind, data, message)
        if self.recording:
            offset = interaction.created - self.phase_start
            message_id = message.id if message else None
            self.samples.append(Sample(label, user, channel, kind, data, message_id, offset, interaction))
        return interaction
