"""The French-suited deck: 52 cards, four suits, ranks 2 to ace, for a standard-deck game to use as is.

Why: Oh Hell (the example of docs/adding-a-game.md) and any whist-like game spelt out the same suits,
ranks, deck order, suit-of and rank-of maps and how a card prints; each copy was one more place for the
J/Q/K/A spelling to drift. This module holds them once, as data: the engine reads ``DECK``, ``SUIT``,
``RANK``, ``sort``, ``strength`` and the play step's refusals (``must_follow``, ``NOT_A_CARD``), the facts
``CARD_PRINT``, and a renderer or picture kit (``bot/render`` may import ``games``) ``SUIT_SYMBOLS``,
``RANK_TEXT``, ``RED_SUITS`` and ``text`` for how a card reads.

A card code is its suit letter then its rank letter: ``SA`` the ace of spades, ``HT`` the ten of hearts.
Suits ``S H C D`` (spades, hearts, clubs, diamonds: black and red alternate, the order a hand sorts in),
ranks ``2``..``9``, ``T`` (ten), ``J``, ``Q``, ``K``, ``A``, low to high.
"""

from __future__ import annotations

from collections.abc import Iterable

from games import tricks
from games.base import IllegalActionError, Words
from games.facts import CardPrint

SUITS = ("S", "H", "C", "D")  # the order a hand is sorted in: black and red alternate
RANKS = "23456789TJQKA"  # low to high; T is the ten (one letter per rank keeps every code two long)
DECK: tuple[str, ...] = tuple(f"{suit}{rank}" for suit in SUITS for rank in RANKS)
SUIT: dict[str, str] = {card: card[0] for card in DECK}  # card -> its suit letter
RANK: dict[str, int] = {card: RANKS.index(card[1]) for card in DECK}  # card -> 0 (a two) .. 12 (an ace)
ORDER: dict[str, int] = {card: i for i, card in enumerate(DECK)}  # card -> its place in a sorted hand

# How a card reads, for the facts' CardPrint and for a renderer: each suit's symbols (the emoji form first,
# then the plain text form a picture or a monospace line uses) and each rank as people write it.
SUIT_SYMBOLS: dict[str, tuple[str, str]] = {
    "S": ("♠️", "♠"),
    "H": ("♥️", "♥"),
    "C": ("♣️", "♣"),
    "D": ("♦️", "♦"),
}
RANK_TEXT: dict[str, str] = {rank: "10" if rank == "T" else rank for rank in RANKS}
RED_SUITS = frozenset({"H", "D"})  # the suits printed red

CARD_CODE = r"(?P<suit>[SHCD])(?P<rank>[2-9TJQKA])"  # a code split into suit and rank (games.facts)
CARD_PRINT = CardPrint(suits=SUIT_SYMBOLS, code=CARD_CODE, ranks={"T": RANK_TEXT["T"]})

# The play step's refusals in this deck's words (games.tricks.TrickRules: must_follow, not_a_card).
SUIT_NAMES: dict[str, Words] = {
    "S": Words("spades"),
    "H": Words("hearts"),
    "C": Words("clubs"),
    "D": Words("diamonds"),
}
MUST_FOLLOW = Words("You must follow suit: {suit}.")
NOT_A_CARD = Words("{card!r} is not a card; cards look like SA (ace of spades), HT or D7.")


def sort(cards: Iterable[str]) -> tuple[str, ...]:
    """A hand in the deck's order: by suit (S H C D), low rank to high within each."""
    return tuple(sorted(cards, key=ORDER.__getitem__))


def text(card: str, plain: bool = False) -> str:
    """The card as people read it, its suit's symbol then its rank: ``♠️A``, ``♥️10`` (``plain``: the
    text-form symbol, ``♥10``)."""
    return f"{SUIT_SYMBOLS[card[0]][1 if plain else 0]}{RANK_TEXT[card[1]]}"


def must_follow(suit: str) -> IllegalActionError:
    """The refusal of a card off the led suit while the seat holds that suit, naming the suit."""
    return IllegalActionError(MUST_FOLLOW, suit=SUIT_NAMES[suit])


def strength(led: str, trump: str | None) -> tricks.Strength:
    """The plain trick's strength with this deck's ranks (``games.tricks.trump_strength``): any card of
    the ``trump`` suit over the led suit, higher ranks over lower, other suits never win."""
    return tricks.trump_strength(SUIT, RANK, led, trump)
