"""Clicks a normal client cannot produce (a modified client, or an id from elsewhere) change nothing."""

from __future__ import annotations

import pytest
from simcord.actors import _component_interaction  # sends a component click with any custom_id

from bot.adapter.custom_ids import make
from bot.adapter.handlers import FOREIGN_ID, OTHER_CHANNEL, UNKNOWN_CHOICE
from tests.bot.adapter.test_commands import start_three_player_game
from tests.support.games import game_id_for
from tests.support.harness import Harness, tail_of, text_of, walk


async def forged_click(h: Harness, player, custom_id: str):
    message = await h.table_message()
    return await _component_interaction(player, message, {"custom_id": custom_id, "component_type": 2})


@pytest.mark.parametrize(
    "custom_id", ["hello", "cr:1:0:", "cr:abc:0:play:R1", "cr:1:0:play:R1 x", "cr:1:0:ñ"]
)
async def test_a_malformed_id_gets_a_short_private_answer(harness: Harness, custom_id: str) -> None:
    h = harness
    await start_three_player_game(h)
    before = (await h.bot.tables.table_in_channel(h.channel.id)).table.version
    result = await forged_click(h, h.players["alice"], custom_id)
    assert result.ephemeral and text_of(result.response) == FOREIGN_ID
    assert (await h.bot.tables.table_in_channel(h.channel.id)).table.version == before


async def test_an_id_for_another_table_is_refused(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    state = await h.bot.tables.table_in_channel(h.channel.id)
    player = next(p for p in h.players.values() if p.id == state.table.user_at(state.to_act[0]))
    for custom_id in (
        make(state.table.id + 100, 1, "play:R1"),
        make(state.table.id, state.table.version, "teleport:home"),
        make(state.table.id, state.table.version, "bid:sum:0,1-6"),
    ):
        result = await forged_click(h, player, custom_id)
        assert result.ephemeral and text_of(result.response) == FOREIGN_ID
    assert (await h.bot.tables.table_in_channel(h.channel.id)).table.version == state.table.version


async def test_a_button_of_a_table_in_another_channel_is_refused(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["alice"], "play", game=game_id_for(3))
    lobby = await h.bot.tables.table_in_channel(h.channel.id)
    # The lobby's own buttons, on a message in another channel (as a forged or moved message would be).
    elsewhere = h.env.guild.create_text_channel("elsewhere")
    screen, view = h.bot.publisher.table_message.screen(lobby)
    sent = await h.bot.get_channel(elsewhere.id).send(text_of(screen), view=view)
    copy = h.env.backend.get_message(elsewhere.id, sent.id)
    result = await h.click_tail(h.players["bob"], copy, "lobby:join")
    assert result.ephemeral and text_of(result.response) == OTHER_CHANNEL
    after = await h.bot.tables.table(lobby.table.id)
    assert [p.name for p in after.table.players] == ["alice"], "bob did not join from another channel"
    # The same button in the table's own channel works.
    await h.click_tail(h.players["bob"], await h.table_message(), "lobby:join")
    assert len((await h.bot.tables.table(lobby.table.id)).table.players) == 2


async def test_a_forged_value_on_the_hosts_panel_changes_nothing(harness: Harness) -> None:
    """The bots menu's values are ``add:<level>`` / ``remove:<bot id>``: a forged one (a number int()
    cannot read though ``str.isdigit()`` says it is one, or no bot at all) gets the panel's short answer."""
    h = harness
    await h.slash(h.players["alice"], "play", game=game_id_for(3))
    opened = await h.click_tail(h.players["alice"], await h.table_message(), "lobby:setup")
    panel = h.env.backend.get_message(opened.response.channel_id, opened.response.id)
    menu = next(c for c in walk(panel.components) if tail_of(c) == "lobby:bot")
    before = (await h.bot.tables.table_in_channel(h.channel.id)).table.version
    for value in ("remove:²", "remove:٣", "remove:-²", "remove:", "teleport:1"):
        click = {"custom_id": menu["custom_id"], "component_type": 3, "values": [value]}
        result = await _component_interaction(h.players["alice"], panel, click)
        assert result.ephemeral and text_of(result.response) == UNKNOWN_CHOICE, value
    assert (await h.bot.tables.table_in_channel(h.channel.id)).table.version == before
