"""The slash commands around a table: /hand, /table, /abort, /rules, /settings (hands by DM, forced moves,
pictures), /stats, /leaderboard."""

from __future__ import annotations

import discord
import pytest

from bot.adapter.commands import (
    CHANGE_HAND,
    CHANGE_PICTURES,
    CHANGE_TURN_ALERTS,
    HAND_LINES,
    HAND_TEXT_ONLY,
    PICTURES_CHOSEN_OFF,
    PICTURES_CHOSEN_ON,
    PICTURES_EACH_SERVER,
    PICTURES_SERVER_OFF,
    PICTURES_SERVER_ON,
    TURN_ALERT_LINES,
)
from bot.render.autoplay_lines import autoplay_setting_line
from bot.render.registry import ui_for
from games import registry
from storage import HandLook, TurnAlerts
from tests.support.games import game_for
from tests.support.harness import Harness, text_of

# The example table: three players, so dave is a bystander.
GAME = game_for(3)


async def start_three_player_game(h: Harness) -> None:
    await h.slash(h.players["alice"], "play", game=GAME.id)
    for name in ("bob", "carol"):
        await h.click_tail(h.players[name], await h.table_message(), "lobby:join")
    await h.click_tail(h.players["alice"], await h.table_message(), "lobby:start")


async def test_hand_without_a_table_says_how_to_start_one(harness: Harness) -> None:
    result = await harness.slash(harness.players["alice"], "hand")
    assert result.ephemeral and "/play" in text_of(result.response)


