"""The kit's card picker: one row per suit in the order given; legal cards enabled, the rest disabled;
when rows run short the smallest neighbouring suits share a row, and the order never changes."""

from __future__ import annotations

from bot.render.base import TableContext
from bot.render.kit import french
from bot.render.kit.card_picker import card_rows, play_form, playable


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


# The play form of a trick-taking game: the follow line, the picker and who the table waits for.
CTX = TableContext(table_id=1, game_name="Whist", channel_name="cards", names=("alice", "bob", "carol"))
HAND = ["SA", "S2", "HT", "C3"]


def to_play(view: dict, seat: int) -> str:
    return "to play"


def test_following_the_led_suit_only_those_cards_are_enabled_and_the_form_says_so() -> None:
    view = {"hand": HAND, "legal": ["play:SA", "play:S2"], "trick": [[2, "S9"]]}
    form = play_form(CTX, view, to_play, ["Trump: ♥️"], french.card, french.suit_of, french.suit_named)
    assert form.lines == ["Trump: ♥️", "You must follow ♠️ spades."]
    assert [[(b.label, b.disabled) for b in row] for row in form.rows] == [  # type: ignore[union-attr]
        [("♠️A", False), ("♠️2", False)],
        [("♥️10", True)],
        [("♣️3", True)],
    ]
    assert form.buttons_show_hand


def test_leading_or_holding_none_of_the_led_suit_any_card_may_be_played() -> None:
    every = [f"play:{c}" for c in HAND]
    lead = play_form(
        CTX, {"hand": HAND, "legal": every, "trick": []}, to_play, [], french.card, french.suit_of
    )
    assert lead.lines == ["You lead — play any card."]
    void = {"hand": HAND, "legal": every, "trick": [[1, "DK"]]}
    form = play_form(CTX, void, to_play, [], french.card, french.suit_of, french.suit_named)
    assert form.lines == ["You have no ♦️ diamonds — play any card."]


def test_waiting_for_others_every_card_is_shown_disabled_under_who_is_to_play() -> None:
    view = {"hand": HAND, "legal": [], "trick": [[1, "DK"]], "to_act": [2]}
    form = play_form(CTX, view, to_play, [], french.card, french.suit_of)
    assert form.lines == ["Waiting for carol to play."]
    assert all(b.disabled for row in form.rows for b in row)  # type: ignore[union-attr]


def test_playable_reads_the_card_of_each_play_action() -> None:
    assert playable(["play:HT", "play:BF:R", "bid:3", "ui:hand"]) == {"HT", "BF"}
