"""The score sheet of a one-game duel: nothing is scored until the final comparison, then each hand's
sum and Quattro and the result (docs/views-quattro-exchange.md ``result``). No tricks here."""

from __future__ import annotations

from typing import Any

from bot.render.base import TableContext
from bot.render.kit.score_sheet import SheetRow, sheet_text
from bot.render.people import name
from bot.render.screen import Screen
from bot.render.viewdata import at

WON, LOST = "won", "lost"


def _yes_no(flag: object) -> str:
    return "?" if flag is None else "yes" if flag else "no"


def score_sheet(ctx: TableContext, view: dict[str, Any]) -> Screen:
    title = f"Score sheet — {ctx.game_name}"
    result = view.get("result")
    scores = list(view.get("scores") or [])
    if not isinstance(result, dict):
        notes = ["One game, decided by the final comparison of the open cards: nothing is scored until then."]
        return Screen(sheet_text(ctx, title, [], scores, notes))
    seats = range(len(ctx.names))
    sums = list(result.get("sums") or [])
    quattro = list(result.get("quattro") or [])
    rows = [
        SheetRow("Sum", tuple(str(at(sums, s)) for s in seats)),
        SheetRow("Quattro", tuple(_yes_no(at(quattro, s)) for s in seats)),
    ]
    winner = result.get("winner")
    totals = [WON if s == winner else LOST for s in seats]
    notes = [f"🏁 {name(ctx, winner)} wins."]
    return Screen(sheet_text(ctx, title, rows, totals, notes, total_label="Result"))
