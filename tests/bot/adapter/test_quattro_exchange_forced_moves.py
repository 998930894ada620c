"""Fewer clicks for Quattro Exchange's forced choices, at a real table (SimCord): the one hidden card left
is pre-selected for an exchange."""

from __future__ import annotations

from tests.bot.adapter.test_forced_moves import MAX_DECISIONS, seat_of
from tests.support.harness import Harness, tail_of, walk


async def test_the_one_hidden_card_is_pre_selected_in_a_quattro_exchange(harness: Harness) -> None:
    h = harness
    await h.open_and_start("quattro-exchange", ("alice", "bob"))
    for _ in range(MAX_DECISIONS):
        pinged = await h.to_act()
        assert pinged, "the game ended without an exchange with one hidden card"
        name = h.rng.choice(pinged)
        view = (await h.bot.tables.private_view(h.table_id or 0, h.players[name].id)).view
        hand = await h.open_hand(h.players[name])
        exchanges = [a for a in view["legal"] if a.startswith("exchange:")]
        if exchanges and len(view["hand"]) == 1:
            (only,) = view["hand"]
            picked = [c for c in walk(hand.components) if tail_of(c).split("#")[0].endswith(f"::{only}")]
            assert picked and picked[0].get("disabled"), "the only hidden card is already chosen"
            v = exchanges[0].split(":")[1]
            await h.click_tail(h.players[name], hand, f"ui:draft:{v}:{only}")  # click 1: the virtual player
            hand = h.stored(hand)  # redrawn in place
            await h.click_tail(h.players[name], hand, f"exchange:{v}:{only}")  # click 2: Confirm
            last = (await h.store.actions(h.table_id or 0))[-1]
            assert (last.seat, last.action) == (await seat_of(h, name), f"exchange:{v}:{only}")
            return
        await h.decide(h.players[name], hand)
    raise AssertionError("not reached")
