"""The kit's card picker: one row per suit in the order given; legal cards enabled, the rest disabled;
when rows run short the smallest neighbouring suits share a row, and the order never changes."""

from __future__ import annotations

from bot.render.kit.card_picker import card_rows


def suit(code: str) -> str:
    return code[0]


def rows(cards: list[str], allowed: set[str] | None = None, rows_free: int = 5) -> list[list[str]]:
    made = card_rows(cards, suit, str.lower, cards if allowed is None else allowed, rows_free=rows_free)
    return [[b.label for b in row] for row in made]  # type: ignore[union-attr]


def test_one_row_per_suit_where_it_fits() -> None:
    assert rows(["R1", "R2", "B3", "Y4", "Y5"]) == [["r1", "r2"], ["b3"], ["y4", "y5"]]


def test_legal_cards_are_enabled_and_play_them_illegal_ones_disabled_not_hidden() -> None:
    (row,) = card_rows(["R1", "R2"], suit, str, {"R2"})
    assert [(b.action, b.disabled, b.style) for b in row] == [  # type: ignore[union-attr]
        ("play:R1", True, "secondary"),
        ("play:R2", False, "primary"),
    ]


def test_a_suit_of_more_than_five_takes_two_rows() -> None:
    cards = [f"R{n}" for n in range(1, 8)] + ["B1"]
    assert rows(cards) == [["r1", "r2", "r3", "r4", "r5"], ["r6", "r7"], ["b1"]]


def test_short_of_rows_the_smallest_whole_suits_share_one() -> None:
    cards = ["R1", "R2", "R3", "B1", "Y1", "G1", "G2", "G3"]
    assert rows(cards, rows_free=3) == [["r1", "r2", "r3"], ["b1", "y1"], ["g1", "g2", "g3"]]


def test_when_nothing_fits_the_cards_run_in_rows_of_five_in_the_same_order() -> None:
    cards = ["R1", "R2", "R3", "B1", "B2", "B3", "Y1", "Y2", "Y3"]
    assert rows(cards, rows_free=2) == [["r1", "r2", "r3", "b1", "b2"], ["b3", "y1", "y2", "y3"]]
