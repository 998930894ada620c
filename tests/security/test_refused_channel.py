"""Issue 37, finding 9: a channel that refuses the bot's posts is not asked again and again.

Discord bans a bot's IP for an hour after 10,000 refused requests (401/403/429) in 10 minutes. The
real discord.py client against SimCord's Discord, which refuses a post where the bot lacks Send Messages
(403, 50013) as Discord does.
"""

from __future__ import annotations

import math
from typing import Any

import discord
import pytest
from simcord.backend.models.channel import Overwrite
from simcord.enums import OverwriteType

from bot.adapter.budget import OptionalStopped, Priority
from bot.adapter.refusals import (
    INVALID_WINDOW_S,
    MAX_REFUSED_CHANNELS,
    MAX_WAITING_NOTICES,
    OPTIONAL_STOPS_AT,
    REFUSED_CHANNEL_S,
    Refusals,
    RefusalWindow,
)
from tests.support.games import game_id_for
from tests.support.harness import Harness, message_text, text_of

GAME = game_id_for(2)
REFUSAL_NOTICE = "I can't post in"
LEAVES = 3  # each /leave in a game under way is announced in the channel
SMALL_LIMIT = 10  # stands for Discord's 10,000 refusals in 10 minutes


def channel_posts(h: Harness) -> int:
    """Requests to post a new message in the table's channel that reached Discord."""
    path = f"/channels/{h.channel.id}/messages"
    return sum(1 for r in h.env.backend.http_requests if r.method == "POST" and r.path.endswith(path))


def deny_the_bot(h: Harness, **denied: bool) -> None:
    """A moderator takes permissions from the bot in the table's channel."""
    deny = discord.Permissions(**denied).value
    overwrite = Overwrite(h.env.backend.bot_user.id, OverwriteType.MEMBER, allow=0, deny=deny)
    h.env.backend.set_overwrite(h.channel.id, overwrite)


def notices_seen_by(h: Harness, player: Any) -> list[str]:
    return [text_of(m) for m in h.visible_messages(player) if REFUSAL_NOTICE in text_of(m)]


async def step_away_and_back(h: Harness, name: str) -> None:
    """/leave (a bot takes the seat, and the channel is told), then I'm back on the hand."""
    player = h.players[name]
    await h.slash(player, "leave")
    await h.click_tail(player, await h.open_hand(player), "ui:back")


async def test_after_a_refusal_the_channel_is_sent_nothing_more_and_the_host_is_told_once(
    harness: Harness,
) -> None:
    h = harness
    alice, bob = h.players["alice"], h.players["bob"]
    await h.open_and_start(GAME, ("alice", "bob"))
    deny_the_bot(h, send_messages=True)
    before = channel_posts(h)
    for _ in range(LEAVES):
        await step_away_and_back(h, "bob")
    assert channel_posts(h) - before == 1, "one refused post, then nothing more to that channel"

    # The host learns it once, privately, on their next click; bob (not the host) is not told.
    await h.open_hand(alice)
    await h.open_hand(alice)
    [notice] = notices_seen_by(h, alice)
    assert f"<#{h.channel.id}>" in notice and "Send Messages" in notice, notice
    assert notices_seen_by(h, bob) == []

    # The permission is back and the window has passed: the channel hears of the game again.
    h.env.backend.delete_overwrite(h.channel.id, h.env.backend.bot_user.id)
    await h.env.advance_time(REFUSED_CHANNEL_S)
    posted = channel_posts(h)
    await step_away_and_back(h, "bob")
    assert channel_posts(h) > posted
    public = [m for m in h.env.backend.messages[h.channel.id].values() if not m.is_ephemeral]
    assert "left the game" in text_of(max(public, key=lambda m: m.id))


async def test_start_is_refused_naming_the_missing_permission_and_nothing_changes(harness: Harness) -> None:
    h = harness
    alice = h.players["alice"]
    deny_the_bot(h, embed_links=True, read_message_history=True)
    await h.slash(alice, "play", game=GAME)
    await h.click_tail(h.players["bob"], await h.table_message(), "lobby:join")
    result = await h.click_tail(alice, await h.table_message(), "lobby:start")
    said = text_of(result.response)
    assert result.ephemeral, "only the host is told"
    assert said == (
        "I can't start the game here: I'm missing the Embed Links, Read Message History permission in this "
        "channel. Ask a server admin to grant it, then press Start again."
    ), said
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state is not None and state.table.status == "lobby", "nothing started"
    assert "Start" in message_text(await h.table_message())

    h.env.backend.delete_overwrite(h.channel.id, h.env.backend.bot_user.id)
    await h.click_tail(alice, await h.table_message(), "lobby:start")
    state = await h.bot.tables.table_in_channel(h.channel.id)
    assert state is not None and state.table.status == "playing"


async def test_near_discords_limit_of_refusals_the_bot_stops_optional_then_all_but_answers(
    harness: Harness,
) -> None:
    """The process counts every 401/403/429 over Discord's 10 minutes. Past half of the limit optional
    traffic stops (table edits waiting for the budget); past 90 % every bot-authenticated request
    stops, and only interaction answers (what people wait for) go, until the count falls. A limit of
    ``SMALL_LIMIT`` stands for Discord's 10,000."""
    h = harness
    h.bot.refusals.window = RefusalWindow(h.bot.clock, limit=SMALL_LIMIT)
    await h.open_and_start(GAME, ("alice", "bob"))
    h.env.inject_error("POST", "/channels/*/messages", status=429, times=None)  # Discord says: too many
    for _ in range(math.ceil(SMALL_LIMIT * OPTIONAL_STOPS_AT)):
        await step_away_and_back(h, "bob")
    with pytest.raises(OptionalStopped):
        await h.bot.budget.acquire(Priority.LAST)
    await h.bot.budget.acquire(Priority.FIRST)  # pings and announcements still go
    while not h.bot.refusals.all_stopped():
        await step_away_and_back(h, "bob")
    tried = channel_posts(h)
    bob = h.players["bob"]
    left = await h.slash(bob, "leave")
    assert "You left the game" in text_of(left.response), "interaction answers still go"
    await h.click_tail(bob, await h.open_hand(bob), "ui:back")
    assert channel_posts(h) == tried, "nothing bot-authenticated is sent near the limit"

    # Ten minutes on, the refusals have left the window: the bot posts again (Discord accepts now).
    h.env.backend.faults.clear()
    await h.env.advance_time(INVALID_WINDOW_S)
    await step_away_and_back(h, "bob")
    assert channel_posts(h) > tried
    await h.bot.budget.acquire(Priority.LAST)


def test_what_is_remembered_of_refusals_stays_bounded() -> None:
    """A flood of refused channels, hosts and refusals keeps at most the named bounds in memory."""
    now = [0.0]
    refusals = Refusals(lambda: now[0])
    refused = discord.Forbidden(_Response(), {"code": 50013, "message": "Missing Permissions"})
    for channel in range(MAX_REFUSED_CHANNELS + 50):
        refusals.refused(channel, refused)
        refusals.tell_host(channel, host_id=channel, table_id=channel)
        refusals.window.note()
        now[0] += 0.5
    assert len(refusals._silent) == MAX_REFUSED_CHANNELS
    assert len(refusals.notices) <= MAX_WAITING_NOTICES
    assert len(refusals.window._buckets) <= INVALID_WINDOW_S + 1


class _Response:
    status = 403
    reason = "Forbidden"
