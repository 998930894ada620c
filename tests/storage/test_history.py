"""A server's ended games (/history), its open tables and a player's /stats, each scoped to one server
or to none (games in DMs), on both backends; and the order of the history where an end time is missing."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from storage import BotPlace, InvalidResultsError, Store, TableLimitError
from storage.history import HistoryRepository
from storage.models import ResultRecord
from storage.table_open import OpeningLimits
from tests.storage.factories import (
    GAME,
    GUILD,
    FakeClock,
    open_game,
    open_lobby,
    play_finished,
    stored_by_release,
)

ANN, BOB = (1, "Ann"), (2, "Bob")
OTHER_GUILD = GUILD + 1


async def finished(store: Store, clock: FakeClock, channel_id: int, guild_id: int | None) -> int:
    clock.advance()
    table = await play_finished(
        store, channel_id=channel_id, results=[(*ANN, 9, 1), (*BOB, 3, 2)], guild_id=guild_id
    )
    return table.id


async def test_each_server_and_the_dms_list_only_their_own_games_the_latest_first(
    store: Store, clock: FakeClock
) -> None:
    here = [await finished(store, clock, channel, GUILD) for channel in (1, 2)]
    elsewhere = await finished(store, clock, 3, OTHER_GUILD)
    in_dms = await finished(store, clock, 4, None)
    assert [game.table_id for game in await store.ended_games(GUILD)] == here[::-1]
    assert [game.table_id for game in await store.ended_games(OTHER_GUILD)] == [elsewhere]
    assert [game.table_id for game in await store.ended_games(None)] == [in_dms]
    assert [row.games for row in await store.player_stats(GUILD, ANN[0])] == [2]
    assert [row.games for row in await store.player_stats(None, ANN[0])] == [1]
    assert await store.player_stats(OTHER_GUILD + 1, ANN[0]) == []


async def test_open_tables_are_counted_per_server_and_apart_in_the_dms(store: Store) -> None:
    await open_lobby(store, channel_id=1, guild_id=GUILD, players=[ANN])
    await open_game(store, channel_id=2, guild_id=GUILD, players=[BOB, ANN])
    await open_lobby(store, channel_id=3, guild_id=None, players=[ANN])

    async def refusal(guild_id: int | None, **limits: int) -> tuple[str, int] | None:
        """Why Ann may not open one more table there under ``limits`` (None: it opened)."""
        try:
            await store.create_table(
                guild_id=guild_id,
                channel_id=99,
                game_id=GAME,
                options="{}",
                seed=1,
                host_id=ANN[0],
                host_name=ANN[1],
                limits=OpeningLimits(**limits),
            )
        except TableLimitError as refused:
            return refused.limit, refused.count
        return None

    assert await refusal(GUILD, per_host=1) == ("host", 1), "Ann hosts one of the server's two"
    assert await refusal(GUILD, per_guild=2) == ("guild", 2)
    assert await refusal(None, per_host=1) == ("host", 1), "the DMs count apart"
    assert await refusal(OTHER_GUILD, per_host=1, per_guild=1) is None, "nothing open in another server"


async def test_a_game_without_an_end_time_is_listed_after_every_dated_one(
    store: Store, clock: FakeClock
) -> None:
    """Every ended table gets its end time; one that somehow has none (an old or hand-copied row) sorts
    last on both backends (PostgreSQL would put NULL first in a descending order)."""
    undated, older, latest = [await finished(store, clock, channel, GUILD) for channel in (1, 2, 3)]
    async with store.database.transaction() as session:
        await session.execute("UPDATE tables SET finished_at = NULL WHERE id = ?", (undated,))
    assert [game.table_id for game in await store.ended_games(GUILD)] == [latest, older, undated]


async def test_an_aborted_game_is_listed_and_an_aborted_lobby_is_not(store: Store, clock: FakeClock) -> None:
    lobby = await open_lobby(store, channel_id=1)
    await store.abort_table(lobby.id)
    game = await open_game(store, channel_id=2)
    clock.advance()
    await store.abort_table(game.id)
    done = await finished(store, clock, 3, GUILD)
    listed = [(g.table_id, g.status) for g in await store.ended_games(GUILD)]
    assert listed == [(done, "finished"), (game.id, "aborted")]


def _ended_by_release(table_id: int, guild_id: int, finished_at: float) -> tuple[str, str]:
    """A finished game and its one seat, as the release before 0011 stored them."""
    return (
        "INSERT INTO tables (id, guild_id, channel_id, game_id, options, seed, status, host_id, created_at,"
        f" updated_at, finished_at) VALUES ({table_id}, {guild_id}, {table_id}, '{GAME}', '{{}}', 7,"
        f" 'finished', 1, 0, 0, {finished_at})",
        "INSERT INTO players (table_id, user_id, name, join_seq, seat, joined_at)"
        f" VALUES ({table_id}, 1, 'Ann', 1, 0, 0)",
    )


async def test_a_database_from_before_0011_lists_its_history_the_latest_first_off_the_new_index(
    db_path: Path,
) -> None:
    # Games 1-3 here, finished out of id order; game 4 in another server.
    ended = [(1, GUILD, 30.0), (2, GUILD, 10.0), (3, GUILD, 20.0), (4, OTHER_GUILD, 40.0)]
    await stored_by_release(db_path, 11, *(row for game in ended for row in _ended_by_release(*game)))
    store = await Store.open(db_path)
    try:
        assert [game.table_id for game in await store.ended_games(GUILD)] == [1, 3, 2]
        assert [game.table_id for game in await store.ended_games(OTHER_GUILD)] == [4]
    finally:
        await store.close()
    with sqlite3.connect(db_path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] >= 11
        # /history's own statement finds the server's games by the new index (bench/README.md: the gain).
        plan = " | ".join(
            row[3]
            for row in raw.execute(
                "EXPLAIN QUERY PLAN " + HistoryRepository._HIS_ENDED.given(GUILD),
                {"guild_id": GUILD, "game_id": None, "user_id": None, "limit": 20},
            )
        )
    raw.close()
    assert "USING INDEX tables_ended_by_guild (guild_id=?)" in plan, plan


async def test_only_games_in_the_readable_channels_are_listed_and_a_moved_game_follows_its_parent(
    store: Store, clock: FakeClock
) -> None:
    """docs/security.md#who-may-read-a-game: the adapter passes the channels the asker reads; a game
    that moved into a thread the bot started is read by the readers of the channel it was opened in."""
    general, staff, thread = 1, 2, 30
    open_here = await finished(store, clock, general, GUILD)
    hidden = await finished(store, clock, staff, GUILD)
    moved = await open_game(store, channel_id=staff, players=[ANN, BOB])
    await store.move_to_thread(moved.id, thread)
    clock.advance()
    results = [
        ResultRecord(user_id=u, name=n, seat=s, score=9 - s, rank=1 + s)
        for s, (u, n) in enumerate((ANN, BOB))
    ]
    await store.record_action(
        moved.id, seat=0, action="play:QU5:QU", state='{"over": true}', expected_version=moved.version,
        results=results,
    )  # fmt: skip

    async def ids(readable: frozenset[int] | None, **filters: Any) -> list[int]:
        return [g.table_id for g in await store.ended_games(GUILD, readable_channels=readable, **filters)]

    assert await ids(frozenset({general})) == [open_here]
    assert await ids(frozenset({general, staff})) == [moved.id, hidden, open_here]
    assert await ids(frozenset({thread})) == [moved.id], "the thread itself, while the cache holds it"
    assert await ids(frozenset()) == []
    assert await ids(frozenset({general}), user_id=BOB[0]) == [open_here]
    assert await ids(None) == [moved.id, hidden, open_here], "no filter: maintenance and benchmarks"


async def test_a_bot_keeps_its_place_and_score_in_the_history(store: Store, clock: FakeClock) -> None:
    """Bots have no results, so their place is kept on their seat (migration 0017): a winning bot is
    first in /history, not a name without a place."""
    clock.advance()
    await play_finished(
        store, channel_id=1, results=[(*ANN, 8, 2), (*BOB, 3, 3)], bots=[(-1, "🤖 Ada", 12, 1)]
    )
    [game] = await store.ended_games(GUILD)
    assert [(seat.name, seat.is_bot, seat.score, seat.rank) for seat in game.seats] == [
        ("Ann", False, 8, 2),
        ("Bob", False, 3, 3),
        ("🤖 Ada", True, 12, 1),
    ]


async def test_a_bots_place_must_name_a_bots_seat(store: Store) -> None:
    table = await open_game(store, channel_id=1, players=[ANN], bots=[(-1, "🤖 Ada")])
    with pytest.raises(InvalidResultsError):
        await store.record_action(
            table.id, seat=0, action="x", state="{}", expected_version=table.version,
            results=[ResultRecord(user_id=ANN[0], name=ANN[1], seat=0, score=1, rank=1)],
            bot_places=[BotPlace(seat=0, score=1, rank=1)],  # Ann's seat, not the bot's
        )  # fmt: skip
    assert (await store.get_table(table.id)).status == "playing", "nothing was stored"
