"""Does a value hold exactly what its type hints say (tuples, not lists; records of their class)?

Why: a loaded state can equal the stored one in JSON yet differ from the live one: a list where the state
keeps a tuple compares unequal to it and breaks hashing and ``fast_replace`` users. The round-trip tests
check every loaded state with this, written apart from ``games.codec`` so one cannot hide the other's
mistake.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel


def mismatch(value: Any, tp: Any, path: str = "state") -> str | None:  # one branch per kind of type
    """Where ``value`` first differs from the type ``tp`` (e.g. ``"state.tricks[0].cards: list"``), or
    None when it conforms all the way down."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if tp is Any:
        return None
    if tp in (int, bool):
        return None if type(value) is tp else f"{path}: {type(value).__name__}, not {tp.__name__}"
    if tp in (str, float, type(None)):
        return None if isinstance(value, tp) else f"{path}: {type(value).__name__}, not {tp.__name__}"
    if origin is typing.Literal:
        return None if value in args else f"{path}: {value!r} not in {args}"
    if origin in (typing.Union, types.UnionType):
        found = [mismatch(value, arg, path) for arg in args]
        return None if None in found else " / ".join(f for f in found if f)
    if origin is tuple:
        if type(value) is not tuple:
            return f"{path}: {type(value).__name__}, not tuple"
        if len(args) == 2 and args[1] is Ellipsis:
            return _first(mismatch(item, args[0], f"{path}[{i}]") for i, item in enumerate(value))
        if len(value) != len(args):
            return f"{path}: {len(value)} items, not {len(args)}"
        return _first(
            mismatch(item, arg, f"{path}[{i}]") for i, (item, arg) in enumerate(zip(value, args, strict=True))
        )
    if origin in (frozenset, set):
        if type(value) is not origin:
            return f"{path}: {type(value).__name__}, not {origin.__name__}"
        return _first(mismatch(item, args[0], f"{path}{{}}") for item in value)
    if origin in (dict, Mapping):
        if not isinstance(value, dict):
            return f"{path}: {type(value).__name__}, not dict"
        return _first(
            mismatch(k, args[0], f"{path} key") or mismatch(v, args[1], f"{path}[{k!r}]")
            for k, v in value.items()
        )
    if isinstance(tp, type) and not isinstance(value, tp):
        return f"{path}: {type(value).__name__}, not {tp.__name__}"
    if isinstance(tp, type) and issubclass(tp, enum.Enum | BaseModel):
        return None
    if dataclasses.is_dataclass(value) or (isinstance(value, tuple) and hasattr(value, "_fields")):
        hints = typing.get_type_hints(type(value))  # the value's own class: an event, not the base Event
        names = (
            [f.name for f in dataclasses.fields(value)] if dataclasses.is_dataclass(value) else value._fields
        )
        return _first(mismatch(getattr(value, name), hints[name], f"{path}.{name}") for name in names)
    raise TypeError(f"{path}: no check for the type {tp!r}")


def conforms(value: Any, tp: Any) -> bool:
    found = mismatch(value, tp)
    assert found is None, found
    return True


def _first(found: typing.Iterable[str | None]) -> str | None:
    return next((f for f in found if f is not None), None)
