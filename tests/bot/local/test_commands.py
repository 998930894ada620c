"""The command bar reads what a person typed as Discord's client reads it, and lists every subcommand as an
entry of its own."""

from __future__ import annotations

import pytest

from bot.local.page.commands import schema, typed
from bot.local.standin.client_rules import DiscordRefusal
from bot.local.standin.world import World

DEAL = {
    "name": "deal",
    "options": [
        {"name": "count", "type": 4, "required": True},
        {"name": "share", "type": 10},
        {"name": "open", "type": 5},
        {"name": "note", "type": 3},
    ],
}
DAILY = {
    "name": "daily",
    "description": "Today's deal",
    "options": [
        {"name": "play", "type": 1, "description": "Play it", "options": [{"name": "game", "type": 3}]},
        {"name": "board", "type": 1, "description": "The board"},
    ],
}


def test_numbers_and_yes_no_are_sent_as_numbers_and_booleans_and_an_empty_field_is_left_out() -> None:
    given = {"count": " 12 ", "share": "-1.5", "open": "yes", "note": ""}
    assert typed(DEAL, given) == {"count": 12, "share": -1.5, "open": True}
    assert typed(DEAL, {"count": 7, "open": False}) == {"count": 7, "open": False}


@pytest.mark.parametrize("value", ["²", "١٢", "1e3", "12 cards", "nan"])
def test_a_number_the_clients_field_would_not_take_is_refused(value: str) -> None:
    with pytest.raises(DiscordRefusal):
        typed(DEAL, {"count": value, "share": "1"} if value != "nan" else {"count": "1", "share": value})


def test_an_option_the_command_does_not_have_is_refused() -> None:
    with pytest.raises(DiscordRefusal):
        typed(DEAL, {"count": "1", "cards": "all"})


def test_a_command_with_subcommands_is_offered_by_each_subcommand() -> None:
    world = World()
    world.commands[world.guild_id] = [DEAL, DAILY]
    offered = {entry["name"]: entry for entry in schema(world, world.guild_id)}
    assert sorted(offered) == ["daily board", "daily play", "deal"]
    assert [o["name"] for o in offered["daily play"]["options"]] == ["game"]
    assert offered["daily board"]["description"] == "The board"
