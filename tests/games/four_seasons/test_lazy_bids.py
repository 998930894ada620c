"""While bidding, ``legal_actions`` is a lazy ``Bids`` sequence (docs/engine-contract.md): it must be the
list the engine gave before, bid for bid and in the same order, answer ``len``, indexing, slicing and
``in`` exactly as that list does, and ``apply`` must accept exactly the bids it lists."""

from __future__ import annotations

import random
import tracemalloc
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

import games.four_seasons as fs
from games.base import IllegalActionError
from games.four_seasons.bids import Bids
from games.four_seasons.cards import DECK, sort_cards
from games.four_seasons.config import BID_CARDS
from games.four_seasons.state import BIDDING


def old_list(hand: tuple[str, ...], count: int, butterfly_may_bid: bool) -> list[str]:
    """What ``legal_actions`` returned before: every card set in combination order, each top card in turn."""
    cards = [card for card in hand if butterfly_may_bid or card != "BF"]
    return [
        "bid:" + ",".join((top, *chosen[:i], *chosen[i + 1 :]))
        for chosen in combinations(cards, count)
        for i, top in enumerate(chosen)
    ]


def near_misses(listed: list[str], hand: tuple[str, ...], rng: random.Random) -> list[object]:
    """Actions that look like bids but may not be listed: reordered, repeated, foreign or short ones."""
    out: list[object] = ["", "bid:", "bid:,", "pass", "play:R1", None, 7, "BID:R1,R2"]
    for bid in rng.sample(listed, min(len(listed), 8)):
        top, *others = bid.removeprefix("bid:").split(",")
        out += [
            "bid:" + ",".join((top, *reversed(others))),
            "bid:" + ",".join((top, top, *others[1:])),
            "bid:" + ",".join(others),
            "bid:" + ",".join((top, *others, others[-1] if others else top)),
            bid + " ",
            "bid:" + ",".join((rng.choice(DECK), *others)),
        ]
    out += [f"bid:{a},{b}" for a in hand for b in DECK[:6]]
    return out


@settings(max_examples=150, deadline=None)
@given(
    size=st.integers(min_value=0, max_value=13),
    count=st.integers(min_value=0, max_value=4),
    butterfly_may_bid=st.booleans(),
    seed=st.integers(min_value=0, max_value=10**6),
)
def test_the_lazy_bids_are_the_old_list(size: int, count: int, butterfly_may_bid: bool, seed: int) -> None:
    rng = random.Random(seed)
    hand = sort_cards(rng.sample(DECK, size))
    bids = Bids(hand, count, butterfly_may_bid)
    listed = old_list(hand, count, butterfly_may_bid)
    assert len(bids) == len(listed)
    assert [bids[i] for i in range(len(listed))] == listed
    assert [bids[-i] for i in range(1, len(listed) + 1)] == [listed[-i] for i in range(1, len(listed) + 1)]
    assert list(bids) == listed and bids == listed and listed == bids
    assert bids[1:7] == listed[1:7] and bids[::5] == listed[::5]
    for action in listed + near_misses(listed, hand, rng):
        assert (action in bids) == (action in listed), action


def test_a_random_pick_is_a_bid_apply_accepts_and_every_listed_bid_is_accepted() -> None:
    for players in (3, 4):
        for seed in range(6):
            state = fs.new_game(players=players, seed=seed, options={"butterfly_may_bid": seed % 2 == 0})
            assert state.phase == BIDDING
            for seat in range(players):
                bids = fs.legal_actions(state, seat)
                assert isinstance(bids, Bids)
                count = BID_CARDS[players]
                assert bids == old_list(state.hands[seat], count, state.options.butterfly_may_bid)
                for action in list(bids)[:: max(1, len(bids) // 40)]:
                    fs.apply(state, seat, action)  # raises if refused
                top, *others = bids[-1].removeprefix("bid:").split(",")
                misordered = "bid:" + ",".join((top, *reversed(others)))
                if misordered != bids[-1]:
                    assert misordered not in bids
                    try:
                        fs.apply(state, seat, misordered)
                        raise AssertionError("a bid the list does not hold was accepted")
                    except IllegalActionError:
                        pass


def test_the_view_still_carries_a_plain_list() -> None:
    state = fs.new_game(players=3, seed=4)
    legal = fs.view(state, 0)["legal"]
    assert type(legal) is list and legal == list(fs.legal_actions(state, 0)) and len(legal) == 660


def test_the_views_of_many_bidding_hands_leave_little_memory_behind() -> None:
    """A bot lists every bid of each hand it shows (660 strings for 12 cards): the listed bids it keeps
    afterwards stay a few hands' worth however many tables bid (issue 41: 512 hands grew it ~20 MB)."""
    rng = random.Random(41)
    hands = [tuple(sort_cards(rng.sample(DECK, 12))) for _ in range(200)]
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for hand in hands:
            assert len(list(Bids(hand, 3, True))) == 660
        kept = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert kept < 3_000_000, f"{kept:,} bytes kept after listing 200 hands' bids"
