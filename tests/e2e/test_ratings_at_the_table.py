"""Ratings through the real discord.py client (SimCord) on a real SQLite file: the final standings say how
each rating moved, /stats shows it, a rebuild gives the same numbers, and /leaderboard pages by buttons
that only the asker can turn."""

from __future__ import annotations

import pytest
from simcord.actors import _component_interaction  # sends a component click with any custom_id

from bot.adapter.handlers import FOREIGN_ID
from bot.adapter.leaderboard import NO_SUCH_PAGE, NOT_YOURS, custom_id
from bot.i18n import number
from bot.maintenance import rebuild_ratings
from bot.tables.boards import PAGE_SIZE
from bot.tables.ratings import display, new_skill, rate_game
from tests.storage.factories import play_finished
from tests.support.games import game_id_for
from tests.support.harness import Harness, message_text, text_of, walk

# Slow: whole games at a SimCord table (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

GAME = game_id_for(2)


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
    assert (await rebuild_ratings(h.store)).text == "Ratings rebuilt from 2 rated games."
    assert {p: await h.store.player_ratings(guild_of(h), h.players[p].id) for p in ("alice", "bob")} == live


async def seed_rated_games(h: Harness, players: int, games_each: int) -> None:
    """Finished rated games of ``GAME`` in the harness's server, straight into storage: pairs of players."""
    channel = 9000
    for _ in range(games_each):
        for a in range(1, players + 1, 2):
            pair = [(10**17 + a, f"p{a:02}"), (10**17 + a + 1, f"p{a + 1:02}")]
            channel += 1
            await play_finished(h.store, channel_id=channel, results=[(*pair[0], 9, 1), (*pair[1], 3, 2)],
                                guild_id=guild_of(h), game_id=GAME, rate=rate_game)  # fmt: skip


def buttons(message) -> dict[str, dict]:
    return {c["label"]: c for c in walk(message.components or []) if c.get("type") == 2}


async def test_the_leaderboard_turns_its_pages_for_the_asker_only(harness: Harness) -> None:
    h = harness
    await seed_rated_games(h, players=PAGE_SIZE + 4, games_each=h.bot.tables.limits.leaderboard_min_games)
    alice = h.players["alice"]
    asked = await h.slash(alice, "leaderboard", game=GAME)
    assert asked.ephemeral
    first = h.env.backend.get_message(asked.response.channel_id, asked.response.id)
    text = text_of(first)
    assert "Page 1 of 2" in text and "🥇" in text and "3 games" in text
    assert buttons(first)["◀ Prev"].get("disabled") and not buttons(first)["Next ▶"].get("disabled")

    turned = await alice.click(h.live(first), custom_id=buttons(first)["Next ▶"]["custom_id"])
    second = h.env.backend.get_message(first.channel_id, first.id)
    assert "Page 2 of 2" in text_of(second) and f"{PAGE_SIZE + 1}." in text_of(second), turned
    assert buttons(second)["Next ▶"].get("disabled")
    await alice.click(h.live(second), custom_id=buttons(second)["◀ Prev"]["custom_id"])
    assert text_of(h.env.backend.get_message(first.channel_id, first.id)) == text

    shown = text_of(h.env.backend.get_message(first.channel_id, first.id))
    next_page = buttons(first)["Next ▶"]["custom_id"]
    # Someone else pressing the asker's button (a shared board): refused, the board stays as posted.
    result = await _component_interaction(
        h.players["bob"], first, {"custom_id": next_page, "component_type": 2}
    )
    assert result.ephemeral and text_of(result.response) == NOT_YOURS
    # Ids a normal client cannot send (not on the message): a game that is not ours, not the grammar.
    for forged in (custom_id("chess", 1, alice.id), f"lb:{GAME}:01:x", custom_id(GAME, 7, alice.id)):
        result = await _component_interaction(alice, first, {"custom_id": forged, "component_type": 2})
        assert result.ephemeral and text_of(result.response) == FOREIGN_ID, forged
    assert text_of(h.env.backend.get_message(first.channel_id, first.id)) == shown, "nothing changed"
    # A stale button: the board shrank to one page since (here: ratings deleted straight in storage).
    async with h.store.database.transaction() as session:
        await session.execute("DELETE FROM ratings WHERE user_id > ?", (10**17 + PAGE_SIZE,))
    result = await alice.click(h.live(first), custom_id=next_page)
    assert result.ephemeral and text_of(result.response) == NO_SUCH_PAGE
    assert text_of(h.env.backend.get_message(first.channel_id, first.id)) == shown, "nothing changed"
