"""Results that count (issue 38), through the real discord.py client (SimCord) on a real SQLite file: two
people with a bot are rated among themselves, one person against bots stays casual, the final standings
say which kind of game it was, /history ranks every seat by its place, bots included, a person who left a
game under way carries a quit record into the next lobby and /stats, and the leaderboard lists the players
of the first rated game, provisionally."""

from __future__ import annotations

import re

import pytest

from bot.i18n import number
from bot.tables.ratings import display, new_skill, rate_game
from games import registry
from tests.e2e.test_bots_and_clock_at_the_table import table_with_bots
from tests.storage.factories import play_finished
from tests.support.games import shortest_games
from tests.support.harness import Harness, text_of

# Slow: whole games at a SimCord table (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

# The quickest game a table of three can play: two people and one bot.
THREE = next(r for r in shortest_games(len(registry.ids())) if r.min_players <= 3 <= r.max_players).id
# The quickest game of two seats at least: one person and bots.
SHORTEST = shortest_games(1)[0]


def guild_of(h: Harness) -> int:
    return h.env.backend.get_channel(h.channel.id).guild_id


def standings(h: Harness) -> str:
    return text_of(h.last_channel_message())


async def ordered_seats(h: Harness) -> list[tuple[int, str]]:
    """(place, name) of every seat of the channel's last game, best first, as its outcome ranks them."""
    finished = await h.bot.tables.table(h.table_id or 0)
    assert finished.outcome is not None and finished.table.status == "finished"
    places = [(finished.outcome.rank_of(p.seat or 0), p.name) for p in finished.table.players]
    return sorted(places, key=lambda place: place[0])


async def test_two_people_and_a_bot_are_rated_among_the_people(harness: Harness) -> None:
    h = harness
    await table_with_bots(h, THREE, ("alice", "bob"), ("casual",))
    await h.table_message()
    await h.play_until_over()
    places = dict((name, place) for place, name in await ordered_seats(h))
    text = standings(h)
    assert "📈 Rated among the people: " in text, text
    moved = {}
    for name in ("alice", "bob"):
        [rating] = (await h.store.player_ratings(guild_of(h), h.players[name].id)).values()
        moved[name] = display(rating) - display(new_skill())
        assert f"{name} {number(display(new_skill()))} → {number(display(rating))}" in text
    # Their places among the people decide the direction: the better placed gains, the other loses.
    if places["alice"] != places["bob"]:
        better, worse = sorted(("alice", "bob"), key=lambda name: places[name])
        assert moved[better] > 0 > moved[worse], (places, moved)
    async with h.store.database.read() as session:
        bots_rated = await session.fetch_value("SELECT COUNT(*) FROM ratings WHERE user_id < 0")
    assert bots_rated == 0, "the bot's seat is left out of the rating"
    assert "Casual" not in text

    # /history: every seat by its place, the bot's included.
    history = text_of((await h.slash(h.players["alice"], "history")).response)
    line = next(line for line in history.splitlines() if "alice" in line and "bob" in line)
    shown = re.findall(r"(\d+)(?:st|nd|rd|th) (\S+(?: \S+)?) -?\d+", line)
    assert [int(place) for place, _ in shown] == sorted(places.values()), line
    assert {name for _, name in shown} >= {"alice", "bob"}


async def test_one_person_against_bots_stays_casual_and_the_standings_say_so(harness: Harness) -> None:
    h = harness
    bots = ("casual",) * (SHORTEST.min_players - 1)
    await table_with_bots(h, SHORTEST.id, ("alice",), bots)
    await h.table_message()
    await h.play_until_over()
    assert "🎲 Casual: one person against bots, not rated." in standings(h)
    assert await h.store.player_ratings(guild_of(h), h.players["alice"].id) == {}
    # /history ranks the bots by their places too: the winner first, whoever it is.
    seats = await ordered_seats(h)
    history = text_of((await h.slash(h.players["alice"], "history")).response)
    line = next(line for line in history.splitlines() if "alice" in line)
    assert [line.index(name) for _, name in seats] == sorted(line.index(name) for _, name in seats), line
    assert f"1st {seats[0][1]}" in line


async def test_a_person_who_left_a_game_under_way_shows_a_quit_record(harness: Harness) -> None:
    h = harness
    await table_with_bots(h, THREE, ("alice", "bob"), ("casual",))
    await h.table_message()
    left = await h.slash(h.players["bob"], "leave")  # a bot plays bob's seat to the end
    assert left.ephemeral
    await h.play_until_over()
    stats = text_of((await h.slash(h.players["bob"], "stats")).response)
    assert "🏁 Played to the end: 0 of 1 game (0%)" in stats, stats
    assert "🏁 Played to the end: 1 of 1 game (100%)" in text_of(
        (await h.slash(h.players["alice"], "stats")).response
    )

    # The next lobby: bob's record beside his name, explained once; alice's clean record needs no words.
    await h.slash(h.players["alice"], "play", game=THREE)
    await h.click_tail(h.players["bob"], await h.table_message(), "lobby:join")
    lobby = text_of(await h.table_message())
    bob, alice = h.players["bob"].id, h.players["alice"].id
    assert f"<@{bob}> · 🏁 0%" in lobby, lobby
    assert f"<@{alice}> ·" not in lobby
    assert lobby.count("🏁") == 2 and "-# 🏁 the share of their games on this server" in lobby


async def test_the_leaderboard_lists_the_first_rated_games_players_provisionally(harness: Harness) -> None:
    h = harness
    assert h.bot.tables.limits.leaderboard_min_games > 1, "a place needs more than one game"
    await h.open_and_start(THREE, ("alice", "bob"))
    await h.play_until_over()
    board = text_of((await h.slash(h.players["carol"], "leaderboard", game=THREE)).response)
    for name in ("alice", "bob"):
        [rating] = (await h.store.player_ratings(guild_of(h), h.players[name].id)).values()
        assert f"· **{name}** {number(display(rating))}? — 1 game" in board, board
    assert "🥇" not in board and "Nobody has played" not in board
    assert "**?** provisional: fewer than 5 rated games." in board


async def test_history_lists_a_winning_bot_first(harness: Harness) -> None:
    """A game a bot won, as storage keeps it (its place on its seat): /history names it first, with its
    place and score, not last without one as before."""
    h = harness
    alice, bob = h.players["alice"], h.players["bob"]
    await play_finished(
        h.store, channel_id=h.channel.id, guild_id=guild_of(h), game_id=THREE,
        results=[(alice.id, "alice", 8, 2), (bob.id, "bob", 3, 3)], bots=[(-1, "🤖 Ada", 12, 1)],
        rate=rate_game,
    )  # fmt: skip
    history = text_of((await h.slash(alice, "history")).response)
    line = next(line for line in history.splitlines() if "alice" in line)
    assert line.endswith("1st 🤖 Ada 12 · 2nd alice 8 · 3rd bob 3"), line
