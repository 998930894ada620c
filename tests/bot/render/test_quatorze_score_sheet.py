"""Quatorze's score sheet: public points while playing, the breakdown at the end."""

from __future__ import annotations

from bot.render.registry import ui_for
from games import registry
from tests.bot.render.test_score_sheet import block, ctx_for, random_game


def test_quatorze_shows_public_points_while_playing_and_the_breakdown_at_the_end() -> None:
    ui, ctx = ui_for("quatorze"), ctx_for("quatorze")
    state, views = random_game("quatorze", seed=11)
    middle = ui.score_sheet(ctx, views[len(views) // 2]).content
    assert block(middle)[-1].split()[0] == "Now" and "Lucky Gods" in middle
    end = block(ui.score_sheet(ctx, views[-1]).content)
    totals = [p["total"] for p in views[-1]["final"]["players"]]
    outcome = registry.get("quatorze").outcome(state)
    assert [int(c) for c in end[-1].split()[1:]] == totals == list(outcome.scores)
    assert end[2].split()[0] == "Cards"
