"""4 Seasons' score sheet and last trick: a missed bid is marked, and the last trick turns face down once
the next is led."""

from __future__ import annotations

from bot.render.history import FACE_DOWN, NO_TRICK_YET
from bot.render.registry import ui_for
from tests.bot.render.test_score_sheet import NAMES, block, ctx_for, random_game


def test_four_seasons_marks_a_missed_bid() -> None:
    ui, ctx = ui_for("four-seasons"), ctx_for("four-seasons")
    _, views = random_game("four-seasons", seed=5)
    entry = views[-1]["round_history"][0]
    cells = block(ui.score_sheet(ctx, views[-1]).content)[2].split()[1:]
    assert [not cell.endswith("x") for cell in cells] == entry["made"]


def test_four_seasons_turns_the_last_trick_face_down_once_the_next_is_led() -> None:
    ui, ctx = ui_for("four-seasons"), ctx_for("four-seasons")
    _, views = random_game("four-seasons", seed=4)
    assert NO_TRICK_YET in ui.last_trick(ctx, views[0]).content
    shown = next(v for v in views if v.get("last_trick"))
    assert f"Won by {NAMES[shown['last_trick']['winner']]}" in ui.last_trick(ctx, shown).content
    hidden = next(v for v in views if v.get("phase") == "playing" and v.get("trick") and sum(v["tricks_won"]))
    assert FACE_DOWN in ui.last_trick(ctx, hidden).content
