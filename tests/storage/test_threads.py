"""Server settings and tables that move into a thread, against a real SQLite file (migration 0004)."""

from __future__ import annotations

from pathlib import Path

import pytest

from storage import ChannelBusyError, GuildSettings, StorageError, Store, TableStatusError
from tests.storage.factories import GAME, GUILD, OLD_GAME, FakeClock, open_game, open_lobby, stored_by_release

CHANNEL, THREAD = 10, 11


async def test_an_existing_database_gets_settings_and_its_tables_stay_in_their_channel(
    db_path: Path, clock: FakeClock
) -> None:
    await stored_by_release(db_path, 4, OLD_GAME)
    store = await Store.open(db_path, clock=clock)
    try:
        table = await store.active_table_in_channel(2)
        assert table is not None
        assert (table.play_in_thread, table.parent_channel_id) == (False, None)
        assert await store.guild_settings(1) == GuildSettings(1, table_threads=False)
    finally:
        await store.close()


async def test_a_server_setting_is_kept_per_server_and_reading_it_writes_nothing(store: Store) -> None:
    assert (await store.guild_settings(GUILD)).table_threads is False
    async with store.database.read() as session:
        assert await session.fetch_value("SELECT COUNT(*) FROM guild_settings") == 0
    assert (await store.set_table_threads(GUILD, True)).table_threads is True
    assert (await store.guild_settings(GUILD)).table_threads is True
    assert (await store.guild_settings(GUILD + 1)).table_threads is False
    assert (await store.set_table_threads(GUILD, False)).table_threads is False


async def test_the_thread_choice_is_made_in_the_lobby_only(store: Store) -> None:
    lobby = await store.create_table(
        guild_id=GUILD, channel_id=CHANNEL, game_id=GAME, options="{}", seed=1, host_id=1,
        host_name="Ann", play_in_thread=True,
    )  # fmt: skip
    assert lobby.play_in_thread is True
    assert (await store.set_play_in_thread(lobby.id, False)).play_in_thread is False
    game = await open_game(store, channel_id=CHANNEL + 1)
    with pytest.raises(TableStatusError):
        await store.set_play_in_thread(game.id, True)


async def test_a_game_moved_into_a_thread_frees_its_channel(store: Store) -> None:
    game = await open_game(store, channel_id=CHANNEL)
    await store.set_message(game.id, 99)
    moved = await store.move_to_thread(game.id, THREAD)
    assert (moved.channel_id, moved.parent_channel_id, moved.message_id) == (THREAD, CHANNEL, None)
    assert (await store.active_table_in_channel(THREAD)).id == game.id
    assert await store.active_table_in_channel(CHANNEL) is None
    second = await open_lobby(store, channel_id=CHANNEL)  # the channel takes another table
    assert second.id != game.id
    with pytest.raises(ChannelBusyError):
        await open_lobby(store, channel_id=THREAD)
    with pytest.raises(StorageError, match="already moved"):
        await store.move_to_thread(game.id, THREAD + 1)


async def test_only_a_running_game_moves_into_a_thread(store: Store) -> None:
    lobby = await open_lobby(store, channel_id=CHANNEL)
    with pytest.raises(TableStatusError):
        await store.move_to_thread(lobby.id, THREAD)
    assert (await store.get_table(lobby.id)).channel_id == CHANNEL
