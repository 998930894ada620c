"""The custom-rule choice (rules §7): pick a set, or (Starting-Choice) take the round's start."""

from __future__ import annotations

from typing import Any

from bot.i18n import _
from bot.render.base import TableContext
from bot.render.people import name
from bot.render.quattro_tricks.forms import Form
from bot.render.quattro_tricks.sets import set_name
from bot.render.quattro_tricks.turn import mode_name, start_open
from bot.render.screen import Button
from bot.render.viewdata import legal, option

ALL_SETS = ("A", "B", "C", "D")


def picked(who: str, pick: object) -> str:
    """``alice → set B``, ``bob → starts``, ``carol → …`` (not chosen yet)."""
    if pick == "start":
        return _("{who} → starts", who=who)
    if pick:
        return _("{who} → set {letter}", who=who, letter=pick)
    return f"{who} → …"


def order_line(ctx: TableContext, view: dict[str, Any]) -> str:
    choosing = view.get("choosing") or {}
    chosen = {int(k): v for k, v in (choosing.get("chosen") or {}).items()}
    parts = []
    for seat in choosing.get("order") or []:
        who = _("you") if seat == view.get("seat") else name(ctx, seat)
        parts.append(picked(who, chosen.get(seat)))
    return _("Order (lowest score first): {order}", order=" · ".join(parts))


def unavailable_reason(view: dict[str, Any], letter: str, remaining: set[str]) -> str:
    if letter not in remaining:
        return _("taken")
    if option(view.get("options") or {}, "strict_unused", False):
        return _("you used it before; unused sets first")
    return _("not offered")


def choose_form(ctx: TableContext, view: dict[str, Any]) -> Form:
    choosing = view.get("choosing") or {}
    mode = choosing.get("mode", "")
    remaining = set(choosing.get("remaining_sets") or [])
    allowed = legal(view)
    in_game = ALL_SETS[: int(view.get("players") or 4)]
    form = Form()
    if start_open(view):
        ask = _("Pick your set, or take the start, for round {round}.", round=view.get("round"))
    else:
        ask = _("Pick your set for round {round}.", round=view.get("round"))
    form.lines += [f"**{mode_name(mode)}** — {ask}", order_line(ctx, view)]
    if start_open(view):
        form.lines.append(_("The starter bids first and leads trick 1, and gets the set nobody picks."))
    buttons = []
    off = []
    for letter in in_game:
        action = f"choose:set:{letter}"
        enabled = action in allowed
        buttons.append(
            Button(
                label=f"{letter} · {set_name(letter)}",
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
                label=_("Start the round"),
                action="choose:start",
                disabled=not enabled,
                style="success" if enabled else "secondary",
            )
        )
        if not enabled:
            off.append(_("start (taken)"))
    if off:
        form.lines.append(_("Not available: {choices}.", choices=", ".join(off)))
    form.rows.append(tuple(buttons))
    return form
