"""Cards as pictures or text only, against a real SQLite file (migration 0008): the player's choice
(or none: follow the server) and the server's default."""

from __future__ import annotations

from pathlib import Path

import pytest

from storage import GuildSettings, Store, UserPrefs
from tests.storage.factories import FakeClock, stored_by_release

USER = 123456789012345678  # a real-sized Discord snowflake
GUILD = 987654321098765432

# A player's preferences and a server's settings as the release before 0008 stored them.
OLD_PREFS = f"INSERT INTO user_prefs (user_id, dm_hands, updated_at, autoplay) VALUES ({USER}, 1, 0, 1)"
OLD_SETTINGS = f"INSERT INTO guild_settings (guild_id, table_threads, updated_at) VALUES ({GUILD}, 1, 0)"


async def test_a_database_from_before_0008_keeps_its_rows_with_the_picture_defaults(db_path: Path) -> None:
    await stored_by_release(db_path, 8, OLD_PREFS, OLD_SETTINGS)
    store = await Store.open(db_path)
    try:
        assert await store.get_prefs(USER) == UserPrefs(USER, dm_hands=True, autoplay=True, pictures=None)
        assert await store.guild_settings(GUILD) == GuildSettings(GUILD, table_threads=True, pictures=True)
        assert (await store.set_pictures(USER, False)).pictures is False
        assert (await store.set_server_pictures(GUILD, False)).pictures is False
    finally:
        await store.close()


async def test_without_a_row_a_player_follows_the_server_and_a_server_shows_pictures(store: Store) -> None:
    assert (await store.get_prefs(USER)).pictures is None
    assert (await store.guild_settings(GUILD)).pictures is True


async def test_a_player_chooses_on_off_or_the_server_default_and_nothing_else_changes(
    store: Store, clock: FakeClock
) -> None:
    await store.set_dm_hands(USER, True)
    assert await store.set_pictures(USER, False) == UserPrefs(USER, dm_hands=True, pictures=False)
    assert (await store.get_prefs(USER)).pictures is False
    clock.advance()
    assert (await store.set_pictures(USER, True)).pictures is True
    assert await store.set_pictures(USER, None) == UserPrefs(USER, dm_hands=True, pictures=None)
    async with store.database.read() as session:
        row = await session.fetch_one(
            "SELECT pictures, updated_at FROM user_prefs WHERE user_id = ?", (USER,)
        )
    assert tuple(row) == (None, clock.now), "the server default is stored as NULL"
    assert (await store.get_prefs(USER + 1)).pictures is None, "one player's choice is theirs alone"


async def test_a_servers_default_is_its_own_and_leaves_threads_alone(store: Store) -> None:
    await store.set_table_threads(GUILD, True)
    assert await store.set_server_pictures(GUILD, False) == GuildSettings(
        GUILD, table_threads=True, pictures=False
    )
    assert (await store.guild_settings(GUILD)).pictures is False
    assert (await store.guild_settings(GUILD + 1)).pictures is True
    assert (await store.set_table_threads(GUILD, False)).pictures is False, "changing threads keeps pictures"
    assert (await store.set_server_pictures(GUILD, True)).pictures is True


@pytest.mark.parametrize(
    ("key", "sql"),
    [
        (USER, "UPDATE user_prefs SET pictures = 2 WHERE user_id = ?"),  # on, off or NULL only
        (GUILD, "UPDATE guild_settings SET pictures = NULL WHERE guild_id = ?"),  # a server has a default
    ],
)
async def test_the_columns_accept_only_what_the_settings_mean(
    store: Store, key: int, sql: str, integrity_error: tuple[type[Exception], ...]
) -> None:
    await store.set_pictures(USER, True)
    await store.set_server_pictures(GUILD, True)
    with pytest.raises(integrity_error):
        async with store.database.transaction() as session:
            await session.execute(sql, (key,))
