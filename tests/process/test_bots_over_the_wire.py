"""A person and bots play a whole game through the real process: the host seats bots on the private
Bots & clock panel over the wire, the bots move inside the bot process after each of the person's moves,
only the person is ever pinged, and no bot's hand reaches the person."""

from __future__ import annotations

import pytest

from games import registry
from games.facts import no_cards
from tests.loopback.driver import tail_of, walk
from tests.loopback.seeding import pin_table_seed
from tests.process.conftest import Wire
from tests.support.text import text_of

# Slow: the real bot as its own process, over the wire (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow


async def wait_for_my_turn(wire: Wire) -> bool:
    """Wait until the game is over (False) or the table message at the stored version names someone to
    act (True)."""
    t = wire.table

    def settled() -> bool:
        return t.record().status != "playing" or bool(t.to_act_names())

    await wire.fake.wait_until(settled, t.settle_timeout, "the bots to move and the channel to ping")
    return t.record().status == "playing"


# The privacy oracle reads the stored state after the bots have moved, so it needs a game where what a
# person may know never goes stale within their own turn: one dealt once (no public reveal of a round's
# hands) with no private knowledge of others' cards (no looks that end with the turn). Every game plays
# with bots through SimCord in tests/e2e.
STEADY = [
    game_id
    for game_id in registry.ids()
    if not registry.facts(game_id).reveals and registry.facts(game_id).known is no_cards
]
SEED = 7


def test_some_registered_game_keeps_its_knowledge_steady() -> None:
    assert STEADY, "no registered game is dealt once without private looks: this test plays none"


@pytest.mark.parametrize("game_id", STEADY)
async def test_a_person_and_bots_play_a_whole_game_over_the_wire(wire: Wire, game_id: str) -> None:
    t = wire.table
    alice = t.players["alice"]
    reply = await wire.fake.slash(alice, "play", game=game_id)
    await wire.fake.wait_until(lambda: t.record().message_id == int(reply.message.id), what="the table row")
    panel_reply = await t.click_tail(alice, t.table_message(), "lobby:setup")
    assert panel_reply.ephemeral and panel_reply.message is not None, "the panel is the host's alone"
    panel = panel_reply.message
    for _ in range(registry.get(game_id).min_players - 1):
        await t.select_tail(alice, panel, "lobby:bot", ["add:casual"])
        panel = wire.fake.messages[panel.id]
    # The panel answers first; the public lobby is edited right after.
    await wire.fake.wait_until(
        lambda: any(
            tail_of(c) == "lobby:start" and not c.get("disabled") for c in walk(t.table_message().components)
        ),
        what="the lobby to show the bots",
    )
    assert "🤖 Ada (casual)" in text_of(t.table_message())
    pin_table_seed(wire.oracle.db_path, t.record().id, SEED)  # a replayable game
    await t.click_tail(alice, t.table_message(), "lobby:start")

    decisions = 0
    while await wait_for_my_turn(wire):  # the bots have moved: the stored state and the channel agree
        t.assert_no_leaks(game_id)
        assert t.to_act_names() == ["alice"], "the bots have moved: only the person acts"
        assert all(t.mentioned(ping) == ["alice"] for ping in t.pings()), "only the person is pinged"
        hand = await t.open_hand(alice)
        await t.click(alice, hand, await t.choose(alice, hand))
        decisions += 1
        assert decisions < 500
    record = t.record()
    assert record.status == "finished"
    log = wire.oracle.actions(record.id)
    seats = wire.oracle.seat_of(record.id)
    assert {a.seat for a in log} == set(seats.values()), "every seat moved, the bots' from inside the bot"
    wire.oracle.replay(record.id)
    results = wire.oracle._read("SELECT user_id, with_bots FROM results WHERE table_id = ?", (record.id,))
    assert [(r["user_id"], r["with_bots"]) for r in results] == [(int(alice.id), 1)], "casual; bots get none"
