"""Cards, following and trick resolution (spec §1.1, §3.1)."""

from __future__ import annotations

import pytest

from games.quattro_tricks.cards import deck, legal_cards, shuffled_deck, sort_hand, trick_winner


def test_four_players_use_48_cards_numbered_1_to_12_in_four_colours() -> None:
    cards = deck(4)
    assert len(cards) == len(set(cards)) == 48
    assert {card[0] for card in cards} == {"R", "B", "Y", "G"}
    assert {"R12", "Y7", "G1", "B12"} <= set(cards)


def test_three_players_put_the_10s_11s_and_12s_away() -> None:
    cards = deck(3)
    assert len(cards) == 36
    assert not {card for card in cards if int(card[1:]) > 9}


def test_the_shuffle_depends_only_on_seed_and_round() -> None:
    assert shuffled_deck(4, 7, 1) == shuffled_deck(4, 7, 1)
    assert shuffled_deck(4, 7, 1) != shuffled_deck(4, 7, 2)
    assert shuffled_deck(4, 7, 1) != shuffled_deck(4, 8, 1)
    assert sorted(shuffled_deck(3, 7, 1)) == sorted(deck(3))


def test_hands_are_sorted_red_blue_yellow_green_then_number() -> None:
    assert sort_hand(["G1", "Y12", "R10", "B2", "R9"]) == ("R9", "R10", "B2", "Y12", "G1")


def test_seed_example_the_highest_card_of_the_led_colour_wins_when_no_red_is_played() -> None:
    # The leader plays yellow 10; the others play blue 12, yellow 7, yellow 12: yellow 12 wins.
    assert trick_winner([(0, "Y10"), (1, "B12"), (2, "Y7"), (3, "Y12")]) == (3, "Y12")


def test_seed_example_any_red_card_beats_the_led_colour() -> None:
    # The leader plays green 10; the others play red 6, green 6, green 4: red 6 wins.
    assert trick_winner([(0, "G10"), (1, "R6"), (2, "G6"), (3, "G4")]) == (1, "R6")


def test_the_highest_red_wins_among_several_reds() -> None:
    assert trick_winner([(2, "B3"), (3, "R2"), (0, "R11"), (1, "B12")]) == (0, "R11")


def test_cards_of_another_colour_never_win() -> None:
    assert trick_winner([(1, "G1"), (2, "B12"), (3, "Y12"), (0, "G2")]) == (0, "G2")


def test_a_red_lead_is_won_by_the_highest_red() -> None:
    assert trick_winner([(0, "R3"), (1, "R9"), (2, "B12")]) == (1, "R9")


@pytest.mark.parametrize(
    ("hand", "led", "legal"),
    [
        (("R1", "B2", "Y3"), None, ("R1", "B2", "Y3")),  # the leader may play anything
        (("R1", "B2", "Y3", "Y9"), "Y", ("Y3", "Y9")),  # follow the led colour when you can
        (("R1", "B2", "Y3"), "G", ("R1", "B2", "Y3")),  # void: play any card
        (("R1", "B2"), "B", ("B2",)),  # red is never compulsory
    ],
)
def test_you_must_follow_the_led_colour_if_you_can(
    hand: tuple[str, ...], led: str | None, legal: tuple
) -> None:
    assert legal_cards(hand, led) == legal
