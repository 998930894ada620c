"""Quattro Trick-Taking's moments to ``kill -9`` the bot at (mid-bid and mid-trick), for
``test_kill_and_restart.py``: (players, table seed, kills)."""

from __future__ import annotations

from tests.process.moments import phase_is

CASES = [
    (3, 11, [("mid-bid", phase_is("bidding")), ("mid-trick", phase_is("playing"))]),
    (3, 12, [("mid-trick", phase_is("playing")), ("mid-bid", phase_is("bidding"))]),
]
