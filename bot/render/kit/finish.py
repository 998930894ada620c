"""The finished game on a seat's own screen: where the viewer ended ("You finished 2nd with 31 points.").

The place is the results table's (``people.places``: winners share 1st even when a variant lets a lower
score win), so the hand, the channel's standings and the leaderboard never disagree about a place.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import ngettext
from bot.render.people import ordinal, places


def place_line(scores: Sequence[int], seat: object, winning: Sequence[int] | None = None) -> str | None:
    """The viewer's place and points; None for a viewer without a seat (a spectator's view)."""
    if not isinstance(seat, int) or not 0 <= seat < len(scores):
        return None
    return ngettext(
        "You finished {place} with {n} point.",
        "You finished {place} with {n} points.",
        scores[seat],
        place=ordinal(places(scores, winning)[seat]),
    )
