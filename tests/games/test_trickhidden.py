"""A trick game's hidden places (games/trickhidden.py): what a seat cannot see goes to the other hands
by their sizes — never a suit a seat failed to follow — to the game's own places, and the rest out of
play; a rebuilt state holds the seat's own hand and the dealt ones, sorted."""

from __future__ import annotations

from typing import Any

from games.decks import french
from games.trickhidden import OUT, face_down_tricks, hands, plays, trick_cards, trick_hidden
from games.tricks import Trick

DECK = ("SA", "SK", "S2", "HA", "HK", "H2", "CA", "CK", "C2", "DA")


def view(**changes: Any) -> dict[str, Any]:
    base = {
        "seat": 0,
        "players": 3,
        "hand": ["SA", "H2"],
        "hand_sizes": [2, 1, 2],
        "trick": [[2, "CK"]],
        "leader": 2,
        # seat 1 played a diamond to a spade lead: it holds no spade
        "last_trick": {"cards": [[0, "SK"], [1, "DA"], [2, "S2"]], "winner": 0},
    }
    return base | changes


def test_the_seat_does_not_see_the_cards_left_once_its_hand_and_the_tricks_are_out() -> None:
    assert trick_cards(view()) == ["CK", "SK", "DA", "S2"]
    assert trick_hidden(view(), DECK, french.SUIT.get).cards == ("HA", "HK", "CA", "C2")


def test_the_other_hands_hold_their_sizes_and_the_rest_is_out_of_play() -> None:
    assert dict(trick_hidden(view(), DECK, french.SUIT.get).places) == {1: 1, 2: 2, OUT: 1}


def test_a_seat_that_failed_to_follow_a_suit_holds_none_of_it() -> None:
    allowed = trick_hidden(view(hand=["SA", "H2"], trick=[]), (*DECK, "SQ"), french.SUIT.get).allowed
    assert allowed is not None
    assert not allowed(1, "SQ")
    assert allowed(2, "SQ") and allowed(OUT, "SQ")


def test_a_card_of_no_suit_is_not_in_a_hand_that_failed_to_follow_any() -> None:
    def suit_of(card: str) -> str | None:
        return None if card == "JK" else card[0]

    allowed = trick_hidden(view(hand_sizes=[2, 1, 2]), (*DECK, "JK"), suit_of).allowed
    assert allowed is not None
    assert not allowed(1, "JK") and allowed(2, "JK")


def test_the_table_shows_more_and_a_game_adds_places_of_its_own() -> None:
    hidden = trick_hidden(
        view(hand_sizes=[2, 1, 1]),
        DECK,
        french.SUIT.get,
        seen=["C2"],  # a card turned up
        places={("bid", 1): 1},
        allowed=lambda place, card: place == OUT or card != "HA",
        rest="past",
    )
    assert hidden.cards == ("HA", "HK", "CA")
    assert dict(hidden.places) == {1: 1, 2: 1, ("bid", 1): 1, "past": 0}
    assert hidden.allowed is not None
    assert not hidden.allowed(("bid", 1), "HA") and hidden.allowed(("bid", 1), "HK")


def test_a_rebuilt_state_holds_the_seats_hand_and_the_dealt_ones_sorted() -> None:
    rebuilt = hands(view(), {1: ["HK"], 2: ["CA", "HA"]}, french.sort)
    assert rebuilt == (("SA", "H2"), ("HK",), ("HA", "CA"))
    assert plays([[2, "CK"], [0, "SA"]]) == ((2, "CK"), (0, "SA"))


def test_older_tricks_are_rebuilt_with_their_winners_leading_the_piles_cards() -> None:
    tricks = face_down_tricks([2, 0], ["C2", "CA", "CK", "H2", "HA", "HK"], 3, Trick)
    assert tricks == [
        Trick(1, ((2, "C2"), (0, "CA"), (1, "CK")), 2, "C2"),
        Trick(2, ((0, "H2"), (1, "HA"), (2, "HK")), 0, "H2"),
    ]
