"""A table that plays in a thread of its own, through real discord.py on SimCord: the channel keeps one
line, the game (table message, pings, standings) happens in the thread, which is archived at the end."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from games import registry
from tests.support.games import game_for
from tests.support.harness import Harness, text_of

# Slow: whole games at a SimCord table (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

RULES = game_for(2)  # two players (the first such game)
GAME = RULES.id
PLAYERS = ("alice", "bob")
RESTART_AFTER = 3  # decisions


async def threads_on(h: Harness) -> None:
    """Someone who may manage the server turns threads on for new tables."""
    admins = h.env.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    admin = h.env.guild.add_member(h.env.create_user("admin"), roles=[admins])
    answer = await h.slash(admin, "server-settings", threads="on")
    assert answer.ephemeral and "on" in text_of(answer.response)


def posts_in(h: Harness, channel: Any) -> list[Any]:
    """The bot's messages people read in a channel, oldest first (not Discord's own system notices)."""
    messages = h.env.backend.messages.get(channel.id, {}).values()
    bot_id = h.bot.user.id
    return sorted(
        (m for m in messages if m.author_id == bot_id and m.type in (0, 19, 20)), key=lambda m: m.id
    )


def pinged(messages: list[Any]) -> set[int]:
    return {user for message in messages for user in message.ping_user_ids}


async def test_a_whole_game_in_its_thread_leaves_the_channel_one_line(harness: Harness) -> None:
    h = harness
    await threads_on(h)
    parent = h.channel
    earlier = len(posts_in(h, parent))
    await h.open_and_start(GAME, PLAYERS)

    (thread,) = parent.threads
    assert thread.name.startswith(RULES.name) and all(name in thread.name for name in PLAYERS)
    (line,) = posts_in(h, parent)[earlier:]
    assert line.id == thread.id, "the thread starts from the lobby message"
    assert "playing in the thread below" in text_of(line) and f"<#{thread.id}>" in text_of(line)
    assert not line.components, "the one line has no buttons left"
    state = await h.bot.tables.table_in_channel(thread.id)
    assert state is not None and state.table.message_id in {m.id for m in posts_in(h, thread)}
    assert await h.bot.tables.table_in_channel(parent.id) is None

    # While the first game plays in its thread, the channel takes another table.
    await h.slash(h.players["carol"], "play", game=next(other for other in registry.ids() if other != GAME))
    second = await h.bot.tables.table_in_channel(parent.id)
    assert second is not None and second.table.status == "lobby"

    h.channel = thread  # from here on the players follow the game in the thread
    restarted = False
    seen_pinged: set[int] = set()  # answered pings are deleted: collect who was pinged along the way

    async def restart_once() -> None:
        nonlocal restarted
        seen_pinged.update(pinged(posts_in(h, thread)))
        played = len(await h.store.actions(state.table.id))
        if not restarted and played >= RESTART_AFTER:
            restarted = True
            await h.restart()
            again = await h.bot.tables.table_in_channel(thread.id)
            assert again is not None and again.table.id == state.table.id, "the game stays in its thread"

    decisions = await h.play_until_over(restart_once)
    assert restarted and decisions >= 4

    final = await h.bot.tables.table(state.table.id)
    assert final.table.status == "finished"
    in_thread = posts_in(h, thread)
    assert all(name in text_of(in_thread[-1]) for name in PLAYERS), "the final standings are in the thread"
    seen_pinged.update(pinged(in_thread))
    assert seen_pinged and seen_pinged <= {h.players[name].id for name in PLAYERS}, "pings are in the thread"
    channel_posts = posts_in(h, parent)[earlier:]
    assert not pinged(channel_posts), "nobody is pinged in the channel"
    assert [m.id for m in channel_posts] == [line.id, second.table.message_id]
    assert "played in the thread below" in text_of(h.stored(line))
    assert h.env.backend.get_channel(thread.id).thread_metadata.archived
