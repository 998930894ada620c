"""Quattro Exchange's score sheet: nothing is scored until the comparison."""

from __future__ import annotations

from bot.render.registry import ui_for
from tests.bot.render.test_score_sheet import block, ctx_for, random_game


def test_quattro_exchange_scores_nothing_until_the_comparison() -> None:
    ui, ctx = ui_for("quattro-exchange"), ctx_for("quattro-exchange")
    _, views = random_game("quattro-exchange", seed=2)
    assert "nothing is scored until then" in ui.score_sheet(ctx, views[1]).content
    result = views[-1]["result"]
    lines = block(ui.score_sheet(ctx, views[-1]).content)
    assert [int(c) for c in lines[2].split()[1:]] == result["sums"]
    assert lines[-1].split()[1:] == ["won" if s == result["winner"] else "lost" for s in (0, 1)]
