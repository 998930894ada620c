"""Replay controls' tails: only the exact grammar is read back; anything else is refused as forged."""

from __future__ import annotations

import pytest

from bot.render.replays import parse_step


def test_a_replay_control_names_its_step_and_size() -> None:
    assert parse_step("rp:12:trick:next") == (12, "trick")
    assert parse_step("rp:0:turn:open") == (0, "turn")


@pytest.mark.parametrize(
    "tail",
    ["rp:-1:turn:next", "rp:01:turn:next", "rp:1:turn", "rp:1:TURN:next", "rp:9999999:turn:last", "rp:x"],
)
def test_a_forged_replay_tail_is_not_read(tail: str) -> None:
    assert parse_step(tail) is None
