"""One person can't exhaust the bot: its limits, through real discord.py on SimCord.

The bot here runs with small limits (``LIMITS``) and its store on discord.py's clock (SimCord's, which
the test moves), so "a minute later" and "an hour without a click" are one ``advance_time`` away.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest_asyncio

from bot.adapter.client import CardroomBot, discord_time
from bot.adapter.throttle import SLOW_DOWN
from bot.tables.limits import Limits
from storage import Store
from tests.conftest import SEED
from tests.e2e.test_bots_and_clock_at_the_table import choose, open_panel
from tests.support.games import game_id_for
from tests.support.harness import Harness, text_of

LIMITS = Limits(
    tables_per_host=1,
    tables_per_guild=2,
    click_burst=4,
    clicks_per_second=1,
    table_reposts_per_minute=1,
    inactive_game_seconds=3600,
)


@pytest_asyncio.fixture
async def simcord_bot(db_path: Path) -> AsyncIterator[CardroomBot]:
    store = await Store.open(db_path, clock=discord_time)
    bot = Harness.make_bot(store, SEED, LIMITS)
    yield bot
    await bot.tables._store.close()


async def start_game(h: Harness) -> None:
    await h.slash(h.players["alice"], "play", game=game_id_for(3))
    for name in ("bob", "carol"):
        await h.click_tail(h.players[name], await h.table_message(), "lobby:join")
    await h.click_tail(h.players["alice"], await h.table_message(), "lobby:start")


async def test_a_host_past_their_open_tables_is_told_the_limit_and_nothing_opens(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["alice"], "play", game=game_id_for(3))
    elsewhere = h.env.guild.create_text_channel("more-cards")
    refused = await h.players["alice"].slash(elsewhere, "play", game=game_id_for(3))
    assert refused.ephemeral
    assert "You already host 1 open table here (the limit is 1)" in text_of(refused.response)
    assert "/abort" in text_of(refused.response)
    assert await h.bot.tables.table_in_channel(elsewhere.id) is None


async def test_a_full_server_is_refused_with_the_limit_and_what_to_do(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["alice"], "play", game=game_id_for(3))
    second = h.env.guild.create_text_channel("second")
    await h.players["bob"].slash(second, "play", game=game_id_for(3))
    third = h.env.guild.create_text_channel("third")
    refused = await h.players["carol"].slash(third, "play", game=game_id_for(3))
    assert refused.ephemeral
    assert "This server already has 2 open tables (the limit is 2)" in text_of(refused.response)
    assert "join one of them" in text_of(refused.response)
    assert await h.bot.tables.table_in_channel(third.id) is None


async def test_clicks_past_the_bucket_slow_down_change_nothing_and_it_refills(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["alice"], "play", game=game_id_for(3))  # alice's first token
    for _ in range(LIMITS.click_burst - 1):  # the rest of her burst on harmless clicks
        shown = await h.click_tail(h.players["alice"], await h.table_message(), "lobby:setup")
        assert SLOW_DOWN not in text_of(shown.response)
    before = await h.bot.tables.table_in_channel(h.channel.id)
    refused = await h.click_tail(h.players["alice"], await h.table_message(), "lobby:cancel")
    assert refused.ephemeral and text_of(refused.response) == SLOW_DOWN
    refused_command = await h.slash(h.players["alice"], "abort")
    assert refused_command.ephemeral and text_of(refused_command.response) == SLOW_DOWN
    after = await h.bot.tables.table_in_channel(h.channel.id)
    assert after is not None and before is not None and after.table.version == before.table.version
    # Another person's budget is their own.
    joined = await h.click_tail(h.players["bob"], await h.table_message(), "lobby:join")
    assert SLOW_DOWN not in (text_of(joined.response) or "")
    await h.env.advance_time(1 / LIMITS.clicks_per_second)  # one token back
    cancelled = await h.click_tail(h.players["alice"], await h.table_message(), "lobby:cancel")
    assert SLOW_DOWN not in (text_of(cancelled.response) or "")
    assert await h.bot.tables.table_in_channel(h.channel.id) is None


async def test_table_reposts_past_the_limit_link_to_the_current_message(harness: Harness) -> None:
    h = harness
    await start_game(h)
    await h.slash(h.players["dave"], "table")
    reposted = await h.table_message()
    again = await h.slash(h.players["erin"], "table")
    assert again.ephemeral
    assert "isn't posted once more" in text_of(again.response)
    assert f"/{h.channel.id}/{reposted.id})" in text_of(again.response)
    assert (await h.table_message()).id == reposted.id
    await h.env.advance_time(60)
    later = await h.slash(h.players["erin"], "table")
    assert not later.ephemeral and (await h.table_message()).id != reposted.id


async def test_when_the_last_person_leaves_the_bots_do_not_play_on(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["alice"], "play", game=game_id_for(3))
    panel = await open_panel(h, "alice")
    for _ in range(2):
        panel = await choose(h, "alice", panel, "lobby:bot", "add:casual")
    await h.env.advance_time(LIMITS.click_burst / LIMITS.clicks_per_second)  # alice's clicks refill
    await h.click_tail(h.players["alice"], await h.table_message(), "lobby:start")
    table_id = (await h.bot.tables.table_in_channel(h.channel.id)).table.id
    played = len(await h.store.actions(table_id))
    left = await h.slash(h.players["alice"], "leave")
    assert left.ephemeral and "the game has ended" in text_of(left.response)
    record = await h.store.get_table(table_id)
    assert record is not None and record.status == "aborted"
    assert len(await h.store.actions(table_id)) == played, "no bot moved after the last person left"
    assert "every player has left" in text_of(h.last_channel_message())
    assert "Nothing is scored" in text_of(h.last_channel_message())
    assert await h.store.player_stats(h.env.guild.id, h.players["alice"].id) == []


async def test_a_game_nobody_touches_closes_after_the_set_time_and_a_click_resets_it(
    harness: Harness,
) -> None:
    h = harness
    await start_game(h)
    table_id = (await h.bot.tables.table_in_channel(h.channel.id)).table.id
    await h.env.advance_time(LIMITS.inactive_game_seconds - 60)
    assert (await h.store.get_table(table_id)).status == "playing", "not before the set time"
    player = h.players[h.mentioned_players(h.last_channel_message())[0]]
    await h.decide(player, await h.open_hand(player))  # a move: the hour starts again
    await h.env.advance_time(120)
    assert (await h.store.get_table(table_id)).status == "playing", "the click reset the time"
    await h.env.advance_time(LIMITS.inactive_game_seconds)
    assert (await h.store.get_table(table_id)).status == "aborted"
    line = text_of(h.last_channel_message())
    assert "nobody played for 1 hour" in line and "Nothing is scored" in line
    assert await h.bot.tables.table_in_channel(h.channel.id) is None


async def test_closing_the_bot_ends_the_strong_bots_worker_processes(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["alice"], "play", game=game_id_for(2))
    panel = await open_panel(h, "alice")
    await choose(h, "alice", panel, "lobby:bot", "add:strong")
    await h.click_tail(h.players["alice"], await h.table_message(), "lobby:start")
    player = h.players["alice"]
    for _ in range(3):  # play until the strong bot has thought at least once
        if h.bot.tables._thinker.worker_pids:
            break
        await h.env.advance_time(LIMITS.click_burst / LIMITS.clicks_per_second)
        await h.decide(player, await h.open_hand(player))
    pids = h.bot.tables._thinker.worker_pids
    assert pids, "the strong bot thought in a worker process"
    await h.bot.close()
    assert h.bot.tables._thinker.worker_pids == []
    for pid in pids:
        assert not Path(f"/proc/{pid}").exists(), "the worker was ended and reaped"
