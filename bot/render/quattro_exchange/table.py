"""The public table message (UX.md "Table message"): everything everyone may know, compactly.

Only public view keys are read: open cards, hidden-card counts, mulligans, the cards face up at the
virtual players, who has visited whom, the stops and the final comparison. The public view never
carries a hidden card, and nothing here would print one.
"""

from __future__ import annotations

from typing import Any

from bot.render.base import TableContext
from bot.render.people import name, names, victory_line
from bot.render.quattro_exchange.announce import HANDLERS
from bot.render.quattro_exchange.result import result_lines
from bot.render.quattro_exchange.tokens import (
    FIRST,
    KO_NAME,
    PASS,
    SECOND,
    STOP,
    VIRTUAL,
    cards_text,
    slots_text,
)
from bot.render.quattro_exchange.turn import waiting_for
from bot.render.quattro_exchange.viewdata import (
    SEATS,
    VIRTUALS,
    opens,
    pass_mode,
    phase_title,
    role,
    sequential,
    virtual_slots,
    visited,
)
from bot.render.recent import last_lines
from bot.render.screen import Screen
from bot.render.viewdata import at

DEFAULT_GAME_NAME = "Quattro Exchange"
ROLE_WORD = {FIRST: f"{FIRST} first", SECOND: f"{SECOND} second"}


def game_name(ctx: TableContext) -> str:
    return f"{ctx.game_name or DEFAULT_GAME_NAME} · {KO_NAME}"


def header(ctx: TableContext, view: dict[str, Any]) -> str:
    return f"**{game_name(ctx)} — {phase_title(view)}**"


def status(view: dict[str, Any], seat: int) -> str:
    """What this seat is doing in the current step ("stopped (스톱)", "chosen ✓"), or ""."""
    phase = view.get("phase")
    if phase == "mulligan":
        if at(view.get("mulligan_done"), seat):
            return "kept ✓"
        return "deciding…" if seat in (view.get("to_act") or []) else ""
    if phase == "opening" and not sequential(view):
        return "chosen ✓" if at(view.get("open_chosen"), seat) else "choosing…"
    if phase == "exchange" and seat in (view.get("stops") or []):
        return f"passed ({PASS})" if pass_mode(view) else f"stopped ({STOP})"
    return ""


def player_line(ctx: TableContext, view: dict[str, Any], seat: int) -> str:
    parts = [f"**{name(ctx, seat)}**", ROLE_WORD.get(role(view, seat), "")]
    hidden = at(view.get("hand_sizes"), seat) or 0
    if view.get("phase") == "mulligan":
        parts.append(f"{hidden} cards")
    else:
        parts += [f"open {cards_text(opens(view, seat))}", f"hidden {hidden}"]
    seen = visited(view, seat)
    if view.get("virtuals"):
        parts.append(f"visited {' '.join(f'V{v}' for v in seen) or '—'} ({len(seen)}/6)")
    parts.append(f"mulligans {at(view.get('mulligans'), seat) or 0}")
    parts.append(status(view, seat))
    return " · ".join(p for p in parts if p)


def virtual_lines(ctx: TableContext, view: dict[str, Any]) -> list[str]:
    if not view.get("virtuals"):
        return []
    lines = [f"**Virtual players · {VIRTUAL}** (▢ face down; cards handed over are face up)"]
    for v in VIRTUALS:
        by = [s for s in SEATS if v in visited(view, s)]
        visit = f" · visited by {names(ctx, by)}" if by else ""
        lines.append(f"V{v}  {slots_text(virtual_slots(view, v))}{visit}")
    return lines


def history_line(ctx: TableContext, view: dict[str, Any]) -> str | None:
    parts = []
    for past in view.get("history") or []:
        stops = past.get("stops") or []
        if stops:
            parts.append(f"phase {past.get('phase')}: {name(ctx, stops[0])} stopped first")
    if not parts:
        return None
    return "**Stops**  " + " · ".join(parts) + " (the first to stop is 후 in the next phase)"


def table_screen(ctx: TableContext, view: dict[str, Any]) -> Screen:
    lines = [header(ctx, view)]
    result = view.get("result")
    if view.get("phase") == "finished" and isinstance(result, dict):
        lines += result_lines(ctx, result)
        lines.append(victory_line(ctx, [result["winner"]] if result.get("winner") in SEATS else []))
        return Screen(content="\n".join(lines))
    lines += [player_line(ctx, view, s) for s in SEATS]
    lines += virtual_lines(ctx, view)
    history = history_line(ctx, view)
    if history:
        lines.append(history)
    lines += last_lines(ctx, view, HANDLERS)  # the last turns' public happenings: no channel line each
    if view.get("to_act"):
        lines.append(f"⏳ {waiting_for(ctx, view)}")
    return Screen(content="\n".join(lines))
