"""A double click on a move (two copies of a hand, or a slow client) plays the move once and says so."""

from __future__ import annotations

from bot.adapter.custom_ids import parse
from tests.support.games import game_id_for
from tests.support.harness import BUTTON, Harness, is_action, tail_of, text_of, walk


async def test_the_second_click_on_the_same_move_says_it_counted_once(harness: Harness) -> None:
    h = harness
    await h.open_and_start(game_id_for(2), ("alice", "bob"))
    state = await h.bot.tables.table_in_channel(h.channel.id)
    player = next(p for p in h.players.values() if p.id == state.table.user_at(state.to_act[0]))
    first, second = await h.open_hand(player), await h.open_hand(player)
    button = next(
        c
        for c in walk(first.components)
        if c.get("type") == BUTTON and not c.get("disabled") and is_action(tail_of(c))
    )
    await player.click(h.live(first), custom_id=button["custom_id"])
    logged = await h.store.actions(state.table.id)

    await player.click(h.live(second), custom_id=button["custom_id"])
    answer = h.stored(second)
    assert "counted once" in text_of(answer) and "out of date" not in text_of(answer)
    assert await h.store.actions(state.table.id) == logged, "the move is in the log once"
    assert logged[-1].action == parse(button["custom_id"]).tail
