"""Players at one channel's table, acting through the loopback fake only with what they can see.

The same moves as the SimCord harness (``tests/support/harness.py``): open a table, join, start; a
player the table message names on its ⏳ turn line (or a ping names) presses Show my hand and clicks what
is enabled. Waiting is on explicit conditions: after an accepted action the table's stored version is
known (read-only from the SQLite file), and the click is done when the table message shows that
version, every open hand of a player whose turn began is redrawn, and everyone else whose turn began is
pinged (or, once the game is over, the final standings are posted).
"""

from __future__ import annotations

import random
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from bot.adapter.custom_ids import parse
from bot.local.standin.fake import FakeDiscord, Reply
from bot.local.standin.models import BUTTON, SELECTS, Channel, Message, User, walk
from games import registry
from games.facts import no_event_cards
from tests.loopback.oracle import Oracle
from tests.loopback.pictures import newly_seen_cards
from tests.loopback.seeding import pin_table_seed
from tests.support.privacy import PublicRecord, card_patterns
from tests.support.text import text_of

UI_PREFIXES = ("ui:", "lobby:")  # every other tail on a hand is engine action text


def tail_of(component: dict[str, Any]) -> str:
    parsed = parse(component.get("custom_id") or "")
    return parsed.tail if parsed else ""


def version_of(component: dict[str, Any]) -> int | None:
    parsed = parse(component.get("custom_id") or "")
    return parsed.version if parsed else None


def is_turn_alert(message: Message) -> bool:
    """A turn alert by DM: short, no buttons, ⏳ or ⏰ first (bot/adapter/dm_alerts.py)."""
    return not message.components and text_of(message).startswith(("⏳", "⏰"))


def is_action(tail: str) -> bool:
    return bool(tail) and not tail.startswith(UI_PREFIXES)


def enabled(message: Message) -> list[dict[str, Any]]:
    return [c for c in walk(message.components) if c.get("custom_id") and not c.get("disabled")]


