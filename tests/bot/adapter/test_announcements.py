"""Turn announcements go out as followups of the click that caused them: interaction webhooks are exempt
from Discord's global rate limit, channel messages are not. They stay public, still notify the player
pinged, and leave hands private; a move made without a click, or from a hand in DMs, is announced with
a channel message as before."""

from __future__ import annotations

from typing import Any

from tests.bot.adapter.test_commands import start_three_player_game
from tests.support.harness import Harness, text_of


def posts_since(h: Harness, cursor: int) -> tuple[list[Any], list[Any]]:
    """(channel message posts, interaction followups) the bot made since ``cursor``."""
    calls = [c for c in h.env.http_requests[cursor:] if c.method == "POST"]
    channel_posts = [c for c in calls if c.path.startswith("/channels/") and c.path.endswith("/messages")]
    followups = [c for c in calls if c.path.startswith("/webhooks/")]
    return channel_posts, followups


async def version(h: Harness) -> int:
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state is not None
    return state.table.version


async def test_the_ping_after_a_move_is_a_public_followup_that_notifies(harness: Harness) -> None:
    h = harness
    cursor = len(h.env.http_requests)
    await start_three_player_game(h)
    channel_posts, followups = posts_since(h, cursor)
    assert not channel_posts and len(followups) == 2, "the start and its ping go out through the Start click"
    pinged_once: set[str] = set()
    for _ in range(6):  # a few moves, bids and plays alike
        name = (await h.to_act())[0]
        player = h.players[name]
        hand = await h.open_hand(player)
        before, cursor = await version(h), len(h.env.http_requests)
        await h.decide(player, hand)
        assert await version(h) == before + 1
        channel_posts, followups = posts_since(h, cursor)
        assert not channel_posts, "no globally rate-limited post for the move"
        assert len(followups) <= 1, "at most one new message: the ping"
        for ping in h.pings():
            pinged = h.mentioned_players(ping)
            assert pinged, f"the followup names who acts next: {text_of(ping)!r}"
            assert all(ping.visible_to(member.id) for member in h.players.values()), "it is public"
            assert set(ping.ping_user_ids) == {h.players[n].id for n in pinged}, "and it notifies them"
        for call in followups:
            ids = {h.players[n].id for n in h.mentioned_players(h.last_channel_message())}
            mentions = call.json.get("allowed_mentions", {})
            assert "users" not in mentions.get("parse", []), "never every user mentioned"
            assert {int(u) for u in mentions.get("users", [])} == ids != set(), "only those pinged"
            pinged_once.update(h.mentioned_players(h.last_channel_message()))
        assert h.stored(hand).is_ephemeral and not h.stored(hand).visible_to(h.players["dave"].id)
    assert pinged_once, "someone was pinged along the way"


async def test_a_move_from_a_hand_in_dms_is_announced_in_the_channel(harness: Harness) -> None:
    h = harness
    for name in ("alice", "bob", "carol"):
        await h.slash(h.players[name], "settings", dm_hands=True)
    await start_three_player_game(h)
    name = (await h.to_act())[0]
    dm = next(m for m in map(h.stored, h.players[name].user.dm_channel.history()) if m.components)
    before, cursor = await version(h), len(h.env.http_requests)
    shown = text_of(await h.table_message())
    await h.decide(h.players[name], dm)
    assert await version(h) == before + 1
    _, followups = posts_since(h, cursor)
    assert not followups, "a followup of a DM click would land in the DM"
    assert text_of(await h.table_message()) != shown, "the table message shows the move"
    assert await h.to_act(), "and who acts next"


async def test_a_move_made_without_a_click_is_announced_with_a_channel_message(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    name = h.mentioned_players(h.last_channel_message())[0]
    user_id = h.players[name].id
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state is not None
    private = await h.bot.tables.private_view(state.table.id, user_id)
    result = await h.bot.tables.act(state.table.id, user_id, private.table.version, private.view["legal"][0])
    cursor = len(h.env.http_requests)
    await h.bot.publisher.after_action(result)  # as a move the bot makes by itself (a turn clock)
    channel_posts, followups = posts_since(h, cursor)
    assert not followups and [c.path for c in channel_posts] == [f"/channels/{h.channel.id}/messages"]
    ping = h.last_channel_message()
    assert set(ping.ping_user_ids) == {h.players[n].id for n in h.mentioned_players(ping)} != set()
