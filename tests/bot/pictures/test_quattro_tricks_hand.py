"""Quattro Trick-Taking's hand picture while bidding: a chip bid (``bid:chips:Y1,G2``) counts chips and
names no card, so no card of the bidder's hand is faded."""

from __future__ import annotations

from typing import Any

from bot.pictures import hand_picture
from tests.bot.pictures.playouts import seat_views, states


def _chip_bidding_view() -> dict[str, Any]:
    """A Quattro Trick-Taking seat bidding with set C: its legal actions count chips (``bid:chips:Y1,G2``)."""
    for state in states("quattro-tricks", 4, seed=1):
        for view in seat_views("quattro-tricks", state):
            if any(a.startswith("bid:chips:") for a in view.get("legal") or []):
                return view
    raise AssertionError("no set C bidding in the playout")


def test_a_chip_bid_names_no_card_so_no_card_of_the_bidders_hand_is_faded() -> None:
    view = _chip_bidding_view()
    assert {"B1", "B2", "G1"} <= set(view["hand"])  # cards that spell like chip counts (one blue, two…)
    bidding = hand_picture("quattro-tricks", view).png
    nothing_to_choose = hand_picture("quattro-tricks", {**view, "legal": []}).png
    assert bidding == nothing_to_choose  # every card bright, as on a hand with nothing to choose
