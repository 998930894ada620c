"""The bot's memory of people's DMs stays bounded however many people it ever meets.

``DmHands`` kept each user's DM channel, and each closed inbox, for the life of the process: one entry
per person who ever got a hand or an alert by DM. Now it keeps the most recently used
(``MAX_REMEMBERED_USERS``); someone forgotten is simply looked up again. Driven through SimCord: the
real discord.py client opens each DM channel and meets each closed inbox (Discord's 50007).
"""

from __future__ import annotations

import discord

from bot.adapter.dm_hands import DmHands
from tests.support.harness import Harness

CAP = 4  # a small cap, so a handful of people is "many" for it
PEOPLE = 12


async def test_many_users_leave_at_most_the_cap_remembered_and_the_recent_ones_still_reached(
    harness: Harness,
) -> None:
    h = harness
    hands = DmHands(h.bot, max_users=CAP)
    users = [h.env.create_user(f"guest{n}") for n in range(PEOPLE)]
    for user in users:
        channel = await hands.channel(user.id)
        h.env.inject_error(
            "POST",
            f"/channels/{channel.id}/messages",
            status=403,
            code=50007,
            message="Cannot send messages to this user",
            times=None,
        )
        try:
            await channel.send("Your turn")
        except discord.HTTPException as error:
            hands.refused(user.id, error)
        assert hands.remembered() <= 2 * CAP, "a DM channel and a closed inbox per user, at most CAP each"
    assert hands.remembered() == 2 * CAP
    latest = users[-1].id
    assert hands.is_closed(latest), "the most recent closed inbox is still not tried again"
    assert await hands.channel(latest) is await hands.channel(latest), "its channel is still kept"
    first = users[0].id
    assert not hands.is_closed(first), "the oldest was forgotten: their DMs are tried once more"
    reopened = await hands.channel(first)
    assert isinstance(reopened, discord.DMChannel) and reopened.recipient.id == first
    assert hands.remembered() == 2 * CAP
