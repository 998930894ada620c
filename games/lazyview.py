"""A seat's view built key by key from one table of fields, read whole or lazily.

An engine's ``view`` is the table materialized into a plain dict (what the service renders and stores).
The strong level's playouts ask for the same view at every simulated step, but the casual policy reads a
handful of its keys (the hand, the legal actions, the trick, ...) and never the expensive ones (a bid's
progress, the round history, the options dump). ``LazyView`` serves a key by calling the same field
function ``view`` calls, once, when it is first read: every value it hands out is exactly the value the
plain view holds, so a policy reading it decides exactly as it would from the plain view
(``tests/games/test_lazyview.py`` checks both agree over random playouts).

A field is ``f(state, seat)``; the public table is read for every view, the seat table only for a seat's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

Field = Callable[[Any, Any], Any]


def plain_view(
    public: Mapping[str, Field], own: Mapping[str, Field], state: Any, seat: Any
) -> dict[str, Any]:
    """The whole view as a dict, keys in table order (public, then the seat's own)."""
    data = {key: field(state, seat) for key, field in public.items()}
    if seat is not None:
        for key, field in own.items():
            data[key] = field(state, seat)
    return data


class LazyView(Mapping[str, Any]):
    """The view of ``plain_view`` for the same tables, each value computed on first read and kept (so a
    reader that mutates a value sees its mutation again, as with a dict)."""

    __slots__ = ("_fields", "_seat", "_state", "_values")

    def __init__(self, fields: Mapping[str, Field], state: Any, seat: Any) -> None:
        self._fields = fields
        self._state = state
        self._seat = seat
        self._values: dict[str, Any] = {}

    def __getitem__(self, key: str) -> Any:
        values = self._values
        if key in values:
            return values[key]
        value = values[key] = self._fields[key](self._state, self._seat)
        return value

    def __contains__(self, key: object) -> bool:
        return key in self._fields

    def __iter__(self) -> Iterator[str]:
        return iter(self._fields)

    def __len__(self) -> int:
        return len(self._fields)


def seat_fields(public: Mapping[str, Field], own: Mapping[str, Field]) -> dict[str, Field]:
    """One table for a seat's lazy view: the public fields, then the seat's own."""
    return {**public, **own}
