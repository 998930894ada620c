"""The shared pieces of a one-step card play (``games.trickplay``) say what the trick kit says."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from games import tricks
from games.trickplay import NO_RANK, best_play, following, played_by_seat

# A made-up deck (the kit names no game, and neither does its test): three plain suits and a trump suit
# "T" whose cards beat every card of the led suit.
SUITS = ("A", "B", "C", "T")
TRUMP = "T"
TRUMP_RANK = 100
ALL_CARDS = tuple(f"{suit}{number}" for suit in SUITS for number in range(1, 10))
SUIT = {card: card[0] for card in ALL_CARDS}
PLAY_ACTION = {card: f"play:{card}" for card in ALL_CARDS}


def rank_of(card: str, led: str) -> int:
    number = int(card[1:])
    if card[0] == TRUMP:
        return TRUMP_RANK + number
    return number if card[0] == led else NO_RANK


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 100_000), size=st.sampled_from([3, 4]))
def test_the_best_play_by_rank_is_the_kits_winner(seed: int, size: int) -> None:
    rng = random.Random(seed)
    cards = rng.sample(ALL_CARDS, size)
    trick = tuple((rng.randrange(4), card) for card in cards)
    led = cards[0][0]
    ranks = {card: rank_of(card, led) for card in ALL_CARDS}

    def strength(_position: int, card: str) -> int | None:
        rank = ranks[card]
        return None if rank == NO_RANK else rank

    assert best_play(trick, ranks, ranks[cards[0]]) == tricks.winner(trick, strength)


def test_the_earliest_of_equal_ranks_wins() -> None:
    trick = ((2, "a"), (0, "b"), (1, "c"))
    assert best_play(trick, {"a": 5, "b": 5, "c": 5}, 5) == (2, "a")
    assert best_play(trick, {"b": 7, "c": 7}, 5) == (0, "b")


def test_played_texts_and_following_tables() -> None:
    made: list[tuple[int, str]] = []

    def card_played(seat: int, card: str) -> object:
        made.append((seat, card))
        return ("played", seat, card)

    table = played_by_seat(2, PLAY_ACTION, card_played)  # type: ignore[arg-type]
    assert table[1]["play:B7"] == ("B7", ("played", 1, "B7"), (1, "B7"))
    assert len(made) == 2 * len(ALL_CARDS)  # each event made once
    follow = following(ALL_CARDS, SUIT, PLAY_ACTION)
    assert list(follow["C"]) == [card for card in ALL_CARDS if card[0] == "C"]
    assert follow["C"]["C3"] == "play:C3"
