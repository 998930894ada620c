"""What is stored about a person, and forgetting them (storage.privacy, migration 0005)."""

from __future__ import annotations

from pathlib import Path

import pytest

from storage import Store
from storage.privacy import FORMER_PLAYER, StillSeatedError
from tests.storage.factories import (
    GAME,
    GUILD,
    open_game,
    open_lobby,
    play_finished,
    plus_one_for_a_win,
    rated_board,
    stored_by_release,
)

# Realistic Discord ids: snowflakes are at least 2**22, never in the anonymous range.
ANN, BOB, CAT = 10**17 + 1, 10**17 + 2, 10**17 + 3
SNOWFLAKE_MIN = 2**22


async def two_finished_games(store: Store) -> None:
    await play_finished(
        store, channel_id=10, results=[(ANN, "Ann", 30, 1), (BOB, "Bob", 10, 2)], rate=plus_one_for_a_win
    )
    await play_finished(
        store, channel_id=11, results=[(ANN, "Annie", 5, 2), (BOB, "Bob", 20, 1)], rate=plus_one_for_a_win
    )


async def test_user_data_lists_exactly_that_persons_data(store: Store) -> None:
    await two_finished_games(store)
    await store.set_dm_hands(ANN, True)
    await store.set_dm_hands(BOB, False)
    lobby = await open_lobby(store, channel_id=12, players=((CAT, "Cat"), (ANN, "Ann")))
    data = await store.user_data(ANN)
    assert data.prefs is not None and data.prefs.dm_hands
    seats = [(seat.table_id, seat.channel_id, seat.status) for seat in data.active]
    assert seats == [(lobby.id, 12, "lobby")]
    assert data.results == 2
    assert data.ended_tables == 2 and data.ended_with_log == 2
    assert data.names == ("Ann", "Annie")
    nobody = await store.user_data(10**17 + 99)
    assert nobody.prefs is None and nobody.active == () and nobody.results == 0 and nobody.names == ()


async def test_forget_is_refused_while_seated_and_changes_nothing(store: Store) -> None:
    await two_finished_games(store)
    await store.set_dm_hands(ANN, True)
    game = await open_game(store, channel_id=20, players=((ANN, "Ann"), (CAT, "Cat")))
    before = await store.user_data(ANN)
    with pytest.raises(StillSeatedError) as refused:
        await store.forget_user(ANN)
    assert refused.value.channel_id == 20 and refused.value.table_id == game.id
    assert await store.user_data(ANN) == before


async def test_forget_anonymises_results_and_keeps_everyone_elses(store: Store) -> None:
    await two_finished_games(store)
    await store.set_dm_hands(ANN, True)
    bob_before = await store.player_stats(GUILD, BOB)
    board_before = {row.user_id: row for row in await rated_board(store)}
    forgotten = await store.forget_user(ANN)
    assert forgotten.prefs_deleted and forgotten.results == 2 and forgotten.seats == 2
    anonymous = forgotten.anonymous_id
    assert anonymous is not None and 1 <= anonymous < SNOWFLAKE_MIN
    assert (await store.get_prefs(ANN)).dm_hands is False
    assert await store.player_stats(GUILD, ANN) == []
    assert await store.player_stats(GUILD, BOB) == bob_before
    board = {row.user_id: row for row in await rated_board(store)}
    assert board[BOB] == board_before[BOB]
    assert ANN not in board
    former = board[anonymous]
    assert former.name == FORMER_PLAYER
    ann_before = board_before[ANN]
    assert (former.skill, former.wins, former.win_rate) == (ann_before.skill, 1, 0.5), (
        "one row, the same rating and record as before"
    )
    assert (await store.player_stats(GUILD, anonymous))[0].points == 35, "and the same points in the stats"
    data = await store.user_data(ANN)
    assert (data.prefs, data.active, data.results, data.ended_tables, data.names) == (None, (), 0, 0, ())


async def test_forgetting_twice_changes_nothing_more(store: Store) -> None:
    await two_finished_games(store)
    first = await store.forget_user(ANN)
    board = await rated_board(store)
    again = await store.forget_user(ANN)
    assert first.anonymous_id is not None
    assert (again.prefs_deleted, again.results, again.seats, again.anonymous_id) == (False, 0, 0, None)
    assert await rated_board(store) == board


async def test_each_forgotten_person_gets_their_own_id(store: Store) -> None:
    await two_finished_games(store)
    ann, bob = await store.forget_user(ANN), await store.forget_user(BOB)
    assert ann.anonymous_id != bob.anonymous_id
    board = await rated_board(store)
    assert {row.name for row in board} == {FORMER_PLAYER} and len(board) == 2


async def test_a_database_from_before_0005_gains_the_privacy_tables(db_path: Path) -> None:
    await stored_by_release(
        db_path,
        5,
        (
            "INSERT INTO tables (id, guild_id, channel_id, game_id, options, seed, status, state, host_id,"
            " created_at, updated_at, finished_at)"
            f" VALUES (1, 5, 2, '{GAME}', '{{}}', 7, 'finished', '{{}}', {ANN}, 0, 0, 0)"
        ),
        (
            "INSERT INTO players (table_id, user_id, name, join_seq, seat, joined_at)"
            f" VALUES (1, {ANN}, 'Ann', 1, 0, 0)"
        ),
        (
            "INSERT INTO results (table_id, guild_id, game_id, user_id, name, seat, score, rank, won,"
            f" finished_at) VALUES (1, 5, '{GAME}', {ANN}, 'Ann', 0, 9, 1, 1, 0)"
        ),
    )  # a finished game stored by the previous release
    store = await Store.open(db_path)
    try:
        assert (await store.user_data(ANN)).results == 1
        forgotten = await store.forget_user(ANN)
        assert forgotten.results == 1
        await store.rebuild_ratings(plus_one_for_a_win)  # the old game was never rated: rate it now
        board = await rated_board(store, 5)
        assert [(row.user_id, row.name, row.wins) for row in board] == [
            (forgotten.anonymous_id, FORMER_PLAYER, 1)
        ]
        table = await store.get_table(1)
        assert table is not None and table.host_id == forgotten.anonymous_id
    finally:
        await store.close()
