"""How often SimCord looks again while it waits for the bot to settle.

After every player's click SimCord settles: it waits until all the bot's work is done or parked. When
what is left is one of SimCord's own bookkeeping callbacks (or a drawing thread the bot awaits), its
settle loop waits out a whole ``idle`` slice, 50 ms by default, before it looks again, although the work
ends within a loop turn or a few milliseconds. A whole game is hundreds of clicks, so the e2e tests spent
two thirds of their time in those slices (one whole four-player game at the table: 15.3 s, 5.3 s at
2 ms, 5.9 s at 5 ms). The slice is only how often it looks: the settle deadline is absolute and what it
waits for is unchanged, so a shorter slice finds the same settled state sooner.

SimCord's actors call the settle without an ``idle`` of their own, so the default itself is set here,
once, for every test and for the example games' runs (tests/conftest.py imports this module).
"""

from __future__ import annotations

from simcord.env import Env

SETTLE_POLL_S = 0.002


def pace_settling(poll_s: float = SETTLE_POLL_S) -> None:
    defaults = dict(Env._settle_internal.__kwdefaults__ or {})
    assert "idle" in defaults, "SimCord's settle no longer takes idle: check tests/support/simcord_pace.py"
    defaults["idle"] = poll_s
    Env._settle_internal.__kwdefaults__ = defaults
