"""A bot that hosts table after table for months keeps in memory only what its open tables need.

Every per-table structure of the service and the adapter is back to its size once the tables close,
whichever way they close: /abort, Cancel, a lobby closing by itself, or a game played to the end.
"""

from __future__ import annotations

import asyncio
import gc
import io
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import discord
import pytest

from bot.adapter.client import CardroomBot
from bot.tables.clock import LOBBY_IDLE_SECONDS
from tests.bot.adapter.test_commands import start_three_player_game
from tests.e2e.test_bots_and_clock_at_the_table import table_with_bots
from tests.support.games import game_id_for, shortest_game
from tests.support.harness import Harness

# Slow: table after table, to the end (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

TABLES = 2000  # opened and closed in the bulk part
BATCH = 100  # lobbies left idle together, then closed by one sweep
REFRESH_EVERY = 10  # one table in ten also gets its table message posted through the publisher
TABLES_AT_ONCE = 4  # each keeps its latest ping (more than IN_FLIGHT): the ping must not keep its click
DECISIONS = 6  # clicks on each table's hands, each answered and published, before live objects are counted
# Objects of a kind a settled bot may still hold after the clicks: a click's work that outlives its
# answer (a table message's refresh) holds its interaction until it ends; none is a click's per se.
IN_FLIGHT = 2


def per_table_memory(bot: CardroomBot) -> dict[str, int]:
    service, publisher = bot.tables, bot.publisher
    return {
        "service locks": len(service._locks),
        "service states": len(service._states),
        "service views": len(service._views),
        "service players": len(service._players),
        "service channels": len(service._channels),
        "service abort votes": len(service._votes),
        "publisher announce locks": len(publisher._announce_locks),
        "turn alerts looking later": len(publisher.alerts._later),
        "publisher refreshes": len(publisher.table_message._refreshes),
        "publisher shown": len(publisher.table_message._shown),
        "table message tokens": len(publisher.table_message.tokens),
        "open hands": len(bot.live_hands._open),
        "posted below table messages": len(publisher.table_message.below),
        "tables moved down": len(publisher.table_message._moved_from),
        "help answers": len(bot.help_answers),
        "pictures drawn": len(bot.looks.memo._entries),
        "pictures messages keep": len(bot.looks._kept),
    }


def moderator(h: Harness) -> Any:
    mods = h.env.guild.create_role("Mods", permissions=discord.Permissions(manage_messages=True))
    return h.env.guild.add_member(h.env.create_user("mod"), roles=[mods])


async def test_every_way_a_table_closes_forgets_it(harness: Harness) -> None:
    h = harness
    before = per_table_memory(h.bot)

    # /abort in a game whose players opened their hands and voted.
    await start_three_player_game(h)
    for name in ("alice", "bob"):
        await h.open_hand(h.players[name])
    await h.click_tail(h.players["carol"], await h.table_message(), "ui:rules")  # a help message
    await h.slash(h.players["bob"], "abort")  # a vote opens
    assert per_table_memory(h.bot) != before, "a running game is remembered"
    await h.slash(moderator(h), "abort")
    assert per_table_memory(h.bot) == before

    # Cancel in the lobby.
    await h.slash(h.players["alice"], "play", game=game_id_for(2))
    await h.click_tail(h.players["bob"], await h.table_message(), "lobby:join")
    await h.click_tail(h.players["alice"], await h.table_message(), "lobby:cancel")
    assert per_table_memory(h.bot) == before

    # A lobby nobody touches closes by itself.
    await h.slash(h.players["alice"], "play", game=game_id_for(2))
    await h.env.advance_time(LOBBY_IDLE_SECONDS + 6)
    assert await h.bot.tables.table_in_channel(h.channel.id) is None
    assert per_table_memory(h.bot) == before

    # A game of bots alone (the only person steps away) is ended, not played out; then one played to its
    # end, as short as the registry has, filled by casual bots.
    short = shortest_game("casual")
    bots = ("casual",) * (short.min_players - 1)
    await table_with_bots(h, short.id, ("alice",), bots)
    await h.open_hand(h.players["alice"])
    await h.slash(h.players["alice"], "leave")
    assert (await h.bot.tables.table(h.table_id)).table.status == "aborted"
    assert per_table_memory(h.bot) == before

    # A game played to its end.
    await table_with_bots(h, short.id, ("alice",), bots)
    await h.play_until_over()
    assert (await h.bot.tables.table(h.table_id)).table.status == "finished"
    assert per_table_memory(h.bot) == before


