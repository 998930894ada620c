"""Ratings kept beside the results (migration 0010), against a real SQLite file. Storage knows no model:
these tests hand it a plain rule (a win adds a point) and check where the numbers go."""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from pathlib import Path

from storage import ResultRecord, Skill, Store
from tests.storage.factories import (
    GAME,
    GUILD,
    FakeClock,
    play_finished,
    plus_one_for_a_win,
    rated_board,
    stored_by_release,
)

ANN_BOB = [(1, "Ann", 10, 1), (2, "Bob", 5, 2)]
BOT_WINS = (-1, "🤖 Ada", 12, 1)  # a bot seat (negative id) that won


async def test_a_rated_game_moves_the_ratings_and_keeps_before_and_after(store: Store) -> None:
    first = await play_finished(store, channel_id=5, results=ANN_BOB, rate=plus_one_for_a_win)
    second = await play_finished(store, channel_id=6, results=ANN_BOB, rate=plus_one_for_a_win)
    assert await store.player_ratings(GUILD, 1) == {GAME: Skill(2.0, 6.0, 2)}
    assert await store.player_ratings(GUILD, 2) == {GAME: Skill(0.0, 6.0, 2)}
    changes = await store.rating_changes(second.id)
    assert [(c.name, c.before, c.after) for c in changes] == [
        ("Ann", Skill(1.0, 7.0, 1), Skill(2.0, 6.0, 2)),
        ("Bob", Skill(0.0, 7.0, 1), Skill(0.0, 6.0, 2)),
    ]
    assert [c.before for c in await store.rating_changes(first.id)] == [None, None], "their first game"


async def test_games_outside_a_server_are_not_rated(store: Store) -> None:
    dm = await play_finished(store, channel_id=5, results=ANN_BOB, guild_id=None, rate=plus_one_for_a_win)
    assert await store.rating_changes(dm.id) == []
    assert await store.player_ratings(GUILD, 1) == {}


async def test_two_people_and_a_bot_are_rated_among_the_people(store: Store) -> None:
    seen: list[list[tuple[int, int]]] = []

    def rater(results: Sequence[ResultRecord], priors: Mapping[int, Skill]) -> dict[int, Skill]:
        seen.append([(r.user_id, r.rank) for r in results])
        return plus_one_for_a_win(results, priors)

    # The bot won; Ann came second and Bob third: only the people are rated, by their places.
    game = await play_finished(
        store, channel_id=5, results=[(1, "Ann", 8, 2), (2, "Bob", 3, 3)], bots=[BOT_WINS], rate=rater
    )
    assert seen == [[(1, 2), (2, 3)]], "the bot's seat is left out of the rating"
    assert [c.name for c in await store.rating_changes(game.id)] == ["Ann", "Bob"]
    assert await store.player_ratings(GUILD, BOT_WINS[0]) == {}, "a bot has no rating"
    async with store.database.read() as session:
        ratings = await session.fetch_value("SELECT COUNT(*) FROM ratings WHERE user_id < 0")
    assert ratings == 0
    assert await store.casual_counts(GUILD, GAME, limit=10) == [], "a rated game is not casual"
    assert [row.casual_games for row in await store.player_stats(GUILD, 1)] == [0]


async def test_one_person_against_bots_is_casual(store: Store) -> None:
    game = await play_finished(
        store, channel_id=5, results=[(1, "Ann", 8, 2)], bots=[BOT_WINS], rate=plus_one_for_a_win
    )
    assert await store.rating_changes(game.id) == []
    assert await store.player_ratings(GUILD, 1) == {}
    assert await store.casual_counts(GUILD, GAME, limit=10) == [("Ann", 1)]
    assert [row.casual_games for row in await store.player_stats(GUILD, 1)] == [1]


async def test_a_game_with_bots_finished_unrated_stays_casual_through_a_rebuild(store: Store) -> None:
    """Two people with a bot, finished before such games were rated (no rating then): a rebuild rates the
    games rated live and those of people only, never this one, whose standings said it was casual."""
    await play_finished(store, channel_id=5, results=[(1, "Ann", 8, 2), (2, "Bob", 3, 3)], bots=[BOT_WINS])
    await play_finished(store, channel_id=6, results=ANN_BOB, rate=plus_one_for_a_win)
    rated = await play_finished(
        store, channel_id=7, results=[(2, "Bob", 8, 1), (1, "Ann", 3, 2)], bots=[(-1, "🤖 Ada", 1, 3)],
        rate=plus_one_for_a_win,
    )  # fmt: skip
    live = await store.player_ratings(GUILD, 1), await store.player_ratings(GUILD, 2)
    assert await store.rebuild_ratings(plus_one_for_a_win) == 2
    assert (await store.player_ratings(GUILD, 1), await store.player_ratings(GUILD, 2)) == live
    assert [c.name for c in await store.rating_changes(rated.id)] == ["Bob", "Ann"]
    assert await store.casual_counts(GUILD, GAME, limit=10) == [("Ann", 1), ("Bob", 1)]


