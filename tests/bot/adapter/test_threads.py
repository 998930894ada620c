"""Threads for tables: the server's setting (Manage Server only), the host's choice in the lobby, and the
fallback to the channel when the bot may not create threads (real discord.py on SimCord)."""

from __future__ import annotations

from typing import Any

import discord
from simcord.builders import ChannelHandle

from bot.adapter.server_settings import NOT_A_MANAGER
from bot.render.lobby import THREAD_LINE
from bot.render.threads import NO_THREADS
from tests.e2e.test_bots_and_clock_at_the_table import choose, open_panel
from tests.support.games import game_id_for
from tests.support.harness import Harness, message_text, text_of

GAME = game_id_for(2)


def admin(h: Harness) -> Any:
    admins = h.env.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    return h.env.guild.add_member(h.env.create_user("admin"), roles=[admins])


async def test_only_someone_who_manages_the_server_changes_the_setting(harness: Harness) -> None:
    h = harness
    bob = h.players["bob"]
    assert "server-settings" not in bob.available_commands(h.channel), "hidden from members by default"
    # A server's admins may grant the command to anyone; the handler still asks for Manage Server.
    command = h.env.backend.find_command("server-settings", h.env.guild.id)
    h.env.guild.set_command_permissions(int(command["id"]), {bob: True})
    refused = await h.slash(bob, "server-settings", threads="on")
    assert refused.ephemeral and text_of(refused.response) == NOT_A_MANAGER
    assert not (await h.bot.tables.guild_settings(h.env.guild.id)).table_threads

    boss = admin(h)
    shown = await h.slash(boss, "server-settings")
    assert shown.ephemeral and "Threads for tables are off" in text_of(shown.response)
    on = await h.slash(boss, "server-settings", threads="on")
    assert on.ephemeral and "Threads for tables are on" in text_of(on.response)
    assert (await h.bot.tables.guild_settings(h.env.guild.id)).table_threads


async def test_a_new_table_follows_the_server_and_the_host_may_choose_otherwise(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["alice"], "play", game=GAME)
    assert THREAD_LINE not in text_of(await h.table_message()), "off unless the server says on"
    await h.click_tail(h.players["alice"], await h.table_message(), "lobby:cancel")

    await h.slash(admin(h), "server-settings", threads="on")
    await h.slash(h.players["alice"], "play", game=GAME)
    assert THREAD_LINE in text_of(await h.table_message())
    panel = await open_panel(h, "alice")
    assert "Play in: a thread of its own" in message_text(panel)
    await choose(h, "alice", panel, "lobby:place", "channel")
    assert THREAD_LINE not in text_of(await h.table_message())
    await h.click_tail(h.players["bob"], await h.table_message(), "lobby:join")
    await h.click_tail(h.players["alice"], await h.table_message(), "lobby:start")
    assert h.channel.threads == [], "the host chose this channel"
    assert (await h.bot.tables.table_in_channel(h.channel.id)).table.status == "playing"


async def test_without_the_permission_to_create_threads_the_table_stays_saying_why(harness: Harness) -> None:
    h = harness
    guild = h.env.guild
    h.channel = guild.create_text_channel(
        "no-threads", overwrites={guild.me: discord.PermissionOverwrite(create_public_threads=False)}
    )
    await h.slash(admin(h), "server-settings", threads="on")
    await h.open_and_start(GAME, ("alice", "bob"))

    assert h.channel.threads == []
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state is not None and state.table.status == "playing"
    posts = [text_of(m) for m in sorted(h.env.backend.messages[h.channel.id].values(), key=lambda m: m.id)]
    assert posts.count(NO_THREADS) == 1
    assert "Show my hand" in message_text(await h.table_message()), "the lobby message became the table"
    assert h.mentioned_players(h.last_channel_message()), "the first player is pinged in the channel"


async def test_a_table_opened_inside_a_thread_plays_there(harness: Harness) -> None:
    h = harness
    await h.slash(admin(h), "server-settings", threads="on")
    side = h.env.backend.create_thread(h.channel.id, "side room", h.players["alice"].id)
    h.channel = ChannelHandle(h.env, h.env.guild, side)
    await h.slash(h.players["alice"], "play", game=GAME)
    assert THREAD_LINE not in text_of(await h.table_message()), "it is in a thread already"
    await h.click_tail(h.players["bob"], await h.table_message(), "lobby:join")
    await h.click_tail(h.players["alice"], await h.table_message(), "lobby:start")
    assert (await h.bot.tables.table_in_channel(side.id)).table.status == "playing"
    assert not [c for c in h.env.backend.channels.values() if c.parent_id == side.id]
