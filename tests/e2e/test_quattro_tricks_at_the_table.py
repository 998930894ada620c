"""Three players play a whole game of Quattro Trick-Taking in a Discord channel, through real discord.py.

They only use what they can see: /play, the lobby buttons, Show my hand, the card buttons and the bid
forms. Along the way: nobody ever sees another player's hand, refusals are private and change nothing,
a restart mid-round loses nothing, and the leaderboard shows the result.
"""

from __future__ import annotations

import asyncio

import pytest

from bot.adapter.custom_ids import make, parse
from tests.support.harness import Harness, message_text, tail_of, text_of, walk
from tests.support.privacy import assert_no_leaks

# Slow: whole games at a SimCord table (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

MAX_DECISIONS = 200


async def assert_no_hand_leaks(h: Harness) -> None:
    """Nothing a user can newly read names a card in another player's hand (a round's scoring may: the
    cards are dealt anew, games/quattro_tricks/facts.py)."""
    await assert_no_leaks(h, "quattro-tricks")


async def open_table(h: Harness) -> None:
    alice, bob, carol = (h.players[n] for n in ("alice", "bob", "carol"))
    result = await h.slash(alice, "play", game="quattro-tricks")
    assert result.response is not None and not result.ephemeral
    assert "Quattro Trick-Taking" in text_of(result.response)
    for player in (bob, carol):
        await h.click_tail(player, await h.table_message(), "lobby:join")
    lobby = await h.table_message()
    assert all(f"<@{p.id}>" in text_of(lobby) for p in (alice, bob, carol))


async def test_three_players_play_a_whole_game(harness: Harness) -> None:
    h = harness
    dave = h.players["dave"]
    await open_table(h)

    # Only the host starts; the refusal is private and the lobby is unchanged.
    before = text_of(await h.table_message())
    refusal = await h.click_tail(dave, await h.table_message(), "lobby:start")
    assert refusal.ephemeral and "Only the host" in text_of(refusal.response)
    assert text_of(await h.table_message()) == before

    await h.click_tail(h.players["alice"], await h.table_message(), "lobby:start")
    assert "round 1" in text_of(await h.table_message()).lower()

    decisions = 0
    restarted = stale_checked = illegal_checked = outsider_checked = False
    while decisions < MAX_DECISIONS:
        pinged = await h.to_act()
        if not pinged:
            break
        name = pinged[0]
        player = h.players[name]
        hand = await h.open_hand(player)
        assert hand.flags & 64, "a hand must be ephemeral"
        assert "Quattro Trick-Taking" in text_of(hand) and "#cards" in text_of(hand)

        # A second copy of the hand, opened now and clicked after the first copy has been used.
        spare = await h.open_hand(player) if not stale_checked and decisions >= 30 else None
        if not illegal_checked and decisions > 10:
            illegal_checked = await check_illegal_card_is_refused(h, player, hand)
        if not outsider_checked:
            outsider = await h.click_tail(dave, await h.table_message(), "ui:hand")
            assert outsider.ephemeral and "not seated" in text_of(outsider.response)
            outsider_checked = True

        await h.decide(player, hand)
        decisions += 1
        if spare is not None:
            stale_checked = await check_stale_button_is_refused(h, player, spare)
        await assert_no_hand_leaks(h)

        if not restarted and decisions == 20:  # mid-round 1, in the middle of trick play
            await h.restart()
            restarted = True
            await assert_no_hand_leaks(h)

    assert restarted and stale_checked and illegal_checked and outsider_checked
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state is None, "the finished table frees the channel"

    history = "\n".join(message_text(h.stored(m)) for m in h.channel.history())
    assert "Round 3" in history or "round 3" in history
    standings = text_of(h.last_channel_message())
    assert any(word in standings.lower() for word in ("wins", "victory", "winner"))

    board = await h.slash(h.players["carol"], "leaderboard", game="quattro-tricks")
    for name in ("alice", "bob", "carol"):
        assert name in text_of(board.response)

    # Hundreds of hands were sent; the bot keeps no view (or timeout task) alive for any of them.
    lingering = [t for t in asyncio.all_tasks() if "timeout" in t.get_coro().__qualname__.lower()]
    assert lingering == []