@dataclass
class Table:
    fake: FakeDiscord
    oracle: Oracle
    players: dict[str, User]
    rng: random.Random = field(default_factory=lambda: random.Random(1))
    table_id: int | None = None
    settle_timeout: float = 10.0
    # user id -> the hand message the bot redraws when that user's turn begins (bot.adapter.live_hands)
    open_hands: dict[str, str] = field(default_factory=dict)
    applied: list[tuple[int, str]] = field(default_factory=list)  # (seat, action) the bot accepted
    channel: Channel | None = None  # where this table plays; None: the fake's first text channel
    on_click: Callable[[], None] | None = None  # called after every acknowledged click (privacy checks)
    # table id -> what has been public there, and how many of its replayed events were read into it
    public_records: dict[int, tuple[PublicRecord, int]] = field(default_factory=dict)

    # ------------------------------------------------------------------ reading
    @property
    def channel_id(self) -> str:
        return (self.channel or self.fake.channel).id

    def record(self) -> Any:
        if self.table_id is None:
            record = self.oracle.latest_table(self.channel_id)
            assert record is not None, "no table in the channel"
            self.table_id = record.id
        return self.oracle.table(self.table_id)

    def table_message(self) -> Message:
        record = self.record()
        assert record.message_id is not None, "the table has no message"
        return self.fake.messages[str(record.message_id)]

    def last_channel_message(self) -> Message:
        return self.fake.channel_messages(self.channel)[-1]

    def mentioned(self, message: Message) -> list[str]:
        ids = set(re.findall(r"<@!?(\d+)>", text_of(message)))
        return [name for name, user in self.players.items() if user.id in ids]

    def pings(self) -> list[Message]:
        """The turn pings in the channel (a deleted, out-of-date ping is gone): a mention and Show my hand."""
        return [
            m
            for m in self.fake.channel_messages(self.channel)
            if "<@" in text_of(m) and any(tail_of(c) == "ui:hand" for c in walk(m.components))
        ]

    def current_ping(self) -> Message | None:
        """The table's ping for the stored version, if there is one (a table has at most one)."""
        version = self.record().version
        found = [m for m in self.pings() if any(version_of(c) == version for c in walk(m.components))]
        return found[-1] if found else None

    def alerted_by_dm(self, user_id: str) -> bool:
        """Whether the user's DMs hold a turn alert now (a hand by DM is edited in silence, so a player
        away from it gets a small new DM instead of the channel ping; it is deleted once they act)."""
        user = self.fake.users[user_id]
        return any(m.audience == f"dm:{user_id}" and is_turn_alert(m) for m in self.fake.visible_to(user))

    def dm_hand_at(self, user_id: str, version: int) -> bool:
        """Whether the user's hand by DM is live at ``version`` (sent anew it notified them; edited, a
        player clicking at the table is looking, and one away gets ``alerted_by_dm`` within moments)."""
        user = self.fake.users[user_id]
        return any(
            m.audience == f"dm:{user_id}" and any(version_of(c) == version for c in walk(m.components))
            for m in self.fake.visible_to(user)
        )

    def pinged(self) -> list[str]:
        """Who the current ping asks to act (nobody when there is none: players with a live hand see it
        light up instead)."""
        ping = self.current_ping()
        return self.mentioned(ping) if ping is not None else []

    def ping_is_current(self) -> bool:
        return self.current_ping() is not None

    def table_is_current(self) -> bool:
        return any(version_of(c) == self.record().version for c in walk(self.table_message().components))

    def to_act_names(self) -> list[str]:
        """Who must act, as every player reads it: the names on the current table message's ⏳ line."""
        if not self.table_is_current():
            return []
        turn = next((ln for ln in text_of(self.table_message()).splitlines() if ln.startswith("⏳")), "")
        return [name for name in self.players if re.search(rf"(?<![\w@]){re.escape(name)}(?!\w)", turn)]

    async def find_deciders(self) -> list[tuple[User, Message]]:
        """When the channel may be behind (the bot died before it could post the ping): the players whose
        turn it is (the stored state says who) open their hand from the table message, as they would."""
        seats = self.oracle.seat_of(self.record().id)
        to_act = self._to_act()
        found = []
        for user_id, seat in seats.items():
            if seat in to_act:
                user = self.fake.users[user_id]
                found.append((user, await self.open_hand(user)))
        assert found, "nobody has anything to decide, yet the game is not over"
        return found

    # ------------------------------------------------------------------ acting
    async def click(self, user: User, message: Message, custom_id: str) -> Reply:
        return self._note(user, await self.fake.click(user, message, custom_id))

    async def select(self, user: User, message: Message, custom_id: str, values: list[str]) -> Reply:
        return self._note(user, await self.fake.select(user, message, custom_id, values))

    def _note(self, user: User, reply: Reply) -> Reply:
        """A hand drawn as the interaction's own message (an ephemeral, or the DM clicked) is the one the
        bot keeps live for this user: a hand clicked and redrawn in place (6, 7) even when it is left with
        no button (a waiting hand), a new private reply (4, 5) when it offers buttons (not a help answer)."""
        shown = reply.message
        in_dm = shown is not None and any(c.id == shown.channel_id for c in self.fake.dm_channels.values())
        if (
            shown is not None
            and (shown.ephemeral or in_dm)
            and (reply.ack in (6, 7) or (reply.ack in (4, 5) and shown.components))
        ):
            self.open_hands[user.id] = shown.id
        if self.on_click is not None:
            self.on_click()
        return reply

    async def click_tail(self, user: User, message: Message, tail: str) -> Reply:
        for component in walk(message.components):
            if component.get("type") == BUTTON and tail_of(component) == tail:
                return await self.click(user, message, component["custom_id"])
        raise AssertionError(f"no button {tail!r} on message {message.id}: {message.text()}")

    async def select_tail(self, user: User, message: Message, tail: str, values: list[str]) -> Reply:
        menu = next(c for c in walk(message.components) if tail_of(c) == tail)
        return await self.select(user, message, menu["custom_id"], values)

    async def open_hand(self, user: User, on: Message | None = None) -> Message:
        """Press Show my hand (on the table message unless told); returns the private reply: the click's
        answer, or its followup when the click renewed the table message's token (acknowledged as a
        deferred update of the table message: bot/adapter/table_tokens.py)."""
        reply = await self.click_tail(user, on or self.table_message(), "ui:hand")
        if reply.ack == 6 and not (reply.message is not None and reply.message.ephemeral):
            sent = reply.interaction.messages
            await self.fake.wait_until(lambda: sent, 5, "the hand after the click renewed the token")
            hand = self.fake.messages[sent[-1]]
            assert hand.ephemeral, f"the hand must be ephemeral: {hand.text()}"
            self.open_hands[user.id] = hand.id  # kept live too: redrawn through the same token
            return hand
        assert reply.message is not None and reply.ephemeral, f"the hand must be ephemeral: {text_of(reply)}"
        self.open_hands[user.id] = reply.message.id  # live even with no button yet (a waiting hand)
        return reply.message

    async def decide(self, user: User, hand: Message) -> Reply:
        """One decision on a hand message as a player makes it: fill the form, then confirm."""
        return await self.act(user, hand, await self.choose(user, hand))

    async def choose(self, user: User, hand: Message, max_steps: int = 60) -> str:
        """Fill the hand's form until an action button is enabled; returns the one to press."""
        for _ in range(max_steps):
            controls = enabled(hand)
            actions = [c for c in controls if c.get("type") == BUTTON and is_action(tail_of(c))]
            if actions:
                return str(self.rng.choice(actions)["custom_id"])
            selects = [c for c in controls if c.get("type") in SELECTS and tail_of(c).startswith("ui:pick:")]
            drafts = [c for c in controls if c.get("type") == BUTTON and tail_of(c).startswith("ui:draft:")]
            if selects and (not drafts or self.rng.random() < 0.5):
                menu = self.rng.choice(selects)
                count = self.rng.randint(menu.get("min_values", 1), menu.get("max_values", 1))
                values = self.rng.sample([o["value"] for o in menu["options"]], count)
                await self.select(user, hand, menu["custom_id"], values)
            elif drafts:
                await self.click(user, hand, self.rng.choice(drafts)["custom_id"])
            else:
                raise AssertionError(f"nothing to decide on: {hand.text()}")
        raise AssertionError(f"no decision reached: {hand.text()}")

    async def act(self, user: User, message: Message, custom_id: str) -> Reply:
        """Click an action button and wait until the bot has told the channel about it."""
        before = self.record().version
        to_act_before = self._to_act()
        last = self.last_channel_message().id
        hands_before = self._hand_revisions()
        reply = await self.click(user, message, custom_id)
        await self.settle(before, last, to_act_before, hands_before)
        if self.record().version != before:
            self.applied.append((self.oracle.seat_of(self.record().id)[user.id], str(parse(custom_id).tail)))
        return reply

    def _hand_revisions(self) -> dict[str, int]:
        """Each open hand's edit count now, to know later whether the bot has redrawn it since."""
        messages = self.fake.messages
        return {m: messages[m].revision for m in self.open_hands.values() if m in messages}

    def _redrawn_since(self, message_id: str, revision: int) -> bool:
        """Whether the bot has edited this open hand since ``revision``, or never can: deleted, or its
        interaction's token is past its life (the bot lets such a hand go)."""
        message = self.fake.messages.get(message_id)
        if message is None or message.deleted or message.revision > revision:
            return True
        interaction = self.fake.interactions.get(message.interaction_token or "")
        return message.interaction_token is not None and (interaction is None or interaction.expired)

    def _to_act(self) -> set[int]:
        public = self.oracle.public_view(self.record().id) if self.table_id is not None else None
        return set(public["to_act"]) if public else set()

    async def settle(
        self,
        version_before: int,
        last_message_before: str,
        to_act_before: set[int],
        hands_before: dict[str, int] | None = None,
    ) -> None:
        """Explicit end of an action's work: the channel shows the new version's ping (or a DM alert, for
        hands by DM), or the final announcement and every open hand closed once the game is over, and
        every open hand of a player whose turn just began has been redrawn at the new version. A refused
        action changes nothing, so nothing to wait for."""
        record = self.record()
        if record.version == version_before:
            return
        version = record.version
        seats = self.oracle.seat_of(record.id)
        newly = set(self._to_act()) - to_act_before if record.status == "playing" else set()
        redrawn = [self.open_hands[u] for u, seat in seats.items() if seat in newly and u in self.open_hands]

        to_ping = {
            u
            for u, seat in seats.items()
            if seat in newly and u not in self.open_hands and u in self.fake.users
        }

        def done() -> bool:
            if not self.table_is_current():
                return False  # the table message (the play-by-play) is edited in place
            hands = [self.fake.messages[m] for m in redrawn]
            if not all(any(version_of(c) == version for c in walk(h.components)) for h in hands):
                return False
            if record.status == "playing":
                ping = self.current_ping()
                named = set(re.findall(r"<@!?(\d+)>", text_of(ping))) if ping is not None else set()
                return all(
                    u in named or self.alerted_by_dm(u) or self.dm_hand_at(u, version) for u in to_ping
                )
            last = self.last_channel_message()  # the final standings, a message of its own
            if int(last.id) <= int(last_message_before) or last.id == self.table_message().id:
                return False
            # Every hand left open is redrawn to show the end (bot/adapter/publisher.py): what its buttons
            # carry, if it keeps any, is the final version, and a waiting hand (no buttons to tell) has
            # been edited since the click; else its redraw could land in the next test's checks.
            return all(
                version_of(c) in (None, version)
                for m in self.open_hands.values()
                if m in self.fake.messages
                for c in walk(self.fake.messages[m].components)
            ) and all(self._redrawn_since(m, revision) for m, revision in (hands_before or {}).items())

        await self.fake.wait_until(done, self.settle_timeout, f"the channel to show version {version}")

    async def open_and_start(
        self,
        game_id: str,
        names: tuple[str, ...],
        options: dict[str, Any] | None = None,
        *,
        table_seed: int | None = None,
    ) -> None:
        """The first name opens a table, sets options in the lobby, the others join, the host starts.

        ``table_seed`` replaces the seed the bot drew for the table while it is still a lobby, so the
        seating and every deal are known and the game can be replayed (see ``tests.loopback.seeding``)."""
        host = self.players[names[0]]
        reply = await self.fake.slash(host, "play", self.channel, game=game_id)
        # A busy bot acknowledges first (5: "thinking…", public) and the lobby fills that message.
        assert reply.ack in (4, 5) and not reply.ephemeral
        self.table_id = None
        # The bot stores the table message's id right after its reply: wait for that, not for time.
        await self.fake.wait_until(
            lambda: self.record().message_id == int(reply.message.id), what="the table row"
        )
        if table_seed is not None:
            pin_table_seed(self.oracle.db_path, self.record().id, table_seed)
        for key, value in (options or {}).items():
            values = value if isinstance(value, list) else [value]
            await self.select_tail(host, self.table_message(), f"lobby:opt:{key}", values)
        for name in names[1:]:
            await self.click_tail(self.players[name], self.table_message(), "lobby:join")
        last = self.last_channel_message().id
        await self.click_tail(host, self.table_message(), "lobby:start")
        await self.settle(0, last, set())

    async def play_until_over(
        self, after_each: Callable[[], Awaitable[None]] | None = None, max_decisions: int = 2000
    ) -> int:
        decisions = 0
        while decisions < max_decisions:
            if self.record().status != "playing":
                return decisions
            acting = self.to_act_names()
            if acting:
                user = self.players[self.rng.choice(acting)]
                hand = await self.open_hand(user)
            else:
                user, hand = self.rng.choice(await self.find_deciders())
            await self.decide(user, hand)
            decisions += 1
            if after_each is not None:
                await after_each()
        raise AssertionError(f"the game did not end within {max_decisions} decisions")

    # ------------------------------------------------------------------ privacy
    def assert_no_leaks(self, game_id: str) -> None:
        """Nothing any user can newly read or see names a card secret to another seat (oracle: the
        engine's own views of the stored state and the game's declaration, ``registry.facts``; text:
        exactly what the fake shows that user; pictures: the card codes every picture newly visible to
        them records, ``tests.loopback.pictures``). Public cards include those the replayed events
        showed everyone (``facts.event_cards``)."""
        facts = registry.facts(game_id)
        record = self.record()
        public_record, read = self.public_records.get(record.id, (PublicRecord(facts), 0))
        watch = facts.event_cards is not no_event_cards  # replaying costs: only where events show cards
        events = self.oracle.replay(record.id).events if watch else []
        public_record.saw_events(events[read:])
        self.public_records[record.id] = (public_record, len(events))
        views = self.oracle.views(record.id)
        public_view = self.oracle.public_view(record.id) if record.status == "playing" else None
        public = public_record.now(public_view)
        skip = facts.is_reveal if facts.reveals else None
        names = {user.id: name for name, user in self.players.items()}
        for viewer, user in self.players.items():
            text = self.fake.newly_visible_text(user, skip=skip)
            pictured = newly_seen_cards(self.fake, user, skip)  # card -> the picture showing it
            if not text and not pictured:
                continue
            allowed = public | (facts.known(views[user.id]) if user.id in views else set())
            # A code the viewer holds too (a code printed twice in the deck) can't be attributed.
            mine = facts.secret(views[user.id]) if user.id in views else set()
            for owner_id, view in views.items():
                owner = names.get(owner_id, f"bot {owner_id}")  # a bot seat has no user
                if owner == viewer:
                    continue
                leaked = sorted(
                    card
                    for card in facts.secret(view) - allowed - mine
                    if card in pictured or any(p.search(text) for p in card_patterns(game_id, card))
                )
                shown = {card: pictured[card] for card in leaked if card in pictured}
                assert not leaked, (
                    f"{viewer} can read {owner}'s secret {leaked} (table seed {record.seed}) "
                    f"in pictures {shown} or in:\n{text}"
                )