async def test_a_departed_player_is_stored_as_such(store: Store) -> None:
    game = await play_finished(store, channel_id=5, results=ANN_BOB, departed=(1,), rate=plus_one_for_a_win)
    async with store.database.read() as session:
        rows = await session.fetch_all("SELECT user_id, departed FROM results WHERE table_id = ?", (game.id,))
    assert {row["user_id"]: row["departed"] for row in rows} == {1: 1, 2: 0}


async def test_the_leaderboard_page_lists_players_with_enough_games_first(store: Store) -> None:
    await play_finished(store, channel_id=5, results=ANN_BOB, rate=plus_one_for_a_win)
    await play_finished(store, channel_id=6, results=ANN_BOB, rate=plus_one_for_a_win)
    await play_finished(
        store, channel_id=7, results=[(3, "Cy", 3, 1), (2, "Bob", 1, 2)], rate=plus_one_for_a_win
    )
    # Cy's one win rates them above Bob, but Bob has the games for a place: Cy follows the ranked ones.
    rows, listed, rated = await store.rated_page(GUILD, GAME, z=0, min_games=2, offset=0, limit=10)
    assert [(r.name, r.skill.games, r.wins) for r in rows] == [("Ann", 2, 2), ("Bob", 3, 0), ("Cy", 1, 1)]
    assert (listed, rated) == (2, 3)
    rows, _, _ = await store.rated_page(GUILD, GAME, z=0, min_games=2, offset=1, limit=1)
    assert [r.name for r in rows] == ["Bob"]
    rows, _, _ = await store.rated_page(GUILD, GAME, z=0, min_games=1, offset=0, limit=10)
    assert [r.name for r in rows] == ["Ann", "Cy", "Bob"], "with one game enough, by rating alone"


async def test_the_rebuild_recomputes_everything_in_the_order_rated(store: Store, clock: FakeClock) -> None:
    for channel in (5, 6, 7):
        clock.advance()
        await play_finished(store, channel_id=channel, results=ANN_BOB, rate=plus_one_for_a_win)
    live = await store.player_ratings(GUILD, 1), await store.player_ratings(GUILD, 2)
    assert await store.rebuild_ratings(plus_one_for_a_win) == 3
    assert (await store.player_ratings(GUILD, 1), await store.player_ratings(GUILD, 2)) == live


async def test_forgetting_a_player_keeps_their_rating_under_the_anonymous_id(store: Store) -> None:
    ann = 123456789012345678  # a real-sized Discord snowflake (anonymous ids are small)
    await play_finished(
        store, channel_id=5, results=[(ann, "Ann", 10, 1), (2, "Bob", 5, 2)], rate=plus_one_for_a_win
    )
    forgotten = await store.forget_user(ann)
    assert await store.player_ratings(GUILD, ann) == {}
    assert forgotten.anonymous_id is not None
    assert await store.player_ratings(GUILD, forgotten.anonymous_id) == {GAME: Skill(1.0, 7.0, 1)}


OLD_RESULTS = (
    "INSERT INTO tables (id, guild_id, channel_id, game_id, options, seed, status, host_id, created_at,"
    f" updated_at, finished_at) VALUES (1, 1000, 2, '{GAME}', '{{}}', 7, 'finished', 1, 0, 0, 5)",
    "INSERT INTO players (table_id, user_id, name, join_seq, seat, joined_at) VALUES (1, 1, 'Ann', 1, 0, 0)",
    "INSERT INTO players (table_id, user_id, name, join_seq, seat, joined_at) VALUES (1, 2, 'Bob', 2, 1, 0)",
    "INSERT INTO results (table_id, guild_id, game_id, user_id, name, seat, score, rank, won, finished_at)"
    f" VALUES (1, 1000, '{GAME}', 1, 'Ann', 0, 10, 1, 1, 5)",
    "INSERT INTO results (table_id, guild_id, game_id, user_id, name, seat, score, rank, won, finished_at)"
    f" VALUES (1, 1000, '{GAME}', 2, 'Bob', 1, 5, 2, 0, 5)",
)


async def test_a_database_from_before_0010_keeps_its_results_and_a_rebuild_rates_them(db_path: Path) -> None:
    await stored_by_release(db_path, 10, *OLD_RESULTS)
    store = await Store.open(db_path)
    try:
        assert await store.player_ratings(GUILD, 1) == {}, "nothing is rated by the upgrade itself"
        assert await rated_board(store) == [], "nor listed"
        assert await store.rebuild_ratings(plus_one_for_a_win) == 1
        assert [(row.name, row.wins) for row in await rated_board(store)] == [("Ann", 1), ("Bob", 0)]
        assert await store.player_ratings(GUILD, 1) == {GAME: Skill(1.0, 7.0, 1)}
        assert [c.name for c in await store.rating_changes(1)] == ["Ann", "Bob"]
    finally:
        await store.close()
    with sqlite3.connect(db_path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] >= 10
    raw.close()
