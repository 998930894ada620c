"""The players of one channel: open a table, join, start, then play random legal actions with a think time.

Light on purpose, so a thousand of them fit in the measuring process next to the fake: they decide only
from what a player sees (the newest ping in their channel, their own hand message), wait only on their
own channel's new messages and their own interactions' acknowledgements, and read the SQLite file only
once per game (the seats) and when an acknowledgement never came (was the action stored or not?).

One decision at a time per table (the table's players take turns thinking), so every accepted action is
known in order: the oracle's log must then be exactly the list of accepted clicks.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import re
from dataclasses import dataclass, field

from bench.load.fake import LoadFake
from bench.load.peek import Versions
from bench.load.seen import answered_in, button_id, named_in, ping_at, replied, updated
from bot.local.standin import client_rules
from bot.local.standin.models import BUTTON, SELECTS, Channel, Interaction, Message, User, walk
from bot.local.standin.payloads import interactions as ix
from tests.loopback.driver import enabled, is_action, tail_of, version_of
from tests.support.text import text_of

PING_TIMEOUT = 30.0  # a table whose next turn is not shown within this is reported as stalled
LOOK_AGAIN = 0.05  # seconds between looks at the table message (an edit wakes no one)
MAX_FORM_STEPS = 60


@dataclass
class Pace:
    """Think times in seconds: uniform in [0.5, 1.5] x the mean; form steps (a pick in a menu) are quicker."""

    decision: float = 2.0
    step_share: float = 0.25

    async def think(self, rng: random.Random, share: float = 1.0) -> None:
        await asyncio.sleep(rng.uniform(0.5, 1.5) * self.decision * share)


@dataclass
class PlayedTable:
    """One table an agent played: what the players saw accepted, in order."""

    table_id: int
    game_id: str
    seats: dict[str, int] = field(default_factory=dict)  # user id -> seat
    message: Message | None = None  # the table message (edited in place: the turn line says who acts)
    accepted: list[tuple[int, str]] = field(default_factory=list)
    # An action click whose acknowledgement never came: the player saw nothing, so it may be stored or
    # not, but at most once and last (the players of that table stop there, as after "interaction failed").
    unacknowledged_action: tuple[int, str] | None = None
    finished: bool = False


@dataclass
class Outcome:
    tables: list[PlayedTable] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # stalls and refusals a player would notice


class TableAgent:
    """The players of one channel, playing ``game_id`` table after table until ``stop_at`` (loop time)."""

    def __init__(
        self,
        fake: LoadFake,
        channel: Channel,
        users: list[User],
        game_id: str,
        versions: Versions,
        pace: Pace,
        seed: int,
    ) -> None:
        self.fake = fake
        self.channel = channel
        self.users = users
        self.game_id = game_id
        self.versions = versions
        self.pace = pace
        self.rng = random.Random(seed)
        self.hands: dict[str, Message] = {}  # user id -> the hand the bot keeps live for them
        self.outcome = Outcome()

    async def run(self, stop_at: float, start_delay: float = 0.0) -> Outcome:
        await asyncio.sleep(start_delay)
        loop = asyncio.get_running_loop()
        while loop.time() < stop_at:
            table = await self.open_table()
            if table is None:
                break
            self.outcome.tables.append(table)
            if not await self.play(table, stop_at):
                break
        return self.outcome

    # ------------------------------------------------------------------ the lobby
    async def open_table(self) -> PlayedTable | None:
        host, *guests = self.users
        command = client_rules.synced_command(self.fake, "play", self.channel)
        data = ix.command_data(
            command, *client_rules.command_options(self.fake, command, {"game": self.game_id})
        )
        opened = await self.fake.interact("command", host, self.channel, 2, data)
        table_message = self._shown(opened)
        if table_message is None:
            return self._problem(f"/play got no table message (ack {opened.ack})")
        join = next((c for c in walk(table_message.components) if tail_of(c) == "lobby:join"), None)
        if join is None:
            return self._problem(f"/play showed no Join button: {text_of(table_message)[:80]!r}")
        table_id = int(join["custom_id"].split(":")[1])
        self.hands.clear()
        for guest in guests:
            await self.pace.think(self.rng, self.pace.step_share)
            if not await self.click_lobby(guest, table_message, "lobby:join"):
                return None
        await self.pace.think(self.rng, self.pace.step_share)
        if not await self.click_lobby(host, table_message, "lobby:start"):
            return None
        return PlayedTable(table_id, self.game_id, seats=self.versions.seats(table_id), message=table_message)

    async def click_lobby(self, user: User, message: Message, tail: str) -> bool:
        button = next((c for c in walk(message.components) if tail_of(c) == tail), None)
        if button is None:
            self._problem(f"no {tail} button on the table message: {text_of(message)[:80]!r}")
            return False
        reply = await self._click("lobby", user, message, button["custom_id"])
        if not updated(reply):
            self._problem(f"{tail} was answered with {reply.ack} instead of an edit of the table")
            return False
        return True

    # ------------------------------------------------------------------ the game
    async def play(self, table: PlayedTable, stop_at: float) -> bool:
        """Decide until the game ends (True) or the time is up or the table stalls (False)."""
        loop = asyncio.get_running_loop()
        version = 1
        while True:
            turn = await self.next_turn(table, version)
            if turn is None:
                self._problem(
                    f"table {table.table_id}: no turn shown for version {version} in {PING_TIMEOUT} s"
                )
                return False
            if loop.time() >= stop_at:
                return False
            ping, pinged = turn
            if not pinged:
                self._problem(f"table {table.table_id}: the turn at version {version} names no seated player")
                return False
            user = self.rng.choice(pinged)
            await self.pace.think(self.rng)
            hand = await self.current_hand(user, ping, version)
            if hand is None:
                return False
            custom_id = await self.choose(user, hand)
            if custom_id is None:
                self._problem(f"table {table.table_id}: nothing to decide on {text_of(hand)[:80]!r}")
                return False
            action = (table.seats[user.id], str(custom_id.split(":", 3)[3]))
            reply = await self._click("action", user, hand, custom_id)
            if reply.ack is None:
                table.unacknowledged_action = action
                self._problem(f"table {table.table_id}: an action click was never acknowledged")
                return False
            stored_version, status = self.versions.version(table.table_id)
            if self._accepted(hand, version, stored_version):
                table.accepted.append(action)
                version += 1
            if stored_version != version:  # the log and what the players saw disagree: stop here
                self._problem(
                    f"table {table.table_id}: players saw version {version}, stored {stored_version}"
                )
                return False
            if status != "playing":
                table.finished = status == "finished"
                return True

    async def next_turn(self, table: PlayedTable, version: int) -> tuple[Message, list[User]] | None:
        """Who acts at ``version``, as the players see it: a ping at that version names them, or the table
        message at that version names them on its ⏳ line (a player with a live hand gets no ping)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + PING_TIMEOUT
        seated = {user.id: user for user in self.users if user.id in table.seats}
        while loop.time() < deadline:
            ping = self.fake.newest(self.channel, ping_at(table.table_id, version))
            if ping is not None:
                return ping, [
                    seated[uid] for uid in re.findall(r"<@!?(\d+)>", text_of(ping)) if uid in seated
                ]
            shown = table.message
            if shown is not None and any(version_of(c) == version for c in walk(shown.components)):
                line = next((ln for ln in text_of(shown).splitlines() if ln.startswith("⏳")), "")
                named = [u for u in seated.values() if named_in(u.name, line)]
                if named:
                    return shown, named
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.fake.messages.changed(self.channel.id).wait(), LOOK_AGAIN)
        return None

    async def current_hand(self, user: User, ping: Message, version: int) -> Message | None:
        """The player's open hand if the bot has redrawn it for this turn, else a fresh one from the ping."""
        hand = self.hands.get(user.id)
        if (
            hand is not None
            and not hand.deleted
            and any(version_of(c) == version for c in walk(hand.components))
        ):
            return hand
        button = next(c for c in walk(ping.components) if tail_of(c) == "ui:hand")
        reply = await self._click("hand", user, ping, button["custom_id"])
        shown = self._private_answer(reply)
        if shown is None or not shown.ephemeral:
            self._problem(f"Show my hand was answered with {reply.ack}, not a private hand")
            return None
        self.hands[user.id] = shown
        return shown

    async def choose(self, user: User, hand: Message) -> str | None:
        """Fill the hand's form (menus, draft buttons) until an action button is enabled; pick one."""
        for _ in range(MAX_FORM_STEPS):
            controls = enabled(hand)
            actions = [c for c in controls if c.get("type") == BUTTON and is_action(tail_of(c))]
            if actions:
                return str(self.rng.choice(actions)["custom_id"])
            menus = [c for c in controls if c.get("type") in SELECTS and tail_of(c).startswith("ui:pick:")]
            drafts = [c for c in controls if c.get("type") == BUTTON and tail_of(c).startswith("ui:draft:")]
            await self.pace.think(self.rng, self.pace.step_share)
            if menus and (not drafts or self.rng.random() < 0.5):
                menu = self.rng.choice(menus)
                count = self.rng.randint(menu.get("min_values", 1), menu.get("max_values", 1))
                values = self.rng.sample([o["value"] for o in menu["options"]], count)
                kind = client_rules.check_select(menu, menu["custom_id"], values)
                data = ix.component_data(menu["custom_id"], kind, values)
                reply = await self.fake.interact("form", user, self.channel, 3, data, hand)
            elif drafts:
                reply = await self._click("form", user, hand, self.rng.choice(drafts)["custom_id"])
            else:
                return None
            if not updated(reply):
                self._problem(f"a form step was answered with {reply.ack}, not an edit of the hand")
                return None
        return None

    async def first_move(self, table: PlayedTable, table_message: Message, user: User, version: int) -> str:
        """A game stored before this bot process started: ``user`` (whose turn it is) presses Show my hand
        on the old table message, then makes a move; the bot must accept it and ping the next player."""
        opened = await self._click("hand", user, table_message, button_id(table_message, "ui:hand"))
        hand = self._private_answer(opened)
        if hand is None or not hand.ephemeral:
            return f"Show my hand FAILED (answered with {opened.ack})"
        text = f"Show my hand {answered_in(opened)}"
        custom_id = await self.choose(user, hand)
        if custom_id is None:
            return f"{text}, then nothing to decide on: FAILED"
        moved = await self._click("action", user, hand, custom_id)
        stored_version, status = self.versions.version(table.table_id)
        if moved.ack is None or not self._accepted(hand, version, stored_version):
            return f"{text}, then the move was refused or lost: FAILED"
        table.accepted.append((table.seats[user.id], custom_id.split(":", 3)[3]))
        text += f", move {custom_id.split(':', 3)[3]} accepted {answered_in(moved)}"
        if status == "playing" and self._acts_again(hand, version + 1):
            # A step inside one's own turn (a power's follow-up, the next lead): the hand lights up, no ping.
            text += ", the same player acts again on their redrawn hand"
        elif status == "playing":
            ping = await self.fake.wait_for_message(
                self.channel, ping_at(table.table_id, version + 1), PING_TIMEOUT
            )
            text += ", next player pinged" if ping is not None else ", but no ping came: FAILED"
        return text

    def _acts_again(self, hand: Message, version: int) -> bool:
        """The mover's hand, redrawn in place after the move, offers an action at ``version``."""
        redrawn = self.fake.messages.get(hand.id, hand)
        return any(is_action(tail_of(c)) and version_of(c) == version for c in enabled(redrawn))

    @staticmethod
    def _accepted(hand: Message, version: int, stored_version: int) -> bool:
        """Accepted, as the player sees it: the hand comes back redrawn at a later version (a refusal
        redraws it at this one, with the reason). Only a screen without buttons (a finished game's hand)
        leaves the stored version as the sole witness."""
        shown = {v for v in (version_of(c) for c in walk(hand.components)) if v is not None}
        return max(shown) > version if shown else stored_version == version + 1

    # ------------------------------------------------------------------ helpers
    async def _click(self, label: str, user: User, message: Message, custom_id: str) -> Interaction:
        client_rules.check_button(client_rules.enabled_component(message, custom_id), custom_id)
        data = ix.component_data(custom_id, BUTTON, None)
        return await self.fake.interact(label, user, self.channel, 3, data, message)

    def _shown(self, interaction: Interaction) -> Message | None:
        mid = interaction.original_id
        return self.fake.messages.get(mid) if mid else None

    def _private_answer(self, reply: Interaction) -> Message | None:
        """The new private message a click was answered with: its reply (4, or 5 filled), or its
        followup when the click renewed the table message's token (a deferred update, 6, of the table
        message: after a restart no token is kept; bot/adapter/table_tokens.py)."""
        if replied(reply):
            return self._shown(reply)
        if reply.ack == 6 and reply.shown_at is not None and reply.messages:
            return self.fake.messages.get(reply.messages[-1])
        return None

    def _problem(self, text: str) -> None:
        self.outcome.problems.append(f"#{self.channel.name}: {text}")
