"""Tables where one person plays against strong bots: the background load of ``--bot-tables``.

Each channel's one player opens a table, seats strong bots from the host's panel (🤖 Bots & clock) and
starts; then, whenever a ping names them, thinks briefly, opens their hand and plays a random enabled
action. The bots' strong decisions (PIMC playouts, 25–90 ms each) are the load: the figure to read is
the acknowledgement time of the *other* tables' people (``bench.load.level``). Every interaction here is
labelled ``bots``, so it stays out of the people's percentiles.
"""

from __future__ import annotations

import asyncio
import random
import re

from bench.load.agents import PING_TIMEOUT, Pace, TableAgent
from bench.load.fake import LoadFake
from bench.load.peek import Versions
from bench.load.seen import updated
from bot.adapter.custom_ids import parse
from bot.local.standin import client_rules
from bot.local.standin.models import Channel, Message, User, walk
from bot.local.standin.payloads import interactions as ix
from tests.loopback.driver import tail_of
from tests.support.text import text_of

LABEL = "bots"
BOT_LEVEL = "strong"
START_TIMEOUT = 10.0


class BotTableAgent(TableAgent):
    """One person at a table of strong bots, playing game after game until ``stop_at``."""

    def __init__(
        self, fake: LoadFake, channel: Channel, user: User, game_id: str, seats: int, versions: Versions,
        pace: Pace, seed: int,
    ) -> None:  # fmt: skip
        super().__init__(fake, channel, [user], game_id, versions, pace, seed)
        self.seats = seats
        self.rng = random.Random(seed)
        self.moves = 0

    async def _click(self, label: str, user: User, message: Message, custom_id: str):  # type: ignore[override]
        return await super()._click(LABEL, user, message, custom_id)

    async def run(self, stop_at: float, start_delay: float = 0.0):  # type: ignore[override]
        await asyncio.sleep(start_delay)
        loop = asyncio.get_running_loop()
        while loop.time() < stop_at:
            table_id = await self._open_with_bots()
            if table_id is None or not await self._play(table_id, stop_at):
                break
        return self.outcome

    async def _open_with_bots(self) -> int | None:
        (host,) = self.users
        command = client_rules.synced_command(self.fake, "play", self.channel)
        data = ix.command_data(
            command, *client_rules.command_options(self.fake, command, {"game": self.game_id})
        )
        opened = await self.fake.interact(LABEL, host, self.channel, 2, data)
        table = self._shown(opened)
        if table is None:
            return self._problem(f"/play got no table message (ack {opened.ack})")
        setup = next((c for c in walk(table.components) if tail_of(c) == "lobby:setup"), None)
        if setup is None:
            return self._problem("no Bots & clock button on the table message")
        table_id = int(setup["custom_id"].split(":")[1])
        reply = await self._click(LABEL, host, table, setup["custom_id"])
        panel = self._shown(reply)
        for _ in range(self.seats - 1):
            if panel is None:
                return self._problem("the Bots & clock panel did not open")
            panel = self.fake.messages.get(panel.id) or panel
            menu = next(c for c in walk(panel.components) if tail_of(c) == "lobby:bot")
            value = f"add:{BOT_LEVEL}"
            kind = client_rules.check_select(menu, menu["custom_id"], [value])
            data = ix.component_data(menu["custom_id"], kind, [value])
            added = await self.fake.interact(LABEL, host, self.channel, 3, data, panel)
            if not updated(added):
                return self._problem(f"adding a bot was answered with {added.ack}")
        # The table message is refreshed after the panel's answer: wait until its Start is enabled.
        table = await self._startable(table.id)
        if table is None:
            return self._problem("the table message never offered Start after the bots were seated")
        if not await self.click_lobby(host, table, "lobby:start"):
            return None
        return table_id

    async def _startable(self, message_id: str) -> Message | None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + START_TIMEOUT
        while loop.time() < deadline:
            message = self.fake.messages.get(message_id)
            if message is not None and _can_start(message):
                return message
            await asyncio.sleep(0.05)  # an edit of a message wakes no channel waiter: poll
        return None

    async def _play(self, table_id: int, stop_at: float) -> bool:
        loop = asyncio.get_running_loop()
        (user,) = self.users
        seen = 0
        while True:
            waited = _ping_after(table_id, user, seen)
            ping = await self.fake.wait_for_message(self.channel, waited, PING_TIMEOUT)
            if ping is None:
                _, status = self.versions.version(table_id)
                if status != "playing":
                    return True  # the game ended with the bots' moves: open the next one
                self._problem(f"table {table_id}: no ping for {user.name} after version {seen}")
                return False
            if loop.time() >= stop_at:
                return False
            seen = _version(ping, table_id)
            await self.pace.think(self.rng)
            hand = await self.current_hand(user, ping, seen)
            if hand is None:
                return False
            custom_id = await self.choose(user, hand)
            if custom_id is None:
                return (
                    self._problem(f"table {table_id}: nothing to decide on {text_of(hand)[:80]!r}") or False
                )
            reply = await self._click(LABEL, user, hand, custom_id)
            if reply.ack is None:
                return self._problem(f"table {table_id}: a click was never acknowledged") or False
            self.moves += 1
            _, status = self.versions.version(table_id)
            if status != "playing":
                return True


def _can_start(message: Message) -> bool:
    return any(tail_of(c) == "lobby:start" and not c.get("disabled") for c in walk(message.components))


def _version(ping: Message, table_id: int) -> int:
    for component in walk(ping.components):
        parsed = parse(component.get("custom_id") or "")
        if parsed and parsed.tail == "ui:hand" and parsed.table_id == table_id:
            return parsed.version
    return 0


def _ping_after(table_id: int, user: User, seen: int):  # type: ignore[no-untyped-def]
    """A turn ping of this table naming ``user`` at a version after ``seen``."""

    def is_ping(message: Message) -> bool:
        return user.id in re.findall(r"<@!?(\d+)>", text_of(message)) and _version(message, table_id) > seen

    return is_ping
