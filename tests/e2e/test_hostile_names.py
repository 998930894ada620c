"""Nicknames are chosen by anyone: at the table they ping nobody, link nowhere and hide nothing.

Two players with hostile nicknames play a game to its end (one leaves midway, so the /leave line and the
autopilot line print them too), then look at /stats and /leaderboard, which keep the stored name."""

from __future__ import annotations

from tests.support.games import game_id_for
from tests.support.harness import Harness, text_of

GAME = game_id_for(2)  # mallory and trudy alone at the table

LINK = "[nitro](https://evil.example)"
LEAVE_AFTER = 4  # moves before trudy leaves (a bot takes her seat, the /leave line prints her name)
MAX_DECISIONS = 200


async def test_hostile_nicknames_ping_and_link_nobody(harness: Harness) -> None:
    h = harness
    guild = h.channel.guild
    victim = guild.add_member(h.env.create_user("victim"))  # in the server, never at the table
    h.players["mallory"] = guild.add_member(h.env.create_user("mallory"), nick=f"<@{victim.id}> @everyone")
    h.players["trudy"] = guild.add_member(h.env.create_user("trudy"), nick=f"{LINK}\u202e\u200b")
    await h.open_and_start(GAME, ("mallory", "trudy"))
    by_id = {member.id: member for member in h.players.values()}
    for _ in range(MAX_DECISIONS):  # the table names players by nickname: whose turn, from the service
        state = await h.bot.tables.table_in_channel(h.channel.id)
        if state is None:
            break
        if len(await h.store.actions(state.table.id)) == LEAVE_AFTER:
            await h.slash(h.players["trudy"], "leave")
            continue
        player = by_id[state.table.user_at(state.to_act[0])]
        await h.decide(player, await h.open_hand(player))
    await h.slash(h.players["mallory"], "stats", share=True)
    await h.slash(h.players["mallory"], "leaderboard", game=GAME, share=True)

    bot_messages = [h.stored(m) for m in h.channel.history() if h.stored(m).author_id == h.bot.user.id]
    assert len(bot_messages) >= 4
    for message in bot_messages:
        assert victim.id not in message.ping_user_ids, f"a nickname pinged someone: {text_of(message)!r}"
        assert not message.mention_everyone
        for raw in (f"<@{victim.id}>", "@everyone", "](https://", "\u202e", "\u200b"):
            assert raw not in text_of(message), f"a raw nickname in {text_of(message)!r}"
    shown = "\n".join(text_of(m) for m in bot_messages)
    assert "nitro" in shown and "left the game" in shown, "the names are there, only inert"
