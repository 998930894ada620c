"""Who is to act, as every game prints it: "⏳ alice and bob to bid" on the table, "Waiting for dave to
play." on a hand. Seats with the same task share one clause; the viewer may be called "you"."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.render.base import TableContext
from bot.render.people import join, name


def waiting_for(
    ctx: TableContext,
    view: dict[str, Any],
    prompt: Callable[[dict[str, Any], int], str],
    me: int | None = None,
) -> str:
    """``dave to play``; ``alice and bob to choose a card to open``; ``you to play`` for ``me``."""
    clauses: dict[str, list[str]] = {}
    for seat in to_act(view):
        clauses.setdefault(prompt(view, seat), []).append("you" if seat == me else name(ctx, seat))
    return " · ".join(f"{join(who)} {task}".rstrip() for task, who in clauses.items())


def to_act(view: dict[str, Any]) -> Sequence[int]:
    return [s for s in view.get("to_act") or [] if isinstance(s, int)]


def waiting_line(text: str) -> str:
    """The hand's line while others decide."""
    return f"Waiting for {text}."


def turn_line(text: str) -> str:
    """The table's line: whose turn it is."""
    return f"⏳ {text}"
