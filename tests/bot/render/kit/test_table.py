"""Every table message reads in the same order (docs/ux.md#the-table-message): the header, whose turn it
is, the game's lines, the last turns on one line, then the forced moves just played for people."""

from __future__ import annotations

import dataclasses

import pytest

from bot.i18n import _, language
from bot.render.base import TableContext
from bot.render.kit.header import game_name, table_header
from bot.render.kit.table import table_message
from bot.render.registry import ui_for
from games import registry
from tests.bot.pictures.playouts import states
from tests.support.locales import hangul_share


def korean_name_exists(name: str) -> bool:
    with language("ko"):
        return _(name) != name


# A registered game whose name the Korean catalog translates (some keep their name in every language).
NAME = next(rules.name for rules in registry.all() if korean_name_exists(rules.name))
CTX = TableContext(table_id=1, game_name=NAME, channel_name="cards", names=("alice", "bob"))


def prompt(view: dict, seat: int) -> str:
    return "to play"


def test_the_header_comes_first_then_whose_turn_then_the_games_lines() -> None:
    screen = table_message(CTX, {"to_act": [1]}, "**G · round 1**", ["**Scores**  0", None, "trick"], prompt)
    assert screen.content.splitlines() == ["**G · round 1**", "⏳ bob to play", "**Scores**  0", "trick"]


def test_the_table_names_the_game_in_the_readers_language() -> None:
    assert table_header(game_name(CTX, "X"), "game over") == f"**{NAME} · game over**"
    with language("ko"):
        assert hangul_share(game_name(CTX, "X")) > 0.5
    assert game_name(TableContext(1, "", "cards", ()), "Example Game") == "Example Game"


def test_forced_moves_just_played_are_said_last() -> None:
    forced = dataclasses.replace(CTX, forced=(0,))
    screen = table_message(forced, {"to_act": [1]}, "**G · round 1**", ["trick"], prompt)
    assert screen.content.splitlines() == [
        "**G · round 1**",
        "⏳ bob to play",
        "trick",
        "⚡ alice had only one legal move: played for them (autoplay).",
    ]


def a_view_with_someone_to_act(game_id: str) -> dict:
    rules = registry.get(game_id)
    for state in states(game_id, rules.max_players, seed=1, every=7):
        view = rules.view(state, None)
        if view.get("to_act") and view.get("phase") != "finished":
            return view
    raise AssertionError("nobody ever had to act")


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_game_says_forced_moves_on_the_last_line_of_its_table(game_id: str) -> None:
    view = a_view_with_someone_to_act(game_id)
    names = tuple(f"P{i}" for i in range(view["players"]))
    ctx = TableContext(table_id=1, game_name="G", channel_name="cards", names=names, forced=(0, 1))
    lines = ui_for(game_id).table_screen(ctx, view).content.splitlines()
    said = "⚡ P0 and P1 had only one legal move: played for them (autoplay)."
    assert lines[-1] == said
    assert lines[1].startswith("⏳")
    assert (
        "had only one legal move"
        not in ui_for(game_id).table_screen(dataclasses.replace(ctx, forced=()), view).content
    )
