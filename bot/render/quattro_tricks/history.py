"""History on demand: the score sheet (per round) and the last completed trick, from the public view.

Only the last completed trick is viewable: older stacks lie face down (rules §8, docs/views-quattro-tricks.md
``last_trick``).
"""

from __future__ import annotations

from typing import Any

from bot.render.base import TableContext
from bot.render.history import NO_TRICK_YET, refusal
from bot.render.kit.score_sheet import SheetRow, sheet_text, signed
from bot.render.people import name, scores_line
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
        notes = [f"🏁 Final: {scores_line(ctx, scores)}"]
    else:
        notes = [f"Round {view.get('round', '?')} of {view.get('rounds', '?')} is being played."]
    if not rows:
        notes.insert(0, "No round has been scored yet.")
    title = f"Score sheet — {ctx.game_name}"
    return Screen(sheet_text(ctx, title, rows, scores, notes))


def last_trick(ctx: TableContext, view: dict[str, Any]) -> Screen:
    last = view.get("last_trick")
    if not isinstance(last, dict):
        return refusal(NO_TRICK_YET)
    plays = " · ".join(
        f"{name(ctx, at(play, 0))} {card(at(play, 1) or '?')}" for play in last.get("cards") or []
    )
    winner = name(ctx, last.get("winner"))
    return Screen(
        f"🂠 **Last trick** (trick {last.get('no', '?')}): {plays}\n"
        f"Won by {winner} with {card(last.get('card') or '?')}."
    )
