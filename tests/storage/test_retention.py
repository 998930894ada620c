"""Deleting a departed server's data and ended games' logs (storage.retention, migration 0005)."""

from __future__ import annotations

from storage import Store
from tests.storage.factories import (
    GUILD,
    FakeClock,
    open_game,
    play_finished,
    plus_one_for_a_win,
    rated_board,
)

ANN, BOB = 10**17 + 1, 10**17 + 2
OTHER_GUILD = GUILD + 1
GRACE = 7 * 86400.0


async def test_a_departed_servers_tables_go_in_batches_at_the_deadline(
    store: Store, clock: FakeClock
) -> None:
    ann_wins = [(ANN, "Ann", 1, 1), (BOB, "Bob", 0, 2)]
    ids = [
        (await play_finished(store, channel_id=10 + n, results=ann_wins, rate=plus_one_for_a_win)).id
        for n in range(3)
    ]
    running = await open_game(store, channel_id=20, players=((ANN, "Ann"), (BOB, "Bob")))
    kept = await play_finished(
        store, channel_id=30, guild_id=OTHER_GUILD, results=ann_wins, rate=plus_one_for_a_win
    )
    assert len(await rated_board(store)) == 2
    await store.set_table_threads(GUILD, True)
    await store.schedule_guild_deletion(GUILD, clock.now + GRACE)
    assert await store.next_deletion_due(retention_seconds=10**9) == clock.now + GRACE
    assert await store.purge_departed_guild(clock.now + GRACE - 1) is None, "not before the deadline"
    first = await store.purge_departed_guild(clock.now + GRACE, batch=2)
    assert first is not None and first.table_ids == tuple(ids[:2]) and not first.finished
    second = await store.purge_departed_guild(clock.now + GRACE, batch=2)
    assert second is not None and second.table_ids == (ids[2], running.id) and second.finished
    assert await store.purge_departed_guild(clock.now + GRACE) is None
    assert await store.pending_guild_deletions() == []
    assert not (await store.guild_settings(GUILD)).table_threads, "its settings went too"
    for table_id in (*ids, running.id):
        assert await store.get_table(table_id) is None
        assert await store.players(table_id) == [] and await store.actions(table_id) == []
    assert await rated_board(store) == [], "its ratings went too"
    assert await store.get_table(kept.id) is not None
    assert [row.user_id for row in await rated_board(store, OTHER_GUILD)] == [ANN, BOB]


async def test_a_deletion_is_cancelled_when_the_bot_returns(store: Store, clock: FakeClock) -> None:
    table = await play_finished(store, channel_id=10, results=[(ANN, "Ann", 1, 1), (BOB, "Bob", 0, 2)])
    await store.schedule_guild_deletion(GUILD, clock.now + GRACE)
    await store.schedule_guild_deletion(GUILD, clock.now + 2 * GRACE)
    assert await store.guild_deletion_at(GUILD) == clock.now + GRACE, "a second notice keeps the first"
    assert await store.cancel_guild_deletion(GUILD)
    assert not await store.cancel_guild_deletion(GUILD)
    assert await store.purge_departed_guild(clock.now + 3 * GRACE) is None
    assert await store.get_table(table.id) is not None


async def test_ended_games_lose_state_and_moves_after_retention_but_keep_results(
    store: Store, clock: FakeClock
) -> None:
    old = await play_finished(
        store, channel_id=10, results=[(ANN, "Ann", 3, 1), (BOB, "Bob", 0, 2)], rate=plus_one_for_a_win
    )
    clock.advance(100)
    recent = await play_finished(
        store, channel_id=11, results=[(ANN, "Ann", 0, 2), (BOB, "Bob", 3, 1)], rate=plus_one_for_a_win
    )
    board = await rated_board(store)
    assert len(board) == 2
    assert await store.next_deletion_due(retention_seconds=1000) == old.finished_at + 1000
    assert await store.purge_ended_games(ended_before=old.finished_at) == 1
    assert await store.purge_ended_games(ended_before=old.finished_at) == 0, "already purged"
    purged = await store.get_table(old.id)
    assert purged is not None and purged.state is None and await store.actions(old.id) == []
    kept = await store.get_table(recent.id)
    assert kept is not None and kept.state is not None and len(await store.actions(recent.id)) == 1
    assert await rated_board(store) == board
    assert [p.name for p in await store.players(old.id)] == ["Ann", "Bob"]
    assert await store.next_deletion_due(retention_seconds=1000) == recent.finished_at + 1000


async def test_games_under_way_are_never_expired(store: Store, clock: FakeClock) -> None:
    game = await open_game(store, channel_id=10, players=((ANN, "Ann"), (BOB, "Bob")))
    clock.advance(10**6)
    assert await store.purge_ended_games(ended_before=clock.now) == 0
    assert await store.next_deletion_due(retention_seconds=1) is None
    assert (await store.get_table(game.id)).state is not None  # type: ignore[union-attr]
