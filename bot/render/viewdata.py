"""Defensive reads of a view dict: renderers must not crash on a view from an older or newer engine."""

from __future__ import annotations

from typing import Any


def at(values: Any, index: Any) -> Any:
    """``values[index]`` for a list/tuple and an in-range int index, else None."""
    if isinstance(values, list | tuple) and isinstance(index, int) and 0 <= index < len(values):
        return values[index]
    return None


def seats(view: dict[str, Any]) -> range:
    return range(int(view.get("players") or len(view.get("scores") or [])))


def legal(view: dict[str, Any]) -> frozenset[str]:
    return frozenset(a for a in view.get("legal") or [] if isinstance(a, str))


def acting(view: dict[str, Any]) -> bool:
    return view.get("seat") in (view.get("to_act") or [])


def option(options: Any, key: str, default: Any) -> Any:
    """A table option from a pydantic model or a plain dict (views carry options as a dict)."""
    if isinstance(options, dict):
        return options.get(key, default)
    return getattr(options, key, default)
