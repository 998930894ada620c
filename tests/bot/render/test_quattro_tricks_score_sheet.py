"""Quattro Trick-Taking's last trick: nothing before the first, then the trick's number and winner."""

from __future__ import annotations

from bot.render.history import NO_TRICK_YET
from bot.render.registry import ui_for
from tests.bot.render.test_score_sheet import NAMES, ctx_for, random_game


def test_quattro_tricks_shows_the_last_trick_and_nothing_before_the_first() -> None:
    ui, ctx = ui_for("quattro-tricks"), ctx_for("quattro-tricks")
    _, views = random_game("quattro-tricks", seed=4)
    assert ui.has_tricks
    assert NO_TRICK_YET in ui.last_trick(ctx, views[0]).content
    view = next(v for v in views if v.get("last_trick") and v.get("trick"))
    text = ui.last_trick(ctx, view).content
    last = view["last_trick"]
    assert f"trick {last['no']}" in text and f"Won by {NAMES[last['winner']]}" in text
