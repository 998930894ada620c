"""The 98 cards (spec §1): 14 types x values 1-7, one colour each, by the spec's colour table."""

from __future__ import annotations

from collections import Counter

from games.quatorze.cards import (
    ALL_CARDS,
    COLOUR_OF,
    COLOURS,
    NEW_TYPES,
    SEVEN7S,
    TYPE_NAMES,
    TYPES,
    VALUE_OF,
    colour_name,
    deck,
    flavour,
    label,
    random_types,
    shuffled_deck,
)

# Spec §1.2, row by row: the colours of values 1..7.
COLOUR_TABLE = {
    "AM": "Orange Yellow Green Blue Indigo Violet Red",
    "CO": "Red Orange Yellow Green Blue Indigo Violet",
    "DS": "Yellow Green Blue Indigo Violet Red Orange",
    "HV": "Green Blue Indigo Violet Red Orange Yellow",
    "LG": "Blue Indigo Violet Red Orange Yellow Green",
    "SE": "Indigo Violet Red Orange Yellow Green Blue",
    "WO": "Violet Red Orange Yellow Green Blue Indigo",
    "DA": "Orange Yellow Green Blue Indigo Violet Red",
    "LU": "Green Blue Indigo Violet Red Orange Yellow",
    "NO": "Blue Indigo Violet Red Orange Yellow Green",
    "PE": "Indigo Violet Red Orange Yellow Green Blue",
    "PL": "Violet Red Orange Yellow Green Blue Indigo",
    "QU": "Yellow Green Blue Indigo Violet Red Orange",
    "SA": "Red Orange Yellow Green Blue Indigo Violet",
}


def test_98_cards_14_types_each_with_values_1_to_7() -> None:
    assert len(ALL_CARDS) == 98 == len(set(ALL_CARDS))
    assert " ".join(sorted(TYPES)) == "AM CO DA DS HV LG LU NO PE PL QU SA SE WO"
    assert all(Counter(card[:2] for card in ALL_CARDS)[t] == 7 for t in TYPES)
    assert {VALUE_OF[card] for card in ALL_CARDS} == set(range(1, 8))
    assert len(TYPE_NAMES) == 14


def test_colours_follow_the_spec_table() -> None:
    for code, row in COLOUR_TABLE.items():
        assert [colour_name(f"{code}{v}") for v in range(1, 8)] == row.lower().split(), code


def test_every_type_has_every_colour_once() -> None:
    for code in TYPES:
        assert sorted(COLOUR_OF[f"{code}{v}"] for v in range(1, 8)) == list(range(7))


def test_each_set_is_a_latin_square_of_value_and_colour() -> None:
    for types in (SEVEN7S, NEW_TYPES):
        for value in range(1, 8):
            assert sorted(COLOUR_OF[f"{t}{value}"] for t in types) == list(range(7))


def test_the_seed_colour_facts_and_colors_named_by_their_colour() -> None:
    assert colour_name("QU5") == "violet" and colour_name("QU6") == "red"
    assert [colour_name(f"CO{v}") for v in range(1, 8)] == list(COLOURS)
    assert flavour("AM7") == "Old Age" and flavour("PE7") == "Mount Everest"


def test_labels_read_value_type_and_colour() -> None:
    assert label("QU5") == "5 Queens (violet)"
    assert label("PL1") == "1 Planes of Existence (violet)"


def test_a_deck_is_the_49_cards_of_the_chosen_types() -> None:
    cards = deck(SEVEN7S)
    assert len(cards) == 49 and {card[:2] for card in cards} == set(SEVEN7S)
    assert sorted(shuffled_deck(SEVEN7S, 5)) == sorted(cards)
    assert shuffled_deck(SEVEN7S, 5) == shuffled_deck(SEVEN7S, 5) != shuffled_deck(SEVEN7S, 6)


def test_random_types_are_7_distinct_types_from_the_seed() -> None:
    drawn = {random_types(seed) for seed in range(40)}
    assert all(len(set(types)) == 7 and set(types) <= set(TYPES) for types in drawn)
    assert random_types(3) == random_types(3)
    assert len(drawn) > 30
