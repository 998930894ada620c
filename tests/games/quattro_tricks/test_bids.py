"""Bids: the canonical strings of every set and the refusal of anything else (spec §4)."""

from __future__ import annotations

import pytest

from games.base import IllegalActionError
from games.quattro_tricks.bids import ChipBid, check_bid, legal_bids, parse


@pytest.mark.parametrize(("set_letter", "count"), [("A", 66), ("B", 56), ("C", 1792), ("D", 242)])
def test_one_canonical_string_per_distinct_bid(set_letter: str, count: int) -> None:
    bids = legal_bids(set_letter)
    assert len(bids) == len(set(bids)) == count


def test_with_the_a_bonus_flag_no_chip_goes_on_5_15_25() -> None:
    bids = legal_bids("A", bonus_without_chip=True)
    assert len(bids) == 55
    assert not [bid for bid in bids if "5/15/25" in bid]


@pytest.mark.parametrize(
    ("set_letter", "bid"),
    [
        ("A", "bid:sum:1-6,5/15/25"),
        ("A", "bid:sum:0,55+"),
        ("B", "bid:not:blue,odd"),
        ("B", "bid:not:blue,yellow,green,red"),
        ("B", "bid:not:even,odd"),  # allowed although it can only score 0
        ("C", "bid:chips:R1,B2,W1"),  # the seed's 2 blue + 1 red + 1 white
        ("C", "bid:chips:none"),
        ("C", "bid:chips:R3,B3,G3,Y3"),
        ("C", "bid:chips:W12"),
        ("D", "bid:missions:D1b,D5a"),
        ("D", "bid:missions:D1a,D2b,D3a,D4b,D5b"),
    ],
)
def test_spec_examples_are_canonical_bids(set_letter: str, bid: str) -> None:
    assert bid in legal_bids(set_letter)
    assert check_bid(set_letter, bid, False) == bid[4:]


@pytest.mark.parametrize(
    ("set_letter", "bid", "message"),
    [
        ("A", "bid:sum:1-6,1-6", "That bid is not allowed: choose two different spaces."),
        ("A", "bid:sum:1-6", "That bid is not allowed: choose exactly 2 spaces."),
        ("A", "bid:sum:1-6,7-12,0", "That bid is not allowed: choose exactly 2 spaces."),
        ("A", "bid:sum:3-4,0", "That bid is not allowed: '3-4' is not a space on the Sum Board."),
        ("A", "bid:sum:5/15/25,1-6", "Write that bid as bid:sum:1-6,5/15/25"),
        ("A", "bid:not:blue", "Your set this round is A (Sum Board): bid with bid:sum:…"),
        ("B", "bid:not:odd,blue", "Write that bid as bid:not:blue,odd"),
        ("B", "bid:not:", "That bid is not allowed: put at least one chip on a section."),
        ("B", "bid:not:blue,blue", "That bid is not allowed: put each chip on a different section."),
        ("B", "bid:not:blue,yellow,green,red,even", "That bid is not allowed: you have only 4 chips."),
        (
            "B",
            "bid:not:purple",
            "That bid is not allowed: 'purple' is not a section (blue yellow green red even odd).",
        ),
        ("C", "bid:chips:B2,R1,W1", "Write that bid as bid:chips:R1,B2,W1"),
        ("C", "bid:chips:R4", "That bid is not allowed: there are only 3 red chips."),
        ("C", "bid:chips:R0,B1", "That bid is not allowed: leave out colours with no chips."),
        ("C", "bid:chips:R1,R1", "That bid is not allowed: give the red chips once."),
        ("C", "bid:chips:R3,B3,G3,Y3,W1", "That bid is not allowed: there are only 12 chips."),
        ("C", "bid:chips:", "That bid is not allowed: write bid:chips:none for no chips."),
        (
            "C",
            "bid:chips:X2",
            "That bid is not allowed: 'X2' is not a chip count; write e.g. bid:chips:R1,B2,W1.",
        ),
        (
            "D",
            "bid:missions:D1a,D1b",
            "That bid is not allowed: you can pick only one side of each mission card.",
        ),
        ("D", "bid:missions:", "That bid is not allowed: pick at least one mission."),
        (
            "D",
            "bid:missions:D6a",
            "That bid is not allowed: 'D6a' is not a mission; write e.g. bid:missions:D1a,D3b.",
        ),
        ("D", "bid:missions:D5a,D1b", "Write that bid as bid:missions:D1b,D5a"),
    ],
)
def test_other_bids_are_refused_with_the_reason(set_letter: str, bid: str, message: str) -> None:
    with pytest.raises(IllegalActionError) as refused:
        check_bid(set_letter, bid, False)
    assert str(refused.value) == message


def test_with_the_a_bonus_flag_a_chip_on_5_15_25_is_refused() -> None:
    with pytest.raises(IllegalActionError, match="5/15/25 scores without a chip"):
        check_bid("A", "bid:sum:1-6,5/15/25", True)


def test_canonical_payloads_parse_to_data() -> None:
    assert parse("sum:1-6,5/15/25") == ("1-6", "5/15/25")
    assert parse("not:blue,odd") == ("blue", "odd")
    assert parse("chips:R1,B2,W1") == ChipBid(colours=(1, 2, 0, 0), white=1)
    assert parse("chips:R1,B2,W1").tricks == 4
    assert parse("chips:none") == ChipBid(colours=(0, 0, 0, 0), white=0)
    assert parse("missions:D1b,D5a") == ("D1b", "D5a")
