"""4 Seasons played to the end in a Discord channel, every variant: no hand and no bid card leaks
before the round's scoring reveals the bids."""

from __future__ import annotations

import re
from itertools import chain

import pytest

from tests.support.harness import Harness, text_of
from tests.support.privacy import Secret, assert_no_leaks

GAME = "four-seasons"


def round_reveal(text: str) -> bool:
    """The end of a round shows every bid and the last trick: public once the round is scored."""
    return bool(re.search(r"Round \d+ scored", text))


def secret_cards(view: dict) -> set[str]:
    """A seat's hand, and its bid cards until they are shown (bonus reveal or the scoring)."""
    shown = set(view["shown_bids"][view["seat"]])
    return set(view["hand"]) | (set(view["my_bid_cards"]) - shown)


def public_cards(view: dict) -> set[str]:
    return set(chain.from_iterable(view["shown_bids"]))


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
        await assert_no_leaks(h, GAME, Secret(secret_cards), public_cards=public_cards, skip=round_reveal)

    decisions = await h.play_until_over(check)
    assert decisions > 3 * len(names)
    assert await h.bot.tables.table_in_channel(h.channel.id) is None
    assert "Final" in text_of(h.last_channel_message())


async def test_team_partners_see_each_others_bid_and_nobody_else_does(harness: Harness) -> None:
    h = harness
    names = ("alice", "bob", "carol", "dave")
    await h.open_and_start(GAME, names, {"variant": "team"})
    state = await h.bot.tables.table_in_channel(h.channel.id)
    by_id = {member.id: name for name, member in h.players.items()}
    seat_of = {by_id[p.user_id]: p.seat for p in state.table.players}

    def partners(owner: str, viewer: str) -> bool:
        return viewer in seat_of and (seat_of[owner] - seat_of[viewer]) % 4 == 2

    def bids_only(view: dict) -> set[str]:
        return set(view["my_bid_cards"]) - set(view["shown_bids"][view["seat"]])

    async def check() -> None:
        hands, bids = Secret(), Secret(bids_only, may_see=partners)
        await assert_no_leaks(h, GAME, hands, bids, public_cards=public_cards, skip=round_reveal)

    await h.play_until_over(check)
    assert await h.bot.tables.table_in_channel(h.channel.id) is None