async def check_stale_button_is_refused(h: Harness, player, old) -> bool:
    """A button on a hand from an earlier moment: refused politely with the current hand; nothing changes."""
    old = h.env.backend.get_message(old.channel_id, old.id)
    enabled = [
        c
        for c in walk(old.components or [])
        if not c.get("disabled") and tail_of(c).startswith(("play:", "bid:"))
    ]
    version_before = (await h.bot.tables.table_in_channel(h.channel.id)).table.version
    if not enabled or parse(enabled[0]["custom_id"]).version == version_before:
        return False  # nothing clickable, or this old message is in fact still current
    clicked = parse(enabled[0]["custom_id"])
    state = await h.bot.tables.table_in_channel(h.channel.id)
    seat = state.table.seat_of(player.id)
    own = [
        a.action for a in await h.store.actions(state.table.id) if a.seat == seat and a.seq >= clicked.version
    ]
    await player.click(h.live(old), custom_id=enabled[0]["custom_id"])
    refreshed = h.env.backend.get_message(old.channel_id, old.id)
    # The same move clicked twice counted once and says so; any other old button is out of date.
    expected = "counted once" if own[:1] == [clicked.tail] else "out of date"
    assert expected in text_of(refreshed)
    assert (await h.bot.tables.table_in_channel(h.channel.id)).table.version == version_before
    return True


async def check_illegal_card_is_refused(h: Harness, player, hand) -> bool:
    """A forged click on a disabled (illegal) card: an ephemeral refusal, nothing changes."""
    from simcord.actors import _component_interaction  # a forged client request, beyond what the UI allows

    disabled = [
        c for c in walk(hand.components or []) if c.get("disabled") and tail_of(c).startswith("play:")
    ]
    state = await h.bot.tables.table_in_channel(h.channel.id)
    if not disabled or state.public["phase"] != "playing":
        return False
    forged = make(state.table.id, state.table.version, tail_of(disabled[0]))
    await _component_interaction(player, hand, {"custom_id": forged, "component_type": 2})
    refreshed = h.env.backend.get_message(hand.channel_id, hand.id)
    assert refreshed.flags & 64
    assert "follow" in text_of(refreshed).lower()
    after = await h.bot.tables.table_in_channel(h.channel.id)
    assert after.table.version == state.table.version
    return True


async def test_four_players_with_the_starting_choice_rule(harness: Harness) -> None:
    """The host picks a custom rule in the lobby; later rounds open with the public set choice."""
    h = harness
    names = ("alice", "bob", "carol", "dave")
    await h.slash(h.players["alice"], "play", game="quattro-tricks")
    lobby = await h.table_message()
    menu = next(c for c in walk(lobby.components) if tail_of(c) == "lobby:opt:custom_rule")
    await h.players["alice"].select(h.live(lobby), ["starting_choice"], custom_id=menu["custom_id"])
    for name in names[1:]:
        await h.click_tail(h.players[name], await h.table_message(), "lobby:join")
    await h.click_tail(h.players["alice"], await h.table_message(), "lobby:start")

    chose = 0
    for _ in range(MAX_DECISIONS * 2):
        pinged = await h.to_act()
        if not pinged:
            break
        player = h.players[pinged[0]]
        hand = await h.open_hand(player)
        chose += any(tail_of(c).startswith("choose:") for c in walk(hand.components or []))
        await h.decide(player, hand)
        await assert_no_hand_leaks(h)
    assert chose >= 3 * 3, "rounds 2-4 each opened with players choosing a set or to start"
    assert await h.bot.tables.table_in_channel(h.channel.id) is None
    final = text_of(h.last_channel_message())
    assert "Final standings" in final
    assert all(name in final for name in names)
