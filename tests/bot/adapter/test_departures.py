"""A member banned from the server gives up their seats: a bot plays for them, the lobby lets them go."""

from __future__ import annotations

from tests.bot.adapter.test_commands import start_three_player_game
from tests.support.games import game_id_for
from tests.support.harness import Harness, text_of


def ban(h: Harness, name: str) -> None:
    h.env.backend.apply_ban(h.env.guild.id, h.players[name].id, "spam")


async def test_a_banned_players_seat_goes_to_a_bot_and_the_game_goes_on(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    ban(h, "bob")
    await h.env.settle()
    state = await h.bot.tables.table_in_channel(h.channel.id)
    seat = state.table.seat_of(h.players["bob"].id)
    assert state.table.player_at(seat).autopilot
    told = [text_of(m) for m in h.env.backend.messages[h.channel.id].values() if "no longer" in text_of(m)]
    assert len(told) == 1 and told[0].startswith("🤖 bob is no longer in this server"), "said once"
    assert seat not in state.to_act, "bob's seat never holds the game up"
    assert "bob" not in h.mentioned_players(h.last_channel_message())


async def test_a_banned_member_leaves_the_lobby(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["alice"], "play", game=game_id_for(3))
    await h.click_tail(h.players["bob"], await h.table_message(), "lobby:join")
    ban(h, "bob")
    await h.env.settle()
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert [p.name for p in state.table.players] == ["alice"]
    assert "bob" not in text_of(await h.table_message())


async def test_a_banned_host_closes_their_lobby(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["alice"], "play", game=game_id_for(3))
    await h.click_tail(h.players["bob"], await h.table_message(), "lobby:join")
    ban(h, "alice")
    await h.env.settle()
    assert await h.bot.tables.table_in_channel(h.channel.id) is None
