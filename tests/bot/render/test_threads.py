"""A table's thread: its name says the game and the people playing (bots after them), and a hand in the
thread names the thread as it is, not as a '#channel'."""

from __future__ import annotations

from pydantic import BaseModel

from bot.render.base import TableContext
from bot.render.kit.header import hand_header
from bot.render.threads import thread_name
from bot.tables.models import Player, TableInfo


class NoOptions(BaseModel):
    pass


def table(*players: Player) -> TableInfo:
    return TableInfo(
        id=1,
        guild_id=1,
        channel_id=2,
        game_id="g",
        game_name="Cards",
        status="playing",
        host_id=10,
        options=NoOptions(),
        version=1,
        message_id=None,
        players=players,
        min_players=2,
        max_players=4,
    )


def test_a_thread_names_the_people_first_and_the_bots_after_them() -> None:
    seated = table(Player(-1, "🤖 Ada", 0, "casual"), Player(11, "bob", 1), Player(10, "alice", 2))
    assert thread_name(seated) == "Cards · bob, alice, 🤖 Ada"


def test_a_hand_in_a_thread_names_the_thread_without_a_hash() -> None:
    thread = TableContext(
        1, "Cards", "Cards · bob, alice, 🤖 Ada", ("🤖 Ada", "bob", "alice"), in_thread=True
    )
    assert hand_header(thread, "Cards", "turn 3") == "**Your hand — Cards · bob, alice, 🤖 Ada · turn 3**"
    renamed = TableContext(1, "Cards", "friday night", ("bob", "alice"), in_thread=True)
    assert (
        hand_header(renamed, "Cards", "turn 3")
        == "**Your hand — Cards in the thread “friday night” · turn 3**"
    )
    channel = TableContext(1, "Cards", "cards", ("bob", "alice"))
    assert hand_header(channel, "Cards", "turn 3") == "**Your hand — Cards in #cards · turn 3**"
