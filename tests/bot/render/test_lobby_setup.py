"""The host's Bots & clock panel, and the clock's words in the channel (plain data, no Discord)."""

from __future__ import annotations

import pytest

from bot.render.clock_lines import clock_status_line, deadline_suffix, duration
from bot.render.lobby import lobby_screen
from bot.render.lobby_setup import parse_clock, setup_screen
from bot.render.screen import Select
from bot.tables.clock import TURN_CLOCK_CHOICES
from bot.tables.models import Player, TableInfo
from tests.support.games import game_for

GAME = game_for(3)  # a seat to spare beside alice and a bot


def table(*players: Player, clock: int | None = None, deadline: float | None = None) -> TableInfo:
    return TableInfo(
        id=1,
        guild_id=1,
        channel_id=2,
        game_id=GAME.id,
        game_name=GAME.name,
        status="lobby",
        host_id=10,
        options=GAME.Options(),
        version=0,
        message_id=None,
        players=players,
        min_players=GAME.min_players,
        max_players=GAME.max_players,
        turn_clock=clock,
        deadline=deadline,
    )


ALICE = Player(10, "alice", None)
ADA = Player(-1, "🤖 Ada", None, bot_level="strong")


def selects(screen) -> dict[str, Select]:
    return {row.pick: row for row in screen.rows if isinstance(row, Select)}


def test_the_panel_offers_every_level_and_the_removal_of_each_bot() -> None:
    menus = selects(setup_screen(table(ALICE, ADA), "cards"))
    values = [option.value for option in menus["lobby:bot"].options]
    assert values == ["add:casual", "add:strong", "add:expert", "remove:-1"]
    labels = [option.label for option in menus["lobby:bot"].options]
    assert labels[:3] == ["Add a casual bot", "Add a strong bot", "Add an expert bot"]
    assert "Remove 🤖 Ada (strong)" in [option.label for option in menus["lobby:bot"].options]


def test_a_table_full_of_people_has_no_bot_menu_and_says_why() -> None:
    people = [Player(10 + n, f"p{n}", None) for n in range(GAME.max_players)]
    screen = setup_screen(table(*people), "cards")
    assert "lobby:bot" not in selects(screen)
    assert "no seat for a bot" in screen.content


def test_the_clock_menu_lists_every_choice_and_marks_the_current_one() -> None:
    menu = selects(setup_screen(table(ALICE, clock=120), "cards"))["lobby:clock"]
    assert len(menu.options) == len(TURN_CLOCK_CHOICES)
    assert [option.label for option in menu.options if option.default] == ["Turn clock: 2 minutes"]
    assert [parse_clock(option.value) for option in menu.options] == list(TURN_CLOCK_CHOICES)


@pytest.mark.parametrize("forged", ["7", "-60", "abc", "", "1e3"])
def test_a_forged_clock_value_is_refused(forged: str) -> None:
    with pytest.raises(ValueError):
        parse_clock(forged)


def test_the_lobby_marks_bots_and_shows_the_clock_and_when_it_closes() -> None:
    screen = lobby_screen(table(ALICE, ADA, clock=300, deadline=1_800_000_000.5), "base rules")
    assert "🤖 Ada (strong)" in screen.content and "<@10>" in screen.content
    assert "5 minutes per turn" in screen.content
    assert "closes by itself <t:1800000000:R>" in screen.content


def test_the_table_message_shows_the_deadline_only_while_a_person_waits() -> None:
    playing = table(
        Player(10, "alice", 0), Player(-1, "🤖 Ada", 1, bot_level="casual"), clock=60, deadline=99.0
    )
    assert "time runs out <t:99:R>" in clock_status_line(playing, to_act=[0])
    assert "time runs out" not in clock_status_line(playing, to_act=[1])
    assert clock_status_line(table(ALICE), to_act=[0]) == ""
    assert deadline_suffix(None) == ""


def test_clock_labels_read_naturally() -> None:
    assert [duration(s) for s in (None, 30, 60, 3600, 12 * 3600)] == [
        "off",
        "30 seconds",
        "1 minute",
        "1 hour",
        "12 hours",
    ]
