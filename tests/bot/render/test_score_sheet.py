"""The score sheet and the last trick, as a player reads them: rounds × players with totals in a code
block whose columns line up, within one Discord message, names inert; the last trick only while the
rules leave it face up."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.render.base import TableContext
from bot.render.history import NO_TRICK_YET
from bot.render.kit.score_sheet import FENCE, SheetRow, sheet_text
from bot.render.registry import ui_for
from bot.render.screen import MAX_CONTENT
from games import registry
from tests.bot.render.test_no_raw_names import HOSTILE, assert_inert

NAMES = ("alice", "bob", "carol", "dave", "erin", "frank")  # a name for every seat a game may have


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
    ctx = TableContext(1, "A game", "cards", ("alice", "a-very-long-nickname", "bo", "carol"))
    rows = [SheetRow("R1", ("+12", "-3", "0", "+7")), SheetRow("R2", ("+1", "+100", "+3", "0"))]
    lines = block(sheet_text(ctx, "Score sheet", rows, [13, 97, 3, 7]))
    assert len({len(line) for line in lines}) == 1  # every line as wide: right-aligned columns
    assert lines[0].split() == ["alice", "a-very-lo…", "bo", "carol"]
    assert lines[-1].split() == ["Total", "13", "97", "3", "7"]
    assert [line.split()[0] for line in lines[2:4]] == ["R1", "R2"]


def test_a_long_game_keeps_the_latest_rounds_and_the_totals_within_one_message() -> None:
    ctx = TableContext(1, "A game", "cards", NAMES)
    rows = [SheetRow(f"R{n}", ("+12", "+13", "-14", "+15")) for n in range(1, 200)]
    content = sheet_text(ctx, "Score sheet", rows, [1, 2, 3, 4])
    assert len(content) <= MAX_CONTENT
    assert "earlier rows left out" in content
    lines = block(content)
    assert lines[-3].split()[0] == "R199" and lines[-1].split()[0] == "Total"


def scored_by_rounds(game_id: str) -> bool:
    """Whether the game's views keep a score sheet row per round (``round_history``)."""
    return "round_history" in random_game(game_id, seed=5)[1][-1]


@pytest.mark.parametrize("game_id", [game_id for game_id in registry.ids() if scored_by_rounds(game_id)])
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


@pytest.mark.parametrize("game_id", registry.ids())
def test_hostile_names_stay_inert_on_the_sheet(game_id: str) -> None:
    ui, ctx = ui_for(game_id), ctx_for(game_id, HOSTILE)
    _, views = random_game(game_id, seed=3)
    for view in (views[1], views[len(views) // 2], views[-1]):
        assert_inert(ui.score_sheet(ctx, view).content, f"{game_id} score sheet")
        last = ui.last_trick(ctx, view)
        if last is not None:
            assert_inert(last.content, f"{game_id} last trick")


WITH_TRICKS = [game_id for game_id in registry.ids() if ui_for(game_id).has_tricks]


@pytest.mark.parametrize("game_id", [game_id for game_id in registry.ids() if game_id not in WITH_TRICKS])
def test_games_without_tricks_offer_no_last_trick(game_id: str) -> None:
    _, views = random_game(game_id, seed=1)
    assert all(
        ui_for(game_id).last_trick(ctx_for(game_id), view) is None
        for view in views[:: max(1, len(views) // 12)]
    )


@pytest.mark.parametrize("game_id", WITH_TRICKS)
def test_the_last_trick_shows_nothing_before_the_first_then_who_won_it(game_id: str) -> None:
    ui, ctx = ui_for(game_id), ctx_for(game_id)
    _, views = random_game(game_id, seed=4)
    assert NO_TRICK_YET in ui.last_trick(ctx, views[0]).content
    shown = next(v for v in views if v.get("last_trick"))
    assert f"Won by {NAMES[shown['last_trick']['winner']]}" in ui.last_trick(ctx, shown).content
