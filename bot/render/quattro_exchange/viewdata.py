"""Reads of a Quattro Exchange view that several screens share (defensive: views may come from an older
or newer engine, and drafts from the client)."""

from __future__ import annotations

from typing import Any

from bot.render.quattro_exchange.tokens import EXCHANGE, FIRST, MULLIGAN, OPEN, SECOND
from bot.render.viewdata import at, option

SEATS = (0, 1)
VIRTUALS = tuple(range(1, 7))


def opens(view: dict[str, Any], seat: int) -> list[str]:
    return [c for c in at(view.get("opens"), seat) or [] if isinstance(c, str)]


def visited(view: dict[str, Any], seat: int) -> list[int]:
    return [v for v in at(view.get("visited"), seat) or [] if isinstance(v, int)]


def unvisited(view: dict[str, Any], seat: int) -> list[int]:
    seen = set(visited(view, seat))
    return [v for v in VIRTUALS if v not in seen]


def virtual_slots(view: dict[str, Any], v: int) -> list[str | None]:
    entry = at(view.get("virtuals"), v - 1)
    slots = entry.get("cards") if isinstance(entry, dict) else None
    return [c if isinstance(c, str) else None for c in slots or []]


def pass_mode(view: dict[str, Any]) -> bool:
    return option(view.get("options") or {}, "stop_mode", "permanent") == "pass"


def sequential(view: dict[str, Any]) -> bool:
    return option(view.get("options") or {}, "opening_mode", "simultaneous") == "sequential"


def role(view: dict[str, Any], seat: int) -> str:
    """``선`` or ``후`` for the current (or coming) exchange phase."""
    first = view.get("first")
    if first not in SEATS:
        return ""
    return FIRST if seat == first else SECOND


def phase_title(view: dict[str, Any]) -> str:
    """``exchange phase 2/3 · 교환``; ``opening 1/4 · 오픈``; ``mulligans · 멀리건``; ``game over``."""
    phase, r = view.get("phase"), view.get("round", "?")
    if phase == "mulligan":
        return f"mulligans · {MULLIGAN}"
    if phase == "opening":
        return f"opening {r}/{view.get('openings', 4)} · {OPEN}"
    if phase == "exchange":
        return f"exchange phase {r}/{view.get('exchange_phases', 3)} · {EXCHANGE}"
    if phase == "finished":
        return "game over"
    return str(phase)
