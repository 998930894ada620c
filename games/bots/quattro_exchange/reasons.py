"""Why a Quattro Exchange move (issue 39's hints): worded by ``bot/render/quattro_exchange/hints.py``.

The four final cards are the open cards plus the hidden ones; a Quattro (four suits, four numbers) beats
any sum. So every reason speaks of the hand of four as it stands: its sum, and whether it is a Quattro.
"""

from __future__ import annotations

from typing import Any

from games.bots.hints import Reason
from games.quattro_exchange.cards import NUMBER, is_quattro

KEEP = "keep"  # {"sum"}: the hand is worth keeping
KEEP_QUATTRO = "keep-quattro"  # {}: the hand is a Quattro already
MULLIGAN = "mulligan"  # {"sum"}: a low hand without a Quattro: try another
OPEN = "open-fits"  # {"card"}: the hidden card that best fits a Quattro with the open ones
EXCHANGE = "exchange-give"  # {"card", "virtual"}: what that player hands over should improve the hand
STOP = "stop"  # {"sum"}: no exchange is expected to help
STOP_QUATTRO = "stop-quattro"  # {}: a Quattro already: keep it


def explain(view: dict[str, Any], action: str) -> Reason | None:
    me = view["seat"]
    cards = [*view["opens"][me], *view["hand"]]
    total = sum(NUMBER[card] for card in cards)
    quattro = len(cards) == 4 and is_quattro(cards)
    if action == "keep":
        return Reason(KEEP_QUATTRO) if quattro else Reason(KEEP, {"sum": total})
    if action == "mulligan":
        return Reason(MULLIGAN, {"sum": total})
    if action.startswith("open:"):
        return Reason(OPEN, {"card": action[5:]})
    if action.startswith("exchange:"):
        _verb, virtual, card = action.split(":")
        return Reason(EXCHANGE, {"card": card, "virtual": int(virtual)})
    if action == "stop":
        return Reason(STOP_QUATTRO) if quattro else Reason(STOP, {"sum": total})
    return None
