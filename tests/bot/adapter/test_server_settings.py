"""/server-settings pictures: the server's default for cards as pictures, Manage Server only, answered
privately with every server setting (real discord.py on SimCord). Threads have their own tests
(test_threads.py)."""

from __future__ import annotations

from bot.adapter.commands import PICTURES_SERVER_OFF
from bot.adapter.server_settings import (
    NOT_A_MANAGER,
    PICTURES_OFF,
    PICTURES_ON,
    THREADS_OFF,
)
from tests.bot.adapter.test_threads import admin
from tests.support.harness import Harness, text_of


async def test_a_member_granted_the_command_still_changes_nothing(harness: Harness) -> None:
    h = harness
    bob, guild = h.players["bob"], h.env.guild.id
    command = h.env.backend.find_command("server-settings", guild)
    h.env.guild.set_command_permissions(int(command["id"]), {bob: True})
    refused = await h.slash(bob, "server-settings", pictures="off")
    assert refused.ephemeral and text_of(refused.response) == NOT_A_MANAGER
    assert (await h.bot.tables.guild_settings(guild)).pictures is True
    assert await h.bot.tables.show_pictures(guild) is True


async def test_the_answer_lists_every_server_setting(harness: Harness) -> None:
    h = harness
    shown = await h.slash(admin(h), "server-settings")
    assert shown.ephemeral
    assert text_of(shown.response).splitlines() == [
        THREADS_OFF,
        PICTURES_ON,
    ]


async def test_a_manager_turns_pictures_off_for_the_table_and_for_players_without_a_choice(
    harness: Harness,
) -> None:
    h = harness
    guild, bob, carol, boss = h.env.guild.id, h.players["bob"], h.players["carol"], admin(h)
    await h.slash(carol, "settings", pictures="on")
    off = await h.slash(boss, "server-settings", pictures="off")
    assert off.ephemeral and PICTURES_OFF in text_of(off.response)
    assert THREADS_OFF in text_of(off.response), "threads left as they were"
    assert await h.bot.tables.show_pictures(guild) is False
    assert await h.bot.tables.show_pictures(guild, bob.id) is False
    assert await h.bot.tables.show_pictures(guild, carol.id) is True, "carol chose pictures herself"
    assert PICTURES_SERVER_OFF in text_of((await h.slash(bob, "settings")).response)

    on = await h.slash(boss, "server-settings", pictures="on", threads="on")
    assert PICTURES_ON in text_of(on.response)
    assert await h.bot.tables.show_pictures(guild, bob.id) is True
    assert (await h.bot.tables.guild_settings(guild)).table_threads is True
