"""A table shows at most one turn ping, also across a restart: the ping the previous process posted is
deleted by the next one (its id is stored on the table), not left behind as a second, stale ping."""

from __future__ import annotations

from tests.bot.adapter.test_commands import start_three_player_game
from tests.support.harness import Harness


async def test_the_next_ping_after_a_restart_deletes_the_one_from_before(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    (before,) = h.pings()
    table_id = (await h.bot.tables.table_in_channel(h.channel.id)).table.id
    assert await h.store.ping_message(table_id) == before.id, "the ping is recorded with the table"

    await h.restart()
    for _ in range(3):  # a few turns: each new ping replaces the previous one
        (name,) = await h.to_act()
        await h.decide(h.players[name], await h.open_hand(h.players[name]))
        assert len(h.pings()) <= 1, "one ping per table at any moment"
    assert before.id not in {m.id for m in h.pings()}, "the ping from before the restart is gone"
    current = h.pings()
    assert await h.store.ping_message(table_id) == (current[0].id if current else None)


async def test_the_end_of_a_game_deletes_its_ping_even_after_a_restart(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    (before,) = h.pings()
    await h.restart()
    await h.slash(h.players["erin"], "abort")  # refused: erin is not seated, nothing changes
    assert [m.id for m in h.pings()] == [before.id]
    await h.slash(h.players["alice"], "abort")
    await h.slash(h.players["bob"], "abort")  # the vote passes: the game ends
    assert await h.bot.tables.table_in_channel(h.channel.id) is None
    assert h.pings() == [], "no ping of an ended game is left in the channel"
