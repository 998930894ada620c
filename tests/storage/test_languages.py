"""A table's language and a player's locale, against a real SQLite file (migration 0009)."""

from __future__ import annotations

from pathlib import Path

import pytest

from storage import Store, TableNotFoundError, TableStatusError, UserPrefs
from tests.storage.factories import GAME, OLD_GAME, FakeClock, open_game, open_lobby, stored_by_release

USER = 123456789012345678  # a real-sized Discord snowflake
# A player's preferences as the release before 0009 stored them.
OLD_PREFS = f"INSERT INTO user_prefs (user_id, dm_hands, updated_at, pictures) VALUES ({USER}, 1, 0, 0)"


async def test_a_database_from_before_0009_reads_english_and_no_locale(db_path: Path) -> None:
    await stored_by_release(db_path, 9, OLD_GAME, OLD_PREFS)
    store = await Store.open(db_path)
    try:
        table = await store.active_table_in_channel(2)
        assert table is not None and table.language == "en", "a game stored before speaks English"
        assert await store.get_prefs(USER) == UserPrefs(USER, dm_hands=True, pictures=False, locale=None)
        assert (await store.set_locale(USER, "ko")).locale == "ko"
    finally:
        await store.close()


async def test_a_table_opens_in_its_language_and_english_by_default(store: Store) -> None:
    plain = await open_lobby(store, channel_id=5)
    assert plain.language == "en"
    korean = await store.create_table(
        guild_id=1, channel_id=6, game_id=GAME, options="{}", seed=1, host_id=1, host_name="Ann",
        language="ko",
    )  # fmt: skip
    assert korean.language == "ko"
    assert (await store.get_table(korean.id)).language == "ko"


async def test_the_language_changes_in_the_lobby_only(store: Store, clock: FakeClock) -> None:
    lobby = await open_lobby(store, channel_id=5)
    clock.advance()
    changed = await store.set_table_language(lobby.id, "ko")
    assert (changed.language, changed.updated_at) == ("ko", clock.now)
    game = await open_game(store, channel_id=6)
    with pytest.raises(TableStatusError):
        await store.set_table_language(game.id, "ko")
    assert (await store.get_table(game.id)).language == "en"
    with pytest.raises(TableNotFoundError):
        await store.set_table_language(999, "ko")


async def test_a_locale_is_a_preference_that_leaves_the_others_alone(store: Store) -> None:
    assert (await store.get_prefs(USER)).locale is None, "never seen: no locale"
    await store.set_autoplay(USER, True)
    assert await store.set_locale(USER, "ko") == UserPrefs(USER, autoplay=True, locale="ko")
    assert await store.set_locale(USER, "en-US") == UserPrefs(USER, autoplay=True, locale="en-US")
    assert (await store.get_prefs(USER + 1)).locale is None
