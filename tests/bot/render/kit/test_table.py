"""Every table message reads in the same order: the header, the game's lines, whose turn it is."""

from __future__ import annotations

from bot.i18n import _, language
from bot.render.base import TableContext
from bot.render.kit.header import game_name, table_header
from bot.render.kit.table import table_message
from games import registry
from tests.support.locales import hangul_share


def korean_name_exists(name: str) -> bool:
    with language("ko"):
        return _(name) != name


# A registered game whose name the Korean catalog translates (some keep their name in every language).
NAME = next(rules.name for rules in registry.all() if korean_name_exists(rules.name))
CTX = TableContext(table_id=1, game_name=NAME, channel_name="cards", names=("alice", "bob"))


def prompt(view: dict, seat: int) -> str:
    return "to play"


def test_the_header_comes_first_and_whose_turn_last() -> None:
    screen = table_message(CTX, {"to_act": [1]}, "**G · round 1**", ["**Scores**  0", None, "trick"], prompt)
    assert screen.content.splitlines() == ["**G · round 1**", "**Scores**  0", "trick", "⏳ bob to play"]


def test_the_table_names_the_game_in_the_readers_language() -> None:
    assert table_header(game_name(CTX, "X"), "game over") == f"**{NAME} · game over**"
    with language("ko"):
        assert hangul_share(game_name(CTX, "X")) > 0.5
    assert game_name(TableContext(1, "", "cards", ()), "Example Game") == "Example Game"
