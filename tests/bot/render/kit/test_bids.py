"""A bid-and-take game's bids row and round line (bot/render/kit/bids.py): what each seat bid, what it has
taken, and what the round scored, in the reader's language."""

from __future__ import annotations

from bot.i18n import language
from bot.render.base import TableContext
from bot.render.kit.bids import bids_line, round_scored, round_step
from games.trickgame import RoundScored

CTX = TableContext(table_id=1, game_name="Whist", channel_name="cards", names=("alice", "bob", "carol"))


def test_while_bidding_the_row_shows_each_bid_and_a_question_mark_for_those_still_to_bid() -> None:
    view = {"phase": "bidding", "bids": [2, None, None], "taken": [0, 0, 0]}
    assert bids_line(CTX, view) == "alice 2 · bob ? · carol ?"


def test_once_play_starts_the_row_shows_the_tricks_each_seat_has_taken() -> None:
    view = {"phase": "playing", "bids": [2, 0, 1], "taken": [1, 0, 0]}
    assert bids_line(CTX, view) == "alice 2 (1 taken) · bob 0 (0 taken) · carol 1 (0 taken)"


def test_the_round_line_shows_taken_over_bid_and_the_points_each_seat_made() -> None:
    event = RoundScored(round=3, bids=(2, 1, 0), taken=(2, 0, 1), points=(12, 0, 0), scores=(30, 11, 4))
    line = round_scored(CTX, event)
    assert line == "**Round 3 scored** (taken/bid): alice 2/2 +12 · bob 0/1 0 · carol 1/0 0"


def test_both_read_in_korean() -> None:
    event = RoundScored(round=3, bids=(2, 1, 0), taken=(2, 0, 1), points=(12, 0, 0), scores=(30, 11, 4))
    with language("ko"):
        assert round_scored(CTX, event).startswith("**라운드 3 점수**")
        assert "(1 땀)" in bids_line(CTX, {"phase": "playing", "bids": [2, 0, 1], "taken": [1, 0, 0]})


def test_the_header_says_the_round_and_its_hand_size_then_game_over() -> None:
    view = {"phase": "playing", "round": 3, "rounds": 19, "hand_size": 3}
    assert round_step(view) == "round 3/19 · 3 cards"
    assert round_step(view | {"round": 1, "hand_size": 1}) == "round 1/19 · 1 card"
    assert round_step({"phase": "finished"}) == "game over"
    with language("ko"):
        assert round_step(view) == "라운드 3/19 · 3장"
