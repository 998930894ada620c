"""Issue 37, finding 3: /privacy forget could be made to fail for everyone.

Each request to be forgotten issued a new anonymous id whenever the person had any history, one hosted
lobby included; ids were capped below 2^22 (4,194,303) and never reused, so throwaway accounts looping
/play, Cancel, /privacy forget ran them out, after which every request failed with "Something went
wrong". Now a lobby alone issues no id, one person may ask once an hour, and the ids do not run out.

The requests go through the real discord.py client on SimCord; the cap through the real store, on a SQLite
file and on PostgreSQL.
"""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio

from bot.adapter.client import CardroomBot, discord_time
from bot.adapter.privacy import FORGET_ID
from bot.tables.clock import LOBBY_IDLE_SECONDS
from bot.tables.privacy import FORGET_COOLDOWN_SECONDS
from storage import Store
from storage.privacy import FORMER_PLAYER, SNOWFLAKE_FLOOR
from tests.conftest import SEED
from tests.storage.factories import FakeClock, play_finished, plus_one_for_a_win, rated_board
from tests.support.backends import BACKENDS, Databases
from tests.support.games import game_for
from tests.support.harness import Harness, message_text, text_of

GAME = game_for(2).id
OLD_CAP = 4_194_303  # the highest id migration 0005 allowed: 2^22 - 1
SWEEP_SLACK = 120.0  # the sweeper runs at least every minute (bot/adapter/sweeper.py)
NOTHING_TO_FORGET = "✅ Cardroom stores nothing about you (any more): there was nothing to forget."


@pytest_asyncio.fixture
async def simcord_bot(databases: Databases) -> AsyncIterator[CardroomBot]:
    """The real client on a store that reads SimCord's clock (as in production both read the wall's)."""
    store = await databases.open(clock=discord_time)
    yield Harness.make_bot(store, SEED)
    await store.close()


async def rows(store: Store, table: str) -> int:
    async with store.database.read() as session:
        return int(await session.fetch_value(f"SELECT COUNT(*) FROM {table}"))


async def ask_to_be_forgotten(h: Harness, name: str) -> Any:
    result = await h.slash(h.players[name], "privacy forget")
    assert result.ephemeral, "privacy answers are for the asker alone"
    return h.env.backend.get_message(result.response.channel_id, result.response.id)


async def forget(h: Harness, name: str) -> str:
    """/privacy forget, then Forget me on the question; the answer."""
    question = await ask_to_be_forgotten(h, name)
    assert "can't be undone" in text_of(question), text_of(question)
    await h.players[name].click(h.live(question), custom_id=FORGET_ID)
    return text_of(h.env.backend.get_message(question.channel_id, question.id))


@pytest.mark.parametrize("backend", BACKENDS)
async def test_a_person_whose_only_history_is_lobbies_gets_no_anonymous_id(harness: Harness) -> None:
    h = harness
    alice, bob = h.players["alice"], h.players["bob"]
    await h.slash(alice, "play", game=GAME)  # closes for idleness: nobody starts it
    await h.click_tail(bob, await h.table_message(), "lobby:join")
    await h.env.advance_time(LOBBY_IDLE_SECONDS + SWEEP_SLACK)
    assert await h.bot.tables.table_in_channel(h.channel.id) is None, "the lobby closed"
    opened = await h.slash(bob, "play", game=GAME)  # cancelled at once
    lobby = h.env.backend.get_message(h.channel.id, opened.response.id)
    await h.click_tail(bob, lobby, "lobby:cancel")

    assert await forget(h, "alice") == NOTHING_TO_FORGET
    assert await forget(h, "bob") == NOTHING_TO_FORGET
    assert await rows(h.store, "anonymous_ids") == 0, "no id issued for a lobby"
    assert await rows(h.store, "tables") == 0 and await rows(h.store, "players") == 0, "nor anything kept"
    assert await rows(h.store, "table_openings") == 0, "nor the openings the hourly cap counts"


async def test_asking_to_be_forgotten_again_within_the_hour_is_refused_clearly(harness: Harness) -> None:
    h = harness
    guild_id = h.env.backend.get_channel(h.channel.id).guild_id
    alice, bob = h.players["alice"].id, h.players["bob"].id
    results = [(alice, "Alice", 9, 1), (bob, "Bob", 1, 2)]
    await play_finished(h.store, channel_id=9001, guild_id=guild_id, results=results)
    assert "1 finished game now shows “Former player” instead of you" in await forget(h, "alice")
    await play_finished(h.store, channel_id=9002, guild_id=guild_id, results=results)  # played again

    refused = await ask_to_be_forgotten(h, "alice")
    assert text_of(refused) == (
        "You asked to be forgotten a short while ago. You can ask again in 60 minutes."
    )
    assert "Forget me" not in message_text(refused), "no question to confirm"
    assert await rows(h.store, "anonymous_ids") == 1, "nothing more issued"

    await h.env.advance_time(FORGET_COOLDOWN_SECONDS)
    assert "1 finished game now shows" in await forget(h, "alice"), "an hour later, asked and done"


@pytest_asyncio.fixture
async def store(databases: Databases) -> AsyncIterator[Store]:
    opened = await databases.open(clock=FakeClock())
    yield opened
    await opened.close()


@pytest.mark.parametrize("backend", BACKENDS)
async def test_anonymous_ids_do_not_run_out_at_the_old_cap(store: Store) -> None:
    """The counter stands at the old cap, as ~4 million requests would leave it: the next requests are
    still granted, each with an id of its own that is no Discord id and no bot's."""
    async with store.database.transaction() as session:  # the last id the old cap allowed, issued
        await session.execute("INSERT INTO anonymous_ids (id, issued_at) VALUES (?, 0)", (OLD_CAP,))
        if store.database.dialect == "postgresql":  # an explicit id leaves the identity's counter behind
            await session.execute(f"SELECT setval(pg_get_serial_sequence('anonymous_ids', 'id'), {OLD_CAP})")
    people = (101 << 22, 102 << 22, 103 << 22)  # real users: snowflakes, at least 2^22
    for channel, (winner, loser) in enumerate(itertools.pairwise(people)):
        results = [(winner, "W", 9, 1), (loser, "L", 1, 2)]
        await play_finished(store, channel_id=channel, results=results, rate=plus_one_for_a_win)

    forgotten = [await store.forget_user(person) for person in people]
    ids = [f.anonymous_id for f in forgotten]
    assert ids == [-(OLD_CAP + 1), -(OLD_CAP + 2), -(OLD_CAP + 3)], "granted, each a fresh id"
    assert all(i is not None and i <= -SNOWFLAKE_FLOOR for i in ids), "clear of bots (-1, -2, …) and users"
    assert [f.results for f in forgotten] == [1, 2, 1], "every result anonymised"
    board = await rated_board(store)
    assert {row.name for row in board} == {FORMER_PLAYER}, "the leaderboard keeps their games"
