"""Reads of a Quattro Exchange view that several screens share (defensive: views may come from an older
or newer engine, and drafts from the client)."""

from __future__ import annotations

from typing import Any

from bot.i18n import _
from bot.render.quattro_exchange.tokens import count
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


FIRST, SECOND = "first", "second"  # a seat's role in an exchange phase: 선 and 후 in the seed's words


def role(view: dict[str, Any], seat: int) -> str:
    """``FIRST`` (선) or ``SECOND`` (후) for the current (or coming) exchange phase, "" before it is known."""
    first = view.get("first")
    if first not in SEATS:
        return ""
    return FIRST if seat == first else SECOND


def phase_title(view: dict[str, Any]) -> str:
    """``exchange phase 2/3``; ``opening 1/4``; ``mulligans``; ``game over``."""
    phase, r = view.get("phase"), count(view.get("round", "?"))
    if phase == "mulligan":
        return _("mulligans")
    if phase == "opening":
        return _("opening {index}/{total}", index=r, total=count(view.get("openings", 4)))
    if phase == "exchange":
        return _("exchange phase {index}/{total}", index=r, total=count(view.get("exchange_phases", 3)))
    if phase == "finished":
        return _("game over")
    return str(phase)
