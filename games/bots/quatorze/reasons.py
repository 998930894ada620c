"""Why a Quatorze move (issue 39's hints): worded by ``bot/render/quatorze/hints.py``.

The three cards held at the end score, so most reasons speak of what the move keeps: a play that ends
the game with a strong hand, a play that gives up the card the hand misses least, a power's target.
"""

from __future__ import annotations

from typing import Any

from games.bots.hints import Reason
from games.bots.quatorze.casual import END_THRESHOLD
from games.quatorze.cards import VALUE_OF

END_GAME = "end-strong"  # {"card", "column"}: the play ends the game while the hand is strong
PLAY_KEEP = "play-keep"  # {"card", "column"}: this card leaves the best hand behind
TARGET = "target-fullest"  # {"seat"}: the opponent holding the most cards
TAKE = "take-highest"  # {"card"}: the highest card on offer
SKIP = "skip"  # {}: nothing on offer beats the hand
GIVE = "give-lowest"  # {"card"}: give away the card worth least
CALL = "call-common"  # {"call"}: the value most common among the unseen cards


def explain(view: dict[str, Any], action: str) -> Reason | None:
    parts = action.split(":")
    verb = parts[0]
    if verb == "play" and len(parts) >= 3:
        card, column = parts[1], parts[2]
        play = next((p for p in view.get("plays") or [] if p["action"] == action), None)
        if play is not None and play["ends"]:
            return Reason(END_GAME, {"card": card, "column": column, "least": END_THRESHOLD})
        return Reason(PLAY_KEEP, {"card": card, "column": column})
    if verb == "target":
        return Reason(TARGET, {"seat": int(parts[1])})
    if verb == "take":
        return Reason(TAKE, {"card": parts[1]})
    if verb == "skip":
        return Reason(SKIP)
    if verb == "pass":
        card = parts[-1]
        return Reason(GIVE, {"card": card}) if card in VALUE_OF else None
    if verb == "call":
        return Reason(CALL, {"call": parts[1]})
    return None
