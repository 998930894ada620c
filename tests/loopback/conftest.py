from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import discord
import pytest
import pytest_asyncio
import yarl

from bot.local.standin import FakeDiscord

PLAYER_NAMES = ("alice", "bob", "carol", "dave", "erin")
LIBRARY_READY_TIMEOUT = 10.0


@pytest_asyncio.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    """A started fake with one guild, one text channel (#cards) and five members."""
    discord = FakeDiscord()
    for name in PLAYER_NAMES:
        discord.add_user(name)
    await discord.start()
    yield discord
    await discord.close()


class LibraryBot(discord.Client):
    """A bare discord.py client logged in to the fake: its interactions wait in ``interactions``."""

    def __init__(self) -> None:
        # No wait for more guilds after the one GUILD_CREATE (2 s by default).
        super().__init__(intents=discord.Intents(guilds=True), guild_ready_timeout=0.05)
        self.interactions: asyncio.Queue[discord.Interaction] = asyncio.Queue()

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        await self.interactions.put(interaction)

    async def next_interaction(self) -> discord.Interaction:
        return await asyncio.wait_for(self.interactions.get(), LIBRARY_READY_TIMEOUT)


@pytest_asyncio.fixture
async def library(fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[LibraryBot]:
    """The real discord.py pointed at the fake (as ``bot.__main__.point_at`` does for the bot), connected
    and ready: what it sends is exactly what the bot's discord.py would send."""
    fake.waits_for_deferred_answers = False  # the test answers a deferral after the click returns
    monkeypatch.setattr(discord.http.Route, "BASE", fake.api_base)
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(fake.gateway_url))
    client = LibraryBot()
    task = asyncio.ensure_future(client.start(fake.token))
    await asyncio.wait_for(client.wait_until_ready(), LIBRARY_READY_TIMEOUT)
    yield client
    await client.close()
    await task
