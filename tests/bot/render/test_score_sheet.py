"""The score sheet and the last trick, as a player reads them: rounds × players with totals in a code
block whose columns line up, within one Discord message, names inert; the last trick only while the
rules leave it face up."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.render.base import TableContext
from bot.render.history import FACE_DOWN, NO_TRICK_YET
from bot.render.kit.score_sheet import FENCE, SheetRow, sheet_text
from bot.render.registry import ui_for
from bot.render.screen import MAX_CONTENT
from games import registry
from tests.bot.render.test_no_raw_names import HOSTILE, assert_inert

NAMES = ("alice", "bob", "carol", "dave")


def block(content: str) -> list[str]:
    """The lines inside the code block."""
    lines = content.splitlines()
    start = lines.index(FENCE)
    end = lines.index(FENCE, start + 1)
    return lines[start + 1 : end]


def random_game(game_id: str, seed: int, stop: Any = None) -> tuple[Any, list[dict[str, Any]]]:
    """Play a seeded random game; returns the final state and every public view along the way."""
    rules = registry.get(game_id)
    state = rules.new_game(players=rules.max_players, seed=seed, options=rules.Options())
    rng, views = random.Random(seed), [rules.view(state, None)]
    while rules.to_act(state):
        seat = rng.choice(rules.to_act(state))
        state, _ = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        views.append(rules.view(state, None))
    return state, views


def ctx_for(game_id: str, names: tuple[str, ...] = NAMES) -> TableContext:
    rules = registry.get(game_id)
    return TableContext(1, rules.name, "cards", names[: rules.max_players])


def test_the_columns_line_up_and_the_totals_come_last() -> None:
    ctx = TableContext(1, "4 Seasons", "cards", ("alice", "a-very-long-nickname", "bo", "carol"))
    rows = [SheetRow("R1", ("+12", "-3", "0", "+7")), SheetRow("R2", ("+1", "+100", "+3", "0"))]
    lines = block(sheet_text(ctx, "Score sheet", rows, [13, 97, 3, 7]))
    assert len({len(line) for line in lines}) == 1  # every line as wide: right-aligned columns
    assert lines[0].split() == ["alice", "a-very-lo…", "bo", "carol"]
    assert lines[-1].split() == ["Total", "13", "97", "3", "7"]
    assert [line.split()[0] for line in lines[2:4]] == ["R1", "R2"]


def test_a_long_game_keeps_the_latest_rounds_and_the_totals_within_one_message() -> None:
    ctx = TableContext(1, "4 Seasons", "cards", NAMES)
    rows = [SheetRow(f"R{n}", ("+12", "+13", "-14", "+15")) for n in range(1, 200)]
    content = sheet_text(ctx, "Score sheet", rows, [1, 2, 3, 4])
    assert len(content) <= MAX_CONTENT
    assert "earlier rows left out" in content
    lines = block(content)
    assert lines[-3].split()[0] == "R199" and lines[-1].split()[0] == "Total"


@pytest.mark.parametrize("game_id", ["quattro-tricks", "four-seasons"])
def test_each_scored_round_is_a_row_and_the_total_is_the_score(game_id: str) -> None:
    ui, ctx = ui_for(game_id), ctx_for(game_id)
    _, views = random_game(game_id, seed=5)
    for view in [*views[:: max(1, len(views) // 12)], views[-1]]:
        lines = block(ui.score_sheet(ctx, view).content)
        history = view["round_history"]
        assert [line.split()[0] for line in lines[2:-2]] == [f"R{r['round']}" for r in history]
        for line, entry in zip(lines[2:-2], history, strict=True):
            assert [int(c.rstrip("x")) for c in line.split()[1:]] == entry["points"]
        assert [int(c) for c in lines[-1].split()[1:]] == view["scores"]


def test_four_seasons_marks_a_missed_bid() -> None:
    ui, ctx = ui_for("four-seasons"), ctx_for("four-seasons")
    _, views = random_game("four-seasons", seed=5)
    entry = views[-1]["round_history"][0]
    cells = block(ui.score_sheet(ctx, views[-1]).content)[2].split()[1:]
    assert [not cell.endswith("x") for cell in cells] == entry["made"]


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


def test_quattro_exchange_scores_nothing_until_the_comparison() -> None:
    ui, ctx = ui_for("quattro-exchange"), ctx_for("quattro-exchange")
    _, views = random_game("quattro-exchange", seed=2)
    assert "nothing is scored until then" in ui.score_sheet(ctx, views[1]).content
    result = views[-1]["result"]
    lines = block(ui.score_sheet(ctx, views[-1]).content)
    assert [int(c) for c in lines[2].split()[1:]] == result["sums"]
    assert lines[-1].split()[1:] == ["won" if s == result["winner"] else "lost" for s in (0, 1)]


@pytest.mark.parametrize("game_id", registry.ids())
def test_hostile_names_stay_inert_on_the_sheet(game_id: str) -> None:
    ui, ctx = ui_for(game_id), ctx_for(game_id, HOSTILE)
    _, views = random_game(game_id, seed=3)
    for view in (views[1], views[len(views) // 2], views[-1]):
        assert_inert(ui.score_sheet(ctx, view).content, f"{game_id} score sheet")
        last = ui.last_trick(ctx, view)
        if last is not None:
            assert_inert(last.content, f"{game_id} last trick")


@pytest.mark.parametrize("game_id", ["quatorze", "quattro-exchange"])
def test_games_without_tricks_offer_no_last_trick(game_id: str) -> None:
    ui = ui_for(game_id)
    assert not ui.has_tricks
    assert ui.last_trick(ctx_for(game_id), random_game(game_id, seed=1)[1][1]) is None


def test_quattro_tricks_shows_the_last_trick_and_nothing_before_the_first() -> None:
    ui, ctx = ui_for("quattro-tricks"), ctx_for("quattro-tricks")
    _, views = random_game("quattro-tricks", seed=4)
    assert ui.has_tricks
    assert NO_TRICK_YET in ui.last_trick(ctx, views[0]).content
    view = next(v for v in views if v.get("last_trick") and v.get("trick"))
    text = ui.last_trick(ctx, view).content
    last = view["last_trick"]
    assert f"trick {last['no']}" in text and f"Won by {NAMES[last['winner']]}" in text


def test_four_seasons_turns_the_last_trick_face_down_once_the_next_is_led() -> None:
    ui, ctx = ui_for("four-seasons"), ctx_for("four-seasons")
    _, views = random_game("four-seasons", seed=4)
    assert NO_TRICK_YET in ui.last_trick(ctx, views[0]).content
    shown = next(v for v in views if v.get("last_trick"))
    assert f"Won by {NAMES[shown['last_trick']['winner']]}" in ui.last_trick(ctx, shown).content
    hidden = next(v for v in views if v.get("phase") == "playing" and v.get("trick") and sum(v["tricks_won"]))
    assert FACE_DOWN in ui.last_trick(ctx, hidden).content
