"""A table that plays in a thread of its own, through the real process and the stand-in's threads: the host
picks "a thread of its own" on the panel, Start opens the thread from the lobby message (the thread takes
its id), the game plays inside it while the channel keeps one line pointing there, and the thread is
archived once the game is over."""

from __future__ import annotations

import pytest

from bot.render.threads import IN_THREAD
from games import registry
from tests.loopback.driver import Table, tail_of, walk
from tests.process.conftest import Wire
from tests.support.games import game_id_for
from tests.support.text import text_of

# Slow: the real bot as its own process, over the wire (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

GAME = game_id_for(2)


async def test_a_table_moves_into_its_thread_plays_there_and_the_thread_is_archived(wire: Wire) -> None:
    fake, t = wire.fake, wire.table
    alice = t.players["alice"]
    reply = await fake.slash(alice, "play", game=GAME)
    await fake.wait_until(lambda: t.record().message_id == int(reply.message.id), what="the table row")
    lobby = t.table_message()
    panel = (await t.click_tail(alice, lobby, "lobby:setup")).message
    assert panel is not None
    await t.select_tail(alice, panel, "lobby:place", [IN_THREAD])
    for _ in range(registry.get(GAME).min_players - 1):
        await t.select_tail(alice, fake.messages[panel.id], "lobby:bot", ["add:casual"])
    await fake.wait_until(
        lambda: any(tail_of(c) == "lobby:start" and not c.get("disabled") for c in walk(lobby.components)),
        what="Start to light up",
    )
    await t.click_tail(alice, lobby, "lobby:start")

    threads = await fake.wait_until(lambda: fake.threads_of(fake.channel), what="the table's thread")
    thread = threads[0]
    assert thread.id == lobby.id, "a thread started from a message takes the message's id"
    record = await fake.wait_until(
        lambda: (r := wire.oracle.latest_table(thread.id)) is not None and r.message_id is not None and r,
        what="the table in its thread",
    )
    assert fake.messages[str(record.message_id)].channel_id == thread.id, "the table message is in the thread"
    await fake.wait_until(lambda: f"<#{thread.id}>" in text_of(lobby), what="the channel's one line")
    assert not lobby.components, "the channel keeps one line, no buttons"

    in_thread = Table(fake, wire.oracle, t.players, channel=thread)
    await in_thread.play_until_over()
    await fake.wait_until(lambda: thread.archived, what="the thread to be archived after the game")
    assert in_thread.record().status == "finished"
