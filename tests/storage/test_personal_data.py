"""The rest of what is stored about a person, for /privacy show, and the ended tables whose Discord
threads and messages name them, for /privacy forget (storage.personal_data), on both backends."""

from __future__ import annotations

from storage import Store
from tests.storage.factories import open_game, open_lobby, play_finished, plus_one_for_a_win

ANN, BOB, CAT = 10**17 + 1, 10**17 + 2, 10**17 + 3  # realistic Discord ids


async def test_stored_about_counts_only_that_persons_rows(store: Store) -> None:
    empty = await store.stored_about(ANN)
    assert (empty.prefs_updated_at, empty.hosted, empty.seats, empty.ratings) == (None, 0, 0, ())
    won = await play_finished(
        store, channel_id=10, results=[(ANN, "Ann", 30, 1), (BOB, "Bob", 10, 2)], rate=plus_one_for_a_win
    )
    await play_finished(store, channel_id=11, results=[(BOB, "Bob", 9, 1), (ANN, "Ann", 3, 2)])
    await open_lobby(store, channel_id=12, players=((ANN, "Ann"), (CAT, "Cat")))
    await store.set_autoplay(ANN, True)
    about = await store.stored_about(ANN)
    assert about.prefs_updated_at is not None and not about.dm_fallback_told
    assert (about.hosted, about.hosted_open, about.seats) == (2, 1, 3)
    assert about.first_joined is not None and about.last_joined is not None
    assert (about.wins, about.casual, about.departed) == (1, 0, 0)
    assert about.rating_changes == 1 and [r.game_id for r in about.ratings] == [won.game_id]
    assert (await store.stored_about(CAT)).hosted == 0 and (await store.stored_about(CAT)).seats == 1


async def test_tables_naming_are_the_ended_tables_with_a_message_or_a_thread(store: Store) -> None:
    ended = await play_finished(store, channel_id=10, results=[(ANN, "Ann", 3, 1), (BOB, "Bob", 1, 2)])
    await store.set_message(ended.id, 555)
    moved = await open_game(store, channel_id=11, players=((ANN, "Ann"), (BOB, "Bob")))
    await store.move_to_thread(moved.id, 777)
    await store.abort_table(moved.id)
    await play_finished(store, channel_id=12, results=[(ANN, "Ann", 3, 1)])  # never got a message
    running = await open_game(store, channel_id=13, players=((ANN, "Ann"), (CAT, "Cat")))
    await store.set_message(running.id, 556)
    assert await store.tables_naming(ANN) == [ended.id, moved.id]
    assert await store.tables_naming(CAT) == []
