"""The score sheet of a one-game duel: nothing is scored until the final comparison, then each hand's
sum and Quattro and the result (docs/views-quattro-exchange.md ``result``). No tricks here."""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _
from bot.render.base import TableContext
from bot.render.kit.score_sheet import SheetRow, sheet_text, sheet_title
from bot.render.people import name
from bot.render.quattro_exchange.table import game_name
from bot.render.quattro_exchange.tokens import count
from bot.render.screen import Screen
from bot.render.viewdata import at

# i18n: a cell of the score sheet's result row (short: a column is at most 10 characters)
WON, LOST = N_("won"), N_("lost")


def _yes_no(flag: object) -> str:
    return "?" if flag is None else _("yes") if flag else _("no")


def score_sheet(ctx: TableContext, view: dict[str, Any]) -> Screen:
    title = sheet_title(game_name(ctx))
    result = view.get("result")
    scores = list(view.get("scores") or [])
    if not isinstance(result, dict):
        notes = [
            _("One game, decided by the final comparison of the open cards: nothing is scored until then.")
        ]
        return Screen(sheet_text(ctx, title, [], scores, notes))
    seats = range(len(ctx.names))
    sums = list(result.get("sums") or [])
    quattro = list(result.get("quattro") or [])
    rows = [
        SheetRow(_("Sum"), tuple(count(at(sums, s)) for s in seats)),
        SheetRow(_("Quattro"), tuple(_yes_no(at(quattro, s)) for s in seats)),
    ]
    winner = result.get("winner")
    totals = [_(WON) if s == winner else _(LOST) for s in seats]
    notes = [_("🏁 {name} wins.", name=name(ctx, winner))]
    return Screen(sheet_text(ctx, title, rows, totals, notes, total_label=_("Result")))