async def test_hand_is_private_and_names_the_table(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    result = await h.slash(h.players["bob"], "hand")
    assert result.ephemeral
    assert GAME.name in text_of(result.response) and "#cards" in text_of(result.response)
    outsider = await h.slash(h.players["dave"], "hand")
    assert outsider.ephemeral and "not seated" in text_of(outsider.response)


async def test_table_reposts_the_table_message_at_the_bottom(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    first = await h.table_message()
    result = await h.slash(h.players["dave"], "table")
    assert not result.ephemeral
    moved = await h.table_message()
    assert moved.id != first.id and moved.id == result.response.id
    assert GAME.name in text_of(moved)


async def test_a_moderator_ends_a_game_at_once(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    outsider = await h.slash(h.players["dave"], "abort")
    assert outsider.ephemeral and "players at the table vote" in text_of(outsider.response)
    assert (await h.bot.tables.table_in_channel(h.channel.id)) is not None

    guild = h.env.guild
    mods = guild.create_role("Mods", permissions=discord.Permissions(manage_messages=True))
    moderator = guild.add_member(h.env.create_user("mod"), roles=[mods])
    ended = await h.slash(moderator, "abort")
    assert not ended.ephemeral and "ended" in text_of(ended.response)
    assert (await h.bot.tables.table_in_channel(h.channel.id)) is None


async def test_a_lobby_is_the_hosts_to_cancel(harness: Harness) -> None:
    h = harness
    await h.slash(h.players["alice"], "play", game=GAME.id)
    await h.click_tail(h.players["bob"], await h.table_message(), "lobby:join")
    refused = await h.slash(h.players["bob"], "abort")
    assert refused.ephemeral and "Only the host" in text_of(refused.response)
    ended = await h.slash(h.players["alice"], "abort")
    assert not ended.ephemeral and "ended" in text_of(ended.response)
    assert (await h.bot.tables.table_in_channel(h.channel.id)) is None


@pytest.mark.parametrize("game_id", registry.ids())
async def test_rules_summarise_the_game_privately(harness: Harness, game_id: str) -> None:
    result = await harness.slash(harness.players["alice"], "rules", game=game_id)
    assert result.ephemeral
    text = text_of(result.response)
    summary = ui_for(game_id).rules_text(registry.get(game_id).Options())
    assert text == summary and len(text) <= 2000


async def test_settings_toggle_dm_hands(harness: Harness) -> None:
    h = harness
    shown = await h.slash(h.players["bob"], "settings")
    assert shown.ephemeral and "off" in text_of(shown.response)
    on = await h.slash(h.players["bob"], "settings", dm_hands=True)
    assert "on" in text_of(on.response)
    assert (await h.bot.tables.prefs(h.players["bob"].id)).dm_hands


async def test_stats_and_leaderboard_before_any_game(harness: Harness) -> None:
    h = harness
    stats = await h.slash(h.players["alice"], "stats")
    assert "hasn't finished a game" in text_of(stats.response)
    board = await h.slash(h.players["alice"], "leaderboard", game=GAME.id)
    assert "no finished games" in text_of(board.response)


async def test_stats_and_leaderboard_are_private_unless_shared(harness: Harness) -> None:
    """Asked mid-game, a board would push the table up for everyone: only the asker sees it."""
    h = harness
    before = len(h.channel.history())
    assert (await h.slash(h.players["alice"], "stats")).ephemeral
    assert (await h.slash(h.players["alice"], "leaderboard", game=GAME.id)).ephemeral
    shared = await h.slash(h.players["alice"], "leaderboard", game=GAME.id, share=True)
    assert not shared.ephemeral and "no finished games" in text_of(shared.response)
    assert not (await h.slash(h.players["bob"], "stats", share=True)).ephemeral
    assert len(h.channel.history()) == before + 2, "only the shared answers are in the channel"


async def test_a_table_message_that_can_no_longer_be_edited_is_posted_again(harness: Harness) -> None:
    """Discord refuses more edits to a message older than an hour (30046), through any route: as a
    channel message, and through the Start click's token (a lobby that waited over an hour). The game
    moves on below."""
    h = harness
    await start_three_player_game(h)
    old = await h.table_message()
    for route in (f"/channels/{h.channel.id}/messages/{old.id}", "/webhooks/*/messages/@original"):
        h.env.inject_error(
            "PATCH",
            route,
            status=400,
            code=30046,
            message="Maximum number of edits to messages older than 1 hour reached.",
            times=None,
        )
    state = await h.bot.tables.table_in_channel(h.channel.id)
    player = next(m for m in h.players.values() if m.id == state.table.user_at(state.to_act[0]))
    await h.decide(player, await h.open_hand(player))
    new = await h.table_message()
    assert new.id != old.id and new.id > old.id
    assert GAME.name in text_of(new)


async def test_settings_lists_every_setting_and_pictures_follow_the_server_by_default(
    harness: Harness,
) -> None:
    h = harness
    shown = await h.slash(h.players["bob"], "settings")
    lines = text_of(shown.response).splitlines()
    assert shown.ephemeral and len(lines) == 5, (
        "hands by DM, forced moves, pictures, hand, alerts: a line each"
    )
    assert lines[1] == autoplay_setting_line(False)
    assert lines[2] == f"{PICTURES_SERVER_ON} {CHANGE_PICTURES}"
    assert lines[3] == f"{HAND_LINES[HandLook.BUTTONS]} {CHANGE_HAND}", "each card once, by default"
    assert lines[4] == f"{TURN_ALERT_LINES[TurnAlerts.AWAY]} {CHANGE_TURN_ALERTS}", "alerts when away"


async def test_settings_hand_buttons_only_or_picture_and_buttons(harness: Harness) -> None:
    """Issue 36: a hand whose buttons show every card needs no picture of them on a phone; whoever likes
    the cards drawn chooses it, and the answer says what each choice does."""
    h = harness
    bob = h.players["bob"]
    assert (await h.bot.tables.prefs(bob.id)).hand_look is HandLook.BUTTONS
    picture = await h.slash(bob, "settings", hand="picture")
    assert picture.ephemeral and f"{HAND_LINES[HandLook.PICTURE]} {CHANGE_HAND}" in text_of(picture.response)
    assert await h.bot.tables.hand_look(bob.id) is HandLook.PICTURE
    assert await h.bot.tables.hand_look(h.players["carol"].id) is HandLook.BUTTONS, "bob's choice is his own"
    buttons = await h.slash(bob, "settings", hand="buttons")
    assert HAND_LINES[HandLook.BUTTONS] in text_of(buttons.response)
    assert await h.bot.tables.hand_look(bob.id) is HandLook.BUTTONS
    text_only = await h.slash(bob, "settings", pictures="off")
    assert f"{HAND_TEXT_ONLY} {CHANGE_HAND}" in text_of(text_only.response), "no picture to choose"


async def test_settings_turn_alerts_every_turn_only_reminders_or_when_away(harness: Harness) -> None:
    h = harness
    bob = h.players["bob"]
    for choice in (TurnAlerts.EVERY, TurnAlerts.REMINDERS, TurnAlerts.AWAY):
        shown = await h.slash(bob, "settings", turn_alerts=choice.value)
        assert shown.ephemeral and TURN_ALERT_LINES[choice] in text_of(shown.response)
        assert (await h.bot.tables.prefs(bob.id)).turn_alerts is choice
    assert (await h.bot.tables.prefs(h.players["carol"].id)).turn_alerts is TurnAlerts.AWAY, "his own"


async def test_settings_pictures_on_off_or_the_server_default(harness: Harness) -> None:
    h = harness
    bob, guild = h.players["bob"], h.env.guild.id
    off = await h.slash(bob, "settings", pictures="off")
    assert off.ephemeral and f"{PICTURES_CHOSEN_OFF} {CHANGE_PICTURES}" in text_of(off.response)
    assert await h.bot.tables.show_pictures(guild, bob.id) is False
    assert await h.bot.tables.show_pictures(guild) is True, "the table message stays the server's"
    assert await h.bot.tables.show_pictures(guild, h.players["carol"].id) is True, "bob's choice is his own"

    on = await h.slash(bob, "settings", pictures="on")
    assert PICTURES_CHOSEN_ON in text_of(on.response)
    back = await h.slash(bob, "settings", pictures="server")
    assert PICTURES_SERVER_ON in text_of(back.response)
    assert (await h.bot.tables.prefs(bob.id)).pictures is None

    await h.bot.tables.set_server_pictures(guild, False)
    follows = await h.slash(bob, "settings")
    assert PICTURES_SERVER_OFF in text_of(follows.response)
    assert await h.bot.tables.show_pictures(guild, bob.id) is False


async def test_settings_in_a_dm_say_each_server_decides(harness: Harness) -> None:
    h = harness
    user = h.players["bob"].user
    shown = await user.slash("settings")
    assert shown.ephemeral and PICTURES_EACH_SERVER in text_of(shown.response)
    chosen = await user.slash("settings", pictures="off")
    assert PICTURES_CHOSEN_OFF in text_of(chosen.response)
    assert await h.bot.tables.show_pictures(h.env.guild.id, user.id) is False, "the choice holds everywhere"
