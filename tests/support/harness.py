"""Drive the real Cardroom client through SimCord's in-memory Discord, as players would.

Players act only through what they can see: slash commands, the buttons and selects on messages
visible to them. Privacy checks read exactly what each user can see (channel history as that viewer,
plus their DMs), never bot internals.
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import simcord
from simcord.backend.access import can_access_channel
from simcord.results import to_discord_message

from bot.adapter.client import CardroomBot
from bot.adapter.custom_ids import parse
from bot.pictures import cards_in_png
from bot.tables.limits import Limits
from storage import Store
from tests.support.text import text_of

BUTTON, SELECTS = 2, (3, 5, 6, 7, 8)
UI_PREFIXES = ("ui:", "lobby:")  # everything else on a hand is engine action text
# The longest a click may take to settle while strong or expert bots reply in turn (SimCord's default is
# 5 s): each thinks up to about a second of CPU in the bots' worker pool, several in a row after one
# click, and a busy machine stretches that several times over. The bot defers such a click first, and
# SimCord must wait as Discord would. (Tried on tests/e2e/test_bots_and_clock_at_the_table.py's whole games
# and not kept: one took 209 s with it instead of under 20.)
THINKING_BOTS_SETTLE_S = 60.0


def is_action(tail: str) -> bool:
    return bool(tail) and not tail.startswith(UI_PREFIXES)


def walk(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for component in components:
        yield component
        yield from walk(component.get("components") or [])


def tail_of(component: dict[str, Any]) -> str:
    parsed = parse(component.get("custom_id", ""))
    return parsed.tail if parsed else ""


def message_text(stored: Any) -> str:
    """Everything a user reads on a message: content or embeds, button labels, select options."""
    parts = [text_of(stored)]
    for component in walk(stored.components or []):
        parts.append(component.get("label") or "")
        parts.append(component.get("placeholder") or "")
        for option in component.get("options") or []:
            parts.append(option.get("label", ""))
            parts.append(option.get("description") or "")
    return "\n".join(parts)


@dataclass
class Harness:
    env: simcord.Env
    bot: CardroomBot
    store: Store
    location: Path | str  # the SQLite file, or the PostgreSQL URL (tests/support/backends.py)
    channel: Any
    players: dict[str, Any]
    seed: int
    rng: random.Random = field(default_factory=lambda: random.Random(1))
    table_id: int | None = None
    _seen: dict[tuple[int, int, int], str] = field(default_factory=dict)
    _texts: dict[int, tuple[str, Any, Any, Any, str]] = field(default_factory=dict)

    @classmethod
    def make_bot(cls, store: Store, seed: int, limits: Limits | None = None) -> CardroomBot:
        """The bot, by default without per-person limits: SimCord's clock stands still unless a test
        moves it, so no click bucket would ever refill (tests/bot/adapter/test_limits.py sets them).
        Without the global rate budget for the same reason (and SimCord's HTTP has no global limit):
        the budget is tested on its own and over the wire (tests/process/test_global_budget.py)."""
        seeds = itertools.count(seed)
        return CardroomBot(
            store=store,
            seed_source=lambda: next(seeds),
            limits=limits or Limits.unlimited(),
            global_rate=None,
        )

    # ----------------------------------------------------------------- reading
    def live(self, message: Any) -> Any:
        """The discord.Message a user acts on (SimCord's actors take these), at its current state."""
        return to_discord_message(self.env, self.stored(message))

    def stored(self, message: Any) -> Any:
        channel_id = getattr(message, "channel_id", None) or message.channel.id
        return self.env.backend.get_message(channel_id, message.id)

    def visible_messages(self, player: Any) -> list[Any]:
        """Every message this player can read now: the channel as them (SimCord's visibility model,
        the same one ``channel.history(viewer=…)`` applies), and their DMs with the bot."""
        assert can_access_channel(self.env, self.channel.id, player, history=True)
        dm_channel = self.env.backend.get_dm_channel(player.id)
        seen = []
        for channel_id in (self.channel.id, dm_channel.id):
            messages = self.env.backend.messages.get(channel_id, {}).values()
            seen += [m for m in sorted(messages, key=lambda m: m.id) if m.visible_to(player.id)]
        return seen

    def visible_text(self, player: Any) -> str:
        return "\n".join(message_text(m) for m in self.visible_messages(player))

    def newly_visible_text(self, player: Any, skip: Any = None) -> str:
        """What this player can read that is new or changed since the last call for them.

        Hands are dealt anew each round, so an old message showing the viewer's own earlier hand may
        name cards someone else holds now; a leak is a message produced while the card is hidden.
        """
        fresh = []
        for message in self.visible_messages(player):
            text = self._text(message)
            key = (player.id, message.channel_id, message.id)
            if self._seen.get(key) != text:
                self._seen[key] = text
                if skip is None or not skip(text):
                    fresh.append(text)
        return "\n".join(fresh)

    def _text(self, message: Any) -> str:
        """``message_text`` and the codes of the cards its pictures show (so every privacy check reads
        pictures as it reads words), cached until the message's look is replaced."""
        cached = self._texts.get(message.id)
        seen = (message.content, message.embeds, message.components, message.attachments)
        same = cached is not None and all(a is b for a, b in zip(cached[1:4], seen[1:], strict=True))
        if cached is not None and same and cached[0] == seen[0]:
            return cached[4]
        text = message_text(message)
        pictured = self.pictured_cards(message)
        if pictured:
            text += "\n🖼️ " + " ".join(pictured)
        self._texts[message.id] = (*seen, text)
        return text

    def pictures(self, message: Any) -> list[bytes]:
        """The PNG bytes of every picture attached to a stored message, as Discord's CDN serves them."""
        blobs = [self.env.backend.cdn.get(a["url"]) for a in message.attachments or []]
        return [blob for blob in blobs if blob is not None]

    def pictured_cards(self, message: Any) -> list[str]:
        """The card codes the message's pictures show (each picture records them in its PNG)."""
        return [card for png in self.pictures(message) for card in cards_in_png(png)]

    async def table_message(self) -> Any:
        """The channel's table message (the last table's, once it has finished)."""
        state = await self.bot.tables.table_in_channel(self.channel.id)
        if state is None and self.table_id is not None:
            state = await self.bot.tables.table(self.table_id)
        assert state is not None and state.table.message_id is not None
        self.table_id = state.table.id
        return self.env.backend.get_message(self.channel.id, state.table.message_id)

    def last_channel_message(self) -> Any:
        return max(self.env.backend.messages[self.channel.id].values(), key=lambda m: m.id)

    def mentioned_players(self, stored: Any) -> list[str]:
        ids = {int(i) for i in re.findall(r"<@!?(\d+)>", text_of(stored))}
        return [name for name, member in self.players.items() if member.id in ids]

    def pings(self) -> list[Any]:
        """The turn pings still in the channel: messages that mention a player and offer Show my hand."""
        messages = sorted(self.env.backend.messages.get(self.channel.id, {}).values(), key=lambda m: m.id)
        return [
            m
            for m in messages
            if self.mentioned_players(m) and any(tail_of(c) == "ui:hand" for c in walk(m.components or []))
        ]

    async def to_act(self) -> list[str]:
        """Who must act now, as every player reads it: the names on the table message's ⏳ turn line (a
        player looking at a live hand gets no ping; the table always says whose turn it is)."""
        message = await self.table_message()
        turn = next((line for line in text_of(message).splitlines() if line.startswith("⏳")), "")
        return [name for name in self.players if re.search(rf"(?<![\w@]){re.escape(name)}(?!\w)", turn)]

    # ------------------------------------------------------------------ acting
    async def slash(self, player: Any, name: str, **options: Any) -> Any:
        return await player.slash(self.channel, name, **options)

    async def click_tail(self, player: Any, stored: Any, tail: str) -> Any:
        for component in walk(stored.components or []):
            if component.get("type") == BUTTON and tail_of(component) == tail:
                return await player.click(self.live(stored), custom_id=component["custom_id"])
        raise AssertionError(f"no button {tail!r} on message {stored.id}: {message_text(stored)}")

    async def open_hand(self, player: Any) -> Any:
        """Press Show my hand on the table message; returns the private reply (stored message): the
        click's answer, or its followup when the click renewed the table message's token (the click is
        then acknowledged as a deferred update: bot/adapter/table_tokens.py)."""
        result = await self.click_tail(player, await self.table_message(), "ui:hand")
        if result.deferred:
            [reply] = result.followups
            assert reply.ephemeral
        else:
            reply = result.response
            assert reply is not None and result.ephemeral
        return self.env.backend.get_message(reply.channel_id, reply.id)

    async def decide(self, player: Any, hand: Any, max_steps: int = 12) -> Any:
        """Make one decision on a hand message the way a player would: fill the form, then confirm."""
        if self.env.backend.get_channel(hand.channel_id).guild_id is None:
            player = player.user  # in their DMs a player acts as a user, not as a guild member
        for _ in range(max_steps):
            hand = self.env.backend.get_message(hand.channel_id, hand.id)
            enabled = [c for c in walk(hand.components or []) if not c.get("disabled")]
            actions = [c for c in enabled if c.get("type") == BUTTON and is_action(tail_of(c))]
            if actions:
                choice = self.rng.choice(actions)
                return await player.click(self.live(hand), custom_id=choice["custom_id"])
            selects = [c for c in enabled if c.get("type") in SELECTS and tail_of(c).startswith("ui:pick:")]
            drafts = [c for c in enabled if c.get("type") == BUTTON and tail_of(c).startswith("ui:draft:")]
            if selects and (not drafts or self.rng.random() < 0.5):
                menu = self.rng.choice(selects)
                count = self.rng.randint(menu.get("min_values", 1), menu.get("max_values", 1))
                values = self.rng.sample([o["value"] for o in menu["options"]], count)
                await player.select(self.live(hand), values, custom_id=menu["custom_id"])
            elif drafts:
                await player.click(self.live(hand), custom_id=self.rng.choice(drafts)["custom_id"])
            else:
                raise AssertionError(f"nothing to decide on: {message_text(hand)}")
        raise AssertionError(f"no decision reached: {message_text(hand)}")

    async def open_and_start(
        self, game_id: str, names: tuple[str, ...], options: dict[str, str | list[str]] | None = None
    ) -> None:
        """The first name opens a table, sets options in the lobby, the others join, the host starts.

        An option's value is one choice, or a list for an option that picks several."""
        host = self.players[names[0]]
        await self.slash(host, "play", game=game_id)
        for key, value in (options or {}).items():
            lobby = await self.table_message()
            menu = next(c for c in walk(lobby.components) if tail_of(c) == f"lobby:opt:{key}")
            values = value if isinstance(value, list) else [value]
            await host.select(self.live(lobby), values, custom_id=menu["custom_id"])
        for name in names[1:]:
            await self.click_tail(self.players[name], await self.table_message(), "lobby:join")
        await self.click_tail(host, await self.table_message(), "lobby:start")

    async def play_until_over(self, after_each: Any = None, max_decisions: int = 2000) -> int:
        """Whoever the table message says must act opens their hand and decides, until nobody must."""
        decisions = 0
        while decisions < max_decisions:
            acting = await self.to_act()
            if not acting:
                return decisions
            player = self.players[self.rng.choice(acting)]
            await self.decide(player, await self.open_hand(player))
            decisions += 1
            if after_each is not None:
                await after_each()
        raise AssertionError(f"the game did not end within {max_decisions} decisions")

    async def restart(self) -> None:
        """Stop the bot process-equivalent and start a fresh one on the same database."""
        old_store = self.store
        self.store = await Store.open(self.location)
        self.bot = self.make_bot(self.store, self.seed + 500)
        await self.env.restart_bot(self.bot)
        await old_store.close()
