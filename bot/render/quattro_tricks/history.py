"""History on demand: the score sheet (per round) and the last completed trick, from the public view.

Only the last completed trick is viewable: older stacks lie face down (rules §8, docs/views-quattro-tricks.md
``last_trick``).
"""

from __future__ import annotations

from typing import Any

from bot.i18n import _
from bot.render.base import TableContext
from bot.render.history import NO_TRICK_YET, refusal
from bot.render.kit.score_sheet import SheetRow, sheet_text, sheet_title, signed
from bot.render.people import name, scores_line
from bot.render.quattro_tricks.table import game_name
from bot.render.quattro_tricks.tokens import card
from bot.render.screen import Screen
from bot.render.viewdata import at


def score_sheet(ctx: TableContext, view: dict[str, Any]) -> Screen:
    rows = [
        SheetRow(f"R{entry.get('round', '?')}", tuple(signed(p) for p in entry.get("points") or []))
        for entry in view.get("round_history") or []
        if isinstance(entry, dict)
    ]
    scores = list(view.get("scores") or [])
    if view.get("phase") == "finished":
        notes = [_("🏁 Final: {standings}", standings=scores_line(ctx, scores))]
    else:
        notes = [
            _(
                "Round {round} of {rounds} is being played.",
                round=view.get("round", "?"),
                rounds=view.get("rounds", "?"),
            )
        ]
    if not rows:
        notes.insert(0, _("No round has been scored yet."))
    title = sheet_title(game_name(ctx))
    return Screen(sheet_text(ctx, title, rows, scores, notes))


def last_trick(ctx: TableContext, view: dict[str, Any]) -> Screen:
    last = view.get("last_trick")
    if not isinstance(last, dict):
        return refusal(NO_TRICK_YET)
    plays = " · ".join(
        f"{name(ctx, at(play, 0))} {card(at(play, 1) or '?')}" for play in last.get("cards") or []
    )
    head = _("🂠 **Last trick** (trick {n}): {plays}", n=last.get("no", "?"), plays=plays)
    won = _(
        "Won by {name} with {card}.", name=name(ctx, last.get("winner")), card=card(last.get("card") or "?")
    )
    return Screen(f"{head}\n{won}")
