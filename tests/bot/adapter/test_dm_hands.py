"""Hands by DM: sent when it is the player's turn, playable there, with a fallback when DMs are closed."""

from __future__ import annotations

from typing import Any

from bot.adapter.custom_ids import parse
from bot.adapter.turn_alerts import AWAY_AFTER_SECONDS
from tests.bot.adapter.test_commands import GAME, start_three_player_game
from tests.support.harness import Harness, tail_of, text_of, walk


async def seat_to_act(h: Harness) -> str:
    """Who must act, as the table message says (a DM hand lights up instead of a ping)."""
    acting = await h.to_act()
    assert acting
    return acting[0]


def is_alert(dm: Any) -> bool:
    """A turn alert by DM: a short new message that notifies, with no buttons (the hand has them)."""
    return text_of(dm).startswith(("⏳", "⏰")) and not dm.components


async def test_a_player_who_opted_in_gets_the_hand_by_dm_and_can_act_there(harness: Harness) -> None:
    """The first hand is a new DM (which notifies by itself); later turns edit it in silence, so a
    player away from it gets a short new DM below it, deleted once they have played."""
    h = harness
    for name in ("alice", "bob", "carol"):
        await h.slash(h.players[name], "settings", dm_hands=True)
    await start_three_player_game(h)
    name = await seat_to_act(h)
    player = h.players[name]
    (dm,) = bot_dms(h, name)
    assert GAME.name in text_of(dm) and dm.components, "the player to act got their hand by DM"
    assert player.id not in h.last_channel_message().ping_user_ids, "not pinged in the channel as well"
    version = (await h.bot.tables.table_in_channel(h.channel.id)).table.version
    await h.decide(player, dm)
    assert (await h.bot.tables.table_in_channel(h.channel.id)).table.version == version + 1

    await h.env.advance_time(AWAY_AFTER_SECONDS + 1)  # they walk away
    while name not in (acting := await h.to_act()):
        other = acting[0]
        await h.decide(h.players[other], next(m for m in bot_dms(h, other) if m.components))
    dms = bot_dms(h, name)
    (hand,) = [m for m in dms if not is_alert(m)]
    (alert,) = [m for m in dms if is_alert(m)]
    assert hand.id == dm.id and alert.id > hand.id, "the same hand, edited, and a new DM below it"
    assert GAME.name in text_of(alert) and f"<#{h.channel.id}>" in text_of(alert)
    await h.decide(player, hand)
    assert not any(is_alert(m) for m in bot_dms(h, name)), "answered: the alert is gone"
    # Nobody else's DMs hold this player's hand.
    for other in ("alice", "bob", "carol"):
        if other != name:
            for message in h.players[other].user.dm_channel.history():
                assert h.stored(message).channel_id != dm.channel_id


async def test_closed_dms_fall_back_to_the_button_and_say_so_once(harness: Harness) -> None:
    h = harness
    for name in ("alice", "bob", "carol"):
        await h.slash(h.players[name], "settings", dm_hands=True)
        dm_channel = h.players[name].user.dm_channel
        h.env.inject_error(
            "POST",
            f"/channels/{dm_channel.id}/messages",
            status=403,
            code=50007,
            message="Cannot send messages to this user",
            times=None,
        )
    await start_three_player_game(h)
    name = await seat_to_act(h)
    ping = h.last_channel_message()
    assert "couldn't send your hand by DM" in text_of(ping)
    assert any(tail_of(c) == "ui:hand" for c in walk(ping.components)), "the ping carries Show my hand"
    hand = await h.open_hand(h.players[name])
    await h.decide(h.players[name], hand)
    assert (await h.bot.tables.prefs(h.players[name].id)).dm_fallback_told
    for _ in range(6):  # more turns: a closed inbox is tried once, not at every turn
        acting = (await h.to_act())[0]
        await h.decide(h.players[acting], await h.open_hand(h.players[acting]))
    dm_paths = {f"/channels/{h.players[n].user.dm_channel.id}/messages" for n in ("alice", "bob", "carol")}
    tries = [r.path for r in h.env.http_requests if r.method == "POST" and r.path in dm_paths]
    assert len(tries) == len(set(tries)) <= 3


def bot_dms(h: Harness, name: str) -> list:
    return [h.stored(m) for m in h.players[name].user.dm_channel.history()]


async def test_each_player_has_one_dm_hand_per_table_edited_in_place(harness: Harness) -> None:
    """Turn after turn (and across a restart) the same DM is redrawn: no pile of old hands with
    live-looking buttons. When the game ends, it shows the end and its buttons are gone."""
    h = harness
    for name in ("alice", "bob", "carol"):
        await h.slash(h.players[name], "settings", dm_hands=True)
    await start_three_player_game(h)
    for turn in range(12):
        if turn == 6:
            await h.restart()
        name = await seat_to_act(h)
        (dm,) = [dm for dm in bot_dms(h, name) if not is_alert(dm)]
        version = (await h.bot.tables.table_in_channel(h.channel.id)).table.version
        assert all(parse(c["custom_id"]).version == version for c in walk(dm.components) if "custom_id" in c)
        await h.decide(h.players[name], dm)
    assert all(len([m for m in bot_dms(h, n) if not is_alert(m)]) <= 1 for n in ("alice", "bob", "carol"))
    for name in ("alice", "bob"):  # two of the three players agree: the game ends
        await h.slash(h.players[name], "abort")
    for name in ("alice", "bob", "carol"):
        for dm in bot_dms(h, name):
            assert not dm.components and "closed" in text_of(dm), "no alert of an ended game stays"
