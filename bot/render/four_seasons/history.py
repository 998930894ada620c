"""History on demand: the score sheet (per round, from ``round_history``: ``bot.render.kit.tricks``) and the
last completed trick.

Completed tricks are turned face down (rules: "You may not look at the cards anymore"): the view shows
the trick just won until the next card is led (``last_trick``), and nothing older.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import _
from bot.render.base import TableContext
from bot.render.four_seasons.table import game_name
from bot.render.four_seasons.tokens import numeral
from bot.render.four_seasons.tricks import plays_text, winning_card
from bot.render.history import FACE_DOWN, NO_TRICK_YET, refusal
from bot.render.kit import tricks
from bot.render.kit.score_sheet import signed
from bot.render.people import name
from bot.render.screen import Screen

MADE, MISSED = "", "x"  # a missed bid is marked beside the round's points


def _cells(entry: dict[str, Any]) -> tuple[str, ...]:
    made = list(entry.get("made") or [])
    return tuple(
        signed(points) + (MISSED if seat < len(made) and not made[seat] else MADE)
        for seat, points in enumerate(entry.get("points") or [])
    )


def score_sheet(ctx: TableContext, view: dict[str, Any]) -> Screen:
    history = [e for e in view.get("round_history") or [] if isinstance(e, dict)]
    notes = []
    if any(MISSED in cell for entry in history for cell in _cells(entry)):
        notes.append(_("`{mark}` = bid missed.", mark=MISSED))
    if view.get("teams"):
        notes.append(_("Team game: partners share their team's score."))
    playing = _("Round {no} is being played.", no=numeral(view.get("round", "?")))
    return tricks.score_sheet(ctx, view, game_name(ctx), _cells, notes, playing)


def last_trick(ctx: TableContext, view: dict[str, Any]) -> Screen:
    last = view.get("last_trick")
    if not isinstance(last, dict):
        completed = sum(n for n in view.get("tricks_won") or [] if isinstance(n, int))
        return refusal(FACE_DOWN if completed else NO_TRICK_YET)
    plays = [list(p) for p in last.get("cards") or []]
    named = last.get("named")
    return Screen(
        _(
            "🂠 **Last trick** (trick {no}): {plays}\nWon by {name} with {card}.",
            no=numeral(last.get("no", "?")),
            plays=plays_text(ctx, plays, named),
            name=name(ctx, last.get("winner")),
            card=winning_card(last.get("card") or "?", plays, named),
        )
    )
