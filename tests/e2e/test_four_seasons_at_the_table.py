"""4 Seasons played to the end in a Discord channel, every variant: no hand and no bid card leaks
before the round's scoring reveals the bids."""

from __future__ import annotations

import pytest

from tests.support.harness import Harness, text_of
from tests.support.privacy import assert_no_leaks, seat_views

# Slow: whole games at a SimCord table (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

GAME = "four-seasons"


@pytest.mark.parametrize(
    ("names", "options"),
    [
        (("alice", "bob", "carol"), {}),
        (("alice", "bob", "carol", "dave"), {"bonus_bids": "false"}),
        (("alice", "bob", "carol"), {"variant": "profi", "butterfly_may_bid": "true"}),
    ],
    ids=["standard-3p", "no-bonus-4p", "profi-3p-butterfly-bids"],
)
async def test_a_whole_game_without_leaks(harness: Harness, names, options) -> None:
    h = harness
    await h.open_and_start(GAME, names, options)

    async def check() -> None:
        await assert_no_leaks(h, GAME)  # hand and bid cards secret until shown (games/four_seasons/facts.py)

    decisions = await h.play_until_over(check)
    assert decisions > 3 * len(names)
    assert await h.bot.tables.table_in_channel(h.channel.id) is None
    assert "Final" in text_of(h.last_channel_message())


async def test_team_partners_see_each_others_bid_and_nobody_else_does(harness: Harness) -> None:
    h = harness
    names = ("alice", "bob", "carol", "dave")
    await h.open_and_start(GAME, names, {"variant": "team"})
    partners_knew = 0

    async def check() -> None:
        # A seat knows its partner's bid once every bid is in (its view's partner_bid_cards): the oracle
        # allows exactly those to that seat (games/four_seasons/facts.py) and nothing else of anyone's.
        nonlocal partners_knew
        views = await seat_views(h)
        for view in views.values():
            partner = next(v for v in views.values() if v["seat"] == view["partner"])
            if view["partner_bid_cards"]:
                assert view["partner_bid_cards"] == partner["my_bid_cards"]
                partners_knew += 1
        await assert_no_leaks(h, GAME)

    await h.play_until_over(check)
    assert partners_knew, "no partner ever saw a bid"
    assert await h.bot.tables.table_in_channel(h.channel.id) is None
