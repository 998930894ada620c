"""The kit's turn line: who is to act, seats with the same task in one clause, the viewer as "you"."""

from __future__ import annotations

from bot.render.base import TableContext
from bot.render.kit.turn import table_turn, turn_line, waiting_for, waiting_form, waiting_line

CTX = TableContext(table_id=1, game_name="G", channel_name="cards", names=("alice", "bob", "carol"))


def prompt(view: dict, seat: int) -> str:
    return "to bid" if seat != 2 else "to play"


def test_seats_with_the_same_task_share_a_clause() -> None:
    text = waiting_for(CTX, {"to_act": [0, 1, 2]}, prompt)
    assert text == "alice and bob to bid · carol to play"
    assert waiting_line(text) == "Waiting for alice and bob to bid · carol to play."
    assert turn_line(waiting_for(CTX, {"to_act": [2]}, prompt)) == "⏳ carol to play"


def test_the_viewer_is_you() -> None:
    assert waiting_for(CTX, {"to_act": [0, 1]}, prompt, me=1) == "alice and you to bid"


def test_a_waiting_hand_names_who_the_table_waits_for_with_no_refresh_button() -> None:
    """Issue 36 item 6: an open hand is redrawn when its turn begins (bot/adapter/live_hands.py), and one
    that can't be is told by a turn ping or DM: a Refresh button only took a phone line."""
    form = waiting_form(CTX, {"to_act": [2]}, prompt, ["Cards: 🟥R3"])
    assert form.lines == ["Cards: 🟥R3", "Waiting for carol to play."]
    assert form.rows == [] and not form.buttons_show_hand


def test_nobody_is_waited_for_once_nobody_is_to_act() -> None:
    form = waiting_form(CTX, {"to_act": []}, prompt)
    assert not any("Waiting" in line for line in form.lines)
    assert table_turn(CTX, {"to_act": []}, prompt) == []
    assert table_turn(CTX, {"to_act": [0]}, prompt) == ["⏳ alice to bid"]
