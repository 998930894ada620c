"""Defensive reads of a Quatorze view (docs/views-quatorze.md) that several screens share.

Views may come from an older or newer engine and drafts from the client, so every read tolerates a
missing or odd value instead of raising.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import _
from bot.render.quatorze.tokens import card, colour_text
from bot.render.quatorze.tokens import value as value_of
from bot.render.viewdata import at

COLUMN_END = 7  # the 7th card in a column ends the game (spec §5); shown so players can count
LUCKY_POINTS = 2  # each Lucky Gods bonus card (spec §6)
NOTES = "NO"
LEFT, RIGHT = "left", "right"


def players(view: dict[str, Any]) -> int:
    count = view.get("players")
    return count if isinstance(count, int) and count > 0 else len(view.get("hand_sizes") or [])


def columns(view: dict[str, Any]) -> list[tuple[str, list[str]]]:
    """``[(type code, cards anchor first)]`` in creation order."""
    out = []
    for entry in view.get("columns") or []:
        if isinstance(entry, dict) and isinstance(entry.get("type"), str):
            out.append((entry["type"], [c for c in entry.get("cards") or [] if isinstance(c, str)]))
    return out


def column_cards(view: dict[str, Any], code: str) -> list[str]:
    return next((cards for column, cards in columns(view) if column == code), [])


def decision(view: dict[str, Any]) -> dict[str, Any]:
    found = view.get("decision")
    return found if isinstance(found, dict) else {}


def decision_kind(view: dict[str, Any]) -> str | None:
    found = decision(view).get("kind")
    return found if isinstance(found, str) else None


def active(view: dict[str, Any]) -> int | None:
    seat = decision(view).get("seat", view.get("turn"))
    return seat if isinstance(seat, int) else None


def hand(view: dict[str, Any]) -> list[str]:
    return [c for c in view.get("hand") or [] if isinstance(c, str)]


def hand_size(view: dict[str, Any], seat: int) -> int:
    size = at(view.get("hand_sizes"), seat)
    return size if isinstance(size, int) else 0


def bonus(view: dict[str, Any], seat: int) -> list[str]:
    return [c for c in at(view.get("bonus"), seat) or [] if isinstance(c, str)]


def opponents(view: dict[str, Any], seat: int | None) -> list[int]:
    """The other seats, clockwise from ``seat``'s left (the engine's order for targets)."""
    n = players(view)
    if not isinstance(seat, int) or n <= 0:
        return []
    return [(seat + step) % n for step in range(1, n)]


def neighbour(view: dict[str, Any], seat: int, direction: str) -> int:
    """Left = the next seat clockwise, the way play goes; right = the previous one (spec §2.5)."""
    n = max(players(view), 1)
    return (seat + (1 if direction == LEFT else -1)) % n


def consecutive(a: int, b: int) -> bool:
    """Notes in play: values one apart, and 7 and 1 (spec §4)."""
    return abs(a - b) in (1, 6)


def notes_fires(view: dict[str, Any], value: int) -> bool:
    """Whether a card of this value played on the Notes column would let its player take a card: the first
    card of the column, or one consecutive to its current top card (a reading of the table for the player;
    the engine decides)."""
    cards = column_cards(view, NOTES)
    if not cards:
        return True
    return consecutive(value, value_of(cards[-1]))


def wild_line(view: dict[str, Any]) -> str:
    """``Wild colour 🟣 violet (CO7🟣V) · wild number 6 (DA6🔵B)`` (— when none).

    The card in brackets is the one setting it (the view says which): only a card played there from a hand
    counts, so it is not always the top card of the Colors or Days column."""
    colour, number = view.get("wild_colour"), view.get("wild_number")
    colour_part = colour_text(colour) if isinstance(colour, str) else "—"
    number_part = str(number) if isinstance(number, int) else "—"
    colour_card, number_card = (
        _source(view, colour, "wild_colour_card"),
        _source(view, number, "wild_number_card"),
    )
    return _(
        "Wild colour {colour} · wild number {number}",
        colour=colour_part + colour_card,
        number=number_part + number_card,
    )


def _source(view: dict[str, Any], wild: object, key: str) -> str:
    code = view.get(key)
    return f" ({card(code)})" if wild is not None and isinstance(code, str) else ""
