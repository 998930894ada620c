"""4 Seasons' last trick at a real table (SimCord): shown face up, then face down once the next trick is
led (the shared checks are tests/bot/adapter/test_history.py)."""

from __future__ import annotations

from bot.render.history import FACE_DOWN
from tests.bot.adapter.test_history import ask, play_until, start
from tests.support.harness import Harness


async def test_four_seasons_turns_the_last_trick_face_down_once_the_next_is_led(harness: Harness) -> None:
    h = harness
    await start(h, "four-seasons", ("alice", "bob", "carol"))
    await play_until(h, lambda v: v.get("last_trick") is not None)
    assert "🂠 **Last trick** (trick 1)" in await ask(h, "alice", "ui:last")
    await play_until(h, lambda v: bool(v.get("trick")))
    assert FACE_DOWN in await ask(h, "alice", "ui:last")
