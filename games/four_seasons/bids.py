"""Secret bids: the canonical bid strings and checking a submitted one (spec §3 b).

A bid is ``bid:<top card>,<card>[,<card>]``: the top card first, then the other bid cards in the
canonical card order (R Y G B, Worth ascending, BF last), so one decision is exactly one string.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache
from itertools import combinations, pairwise
from typing import overload

from games.base import IllegalActionError, Words
from games.four_seasons.cards import ORDER, sort_cards
from games.four_seasons.config import BUTTERFLY

BID_PREFIX = "bid:"
# Bid values are per season and the butterfly has none (spec §3 b.3, revised); the table option
# ``butterfly_may_bid`` (a house rule, off by default) lets it bid as the trump season.
NO_BUTTERFLY_BID = Words("The butterfly has no season, so it can't be a bid card.")


# A bid list is built from a per-process template of the bids of a hand of ``size`` cards: the rows of
# ``bid:<card>,<card>…`` in the canonical order, where each card is two placeholder bytes — 128 + p and
# 192 + p for the hand's p-th card (every card code is two ASCII characters). One ``bytes.translate``
# puts a hand's cards in and one ``split`` makes the strings: twice as fast as formatting 660 strings one
# by one (bench/HISTORY.md), which a random playout pays at every bid of a fresh deal.
_FIRST = 128
_SECOND = 192
_MAX_TEMPLATE_HAND = _SECOND - _FIRST
_IDENTITY = bytes(range(256))


@lru_cache(maxsize=16)
def _template(size: int, count: int) -> bytes:
    rows = []
    for chosen in combinations(range(size), count):
        for i, top in enumerate(chosen):
            order = (top, *chosen[:i], *chosen[i + 1 :])
            rows.append(b"bid:" + b",".join(bytes((_FIRST + p, _SECOND + p)) for p in order))
    return b"\n".join(rows)


# Hands whose every bid is kept spelled out. 660 bids of a 12-card hand take ~40 KB: 512 hands (this
# cache's first size) grew a running bot by ~6 MiB at 50 tables of 4 Seasons (issue 41). Spelled out
# are only the hands a view lists in full (a few tables bid at any moment) and a bot's own hand
# across its playouts (``Bids`` spells only the bid picked): a few dozen cover both.
LISTED_HANDS = 32


@lru_cache(maxsize=LISTED_HANDS)
def legal_bids(hand: tuple[str, ...], count: int, butterfly_may_bid: bool) -> tuple[str, ...]:
    """Every bid from ``hand`` (canonical order): each set of ``count`` cards in combination order, and
    for each set every choice of top card in card order. 660 bids from 12 cards, 72 from 9 (from the 11 or
    8 season cards when the butterfly is in hand and may not bid)."""
    cards = hand if butterfly_may_bid else tuple(card for card in hand if card != BUTTERFLY)
    size = len(cards)
    spelled = "".join(cards)
    if 0 < count <= size <= _MAX_TEMPLATE_HAND and len(spelled) == 2 * size and spelled.isascii():
        codes = spelled.encode("ascii")
        table = bytearray(_IDENTITY)
        table[_FIRST : _FIRST + size] = codes[0::2]
        table[_SECOND : _SECOND + size] = codes[1::2]
        return tuple(_template(size, count).translate(table).decode("ascii").split("\n"))
    out: list[str] = []  # the same list, spelled out: for card codes of another length, or no bid at all
    for chosen in combinations(cards, count):
        for i, top in enumerate(chosen):
            out.append(BID_PREFIX + ",".join((top, *chosen[:i], *chosen[i + 1 :])))
    return tuple(out)


@lru_cache(maxsize=16)
def _orders(size: int, count: int) -> tuple[tuple[int, ...], ...]:
    """The rows of ``_template`` as positions in the hand: each set, then each top card, others after."""
    rows = []
    for chosen in combinations(range(size), count):
        for i, top in enumerate(chosen):
            rows.append((top, *chosen[:i], *chosen[i + 1 :]))
    return tuple(rows)


class Bids(Sequence[str]):
    """The bids of a hand, exactly ``legal_bids``'s tuple, made lazily (docs/engine-contract.md).

    Why: a 3-card bid from 12 cards is one of 660 strings, and a random playout or a bot's simulation
    picks one at every bid of a fresh deal: building all 660 was ~12% of a 3-player game. ``len`` and
    indexing (all ``random.choice`` needs) spell only the bid asked for, from a per-process table of
    card positions; ``in`` checks the action's shape against the hand; iterating, slicing and ``==``
    build the whole list once (the memoised ``legal_bids``)."""

    __slots__ = ("_at", "_butterfly", "_cards", "_count", "_hand", "_orders")

    def __init__(self, hand: tuple[str, ...], count: int, butterfly_may_bid: bool) -> None:
        cards = hand
        if not butterfly_may_bid and BUTTERFLY in hand:  # last in a hand's card order: sliced off
            cards = hand[:-1] if hand[-1] == BUTTERFLY else tuple(card for card in hand if card != BUTTERFLY)
        self._hand, self._cards, self._count, self._butterfly = hand, cards, count, butterfly_may_bid
        self._orders = _orders(len(cards), count) if 0 < count <= len(cards) else ()
        self._at: dict[str, int] | None = None  # card -> position in ``_cards``, made by ``in``

    def __len__(self) -> int:
        return len(self._orders)

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> list[str]: ...
    def __getitem__(self, index: int | slice) -> str | list[str]:
        if isinstance(index, slice):
            return list(self._all()[index])
        cards = self._cards
        return BID_PREFIX + ",".join([cards[p] for p in self._orders[index]])

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __contains__(self, action: object) -> bool:
        """``action in list(self)``, without the list: the listed bids are exactly the canonical ones, the
        cards after the top in hand order."""
        if not (isinstance(action, str) and action.startswith(BID_PREFIX) and self._orders):
            return False
        if self._at is None:
            self._at = {card: p for p, card in enumerate(self._cards)}
        at = self._at
        try:
            positions = [at[card] for card in action[len(BID_PREFIX) :].split(",")]
        except KeyError:
            return False
        others = positions[1:]
        return (
            len(positions) == self._count
            and positions[0] not in others
            and all(a < b for a, b in pairwise(others))
        )

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Bids | list | tuple):
            return list(self._all()) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # equal to lists, which have none

    def __repr__(self) -> str:
        return f"Bids({list(self._all())!r})"

    def _all(self) -> tuple[str, ...]:
        return legal_bids(self._hand, self._count, self._butterfly) if self._orders else ()


def canonical(top: str, others: tuple[str, ...] | list[str]) -> str:
    return BID_PREFIX + ",".join((top, *sort_cards(others)))


def held_bid(
    hand: tuple[str, ...], action: str, count: int, butterfly_may_bid: bool
) -> tuple[str, ...] | None:
    """The bid cards of ``action`` if it is one of the hand's listed bids (what ``check_bid`` accepts),
    else None: ``check_bid`` then words the refusal. Why: a bid is checked at every bid of a playout;
    this reads each card's canonical position once instead of checking, sorting and spelling it again."""
    cards = action[len(BID_PREFIX) :].split(",")
    if len(cards) != count:
        return None
    previous = -1
    for card in cards[1:]:  # after the top card, held cards in strictly increasing card order
        at = ORDER.get(card, -1)
        if at <= previous or card not in hand:
            return None
        previous = at
    top = cards[0]
    if top not in hand or top in cards[1:] or (not butterfly_may_bid and BUTTERFLY in cards):
        return None
    return tuple(cards)


def check_bid(hand: tuple[str, ...], action: str, count: int, butterfly_may_bid: bool) -> tuple[str, ...]:
    """The bid cards (top first, then canonical) of a valid canonical bid; refuses anything else with a
    sentence a player can read."""
    cards = action[len(BID_PREFIX) :].split(",")
    if len(cards) != count or not all(cards):
        shape = ",".join(["<top card>", *["<card>"] * (count - 1)])
        raise IllegalActionError("Choose exactly {n} bid cards: bid:{shape}.", n=count, shape=shape)
    for card in cards:
        if card not in ORDER:
            raise IllegalActionError("{card!r} is not a card; cards look like R9, Y4 or BF.", card=card)
    if len(set(cards)) != count:
        raise IllegalActionError("Each bid card can be chosen only once.")
    for card in cards:
        if card not in hand:
            raise IllegalActionError("You don't hold {card}.", card=card)
    if not butterfly_may_bid and BUTTERFLY in cards:
        raise IllegalActionError(NO_BUTTERFLY_BID)
    spelled = canonical(cards[0], cards[1:])
    if spelled != action:
        raise IllegalActionError(
            "Write that bid as {bid} (the top card first, then card order).", bid=spelled
        )
    return tuple(cards)
