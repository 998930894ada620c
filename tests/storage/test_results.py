"""Leaderboards and player statistics (storage/results.py, storage/ratings.py): the rated board of each
server and game, and each player's record."""

from __future__ import annotations

import asyncio
import tempfile
from collections import defaultdict
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games import registry
from storage import QuitRecord, RatedRow, Skill, StatRow, Store
from tests.storage.factories import (
    GAME,
    GUILD,
    OTHER_GAME,
    FakeClock,
    play_finished,
    plus_one_for_a_win,
    rated_board,
)

OTHER_GUILD = 2000

Game = list[tuple[int, str, int, int]]  # (user_id, name, score, rank) per seat


async def play_all(store: Store, clock: FakeClock, games: list[tuple[int | None, str, Game]]) -> None:
    """Play each game in its own channel, one second apart (so "most recent" is well defined), rated by
    ``plus_one_for_a_win``: mu counts the wins, sigma falls by one a game."""
    for channel, (guild_id, game_id, results) in enumerate(games, start=1):
        clock.advance()
        await play_finished(
            store,
            channel_id=channel,
            guild_id=guild_id,
            game_id=game_id,
            results=results,
            rate=plus_one_for_a_win,
        )


@pytest.fixture
async def played(store: Store, clock: FakeClock) -> Store:
    await play_all(
        store,
        clock,
        [
            (GUILD, GAME, [(1, "Ann", 10, 1), (2, "Bob", 5, 2), (3, "Cid", 3, 3)]),
            (GUILD, GAME, [(1, "Ann", 7, 1), (2, "Bob", 7, 1), (3, "Cid", 2, 3)]),  # a shared win
            (GUILD, GAME, [(2, "Bobby", 9, 1), (3, "Cid", 4, 2)]),  # Bob renamed himself
            # Neither another game, another guild nor a DM game counts for GUILD's GAME board.
            (GUILD, OTHER_GAME, [(3, "Cid", 50, 1), (1, "Ann", 0, 2)]),
            (OTHER_GUILD, GAME, [(3, "Cid", 50, 1), (1, "Ann", 0, 2)]),
            (None, GAME, [(3, "Cid", 50, 1), (2, "Bob", 1, 2)]),
        ],
    )
    return store


async def test_leaderboard_arithmetic(played: Store) -> None:
    # z = 0 ranks by mu alone, the wins here: Ann and Bob share two, the user id breaks the tie.
    assert await rated_board(played, z=0) == [
        RatedRow(user_id=1, name="Ann", skill=Skill(2.0, 6.0, 2), wins=2, win_rate=1.0),
        RatedRow(user_id=2, name="Bobby", skill=Skill(2.0, 5.0, 3), wins=2, win_rate=2 / 3),
        RatedRow(user_id=3, name="Cid", skill=Skill(0.0, 5.0, 3), wins=0, win_rate=0.0),
    ]


async def test_leaderboard_pages_and_scopes(played: Store) -> None:
    def users(rows: list[RatedRow]) -> list[int]:
        return [row.user_id for row in rows]

    first, listed, rated = await played.rated_page(GUILD, GAME, z=0, min_games=1, offset=0, limit=2)
    assert (users(first), listed, rated) == ([1, 2], 3, 3)
    rest, _, _ = await played.rated_page(GUILD, GAME, z=0, min_games=1, offset=2, limit=2)
    assert users(rest) == [3]
    assert users(await rated_board(played, GUILD, OTHER_GAME)) == [3, 1]
    assert users(await rated_board(played, OTHER_GUILD, GAME)) == [3, 1]
    unplayed = next(game for game in registry.ids() if game not in (GAME, OTHER_GAME))
    assert await rated_board(played, GUILD, unplayed) == []


async def test_leaderboard_breaks_rating_ties_by_user(store: Store, clock: FakeClock) -> None:
    await play_all(
        store,
        clock,
        [
            (GUILD, GAME, [(7, "Gus", 2, 2), (6, "Fay", 2, 2), (5, "Eve", 4, 1)]),
            (GUILD, GAME, [(6, "Fay", 9, 1), (5, "Eve", 1, 2), (7, "Gus", 9, 1)]),
        ],
    )
    rows = await rated_board(store)
    # One win each in two games: equal ratings, so the order is the user ids', the same on every call.
    assert [(row.user_id, row.wins) for row in rows] == [(5, 1), (6, 1), (7, 1)]


async def test_player_stats_per_game(played: Store) -> None:
    assert await played.player_stats(GUILD, 3) == [
        StatRow(game_id=OTHER_GAME, games=1, wins=1, points=50, best_score=50, win_rate=1.0),
        StatRow(game_id=GAME, games=3, wins=0, points=9, best_score=4, win_rate=0.0),
    ]
    assert await played.player_stats(GUILD, 2) == [
        StatRow(game_id=GAME, games=3, wins=2, points=21, best_score=9, win_rate=2 / 3)
    ]
    assert await played.player_stats(None, 2) == [
        StatRow(game_id=GAME, games=1, wins=0, points=1, best_score=1, win_rate=0.0)
    ]
    assert await played.player_stats(GUILD, 404) == []


