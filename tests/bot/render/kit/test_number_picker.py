"""The kit's number picker: every number of the range in rising order, rows of 5, the numbers the rules
forbid now shown disabled (not hidden), and never more rows than the form can spare."""

from __future__ import annotations

from bot.i18n import language
from bot.render.kit.number_picker import bid_form, number_rows


def bid(n: int) -> str:
    return f"bid:{n}"


def test_every_number_shows_in_rising_order_in_rows_of_five() -> None:
    rows = number_rows(range(8), range(8), bid)
    assert [[b.label for b in row] for row in rows] == [["0", "1", "2", "3", "4"], ["5", "6", "7"]]  # type: ignore[union-attr]


def test_a_forbidden_number_is_disabled_not_hidden_and_the_others_take_their_action() -> None:
    (row,) = number_rows(range(3), {0, 2}, bid)
    assert [(b.action, b.disabled) for b in row] == [("bid:0", False), ("bid:1", True), ("bid:2", False)]  # type: ignore[union-attr]


def test_the_rows_stop_at_what_the_form_can_spare() -> None:
    assert len(number_rows(range(18), range(18), bid, rows_free=2)) == 2


def test_a_bid_form_asks_says_why_a_number_is_forbidden_and_shows_the_whole_range() -> None:
    form = bid_form(
        ["Trump: ♥️Q"], range(4), ["bid:0", "bid:1", "bid:3"], "bid:", "How many?", lambda n: f"Not {n}."
    )
    assert form.lines == ["Trump: ♥️Q", "How many?", "Not 2."]
    (row,) = form.rows
    assert [(b.action, b.disabled) for b in row] == [  # type: ignore[union-attr]
        ("bid:0", False),
        ("bid:1", False),
        ("bid:2", True),
        ("bid:3", False),
    ]


def test_a_bid_form_with_every_number_allowed_gives_no_reason_and_asks_in_the_readers_language() -> None:
    legal = ["bid:0", "bid:1", "bid:2", "play:H2"]
    assert bid_form([], range(3), legal, "bid:", forbidden=str).lines == ["How many tricks will you take?"]
    with language("ko"):
        assert bid_form([], range(3), legal, "bid:").lines == ["트릭을 몇 개 따겠습니까?"]
