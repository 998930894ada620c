"""Cards: codes, the deck, the canonical order, bid values, reveal strength and trick resolution
(spec §1, §3 b-d, §5).

Codes are a season letter and a Worth: ``R`` autumn, ``Y`` summer, ``G`` spring, ``B`` winter (``R1``..
``B9``), and ``BF``, the butterfly, which has no season (it is not a winter card). Lookups are
precomputed dicts: these run in every action of a random playout.
"""

from __future__ import annotations

from collections.abc import Sequence

from games import tricks
from games.four_seasons.config import (
    BID_VALUE,
    BUTTERFLY,
    BUTTERFLY_FOLLOWING_WORTH,
    BUTTERFLY_LEADING_WORTH,
    BUTTERFLY_REVEAL_WORTH,
    HIGHEST_WORTH,
    LOWEST_WORTH,
    SEASON_RANK,
    SEASONS,
)

# The canonical card order (bid strings, hands, legal actions): R Y G B, Worth ascending, BF last.
DECK: tuple[str, ...] = (
    *(f"{s}{w}" for s in SEASONS for w in range(LOWEST_WORTH, HIGHEST_WORTH + 1)),
    BUTTERFLY,
)
ORDER: dict[str, int] = {card: i for i, card in enumerate(DECK)}
WORTH: dict[str, int] = {card: int(card[1:]) for card in DECK[:-1]}
PLAY_ACTION: dict[str, str] = {card: f"play:{card}" for card in DECK}
SEASON_OF: dict[str, str | None] = {card: None if card == BUTTERFLY else card[0] for card in DECK}  # followed
BUTTERFLY_LEADS: tuple[str, ...] = tuple(f"play:{BUTTERFLY}:{s}" for s in SEASONS)


def shuffled_deck(seed: int, round_no: int) -> tuple[str, ...]:
    """The deck order for a round, derived only from the game seed and the round number."""
    return tricks.shuffled(DECK, seed, round_no)


def sort_cards(cards: Sequence[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=ORDER.__getitem__))


# --- bids -------------------------------------------------------------------------------------------
def bid_value(card: str, trump: str | None) -> int:
    """Tricks a bid card stands for; the butterfly (a bid card only with the house rule
    ``butterfly_may_bid``) counts as the trump season [Interp]."""
    if card == BUTTERFLY:
        assert trump is not None, "the butterfly is only in a hand when there is a trump"
        return BID_VALUE[trump]
    return BID_VALUE[card[0]]


def bid_total(cards: Sequence[str], trump: str | None) -> int:
    values = BID_VALUES[trump]
    try:
        return sum(map(values.__getitem__, cards))
    except KeyError:  # a butterfly with no trump, or no card: bid_value's own answer (an assertion)
        return sum(bid_value(card, trump) for card in cards)


# bid_value per trump, as tables (a round's end adds up every bid); no butterfly entry without a trump.
BID_VALUES: dict[str | None, dict[str, int]] = {
    trump: {card: bid_value(card, trump) for card in DECK if trump is not None or card != BUTTERFLY}
    for trump in (*SEASONS, None)
}


def reveal_strength(card: str, trump: str | None) -> tuple[int, int]:
    """(Worth, season rank) for comparing revealed top cards: Worth first, then season [Seed + Interp].
    A revealed butterfly (only with ``butterfly_may_bid``) is Worth 10 of trump: it beats every card."""
    if card == BUTTERFLY:
        assert trump is not None
        return (BUTTERFLY_REVEAL_WORTH, SEASON_RANK[trump])
    return (WORTH[card], SEASON_RANK[card[0]])


def default_top(cards: Sequence[str], trump: str | None) -> str:
    """The top card a UI proposes: the strongest by reveal strength (spec §3 b.4)."""
    return max(cards, key=lambda card: reveal_strength(card, trump))


TRUMP_RANK = 100  # a trump's strength in a trick: above every card of the led season


# --- trick play -----------------------------------------------------------------------------------------
def led_season(trick: Sequence[tuple[int, str]], named: str | None) -> str | None:
    """The season others must follow: the first card's, or the one named with a butterfly lead."""
    return tricks.led_suit(trick, SEASON_OF, named)


def playable(hand: Sequence[str], led: str | None) -> tuple[str, ...]:
    """Cards of the led season if any are held, otherwise the whole hand (the butterfly included).
    Holding trumps or the butterfly does not excuse you from following [Seed]."""
    return tricks.follow(hand, led, SEASON_OF)


def effective(card: str, position: int, led: str) -> tuple[str, int]:
    """The (season, Worth) a played card counts as: a led butterfly is 0 of the named (led) season,
    a butterfly played to someone else's lead is 10 of the led season."""
    if card == BUTTERFLY:
        return led, BUTTERFLY_LEADING_WORTH if position == 0 else BUTTERFLY_FOLLOWING_WORTH
    return card[0], WORTH[card]


def strength(led: str, trump: str | None) -> tricks.Strength:
    """A card's strength in a trick led with ``led``: a trump above all, then the led season, by Worth."""

    def rank(position: int, card: str) -> int | None:
        season, worth = effective(card, position, led)
        if season == trump:
            return TRUMP_RANK + worth
        return worth if season == led else None

    return rank


def trick_winner(trick: Sequence[tuple[int, str]], named: str | None, trump: str | None) -> tuple[int, str]:
    """(seat, card) winning a complete trick: the highest trump if any, else the highest of the led season."""
    led = led_season(trick, named)
    assert led is not None
    return tricks.winner(trick, strength(led, trump))
