"""The local server: the Discord stand-in with a few local people in it, and the bot as a process of its own.

One server (the stand-in's "Card Club") with one text channel, the people the page lets a viewer be (a
seat switcher), the bot started against the stand-in on a SQLite file of its own, and the commands it
synced. Everything listens on 127.0.0.1 only: nothing leaves the machine.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path

from bot.local.child import BotChild
from bot.local.standin import FakeDiscord
from bot.local.standin.models import Channel, Message, User

# Discord's locales for the page's two languages (the catalogs' codes: bot.i18n.resolve maps them back).
LOCALES = {"en": "en-US", "ko": "ko"}
# The local people, by the server's language: names a newcomer reads as people, four of them so every
# game can seat a whole table of people (bots fill the rest).
PEOPLE = {
    "en": ("Alice", "Bob", "Chloé", "Dan"),
    "ko": ("민준", "서연", "지호", "하은"),
}
CHANNEL = "cards"
DATABASE = "cardroom-local.sqlite3"
# The stand-in keeps about this many REST calls and gateway frames (the uploads with them) for its
# rules; a table played for hours would otherwise keep every picture it ever sent twice.
HISTORY = 500
# How long a click may wait for the bot's acknowledgement: Discord's 3 s, then "This interaction
# failed", with a moment for the answer to reach the page.
ACK_GRACE_S = 0.5


@dataclass
class LocalRoom:
    """The stand-in, its people and the bot process; ``start`` and ``close`` it."""

    workdir: Path
    language: str = "en"
    fake: FakeDiscord = field(default_factory=lambda: FakeDiscord(history=HISTORY))
    bot: BotChild | None = None
    settings: dict[str, str] = field(default_factory=dict)  # more of the bot's settings (tests: limits)
    people: list[User] = field(default_factory=list)
    # (person id, place id) -> the last message id they have read there: a ping after it is unread
    read_up_to: dict[tuple[str, str], int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        locale = LOCALES.get(self.language, LOCALES["en"])
        self.fake.guild_locale = locale
        self.fake.channel.name = CHANNEL
        for name in PEOPLE.get(self.language, PEOPLE["en"]):
            person = self.fake.add_user(name)
            person.locale = locale
            self.people.append(person)
        # A click returns once the bot acknowledged it: the page shows what follows as it arrives.
        self.fake.waits_for_deferred_answers = False

    @property
    def database(self) -> Path:
        """The bot's SQLite file: the local table's own, never the operator's."""
        return self.workdir / DATABASE

    async def start(self) -> None:
        await self.fake.start()
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.bot = BotChild(
            self.fake,
            self.database,
            self.workdir / "bot",
            dev_guild_id=self.fake.guild_id,  # the commands are synced to the server at once
            settings=self.settings,
        )
        await self.bot.start()
        await self.fake.wait_until(lambda: self.fake.commands.get(self.fake.guild_id), what="the commands")

    async def close(self) -> None:
        if self.bot is not None and self.bot.process is not None:
            await self.bot.stop()
        await self.fake.close()

    # ------------------------------------------------------------------ who and where
    def person(self, key: str) -> User | None:
        """A local person by id or by name (``?as=Alice`` in the page's address)."""
        wanted = key.casefold()
        return next((p for p in self.people if key == p.id or wanted == p.name.casefold()), None)

    def places(self, person: User) -> list[Channel]:
        """What the person's sidebar lists: the server's text channels, each followed by its threads,
        then their DM with the bot once there is one."""
        texts = [c for c in self.fake.channels.values() if c.guild_id is not None and not c.thread]
        found = [place for text in texts for place in (text, *self.fake.threads_of(text))]
        dm = self.fake.dm_channels.get(person.id)
        return found + ([dm] if dm is not None else [])

    def by_place(self, person: User) -> dict[str, list[Message]]:
        """Every message the person can see, by place id, oldest first: one pass over the world for a
        whole view (its messages, its places' pings, what is read)."""
        found: dict[str, list[Message]] = {}
        for message in self.fake.visible_to(person):
            found.setdefault(message.channel_id, []).append(message)
        return found

    def messages(self, person: User, place: Channel, last: int) -> list[Message]:
        """The last ``last`` messages of ``place`` the person can see, oldest first."""
        return self.by_place(person).get(place.id, [])[-last:]

    def unread_pings(self, person: User, place: Channel, shown: list[Message]) -> int:
        """New messages there (``shown``: the place's, as ``by_place`` lists them) that notified the person:
        a mention, or any message in their DMs (Discord notifies every direct message)."""
        seen = self.read_up_to.get((person.id, place.id), 0)
        dm = place.guild_id is None
        return sum(1 for m in shown if int(m.id) > seen and (dm or person.id in m.pings))

    def mark_read(self, person: User, place: Channel, shown: list[Message]) -> None:
        if shown:
            self.read_up_to[(person.id, place.id)] = int(shown[-1].id)  # oldest first: the last is newest

    async def wait_for_change(self, after: int, timeout: float) -> None:
        """Return once the world changed since the recorder's count ``after``, or after ``timeout``."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while self.fake.recorder.changes == after and (left := deadline - loop.time()) > 0:
            await self.fake.recorder.next_change(left)
