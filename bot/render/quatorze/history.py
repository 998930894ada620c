"""The score sheet of a one-round game: the public points while it is played (Lucky Gods bonus cards),
the final breakdown per player when it is over (docs/views-quatorze.md ``final``). No tricks here."""

from __future__ import annotations

from typing import Any

from bot.i18n import N_, _
from bot.render.base import TableContext
from bot.render.kit.score_sheet import SheetRow, sheet_text, sheet_title
from bot.render.people import scores_line
from bot.render.quatorze.table import game_name
from bot.render.screen import Screen

# The rows of the final breakdown: (label, key in each ``final.players`` entry).
BREAKDOWN = (
    # i18n: row labels of the score sheet, kept short (the points for cards, then each bonus).
    (N_("Cards"), "card_points"),
    (N_("Queens"), "queens_bonus"),
    (N_("Peaks"), "peaks_bonus"),
    (N_("Notes"), "notes_bonus"),
    (N_("Lucky"), "lucky_bonus"),
)


def score_sheet(ctx: TableContext, view: dict[str, Any]) -> Screen:
    title = sheet_title(game_name(ctx))
    final = view.get("final")
    scores = list(view.get("scores") or [])
    if not isinstance(final, dict):
        rows = [SheetRow(_("Lucky"), tuple(str(s) for s in scores))]
        notes = [
            _(
                "One round: the hands are scored when a column gets its 7th card. Until then only the Lucky "
                "Gods bonus cards (+2 each) are public points."
            )
        ]
        return Screen(sheet_text(ctx, title, rows, scores, notes, total_label=_("Now")))
    players = {p.get("seat"): p for p in final.get("players") or [] if isinstance(p, dict)}
    seats = range(len(ctx.names))
    rows = [
        SheetRow(_(label), tuple(str(players.get(s, {}).get(key, 0)) for s in seats))
        for label, key in BREAKDOWN
        if any(players.get(s, {}).get(key) for s in seats) or key == "card_points"
    ]
    totals = [players.get(s, {}).get("total", 0) for s in seats]
    return Screen(
        sheet_text(ctx, title, rows, totals, [_("🏁 Final: {totals}", totals=scores_line(ctx, totals))])
    )
