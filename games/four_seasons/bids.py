"""Secret bids: the canonical bid strings and checking a submitted one (spec §3 b).

A bid is ``bid:<top card>,<card>[,<card>]``: the top card first, then the other bid cards in the
canonical card order (R Y G B, Worth ascending, BF last), so one decision is exactly one string.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from games.base import IllegalActionError
from games.four_seasons.cards import ORDER, sort_cards
from games.four_seasons.config import BUTTERFLY

BID_PREFIX = "bid:"


@lru_cache(maxsize=512)
def legal_bids(hand: tuple[str, ...], count: int, butterfly_may_bid: bool) -> tuple[str, ...]:
    """Every bid from ``hand`` (canonical order): each set of ``count`` cards in combination order, and
    for each set every choice of top card in card order. 660 bids from 12 cards, 72 from 9."""
    cards = hand if butterfly_may_bid else tuple(card for card in hand if card != BUTTERFLY)
    # Spelled out for 2 and 3 cards: this list is built at every bid of a random playout.
    out: list[str] = []
    extend = out.extend
    if count == 2:
        for a, b in combinations(cards, 2):
            extend((f"bid:{a},{b}", f"bid:{b},{a}"))
        return tuple(out)
    if count == 3:
        for a, b, c in combinations(cards, 3):
            extend((f"bid:{a},{b},{c}", f"bid:{b},{a},{c}", f"bid:{c},{a},{b}"))
        return tuple(out)
    for chosen in combinations(cards, count):
        for i, top in enumerate(chosen):
            out.append(BID_PREFIX + ",".join((top, *chosen[:i], *chosen[i + 1 :])))
    return tuple(out)


def canonical(top: str, others: tuple[str, ...] | list[str]) -> str:
    return BID_PREFIX + ",".join((top, *sort_cards(others)))


def check_bid(hand: tuple[str, ...], action: str, count: int, butterfly_may_bid: bool) -> tuple[str, ...]:
    """The bid cards (top first, then canonical) of a valid canonical bid; refuses anything else with a
    sentence a player can read."""
    cards = action[len(BID_PREFIX) :].split(",")
    if len(cards) != count or not all(cards):
        shape = ",".join(["<top card>", *["<card>"] * (count - 1)])
        raise IllegalActionError(f"Choose exactly {count} bid cards: bid:{shape}.")
    for card in cards:
        if card not in ORDER:
            raise IllegalActionError(f"{card!r} is not a card; cards look like R9, Y4 or BF.")
    if len(set(cards)) != count:
        raise IllegalActionError("Each bid card can be chosen only once.")
    for card in cards:
        if card not in hand:
            raise IllegalActionError(f"You don't hold {card}.")
    if not butterfly_may_bid and BUTTERFLY in cards:
        raise IllegalActionError("At this table the butterfly can't be a bid card.")
    spelled = canonical(cards[0], cards[1:])
    if spelled != action:
        raise IllegalActionError(f"Write that bid as {spelled} (the top card first, then card order).")
    return tuple(cards)
