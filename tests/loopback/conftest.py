from __future__ import annotations

from collections.abc import AsyncIterator

import pytest_asyncio

from tests.loopback.fake_discord import FakeDiscord

PLAYER_NAMES = ("alice", "bob", "carol", "dave", "erin")


@pytest_asyncio.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    """A started fake with one guild, one text channel (#cards) and five members."""
    discord = FakeDiscord()
    for name in PLAYER_NAMES:
        discord.add_user(name)
    await discord.start()
    yield discord
    await discord.close()
