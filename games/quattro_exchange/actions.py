"""The action language of Quattro Exchange (docs/actions-and-cards.md): canonical action strings, built once.

``keep``, ``mulligan``, ``open:<card>``, ``exchange:<1-6>:<card>``, ``stop``.
"""

from __future__ import annotations

from games.quattro_exchange.cards import CODES
from games.quattro_exchange.config import VIRTUAL_PLAYERS

KEEP = "keep"
TAKE_MULLIGAN = "mulligan"
MULLIGAN_ACTIONS = (KEEP, TAKE_MULLIGAN)
STOP = "stop"
VIRTUALS = tuple(range(1, VIRTUAL_PLAYERS + 1))
VIRTUAL_TEXT: dict[str, int] = {str(v): v for v in VIRTUALS}
OPEN_ACTION: dict[str, str] = {card: f"open:{card}" for card in CODES}
EXCHANGE_ACTION: dict[int, dict[str, str]] = {v: {c: f"exchange:{v}:{c}" for c in CODES} for v in VIRTUALS}
OPEN = "open"
EXCHANGE = "exchange"
