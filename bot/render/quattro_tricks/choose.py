"""The custom-rule choice (rules §7): pick a set, or (Starting-Choice) take the round's start."""

from __future__ import annotations

from typing import Any

from bot.render.base import TableContext
from bot.render.people import name
from bot.render.quattro_tricks.forms import Form
from bot.render.quattro_tricks.sets import SET_NAME
from bot.render.quattro_tricks.turn import MODE_NAME, start_open
from bot.render.screen import Button
from bot.render.viewdata import legal, option

ALL_SETS = ("A", "B", "C", "D")


def order_line(ctx: TableContext, view: dict[str, Any]) -> str:
    choosing = view.get("choosing") or {}
    chosen = {int(k): v for k, v in (choosing.get("chosen") or {}).items()}
    parts = []
    for seat in choosing.get("order") or []:
        pick = chosen.get(seat)
        shown = "starts" if pick == "start" else f"set {pick}" if pick else "…"
        who = "you" if seat == view.get("seat") else name(ctx, seat)
        parts.append(f"{who} → {shown}")
    return "Order (lowest score first): " + " · ".join(parts)


def unavailable_reason(view: dict[str, Any], letter: str, remaining: set[str]) -> str:
    if letter not in remaining:
        return "taken"
    if option(view.get("options") or {}, "strict_unused", False):
        return "you used it before; unused sets first"
    return "not offered"


def choose_form(ctx: TableContext, view: dict[str, Any]) -> Form:
    choosing = view.get("choosing") or {}
    mode = choosing.get("mode", "")
    remaining = set(choosing.get("remaining_sets") or [])
    allowed = legal(view)
    in_game = ALL_SETS[: int(view.get("players") or 4)]
    form = Form()
    ask = "Pick your set" + (", or take the start" if start_open(view) else "")
    ask += f" for round {view.get('round')}."
    form.lines += [f"**{MODE_NAME.get(mode, 'Choosing')}** — {ask}", order_line(ctx, view)]
    if start_open(view):
        form.lines.append("The starter bids first and leads trick 1, and gets the set nobody picks.")
    buttons = []
    off = []
    for letter in in_game:
        action = f"choose:set:{letter}"
        enabled = action in allowed
        buttons.append(
            Button(
                label=f"{letter} · {SET_NAME[letter]}",
                action=action,
                disabled=not enabled,
                style="primary" if enabled else "secondary",
            )
        )
        if not enabled:
            off.append(f"{letter} ({unavailable_reason(view, letter, remaining)})")
    if mode == "starting_choice":
        enabled = "choose:start" in allowed
        buttons.append(
            Button(
                label="Start the round",
                action="choose:start",
                disabled=not enabled,
                style="success" if enabled else "secondary",
            )
        )
        if not enabled:
            off.append("start (taken)")
    if off:
        form.lines.append("Not available: " + ", ".join(off) + ".")
    form.rows.append(tuple(buttons))
    return form