async def test_two_thousand_tables_later_memory_is_back_to_its_size(harness: Harness) -> None:
    h = harness
    bot, tables = h.bot, h.bot.tables
    alice, bob = h.players["alice"], h.players["bob"]
    channels = [h.env.guild.create_text_channel(f"cards-{n}") for n in range(BATCH)]
    before = per_table_memory(bot)

    async def open_one(number: int, channel: Any, start: bool) -> int:
        state = await tables.open_table(
            guild_id=h.env.guild.id,
            channel_id=channel.id,
            game_id=game_id_for(2),
            host_id=alice.id,
            host_name="alice",
        )
        table_id = state.table.id
        assert await tables.channels_of(table_id) == (channel.id,)
        if number % REFRESH_EVERY == 0:
            await tables.join(table_id, bob.id, "bob")
            if start:  # a game: its table message shows the table drawn
                await tables.start(table_id, alice.id)
            await bot.publisher.table_message.refresh(table_id)
        return table_id

    async def abort_one(table_id: int) -> None:  # as /abort does it: a game by a moderator
        await tables.abort(table_id, alice.id, moderator=True)
        bot.forget_table(table_id)

    for first in range(0, TABLES, BATCH):
        idle = first == 0  # the first batch closes idle, as the sweeper closes lobbies; the rest by /abort
        batch = await asyncio.gather(*(open_one(first + n, c, not idle) for n, c in enumerate(channels)))
        assert per_table_memory(bot)["service channels"] == before["service channels"] + BATCH
        if idle:
            await h.env.advance_time(LOBBY_IDLE_SECONDS + 6)
            assert all([(await tables.table(t)).table.status == "aborted" for t in batch])
        else:
            await asyncio.gather(*(abort_one(table_id) for table_id in batch))
    assert bot.looks.memo.drawn >= (TABLES - BATCH) // REFRESH_EVERY, "every game's table was drawn"
    assert per_table_memory(bot) == before


@contextmanager
def no_full_collections() -> Iterator[None]:
    """As in production between the rare full passes (``bot/heap.py``): what is not freed when its last
    reference goes stays. Here no pass at all, so whatever waits on the collector is counted."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def live(kind: type) -> int:
    return sum(1 for o in gc.get_objects() if isinstance(o, kind))


async def test_a_click_is_let_go_once_the_bot_is_done_with_it(harness: Harness) -> None:
    """Every click's ``Interaction`` (its clicked message, member and components, ~8 KiB) and every
    uploaded picture's stream are freed as soon as the bot is done with them: not kept with a table's
    ping until the next one, and not left in a reference cycle for the next full collection, which
    ``bot/heap.py`` makes rare on purpose. At 200 tables ~500 such interactions were alive at once."""
    h = harness
    with no_full_collections():
        interactions, streams = live(discord.Interaction), live(io.BytesIO)
        channels = [h.env.guild.create_text_channel(f"cards-{n}") for n in range(TABLES_AT_ONCE)]
        for channel in channels:  # each table's Start posts its first ping, through the click's webhook
            h.channel, h.table_id = channel, None
            await start_three_player_game(h)
            assert h.pings(), "the table pings whoever must act first"
        assert live(discord.Interaction) - interactions <= IN_FLIGHT, "no answered click is kept"
        for channel in channels:
            h.channel, h.table_id = channel, None
            for _ in range(DECISIONS):
                player = h.players[h.rng.choice(await h.to_act())]
                await h.decide(player, await h.open_hand(player))
        assert h.bot.looks.memo.drawn > 0, "pictures were drawn and uploaded"
        assert live(discord.Interaction) - interactions <= IN_FLIGHT
        assert live(io.BytesIO) - streams <= IN_FLIGHT
