"""Component ids carry the table, the moment and the action; anything else is refused."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.adapter.custom_ids import MAX_CUSTOM_ID, ComponentId, make, parse


def test_round_trip() -> None:
    custom_id = make(42, 17, "play:R12")
    assert custom_id == "cr:42:17:play:R12"
    assert parse(custom_id) == ComponentId(42, 17, "play:R12")


def test_bid_text_with_slashes_and_commas_fits() -> None:
    assert parse(make(9, 3, "bid:sum:1-6,5/15/25")) == ComponentId(9, 3, "bid:sum:1-6,5/15/25")


@pytest.mark.parametrize(
    "forged",
    [
        "",
        "cr:",
        "cr:1:2:",
        "cr:x:2:play:R1",
        "cr:01:2:play:R1",  # no leading zeros: one table, one spelling
        "cr:1:-2:play:R1",
        "xx:1:2:play:R1",
        "cr:1:2:play:R1 extra",
        "cr:1:2:play:Ré",
        "cr:1:2:" + "a" * 200,
        "cr:99999999999999999999:2:play:R1",
    ],
)
def test_forged_or_malformed_ids_are_refused(forged: str) -> None:
    assert parse(forged) is None


def test_make_refuses_what_parse_would_refuse() -> None:
    with pytest.raises(ValueError):
        make(1, 1, "x" * 90)


@given(st.text(max_size=150))
def test_parse_never_raises_and_never_exceeds_the_limit(text: str) -> None:
    parsed = parse(text)
    if parsed is not None:
        assert len(str(parsed)) <= MAX_CUSTOM_ID
        assert str(parsed) == text
