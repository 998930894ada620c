"""Issue 37, finding 3: /play then Cancel in a loop grew the database for ever (a table row and a players
row with the display name per cycle, ~310 bytes), and nothing capped how many tables one person opens.

Through the real discord.py client on SimCord, on a SQLite file and on PostgreSQL. The store reads
SimCord's clock, as in production both read the wall clock, so an hour passes for both at once.
"""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from bot.adapter.client import CardroomBot, discord_time
from bot.tables.clock import LOBBY_IDLE_SECONDS
from bot.tables.limits import Limits
from bot.tables.privacy import CLOSED_LOBBY_KEEP_SECONDS
from storage import Store
from storage.table_open import OPENING_WINDOW_SECONDS
from tests.conftest import SEED
from tests.storage.factories import play_finished
from tests.support.backends import BACKENDS, Databases
from tests.support.games import game_for
from tests.support.harness import Harness, text_of

GAME = game_for(2).id
OPENED_PER_HOUR = 3  # the hourly cap these tests set, small so a few /play reach it
CYCLES = 12  # /play then Cancel, more than the cap of the other tests: this bot has none
SWEEP_SLACK = 120.0  # the sweeper runs at least every minute (bot/adapter/sweeper.py)


@pytest.fixture
def hourly_cap() -> int | None:
    """The hourly cap on opening tables; None: none (a test parametrizes it to set one)."""
    return None


@pytest_asyncio.fixture
async def simcord_bot(databases: Databases, hourly_cap: int | None) -> AsyncIterator[CardroomBot]:
    """The real client on a store that reads SimCord's clock, with no per-person limit but the hourly cap
    (SimCord's clock refills no click bucket unless a test moves it)."""
    store = await databases.open(clock=discord_time)
    limits = Limits.unlimited()
    if hourly_cap is not None:
        limits = dataclasses.replace(limits, tables_opened_per_host_hour=hourly_cap)
    bot = Harness.make_bot(store, SEED, limits)
    yield bot
    await store.close()


async def rows(store: Store, table: str) -> int:
    async with store.database.read() as session:
        return int(await session.fetch_value(f"SELECT COUNT(*) FROM {table}"))


async def play_and_cancel(h: Harness, name: str = "alice") -> None:
    player = h.players[name]
    opened = await h.slash(player, "play", game=GAME)
    assert not opened.ephemeral, text_of(opened.response)
    lobby = h.env.backend.get_message(h.channel.id, opened.response.id)
    await h.click_tail(player, lobby, "lobby:cancel")
    assert "closed" in text_of(h.env.backend.get_message(h.channel.id, lobby.id)), "the channel is told"


@pytest.mark.parametrize("backend", BACKENDS)
async def test_play_then_cancel_again_and_again_leaves_no_row_behind(harness: Harness) -> None:
    h = harness
    for _ in range(CYCLES):
        await play_and_cancel(h)
    assert await rows(h.store, "tables") == 0, "every cancelled lobby is deleted"
    assert await rows(h.store, "players") == 0, "and with it the host's display name"
    assert await rows(h.store, "table_openings") == CYCLES, "what the hourly cap counts, for an hour"
    await h.env.advance_time(OPENING_WINDOW_SECONDS + SWEEP_SLACK)
    assert await rows(h.store, "table_openings") == 0, "then nothing at all"
    reopened = await h.slash(h.players["alice"], "play", game=GAME)
    assert not reopened.ephemeral, "and the channel is free"


@pytest.mark.parametrize("backend", BACKENDS)
async def test_a_lobby_closed_for_idleness_is_deleted_a_while_later_and_games_are_kept(
    harness: Harness,
) -> None:
    h = harness
    guild_id = h.env.backend.get_channel(h.channel.id).guild_id
    game = await play_finished(
        h.store, channel_id=9001, guild_id=guild_id, results=[(h.players["bob"].id, "bob", 10, 1)]
    )
    opened = await h.slash(h.players["alice"], "play", game=GAME)
    await h.env.advance_time(LOBBY_IDLE_SECONDS + SWEEP_SLACK)
    lobby = h.env.backend.get_message(h.channel.id, opened.response.id)
    assert "closed" in text_of(lobby), "nobody touched it: it closed"
    assert await rows(h.store, "tables") == 2, "kept a while, so a late click is told it closed"
    await h.env.advance_time(CLOSED_LOBBY_KEEP_SECONDS + SWEEP_SLACK)
    assert await rows(h.store, "tables") == 1, "then the lobby is deleted"
    assert await h.store.get_table(game.id) is not None, "a game that was played is not"
    assert [p.name for p in await h.store.players(game.id)] == ["bob"]


@pytest.mark.parametrize("hourly_cap", [OPENED_PER_HOUR])
@pytest.mark.parametrize("backend", BACKENDS)
async def test_a_host_opening_too_many_tables_in_an_hour_is_refused_until_the_hour_has_passed(
    harness: Harness,
) -> None:
    h = harness
    for _ in range(OPENED_PER_HOUR):
        await play_and_cancel(h)
    refused = await h.slash(h.players["alice"], "play", game=GAME)
    assert refused.ephemeral, "only the host reads the refusal"
    assert text_of(refused.response) == (
        f"You opened {OPENED_PER_HOUR} tables in the last hour (the limit is {OPENED_PER_HOUR}): "
        "join an open one, or try again later."
    )
    assert await h.bot.tables.table_in_channel(h.channel.id) is None, "nothing was opened"
    assert await rows(h.store, "table_openings") == OPENED_PER_HOUR, "nor counted"
    await play_and_cancel(h, "bob")  # the cap is each person's own
    await h.env.advance_time(OPENING_WINDOW_SECONDS)
    await play_and_cancel(h)  # an hour later alice may again