# --- the arithmetic against a model, on random histories ---------------------------------------------

USERS = {user_id: f"user{user_id}" for user_id in range(1, 7)}


@st.composite
def finished_game(draw: st.DrawFn) -> tuple[int | None, str, Game]:
    """A game of 1-4 distinct users with competition ranking (ties share the rank)."""
    users = draw(st.lists(st.sampled_from(sorted(USERS)), min_size=1, max_size=4, unique=True))
    scores = draw(st.lists(st.integers(-20, 40), min_size=len(users), max_size=len(users)))
    guild = draw(st.sampled_from([GUILD, OTHER_GUILD, None]))
    game = draw(st.sampled_from([GAME, OTHER_GAME]))
    names = {user: draw(st.sampled_from([USERS[user], USERS[user].upper()])) for user in users}
    results = [
        (user, names[user], score, 1 + sum(other > score for other in scores))
        for user, score in zip(users, scores, strict=True)
    ]
    return guild, game, results


def expected_board(games: list[tuple[int | None, str, Game]], guild: int, game_id: str) -> list[RatedRow]:
    """What ``plus_one_for_a_win`` makes of these games, ordered by mu - 3 sigma, then user id. A game of
    one person (no bots here) is not rated: nobody to be rated against (their latest name still counts)."""
    totals: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    names: dict[int, str] = {}
    for game_guild, game, results in games:  # in play order, so the last name wins
        if (game_guild, game) != (guild, game_id):
            continue
        for user, name, _, rank in results:
            names[user] = name
            if len(results) >= 2:
                totals[user][0] += 1
                totals[user][1] += rank == 1
    rows = [
        RatedRow(user, names[user], Skill(float(w), 8.0 - g, g), w, w / g) for user, (g, w) in totals.items()
    ]
    return sorted(rows, key=lambda r: (-(r.skill.mu - 3 * r.skill.sigma), r.user_id))


def expected_stats(
    games: list[tuple[int | None, str, Game]], guild: int | None, user_id: int
) -> list[StatRow]:
    scores: dict[str, list[tuple[int, int]]] = defaultdict(list)  # game -> [(score, rank)]
    for game_guild, game, results in games:
        if game_guild == guild:
            scores[game] += [(score, rank) for user, _, score, rank in results if user == user_id]
    rows = []
    for game, played in sorted(scores.items()):
        if played:
            wins = sum(rank == 1 for _, rank in played)
            points = sum(score for score, _ in played)
            best = max(score for score, _ in played)
            rows.append(StatRow(game, len(played), wins, points, best, wins / len(played)))
    return rows


@settings(max_examples=25, deadline=None, database=None)
@given(games=st.lists(finished_game(), max_size=12))
def test_leaderboard_matches_a_model(games: list[tuple[int | None, str, Game]]) -> None:
    async def check() -> None:
        with tempfile.TemporaryDirectory() as folder:
            clock = FakeClock()
            store = await Store.open(Path(folder) / "cardroom.sqlite3", clock=clock)
            try:
                await play_all(store, clock, games)
                for guild in (GUILD, OTHER_GUILD):  # games outside a server are never rated
                    for game_id in (GAME, OTHER_GAME):
                        assert await rated_board(store, guild, game_id) == expected_board(
                            games, guild, game_id
                        )
                for guild in (GUILD, None):
                    for user in USERS:
                        assert await store.player_stats(guild, user) == expected_stats(games, guild, user)
            finally:
                await store.close()

    asyncio.run(check())


async def test_a_quit_record_counts_the_games_left_under_way_per_server(store: Store) -> None:
    """Board Game Arena's quit record: of a person's finished games in a server, those they had left."""
    for channel, departed in ((1, (1,)), (2, ()), (3, (1, 2))):
        await play_finished(store, channel_id=channel, results=[(1, "Ann", 9, 1), (2, "Bob", 3, 2)],
                            departed=departed)  # fmt: skip
    await play_finished(store, channel_id=4, results=[(1, "Ann", 9, 1), (2, "Bob", 3, 2)],
                        guild_id=OTHER_GUILD, departed=(1,))  # fmt: skip
    records = await store.quit_records(GUILD, [1, 2, 404])
    assert records == {1: QuitRecord(1, 3, 2), 2: QuitRecord(2, 3, 1), 404: QuitRecord(404, 0, 0)}
    assert [records[user].finished_percent for user in (1, 2, 404)] == [33, 66, 100], "rounded down"
    assert await store.quit_records(OTHER_GUILD, [1]) == {1: QuitRecord(1, 1, 1)}
    assert await store.quit_records(None, [1]) == {1: QuitRecord(1, 0, 0)}, "no game in DMs"
    assert [row.left for row in await store.player_stats(GUILD, 1)] == [2]
