"""A process killed in the moment after Discord deleted the table's turn ping, before the answer reached
it: its successor must not delete that ping again (Discord would answer 10008 Unknown Message, a call
the bot should never make). The ping's stored id is cleared before the delete goes out
(bot/adapter/pings.py), so the next process finds no ping recorded and leaves the channel alone."""

from __future__ import annotations

import re

import pytest

from bot.local.standin.models import walk
from tests.process.conftest import Wire
from tests.support.games import game_id_for

# Slow: the real bot as its own process, over the wire (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow


def deletes_of(wire: Wire, message_id: str) -> list[str]:
    """Every delete of the message the bot sent: through a webhook or in the channel."""
    pattern = rf"/(webhooks/\d+/[^/]+|channels/\d+)/messages/{message_id}"
    return [c.path for c in wire.fake.calls if c.method == "DELETE" and re.fullmatch(pattern, c.path)]


async def test_a_ping_deleted_just_before_a_kill_is_not_deleted_again_after_the_restart(wire: Wire) -> None:
    t = wire.table
    await t.open_and_start(game_id_for(3), ("alice", "bob", "carol"), table_seed=5101)
    ping = t.current_ping()
    assert ping is not None
    # The bot stores the ping's id once Discord's answer to posting it is back: wait for that, not for time.
    await wire.fake.wait_until(
        lambda: wire.oracle.ping_message(t.record().id) == int(ping.id), what="the ping's id stored"
    )
    (name,) = t.pinged()
    user = t.players[name]
    hand = await t.open_hand(user)
    custom_id = await t.choose(user, hand)

    # Discord applies the delete at once; its answer never reaches the process that asked.
    wire.fake.hold_next("DELETE", rf"/(webhooks/\d+/[^/]+|channels/\d+)/messages/{ping.id}")
    assert any(c.get("custom_id") == custom_id for c in walk(hand.components))
    await t.click(user, hand, custom_id)
    await wire.fake.wait_until(lambda: wire.fake.messages[ping.id].deleted, what="the ping's delete")
    await wire.restart_after_kill9()
    assert wire.oracle.ping_message(t.record().id) != int(ping.id), "the deleted ping is no longer recorded"

    for _ in range(4):  # a few turns on the new process: each posts and retires pings of its own
        user, hand = t.rng.choice(await t.find_deciders())
        await t.decide(user, hand)
    assert len(deletes_of(wire, ping.id)) == 1, "the ping was deleted once, not again after the restart"
    assert not wire.fake.violations, wire.fake.violations
