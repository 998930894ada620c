"""Issue 37, finding 2: a member banned from the server (or gone from it) cannot take their seat back
from their DMs, nor see the game by DM (docs/security.md#leaving-a-table-bans-kicks-and-departures)."""

from __future__ import annotations

import copy
from typing import Any

from simcord.actors import _component_interaction  # a click with any custom_id, as a modified client

from bot.adapter.custom_ids import make, parse
from bot.adapter.departures import NOT_IN_SERVER
from bot.tables.errors import BANNED_SEAT
from storage import Departure
from tests.bot.adapter.test_commands import start_three_player_game
from tests.support.harness import Harness, message_text, text_of, walk

NAMES = ("alice", "bob", "carol")


def dms(h: Harness, name: str) -> list[Any]:
    """Every message in the player's DMs with the bot, as stored (oldest first)."""
    channel = h.env.backend.get_dm_channel(h.players[name].id)
    return sorted(h.env.backend.messages.get(channel.id, {}).values(), key=lambda m: m.id)


def dm_hand(h: Harness, name: str) -> Any | None:
    """The player's hand by DM: the one DM that carries the table's controls."""
    return next((m for m in dms(h, name) if m.components), None)


async def bob_holds_a_dm_hand(h: Harness) -> Any:
    """Everyone takes hands by DM; the game runs until bob's hand is in his DMs."""
    for name in NAMES:
        await h.slash(h.players[name], "settings", dm_hands=True)
    await start_three_player_game(h)
    for _turn in range(30):
        hand = dm_hand(h, "bob")
        if hand is not None:
            return hand
        name = (await h.to_act())[0]
        await h.decide(h.players[name], dm_hand(h, name))
    raise AssertionError("bob never got his hand by DM")


async def forged_dm_click(h: Harness, name: str, message: Any, tail: str) -> Any:
    """A click in the player's DMs on ``message`` with a control of the table's current version, as a
    modified client (or one still showing the hand before it closed) sends it: the message it names
    carries that control."""
    state = await h.bot.tables.table(h.table_id)
    custom_id = make(state.table.id, state.table.version, tail)
    shown = copy.deepcopy(message)
    shown.components = [
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "x", "custom_id": custom_id}]}
    ]
    data = {"custom_id": custom_id, "component_type": 2}
    return await _component_interaction(h.players[name].user, shown, data)


async def bobs_seat(h: Harness) -> Any:
    state = await h.bot.tables.table(h.table_id)
    return state.table.player_at(state.table.seat_of(h.players["bob"].id))


def ban_bob(h: Harness) -> None:
    h.env.backend.apply_ban(h.env.guild.id, h.players["bob"].id, "spam")


def rejoin(h: Harness, name: str) -> None:
    """Unbanned (if banned) and back in the server by an invite, as a new member."""
    guild = h.env.backend.get_guild(h.env.guild.id)
    if h.players[name].id in guild.bans:
        h.env.backend.remove_ban(h.env.guild.id, h.players[name].id)
    h.players[name] = h.env.guild.add_member(h.players[name].user)


async def test_a_banned_players_dm_hand_loses_its_controls_and_its_cards(harness: Harness) -> None:
    h = harness
    hand = await bob_holds_a_dm_hand(h)
    shown = message_text(hand)
    ban_bob(h)
    await h.env.settle()
    closed = h.env.backend.get_message(hand.channel_id, hand.id)
    assert not closed.components, "no button left on the banned player's DM hand"
    assert not closed.attachments and not closed.embeds, "no picture of the cards either"
    assert "no longer in this table's server" in text_of(closed)
    assert message_text(closed) != shown
    assert dm_hand(h, "bob") is None
    assert (await bobs_seat(h)).departed is Departure.BANNED


async def test_a_banned_players_dm_clicks_are_refused_and_change_nothing(harness: Harness) -> None:
    h = harness
    hand = await bob_holds_a_dm_hand(h)
    ban_bob(h)
    await h.env.settle()
    before = (await h.bot.tables.table(h.table_id)).table.version
    dm_count = len(dms(h, "bob"))
    for tail in ("ui:back", "ui:hand", *_action_tails(hand)):
        result = await forged_dm_click(h, "bob", hand, tail)
        assert text_of(result.response) == NOT_IN_SERVER, tail
    assert (await h.bot.tables.table(h.table_id)).table.version == before, "nothing was played"
    seat = await bobs_seat(h)
    assert seat.autopilot and seat.departed is Departure.BANNED, "still the bot's seat"
    assert dm_hand(h, "bob") is None, "no hand was sent"
    assert not any(m.components or m.attachments for m in dms(h, "bob")[dm_count:])


def _action_tails(hand: Any) -> list[str]:
    """The game actions the hand offered before the ban (clicked again as a stale hand)."""
    tails = [parse(c["custom_id"]).tail for c in walk(hand.components) if c.get("custom_id")]
    return [tail for tail in tails if tail and not tail.startswith(("ui:", "lobby:"))][:3]


async def test_im_back_and_hand_stay_refused_for_a_banned_player_even_unbanned_and_after_a_restart(
    harness: Harness,
) -> None:
    """A ban is final for that game: unbanned and back in the server, bob's I'm back and /hand are
    refused in the channel as in his DMs, and a restart forgets none of it."""
    h = harness
    hand = await bob_holds_a_dm_hand(h)
    ban_bob(h)
    await h.env.settle()
    rejoin(h, "bob")
    for restarted in (False, True):
        if restarted:
            await h.restart()
        version = (await h.bot.tables.table(h.table_id)).table.version
        back = await forged_dm_click(h, "bob", hand, "ui:back")
        assert text_of(back.response) == BANNED_SEAT, f"I'm back by DM (restarted: {restarted})"
        back = await h.click_tail(h.players["bob"], await h.table_message(), "ui:hand")
        answer = back.followups[0] if back.deferred else back.response
        assert text_of(answer) == BANNED_SEAT, f"Show my hand (restarted: {restarted})"
        slash = await h.slash(h.players["bob"], "hand")
        assert slash.ephemeral and text_of(slash.response) == BANNED_SEAT, f"/hand (restarted: {restarted})"
        assert (await h.bot.tables.table(h.table_id)).table.version == version
        seat = await bobs_seat(h)
        assert seat.autopilot and seat.departed is Departure.BANNED
        assert dm_hand(h, "bob") is None, "no hand was sent"


async def test_someone_who_left_the_server_is_refused_by_dm_and_back_once_a_member_again(
    harness: Harness,
) -> None:
    """Leaving (or a kick) is learned at their next DM click: refused, their seat goes to a bot, their DM
    hand closes. Back in the server, I'm back in the channel gives them their seat again."""
    h = harness
    hand = await bob_holds_a_dm_hand(h)
    h.env.guild.remove_member(h.players["bob"])
    await h.env.settle()
    result = await forged_dm_click(h, "bob", hand, "ui:hand")
    assert text_of(result.response) == NOT_IN_SERVER
    seat = await bobs_seat(h)
    assert seat.autopilot and seat.departed is Departure.LEFT
    assert dm_hand(h, "bob") is None, "the DM hand closed"
    told = [m for m in h.env.backend.messages[h.channel.id].values() if "bob is no longer" in text_of(m)]
    assert len(told) == 1
    await h.restart()
    rejoin(h, "bob")
    shown = await h.slash(h.players["bob"], "hand")
    answer = h.env.backend.get_message(shown.response.channel_id, shown.response.id)
    await h.click_tail(h.players["bob"], answer, "ui:back")
    seat = await bobs_seat(h)
    assert not seat.autopilot and seat.departed is None, "playing himself again"
