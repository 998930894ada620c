"""Quattro Exchange's moments to ``kill -9`` the bot at (its mulligans, simultaneous openings and
exchanges), for ``test_kill_and_restart.py``: (players, table seed, kills)."""

from __future__ import annotations

from tests.process.moments import phase_is

CASES = [
    (2, 21, [("mid-mulligan", phase_is("mulligan")), ("mid-exchange", phase_is("exchange"))]),
    # The openings are simultaneous too.
    (2, 25, [("mid-opening", phase_is("opening")), ("mid-exchange", phase_is("exchange"))]),
]
