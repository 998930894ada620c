"""The French-suited deck (games/decks/french.py): 52 cards, suits S H C D, ranks 2 low to ace high, a
hand sorted by suit then rank, and a card printed as its suit's symbol and rank, 10 for the ten."""

from __future__ import annotations

from games.decks import french


def test_the_deck_has_every_suit_and_rank_once() -> None:
    assert len(french.DECK) == len(set(french.DECK)) == 52
    assert {french.SUIT[card] for card in french.DECK} == {"S", "H", "C", "D"}
    assert sum(card[1] == "A" for card in french.DECK) == 4


def test_ranks_run_from_the_two_to_the_ace_with_t_for_the_ten() -> None:
    assert french.RANK["S2"] == 0
    assert french.RANK["S9"] < french.RANK["ST"] < french.RANK["SJ"] < french.RANK["SQ"]
    assert french.RANK["SK"] < french.RANK["SA"] == 12


def test_a_hand_sorts_by_suit_spades_hearts_clubs_diamonds_then_low_to_high() -> None:
    assert french.sort(["DA", "C2", "HK", "S9", "ST", "H2"]) == ("S9", "ST", "H2", "HK", "C2", "DA")


def test_a_card_prints_as_its_suits_symbol_and_its_rank_with_10_for_the_ten() -> None:
    assert french.text("SA") == "♠️A"
    assert french.text("HT") == "♥️10"
    assert french.text("DT", plain=True) == "♦10"
    assert french.RANK_TEXT["T"] == "10" and french.RANK_TEXT["Q"] == "Q"


def test_the_facts_print_finds_every_spelling_a_screen_may_use() -> None:
    assert french.CARD_PRINT.tokens("CT") == ("CT", "♣️10", "♣10")
    assert french.CARD_PRINT.tokens("HQ") == ("HQ", "♥️Q", "♥Q")


def test_hearts_and_diamonds_print_red() -> None:
    assert {suit for suit in french.SUITS if suit in french.RED_SUITS} == {"H", "D"}


def test_a_trump_beats_the_led_suit_and_an_off_suit_card_never_wins() -> None:
    strength = french.strength("H", "S")
    assert strength(1, "S2") > strength(0, "HA")  # the lowest trump over the led ace
    assert strength(0, "HA") > strength(2, "HK")
    assert strength(3, "DA") is None  # neither led nor trump


def test_without_trumps_the_highest_card_of_the_led_suit_wins() -> None:
    strength = french.strength("C", None)
    assert strength(1, "CA") > strength(0, "C2")
    assert strength(2, "SA") is None


def test_a_card_off_the_led_suit_is_refused_naming_the_suit_in_words() -> None:
    refusal = french.must_follow("H")
    assert str(refusal) == "You must follow suit: hearts."
    assert refusal.params == {"suit": "hearts"} and refusal.template == french.MUST_FOLLOW
