"""Cards: codes, the deck, colour helpers, following and trick resolution (spec §1.1, §3.1)."""

from __future__ import annotations

from collections.abc import Sequence

from games import tricks
from games.base import IllegalActionError, Words
from games.quattro_tricks.config import HIGHEST_NUMBER

RED = "R"
COLOURS = ("R", "B", "Y", "G")  # display and sort order of hands (views contract: R B Y G)
COLOUR_NAMES: dict[str, Words] = {
    "R": Words("red"),
    "B": Words("blue"),
    "Y": Words("yellow"),
    "G": Words("green"),
}

ALL_CARDS: tuple[str, ...] = tuple(f"{c}{n}" for c in COLOURS for n in range(1, 13))
COLOUR: dict[str, str] = {card: card[0] for card in ALL_CARDS}
NUMBER: dict[str, int] = {card: int(card[1:]) for card in ALL_CARDS}
SORT_KEY: dict[str, int] = {card: i for i, card in enumerate(ALL_CARDS)}
PLAY_ACTION: dict[str, str] = {card: f"play:{card}" for card in ALL_CARDS}
RED_RANK = 100  # a red card's strength in a trick: above every card of the led colour (red always wins)


def _deck(players: int) -> tuple[str, ...]:
    top = HIGHEST_NUMBER[players]
    return tuple(card for card in ALL_CARDS if NUMBER[card] <= top)


DECKS = {players: _deck(players) for players in HIGHEST_NUMBER}  # made once: every round deals one


def deck(players: int) -> tuple[str, ...]:
    """The deck in canonical order (R1..R12, B.., Y.., G..); 3 players use the numbers 1-9 only."""
    return DECKS[players]


def shuffled_deck(players: int, seed: int, round_no: int) -> tuple[str, ...]:
    """The deck order for a round, derived only from the game seed and the round number."""
    return tricks.shuffled(deck(players), seed, round_no)


def sort_hand(cards: Sequence[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=SORT_KEY.__getitem__))


def legal_cards(hand: Sequence[str], led: str | None) -> tuple[str, ...]:
    """Cards of the led colour if any are held, otherwise the whole hand (spec §8)."""
    return tricks.follow(hand, led, COLOUR)


def strength(_state: object, led: str) -> tricks.Strength:
    """A card's strength in a trick led with ``led``: red above all, then the led colour, by number."""

    def rank(_position: int, card: str) -> int | None:
        colour = card[0]
        if colour == RED:
            return RED_RANK + NUMBER[card]
        return NUMBER[card] if colour == led else None

    return rank


def trick_winner(cards: Sequence[tuple[int, str]]) -> tuple[int, str]:
    """(seat, card) winning a trick given in play order: highest red, else highest of the led colour."""
    return tricks.winner(cards, strength(None, cards[0][1][0]))


def must_follow(led: str) -> IllegalActionError:
    return IllegalActionError("You must follow {colour}.", colour=COLOUR_NAMES[led])


# What the kit's play step (games.tricks.play) needs to know of these cards.
TRICK_RULES = tricks.TrickRules(
    suit=COLOUR,
    strength=strength,
    must_follow=must_follow,
    not_a_card=Words("{card!r} is not a card; cards look like R12 or Y7."),
)
