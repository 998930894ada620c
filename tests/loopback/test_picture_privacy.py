"""The loopback privacy oracle sees pictures: a picture of a hand shown to anyone but its owner is a
leak (``Table.assert_no_leaks``), and the owner's own hand on their own private message is not.

A real game is stored in a real SQLite file (the oracle reads each seat's view from it, as over the
wire), and the real discord.py posts the real ``bot.pictures`` drawings to the fake.
"""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from pathlib import Path

import discord
import pytest
import pytest_asyncio

from bot.local.standin.fake import FakeDiscord
from bot.pictures import hand_picture, table_picture
from games import registry
from storage import Store
from tests.loopback.conftest import LibraryBot
from tests.loopback.driver import Table
from tests.loopback.oracle import Oracle
from tests.support.games import game_id_for

GAME = game_id_for(3)
SEATED = ("alice", "bob", "carol")
SEED = 14


@pytest_asyncio.fixture
async def table(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[Table]:
    """A game at #cards between alice, bob and carol, played on until a card lies on the table, stored as
    the bot does."""
    db_path = tmp_path / "cardroom.sqlite3"
    store = await Store.open(db_path)
    users = {u.name: u for u in fake.users.values()}
    rules = registry.get(GAME)
    host = users[SEATED[0]]
    record = await store.create_table(
        guild_id=int(fake.guild_id),
        channel_id=int(fake.channel.id),
        game_id=GAME,
        options=rules.Options().model_dump_json(),
        seed=SEED,
        host_id=int(host.id),
        host_name=host.name,
    )
    for name in SEATED[1:]:
        await store.add_player(record.id, int(users[name].id), name)
    state = rules.new_game(players=len(SEATED), seed=SEED, options=rules.Options(), deals=None)
    order = [int(users[name].id) for name in SEATED]
    started = await store.start_table(
        record.id, seat_order=order, state=rules.dump(state), expected_version=0
    )
    # Bids, then one card led: the table picture shows a public card (no longer in anyone's hand).
    version = started.version
    while not table_picture(GAME, rules.view(state, None)).cards:
        seat = rules.to_act(state)[0]
        action = rules.legal_actions(state, seat)[0]
        state, _ = rules.apply(state, seat, action)
        stored = await store.record_action(
            record.id, seat=seat, action=action, state=rules.dump(state), expected_version=version
        )
        version = stored.version
    await store.close()
    yield Table(fake, Oracle(db_path), users, table_id=record.id)


def hand_of(t: Table, name: str) -> discord.File:
    view = t.oracle.views(t.record().id)[t.players[name].id]
    drawn = hand_picture(GAME, view)
    return discord.File(io.BytesIO(drawn.png), filename="hand.png")


def framed(name: str) -> discord.Embed:
    return discord.Embed(title="Cards").set_image(url=f"attachment://{name}")


async def test_a_hand_picture_in_the_channel_is_a_leak(library: LibraryBot, table: Table) -> None:
    table.assert_no_leaks(GAME)  # nothing shown yet
    channel = library.get_channel(int(table.fake.channel.id))
    assert isinstance(channel, discord.TextChannel)
    await channel.send(embed=framed("hand.png"), file=hand_of(table, "bob"))
    with pytest.raises(AssertionError, match=r"can read bob's secret .* in pictures \{'"):
        table.assert_no_leaks(GAME)


async def test_the_table_picture_and_my_own_hand_by_dm_are_no_leak(library: LibraryBot, table: Table) -> None:
    channel = library.get_channel(int(table.fake.channel.id))
    assert isinstance(channel, discord.TextChannel)
    public = table.oracle.public_view(table.record().id)
    assert public is not None
    drawn = table_picture(GAME, public, list(SEATED))
    assert drawn.cards, "the led card is on the table picture"
    await channel.send(embed=framed("table.png"), file=discord.File(io.BytesIO(drawn.png), "table.png"))
    bob = await library.create_dm(discord.Object(int(table.players["bob"].id)))
    await bob.send(embed=framed("hand.png"), file=hand_of(table, "bob"))
    table.assert_no_leaks(GAME)
    # The same hand picture sent to carol's DMs is a leak to carol.
    carol = await library.create_dm(discord.Object(int(table.players["carol"].id)))
    await carol.send(embed=framed("hand.png"), file=hand_of(table, "bob"))
    with pytest.raises(AssertionError, match="carol can read bob's secret"):
        table.assert_no_leaks(GAME)
    table.fake.assert_clean()
