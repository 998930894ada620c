"""A lobby button pressed while the bot still waits for Discord's answer to /play.

Discord shows the table message as soon as it has the bot's reply; the bot learns that message's id
only from the answer to its reply, and stores it after. A player quick enough (or a bot slow enough
under load: ``python -m bench.load`` at 1000 tables) clicks Join in between.
"""

from __future__ import annotations

import asyncio

import pytest

from bot.local.standin import client_rules
from bot.local.standin.models import walk
from bot.local.standin.payloads import interactions as ix
from tests.loopback.driver import tail_of
from tests.process.conftest import Wire
from tests.support.games import game_id_for
from tests.support.text import text_of

# Slow: the real bot as its own process, over the wire (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow


async def test_join_on_the_table_before_the_bot_knows_its_id_updates_it_in_place(wire: Wire) -> None:
    fake, alice, bob = wire.fake, wire.table.players["alice"], wire.table.players["bob"]
    answer = fake.hold_next("POST", r"/interactions/\d+/[^/]+/callback")
    command = client_rules.synced_command(fake, "play", fake.channel)
    options = client_rules.command_options(fake, command, {"game": game_id_for(3)})
    opened = await fake.send_interaction(alice, fake.channel, 2, ix.command_data(command, *options))
    await asyncio.wait_for(opened.acked.wait(), 5)  # the table is on screen; the bot awaits the answer
    table_message = fake.messages[opened.original_id or ""]
    join = next(c for c in walk(table_message.components) if tail_of(c) == "lobby:join")
    try:
        reply = await fake.click(bob, table_message, join["custom_id"])
    finally:
        answer.set()
    await fake.wait_until(lambda: wire.oracle.latest_table(fake.channel.id).message_id, what="the table's id")
    # Join updates the lobby Bob clicked, in place: as its answer (7), or, when the bot's loop ran late on
    # a busy machine, acknowledged first (6) and edited right after (bot/adapter/backlog.py).
    assert reply.ack in (6, 7), reply.ack
    if reply.ack == 7:
        assert reply.message is table_message
    await fake.wait_until(lambda: bob.mention in text_of(table_message), 10, "Bob seated in the lobby")
    lobbies = [
        m for m in fake.channel_messages() if any(tail_of(c) == "lobby:join" for c in walk(m.components))
    ]
    assert lobbies == [table_message], "one table message in the channel"


async def test_a_join_answered_after_discords_3_s_still_shows_on_the_table_message(wire: Wire) -> None:
    """The bot was too slow (a saturated process): Discord refuses the late answer, the player saw "This
    interaction failed", yet the join is stored, so the table message is brought up to date anyway."""
    fake, alice, bob = wire.fake, wire.table.players["alice"], wire.table.players["bob"]
    wire.allowed_errors = ("discord.errors.NotFound",)  # the refused answer, logged as such
    await fake.slash(alice, "play", fake.channel, game=game_id_for(3))
    await fake.wait_until(lambda: wire.oracle.latest_table(fake.channel.id).message_id, what="the table's id")
    table_message = wire.table.table_message()
    join = next(c for c in walk(table_message.components) if tail_of(c) == "lobby:join")
    window = fake.ack_window
    fake.ack_window = 0.0  # any answer is late
    try:
        data = ix.component_data(join["custom_id"], 2, None)
        sent = await fake.send_interaction(bob, fake.channel, 3, data, table_message)
        await fake.wait_until(lambda: bob.mention in text_of(table_message), what="Bob on the table message")

        def answers() -> int:  # the refused answer, then the refused apology, each answered by "Discord"
            # (a call is recorded on arrival; stopping the bot before its answer is written would leave
            # the bot's request cut off mid-way, a traceback in its log: seen once in CI)
            return sum(
                c.path.startswith(f"/interactions/{sent.id}/") and c.status > 0 for c in fake.recorder.calls
            )

        await fake.wait_until(lambda: answers() >= 2, what="the bot to give up on the click")
    finally:
        fake.ack_window = window
    assert [v for v in fake.violations if "10062" not in v] == [], "nothing else went wrong"
    fake.violations.clear()  # the late answer is what this test provokes
