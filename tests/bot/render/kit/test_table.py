"""Every table message reads in the same order: the header, the game's lines, whose turn it is."""

from __future__ import annotations

from bot.i18n import language
from bot.render.base import TableContext
from bot.render.kit.header import game_name, table_header
from bot.render.kit.table import table_message

CTX = TableContext(table_id=1, game_name="4 Seasons", channel_name="cards", names=("alice", "bob"))


def prompt(view: dict, seat: int) -> str:
    return "to play"


def test_the_header_comes_first_and_whose_turn_last() -> None:
    screen = table_message(CTX, {"to_act": [1]}, "**G · round 1**", ["**Scores**  0", None, "trick"], prompt)
    assert screen.content.splitlines() == ["**G · round 1**", "**Scores**  0", "trick", "⏳ bob to play"]


def test_the_table_names_the_game_in_the_readers_language() -> None:
    assert table_header(game_name(CTX, "X"), "game over") == "**4 Seasons · game over**"
    with language("ko"):
        assert game_name(CTX, "X") == "사계절"
    assert game_name(TableContext(1, "", "cards", ()), "Quatorze") == "Quatorze"
