"""The trick game's engine kit (games/trickgame.py): the trick keys a view shows, the tricks taken, bids
read with clear refusals, the score sheet's rows and the top-score outcome."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from games import trickgame
from games.base import IllegalActionError
from games.tricks import Trick


@dataclass(frozen=True)
class Table:
    hands: tuple[tuple[str, ...], ...]
    leader: int | None
    trick: tuple[tuple[int, str], ...]
    tricks: tuple[Trick, ...] = ()


TABLE = Table(hands=(("SA", "H2"), ("C9",), ("DK",)), leader=1, trick=((1, "HT"), (2, "H3")))


def test_a_view_shows_the_hand_sizes_the_trick_in_play_its_leader_and_the_trick_number() -> None:
    keys = trickgame.trick_keys(TABLE, trick_no=3, last=None)
    assert keys == {
        "hand_sizes": [2, 1, 1],
        "trick": [[1, "HT"], [2, "H3"]],
        "players": 3,
        "leader": 1,
        "last_trick": None,
        "trick_no": 3,
    }


def test_the_last_trick_shows_its_plays_and_its_winner_and_nothing_before_the_first() -> None:
    assert trickgame.last_trick(((0, "S2"), (1, "SK")), winner=1) == {
        "cards": [[0, "S2"], [1, "SK"]],
        "winner": 1,
    }
    assert trickgame.last_trick((), winner=0) is None


def test_a_kept_trick_shows_its_number_plays_winner_and_winning_card() -> None:
    record = Trick(no=4, cards=((2, "C5"), (0, "CQ")), winner=0, card="CQ")
    assert trickgame.record_view(record) == {
        "no": 4,
        "cards": [[2, "C5"], [0, "CQ"]],
        "winner": 0,
        "card": "CQ",
    }


def test_a_record_that_keeps_the_suit_its_lead_named_shows_it() -> None:
    @dataclass(frozen=True)
    class Named:
        no: int
        cards: tuple[tuple[int, str], ...]
        named: str | None
        winner: int
        card: str

    shown = trickgame.record_view(Named(1, ((0, "BF"), (1, "R3")), "R", 0, "BF"))
    assert shown["named"] == "R" and shown["winner"] == 0


def test_the_winner_of_a_trick_takes_one_more() -> None:
    assert trickgame.took((0, 2, 1), winner=1) == (0, 3, 1)


def test_tricks_won_are_counted_from_the_kept_tricks() -> None:
    kept = (Trick(1, (), 2, "SA"), Trick(2, (), 0, "S2"), Trick(3, (), 2, "SK"))
    assert trickgame.tricks_won(Table(TABLE.hands, 0, (), kept)) == [1, 0, 2]


def test_a_bid_is_a_number_of_tricks_within_the_round() -> None:
    assert trickgame.bid_of("bid:0", most=3) == 0
    assert trickgame.bid_of("bid:3", most=3) == 3
    assert trickgame.bid_actions(n for n in range(3) if n != 1) == ["bid:0", "bid:2"]


@pytest.mark.parametrize(
    ("action", "refusal"),
    [
        ("play:SA", trickgame.BID_FIRST),
        ("bid:two", trickgame.NOT_A_BID),
        ("bid:-1", trickgame.NOT_A_BID),
        ("bid:²", trickgame.NOT_A_BID),  # a digit to str.isdigit, not to int()
        ("bid:", trickgame.NOT_A_BID),
        ("pass", trickgame.NOT_A_BID),
        ("bid:4", trickgame.BID_RANGE),
    ],
)
def test_a_bid_that_is_not_one_is_refused_in_words_the_player_reads(action: str, refusal: str) -> None:
    with pytest.raises(IllegalActionError) as refused:
        trickgame.bid_of(action, most=3)
    assert refused.value.template == refusal


def test_a_bid_out_of_range_says_the_range() -> None:
    with pytest.raises(IllegalActionError) as refused:
        trickgame.bid_of("bid:1", most=5, least=2)
    assert refused.value.params == {"least": 2, "most": 5}


def test_the_score_sheet_has_a_row_per_round_with_its_points_and_the_totals_after_it() -> None:
    assert trickgame.round_history([(10, 0, 12), (0, 11, 0)]) == [
        {"round": 1, "points": [10, 0, 12], "scores": [10, 0, 12]},
        {"round": 2, "points": [0, 11, 0], "scores": [10, 11, 12]},
    ]
    assert trickgame.round_history([]) == []


def test_the_top_score_wins_and_a_tie_shares_the_win() -> None:
    assert trickgame.top_score((5, 9, 2)).winners == (1,)
    tied = trickgame.top_score([9, 9, 2])
    assert tied.winners == (0, 1) and tied.scores == (9, 9, 2)


def test_a_seat_plays_the_led_suit_if_it_holds_it_else_anything() -> None:
    suit = {"SA": "S", "S2": "S", "H2": "H", "DK": "D"}
    assert trickgame.card_actions(("SA", "H2", "S2"), ((1, "SK"),), suit | {"SK": "S"}) == [
        "play:SA",
        "play:S2",
    ]
    assert trickgame.card_actions(("H2", "DK"), ((1, "SK"),), suit | {"SK": "S"}) == ["play:H2", "play:DK"]
    assert trickgame.card_actions(("H2", "DK"), (), suit) == ["play:H2", "play:DK"]


def test_seats_bid_in_turn_from_the_first_bidder_round_the_table() -> None:
    assert trickgame.bidder((None, None, None), first=1) == 1
    assert trickgame.bidder((None, 2, None), first=1) == 2
    assert trickgame.bidder((None, 2, 0), first=1) == 0


def test_a_bid_and_the_end_of_the_game_are_public_events() -> None:
    assert trickgame.BidMade(seat=2, bid=3).kind == "BidMade"
    assert trickgame.GameOver(scores=(10, 4)).kind == "GameOver"
