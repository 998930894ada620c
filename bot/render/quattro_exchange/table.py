"""The public table message (docs/ux.md#the-table-message): everything everyone may know, compactly.

Only public view keys are read: open cards, hidden-card counts, mulligans, the cards face up at the
virtual players, who has visited whom, the stops and the final comparison. The public view never
carries a hidden card, and nothing here would print one.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _, ngettext
from bot.render.base import TableContext
from bot.render.kit import header as kit_header
from bot.render.kit.layout import pictured
from bot.render.kit.table import panel, table_message
from bot.render.people import name, names, victory_line
from bot.render.quattro_exchange.announce import HANDLERS
from bot.render.quattro_exchange.result import result_lines
from bot.render.quattro_exchange.tokens import cards_text, count, slots_text, title, virtuals_text
from bot.render.quattro_exchange.turn import turn_prompt
from bot.render.quattro_exchange.viewdata import (
    FIRST,
    SEATS,
    SECOND,
    VIRTUALS,
    opens,
    pass_mode,
    phase_title,
    role,
    sequential,
    virtual_slots,
    visited,
)
from bot.render.screen import Screen
from bot.render.viewdata import at

# i18n: a seat's role in the exchange phase: the seed's 선 (first player) and 후 (second player)
ROLE_WORD = {FIRST: N_("plays first"), SECOND: N_("plays second")}


def game_name(ctx: TableContext) -> str:
    """The title in the reader's language (``tokens.TITLE``); the table context's name is the English."""
    return title()


def header(ctx: TableContext, view: dict[str, Any]) -> str:
    return kit_header.table_header(game_name(ctx), phase_title(view), " — ")


def status(view: dict[str, Any], seat: int) -> str:
    """What this seat is doing in the current step ("stopped", "chosen ✓"), or ""."""
    phase = view.get("phase")
    if phase == "mulligan":
        if at(view.get("mulligan_done"), seat):
            return _("kept ✓")
        return _("deciding…") if seat in (view.get("to_act") or []) else ""
    if phase == "opening" and not sequential(view):
        return _("chosen ✓") if at(view.get("open_chosen"), seat) else _("choosing…")
    if phase == "exchange" and seat in (view.get("stops") or []):
        return _("passed") if pass_mode(view) else _("stopped")
    return ""


def player_line(ctx: TableContext, view: dict[str, Any], seat: int) -> str:
    word = ROLE_WORD.get(role(view, seat))
    # Not bold: a line of the embed's description, not a field with its own title line (a phone's room).
    parts = [name(ctx, seat), _(word) if word else ""]
    hidden = at(view.get("hand_sizes"), seat) or 0
    if view.get("phase") == "mulligan":
        parts.append(ngettext("{n} card", "{n} cards", hidden))
    else:
        parts.append(_("hidden {n}", n=count(hidden)))
    seen = visited(view, seat)
    if view.get("virtuals") and seen:  # nothing visited yet is not worth a phone line
        parts.append(
            _(
                "visited {virtuals} ({n}/{total})",
                virtuals=virtuals_text(seen) or "—",
                n=count(len(seen)),
                total=count(len(VIRTUALS)),
            )
        )
    mulligans = at(view.get("mulligans"), seat) or 0
    if mulligans or view.get("phase") == "mulligan":
        parts.append(_("mulligans {n}", n=count(mulligans)))
    parts.append(status(view, seat))
    return " · ".join(p for p in parts if p)


def open_line(view: dict[str, Any], seat: int) -> str | None:
    """A seat's open cards, under its line: the table picture draws them (``pictured``)."""
    if view.get("phase") == "mulligan":
        return None
    return pictured(_("open {cards}", cards=cards_text(opens(view, seat))))


def virtual_lines(ctx: TableContext, view: dict[str, Any]) -> list[str | None]:
    """The virtual players' slots, line by line: the table picture draws them (and the player lines say
    who visited whom), so they are ``pictured``."""
    if not view.get("virtuals"):
        return []
    lines = [_("**Virtual players** (▢ face down; cards handed over are face up)")]
    for v in VIRTUALS:
        by = [s for s in SEATS if v in visited(view, s)]
        visit = " · " + _("visited by {names}", names=names(ctx, by)) if by else ""
        lines.append(f"V{v}  {slots_text(virtual_slots(view, v))}{visit}")
    return [pictured(line) for line in lines]


def history_line(ctx: TableContext, view: dict[str, Any]) -> str | None:
    parts = []
    for past in view.get("history") or []:
        stops = past.get("stops") or []
        if stops:
            parts.append(
                _(
                    "phase {phase}: {name} stopped first",
                    phase=count(past.get("phase")),
                    name=name(ctx, stops[0]),
                )
            )
    if not parts:
        return None
    # i18n: the first to stop in a phase plays second in the next (the player lines say who plays when).
    return _("🛑 Stops: {phases}", phases=" · ".join(parts))


def table_screen(ctx: TableContext, view: dict[str, Any]) -> Screen:
    result = view.get("result")
    if view.get("phase") == "finished" and isinstance(result, dict):
        winner = [result["winner"]] if result.get("winner") in SEATS else []
        return panel([header(ctx, view), *result_lines(ctx, result), victory_line(ctx, winner)])
    players = [line for s in SEATS for line in (player_line(ctx, view, s), open_line(view, s))]
    body = [*players, history_line(ctx, view), *virtual_lines(ctx, view)]
    # The last turns' public happenings are on the table: no channel line each.
    return table_message(ctx, view, header(ctx, view), body, turn_prompt, HANDLERS)
