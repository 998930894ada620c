"""4 Seasons's moments to ``kill -9`` the bot at (its secret bids and tricks), for
``test_kill_and_restart.py``: (players, table seed, kills)."""

from __future__ import annotations

from typing import Any

from tests.process.moments import phase_is


def mid_trick(view: dict[str, Any]) -> bool:
    """A trick has been led and is not complete."""
    return view.get("phase") == "playing" and bool(view.get("trick"))


# Secret bids are simultaneous: a kill while the others are still choosing theirs.
CASES = [(3, 19, [("mid-bid", phase_is("bidding")), ("mid-trick", mid_trick)])]
