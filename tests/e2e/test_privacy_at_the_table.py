"""Players own their data (/privacy), and data is deleted when its time is up, through real discord.py
on SimCord. Time is SimCord's virtual clock, moved with ``env.advance_time``; the store reads the same
clock, as in production both read the wall clock.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from simcord.backend import serializers

from bot.adapter.client import CardroomBot, discord_time
from bot.adapter.privacy import FORGET_ID, KEEP_ID
from bot.tables.limits import Limits
from bot.tables.privacy import FORGET_COOLDOWN_SECONDS, DataPolicy
from bot.tables.ratings import rate_game
from storage import Store
from tests.conftest import SEED
from tests.storage.factories import play_finished
from tests.support.games import game_for
from tests.support.harness import Harness, message_text, text_of

# Slow: whole games at a SimCord table (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

GRACE = 3600.0  # short periods so the sweeper's minute-long sleeps stay few
RETENTION = 2 * 3600.0
RULES = game_for(2)  # alice and bob finish a game
GAME = RULES.id


@pytest_asyncio.fixture
async def simcord_bot(db_path: Path) -> AsyncIterator[CardroomBot]:
    store = await Store.open(db_path, clock=discord_time)
    seeds = iter(range(SEED, SEED + 1000))
    policy = DataPolicy(retention_seconds=RETENTION, guild_grace_seconds=GRACE)
    # No per-person limits nor global rate budget: SimCord's clock only moves when a test moves it, so no
    # bucket would refill.
    bot = CardroomBot(
        store=store,
        seed_source=lambda: next(seeds),
        data_policy=policy,
        limits=Limits.unlimited(),
        global_rate=None,
    )
    yield bot
    await store.close()


def guild_id(h: Harness) -> int:
    return h.env.backend.get_channel(h.channel.id).guild_id


async def finished_game(h: Harness, *names: str, channel_id: int = 9001, score: int = 10) -> int:
    """A finished, rated game in this server between these players (the first wins)."""
    results = [
        (h.players[name].id, name.title(), score - 10 * rank, rank + 1) for rank, name in enumerate(names)
    ]
    table = await play_finished(
        h.store, channel_id=channel_id, results=results, guild_id=guild_id(h), game_id=GAME, rate=rate_game
    )
    return table.id


async def privacy(h: Harness, name: str, step: str) -> Any:
    result = await h.slash(h.players[name], f"privacy {step}")
    assert result.ephemeral, "privacy answers are for the asker alone"
    return h.env.backend.get_message(result.response.channel_id, result.response.id)


async def confirm(h: Harness, name: str, button: str) -> str:
    question = await privacy(h, name, "forget")
    assert "can't be undone" in text_of(question)
    assert {"Forget me", "Keep"} <= set(message_text(question).splitlines())
    await h.players[name].click(h.live(question), custom_id=button)
    answer = h.env.backend.get_message(question.channel_id, question.id)
    assert not answer.components, "the question's buttons are gone once answered"
    return text_of(answer)


RESULTS = "results (server, game, seat, score, place, team, time)"  # the results field of /privacy show


async def test_show_lists_exactly_my_data(harness: Harness) -> None:
    h = harness
    await finished_game(h, "alice", "bob")
    await h.slash(h.players["alice"], "settings", dm_hands=True)
    await h.slash(h.players["carol"], "play", game=GAME)
    await h.click_tail(h.players["alice"], await h.table_message(), "lobby:join")
    shown = text_of(await privacy(h, "alice", "show"))
    assert "hands by DM: on" in shown
    assert f"{RULES.name} in <#{h.channel.id}> (lobby)" in shown
    assert f"{RESULTS}: 1 " in shown
    assert "Names you played under: Alice, alice." in shown, "in the results, and at the lobby"
    assert "deleted 0.083 days after the game ends" in shown, "the operator's retention, not a default"
    assert "Bob" not in shown and "Carol" not in shown
    erin = text_of(await privacy(h, "erin", "show"))
    assert "none stored" in erin and "Tables you sit at now: none." in erin and f"{RESULTS}: 0 " in erin


async def test_forget_is_refused_while_seated_in_a_lobby_or_a_game(harness: Harness) -> None:
    h = harness
    await finished_game(h, "alice", "bob")
    await h.slash(h.players["alice"], "play", game=GAME)
    refusal = f"You're seated at the table in <#{h.channel.id}>; leave it first (/leave), then try again."
    in_lobby = await h.store.user_data(h.players["alice"].id)
    assert text_of(await privacy(h, "alice", "forget")) == refusal
    assert await h.store.user_data(h.players["alice"].id) == in_lobby
    await h.click_tail(h.players["bob"], await h.table_message(), "lobby:join")
    await h.click_tail(h.players["alice"], await h.table_message(), "lobby:start")
    in_game = await h.store.user_data(h.players["bob"].id)
    assert text_of(await privacy(h, "bob", "forget")) == refusal
    assert await h.store.user_data(h.players["bob"].id) == in_game
    assert (await h.bot.tables.player_stats(guild_id(h), h.players["bob"].id)).rows[0].games == 1


async def test_forget_me_anonymises_my_results_and_leaves_others_alone(harness: Harness) -> None:
    h = harness
    await finished_game(h, "alice", "bob", channel_id=9001)
    await finished_game(h, "bob", "alice", channel_id=9002)
    await h.slash(h.players["alice"], "settings", dm_hands=True)
    bob_stats = text_of((await h.slash(h.players["bob"], "stats")).response)
    assert "Nothing was deleted" in await confirm(h, "alice", KEEP_ID)
    assert (await h.store.get_prefs(h.players["alice"].id)).dm_hands

    done = await confirm(h, "alice", FORGET_ID)
    assert "preferences were deleted" in done and "2 finished games" in done
    assert not (await h.store.get_prefs(h.players["alice"].id)).dm_hands
    assert "hasn't finished a game" in text_of((await h.slash(h.players["alice"], "stats")).response)
    assert text_of((await h.slash(h.players["bob"], "stats")).response) == bob_stats
    board = text_of((await h.slash(h.players["bob"], "leaderboard", game=GAME)).response)
    assert "Former player" in board and "Bob" in board and "Alice" not in board
    shown = text_of(await privacy(h, "alice", "show"))
    assert "none stored" in shown and f"{RESULTS}: 0 " in shown and "Names you played under: —." in shown

    await h.env.advance_time(FORGET_COOLDOWN_SECONDS)  # once an hour (issue 37)
    again = await confirm(h, "alice", FORGET_ID)
    assert "nothing to forget" in again
    assert text_of((await h.slash(h.players["bob"], "leaderboard", game=GAME)).response) == board


async def test_a_departed_servers_data_goes_after_the_grace_period(harness: Harness) -> None:
    h = harness
    table_id = await finished_game(h, "alice", "bob")
    h.env.backend.remove_guild(guild_id(h))
    await h.env.advance_time(GRACE - 120)
    assert await h.store.get_table(table_id) is not None, "kept during the grace period"
    await h.env.advance_time(240)
    assert await h.store.get_table(table_id) is None
    assert await h.store.players(table_id) == [] and await h.store.actions(table_id) == []
    left = await h.store.user_data(h.players["alice"].id)
    assert (left.results, left.ended_tables, left.names) == (0, 0, ()), "nothing of that server is left"


async def test_a_server_that_invites_the_bot_back_keeps_its_data(harness: Harness) -> None:
    h = harness
    table_id = await finished_game(h, "alice", "bob")
    backend = h.env.backend
    guild = backend.get_guild(guild_id(h))
    backend.emit("GUILD_DELETE", {"id": str(guild.id)})
    await h.env.advance_time(60)
    assert await h.store.guild_deletion_at(guild.id) is not None
    backend.emit("GUILD_CREATE", serializers.guild_create_payload(backend, guild))
    await h.env.advance_time(GRACE + 120)
    assert await h.store.guild_deletion_at(guild.id) is None
    assert await h.store.get_table(table_id) is not None
    assert len(await h.store.actions(table_id)) == 1, "its moves too: they are within the retention period"


async def test_old_games_lose_state_and_moves_but_keep_their_results(harness: Harness) -> None:
    h = harness
    old = await finished_game(h, "alice", "bob", channel_id=9001)
    await h.env.advance_time(RETENTION / 2)
    recent = await finished_game(h, "bob", "alice", channel_id=9002)
    board = text_of((await h.slash(h.players["alice"], "leaderboard", game=GAME)).response)
    await h.env.advance_time(RETENTION / 2 + 120)
    old_table, recent_table = await h.store.get_table(old), await h.store.get_table(recent)
    assert old_table is not None and old_table.state is None and await h.store.actions(old) == []
    assert recent_table is not None and recent_table.state is not None and await h.store.actions(recent)
    assert text_of((await h.slash(h.players["alice"], "leaderboard", game=GAME)).response) == board
    assert "1 of them still keep" in text_of(await privacy(h, "alice", "show"))
