"""Which DM shows a player's hand at a table, against a real SQLite file (migration 0003)."""

from __future__ import annotations

from pathlib import Path

from storage import Store
from tests.storage.factories import OLD_GAME, OLD_SEAT, open_game, stored_by_release


async def test_a_dm_hand_is_remembered_per_player_and_table_and_forgotten_on_request(store: Store) -> None:
    table = await open_game(store, channel_id=5)
    assert await store.dm_hand_message(table.id, 1) is None
    await store.set_dm_hand_message(table.id, 1, 900)
    assert await store.dm_hand_message(table.id, 1) == 900
    assert await store.dm_hand_message(table.id, 2) is None
    other = await open_game(store, channel_id=6)
    assert await store.dm_hand_message(other.id, 1) is None, "one DM hand per table"
    assert await store.dm_hand_messages(table.id) == {1: 900}
    await store.set_dm_hand_message(table.id, 1, None)
    assert await store.dm_hand_messages(table.id) == {}


async def test_a_database_from_before_0003_is_upgraded_with_no_dm_hands(db_path: Path) -> None:
    await stored_by_release(db_path, 3, OLD_GAME, OLD_SEAT)
    store = await Store.open(db_path)
    try:
        assert await store.dm_hand_message(1, 3) is None
        await store.set_dm_hand_message(1, 3, 42)
        assert await store.dm_hand_messages(1) == {3: 42}
    finally:
        await store.close()


def test_no_two_repositories_share_a_query_name() -> None:
    """``Store`` mixes every repository into one class: a query constant defined twice would silently
    run the other repository's SQL (``_GET`` once did)."""
    seen: dict[str, str] = {}
    for repository in Store.__mro__[1:]:
        for attribute in vars(repository):
            if attribute.startswith("_") and attribute.lstrip("_").isupper():
                assert attribute not in seen, (
                    f"{attribute} is in {seen.get(attribute)} and {repository.__name__}"
                )
                seen[attribute] = repository.__name__
