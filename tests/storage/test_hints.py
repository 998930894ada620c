"""Hints at a table (issue 39, migration 0019), on both backends: the host's choice kept with the lobby,
hints counted per seat, and a finished game with a hint shown with its count and never rated."""

from __future__ import annotations

import pytest

from storage import ResultRecord, Store, TableRecord, TableStatusError
from tests.storage.factories import GUILD, open_game, open_lobby, plus_one_for_a_win

ANN_BOB = [(1, "Ann", 10, 1), (2, "Bob", 5, 2)]


async def _finish(store: Store, game: TableRecord) -> TableRecord:
    records = [
        ResultRecord(user_id=user_id, name=name, seat=seat, score=score, rank=rank)
        for seat, (user_id, name, score, rank) in enumerate(ANN_BOB)
    ]
    return await store.record_action(
        game.id,
        seat=0,
        action="play:QU5:QU",
        state='{"over": true}',
        expected_version=game.version,
        results=records,
        rate=plus_one_for_a_win,
    )


async def test_the_hosts_choice_of_hints_is_kept_with_the_lobby_and_fixed_at_the_start(store: Store) -> None:
    lobby = await open_lobby(store, channel_id=5)
    assert lobby.hints is None, "the default until the host chooses"
    assert (await store.set_hints(lobby.id, False)).hints is False
    assert (await store.get_table(lobby.id)).hints is False
    assert (await store.set_hints(lobby.id, True)).hints is True
    game = await open_game(store, channel_id=6)
    with pytest.raises(TableStatusError):
        await store.set_hints(game.id, True)
    assert (await store.get_table(game.id)).hints is None


async def test_hints_are_counted_per_seat_of_a_running_game_only(store: Store) -> None:
    game = await open_game(store, channel_id=5)
    assert await store.hints_used(game.id) == {}
    assert await store.count_hint(game.id, 1)
    assert await store.count_hint(game.id, 1)
    assert await store.hints_used(game.id) == {1: 2}
    assert [p.hints_used for p in await store.players(game.id)] == [0, 2]
    lobby = await open_lobby(store, channel_id=6)
    assert not await store.count_hint(lobby.id, 0), "no seat takes a hint before the start"


async def test_a_finished_game_with_a_hint_is_not_rated_and_shows_its_hints(store: Store) -> None:
    plain = await _finish(store, await open_game(store, channel_id=5))
    assert len(await store.rating_changes(plain.id)) == 2, "the same game without hints is rated"
    ratings_before = await store.player_ratings(GUILD, 1)
    hinted = await open_game(store, channel_id=6)
    await store.count_hint(hinted.id, 1)
    finished = await _finish(store, hinted)
    assert finished.status == "finished"
    assert await store.rating_changes(finished.id) == []
    assert await store.player_ratings(GUILD, 1) == ratings_before
    assert await store.rebuild_ratings(plus_one_for_a_win) == 1, "a rebuild leaves it out too"
    assert await store.player_ratings(GUILD, 1) == ratings_before
    games = {game.table_id: game for game in await store.ended_games(GUILD)}
    assert [seat.hints for seat in games[finished.id].seats] == [0, 1]
    assert [seat.hints for seat in games[plain.id].seats] == [0, 0]
