"""Fewer clicks for Quatorze's forced moves, at a real table (SimCord): a card with one column to go to
plays in one click."""

from __future__ import annotations

from typing import Any

from tests.bot.adapter.test_forced_moves import MAX_DECISIONS, legal_of, seat_of
from tests.support.harness import Harness, tail_of, walk


def buttons(message: Any) -> list[dict[str, Any]]:
    return [c for c in walk(message.components or []) if c.get("type") == 2 and not c.get("disabled")]


async def test_a_quatorze_card_with_one_column_plays_in_one_click(harness: Harness) -> None:
    h = harness
    await h.open_and_start("quatorze", ("alice", "bob"))
    for _ in range(MAX_DECISIONS):
        (name,) = await h.to_act()
        hand = await h.open_hand(h.players[name])
        legal = await legal_of(h, name)
        direct = [c for c in buttons(hand) if tail_of(c).startswith("play:") and "→" in c.get("label", "")]
        if direct:
            action = tail_of(direct[0])
            card = action.split(":")[1]
            assert [a for a in legal if a.split(":")[1] == card] == [action], "the card's only play"
            log = len(await h.store.actions(h.table_id or 0))
            await h.players[name].click(h.live(hand), custom_id=direct[0]["custom_id"])
            new = (await h.store.actions(h.table_id or 0))[log]
            assert (new.seat, new.action) == (await seat_of(h, name), action), "played with one click"
            return
        await h.decide(h.players[name], hand)
    raise AssertionError("no card with a single column came up")
