"""The load benchmark's figures for the global rate budget: calls per second however the seconds are
cut, and table messages that fall behind, go back in time or repeat themselves."""

from __future__ import annotations

from bench.load.budget import LimitedCalls, measure_budget, most_in_a_window
from bot.local.standin.models import Message
from bot.local.standin.recorder import Call


def edit(message_id: str, version: int, at: float, content: str = "table") -> Call:
    row = {"type": 1, "components": [{"type": 2, "custom_id": f"cr:7:{version}:ui:hand", "label": "Hand"}]}
    body = {"content": content, "components": [row]}
    return Call("PATCH", f"/channels/1/messages/{message_id}", {}, body, at=at)


def message(message_id: str, version: int) -> Message:
    row = {"type": 1, "components": [{"type": 2, "custom_id": f"cr:7:{version}:ui:hand", "label": "Hand"}]}
    return Message(message_id, "1", "9", {}, "channel", components=[row])


def test_the_busiest_second_is_found_wherever_it_starts() -> None:
    times = [0.0, 0.6, 0.7, 0.8, 1.5, 1.55, 1.65]  # whole seconds hold 4 and 3; [0.6, 1.6) holds 5
    assert most_in_a_window(times, since=0.0) == 5
    assert most_in_a_window(times, since=1.0) == 3


def test_an_edit_older_than_what_the_message_showed_is_out_of_order_and_a_repeat_is_doubled() -> None:
    calls = LimitedCalls()
    for call in (
        edit("5", 1, 0.0),
        edit("5", 3, 0.1),
        edit("5", 2, 0.2),
        edit("5", 3, 0.3, "x"),
        edit("5", 3, 0.4, "x"),
    ):
        calls.saw(call, limited=True, message_id=call.path.rsplit("/", 1)[-1])
    assert (calls.out_of_order, calls.doubled) == (1, 1)


def test_a_table_message_behind_its_table_is_lost_and_otherwise_the_catch_up_time_is_measured() -> None:
    calls = LimitedCalls()
    calls.saw(edit("5", 4, 12.5), limited=True, message_id="5")
    calls.saw(edit("6", 2, 11.0), limited=True, message_id="6")
    current = measure_budget(
        calls, 0.0, 10.0, [(1, 5, 4), (2, 6, 2)], {"5": message("5", 4), "6": message("6", 2)}
    )
    assert current.not_current == [] and current.current_after_s == 2.5 and current.tables_checked == 2
    behind = measure_budget(calls, 0.0, 10.0, [(1, 5, 5)], {"5": message("5", 4)})
    assert behind.not_current == ["table 1: shows v4, stored v5"] and behind.current_after_s is None
