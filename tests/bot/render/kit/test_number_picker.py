"""The kit's number picker: every number of the range in rising order, rows of 5, the numbers the rules
forbid now shown disabled (not hidden), and never more rows than the form can spare."""

from __future__ import annotations

from bot.render.kit.number_picker import number_rows


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
