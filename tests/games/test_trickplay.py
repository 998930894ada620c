"""The shared pieces of a one-step card play (``games.trickplay``) say what the trick kit says."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from games import tricks
from games.quattro_tricks.cards import ALL_CARDS, COLOUR, PLAY_ACTION, RED_RANK
from games.trickplay import NO_RANK, best_play, following, played_by_seat


def rank_of(card: str, led: str) -> int:
    number = int(card[1:])
    if card[0] == "R":
        return RED_RANK + number
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
    follow = following(ALL_CARDS, COLOUR, PLAY_ACTION)
    assert list(follow["Y"]) == [card for card in ALL_CARDS if card[0] == "Y"]
    assert follow["Y"]["Y3"] == "play:Y3"
