"""Whole games through the real entry point: ``python -m bot`` as its own process, its real gateway
websocket and HTTP client, the loopback fake Discord and a real SQLite file.

Every registered game is played to the end by several users who only click what they can see, and
after every decision nothing any user can read names a card that another seat keeps hidden (the
oracle: the engine's own views of the state the bot stored). At the end the action log replays to
the stored state, and every action the bot accepted is in it exactly once.
"""

from __future__ import annotations

import pytest

from games import registry
from tests.loopback.together import answer_text
from tests.process.conftest import Wire
from tests.support.text import text_of

# Slow: the real bot as its own process, over the wire (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow


def players_of(game_id: str) -> int:
    """The fewest people the game's default options allow (a seat for the outsider, where there is room)."""
    rules = registry.get(game_id)
    return registry.facts(game_id).plays(rules.min_players, rules.max_players)[0][0]


@pytest.mark.parametrize("game_id", registry.ids())
async def test_a_whole_game_over_the_wire(wire: Wire, game_id: str) -> None:
    t = wire.table
    names = tuple(t.players)[: players_of(game_id)]
    outsider = t.players["dave"]
    await t.open_and_start(game_id, names)

    async def check() -> None:
        t.assert_no_leaks(game_id)  # the oracle reads what is secret from the game's declaration

    # Someone not seated asks for a hand: a private refusal, nothing changes.
    if len(names) < len(t.players):
        version = t.record().version
        refusal = await t.click_tail(outsider, t.table_message(), "ui:hand")
        # A busy bot acknowledges first (5, ephemeral) and answers through the webhook (backlog.py).
        assert refusal.ack in (4, 5) and refusal.ephemeral
        await wire.fake.wait_until(
            lambda: "not seated" in answer_text(wire.fake, refusal.interaction), what="the refusal"
        )
        assert t.record().version == version

    decisions = await t.play_until_over(check)
    assert decisions >= 4
    record = t.record()
    assert record.status == "finished"
    final = text_of(t.last_channel_message())
    assert all(name in final for name in names)

    log = wire.oracle.actions(record.id)
    assert [(a.seat, a.action) for a in log] == t.applied  # every accepted action, once, in order
    wire.oracle.replay(record.id)  # and the log replays to exactly the stored state

    # Every hand went to its owner only, as an ephemeral message; nothing went to a DM (nobody opted in).
    for message in wire.fake.messages.values():
        if "Your hand" in text_of(message):
            assert message.ephemeral and message.audience.startswith("ephemeral:")
    assert not any(m.audience.startswith("dm:") for m in wire.fake.messages.values())
    assert any(c.path.endswith("/commands") and c.method == "PUT" for c in wire.fake.calls)
    print(f"{game_id}: {decisions} decisions, {len(wire.fake.calls)} REST calls")
