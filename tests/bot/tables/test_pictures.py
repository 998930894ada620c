"""Cards as pictures or text only, through the table service on a real database: the public table
message follows the server, a player's own messages their choice (or the server when they made none)."""

from __future__ import annotations

import pytest_asyncio

from bot.tables import TableService
from bot.tables.privacy import DataPolicy, PrivacyService
from storage import Store
from tests.bot.tables.test_service import ALICE, BOB, GUILD
from tests.storage.factories import FakeClock

TABLE_MESSAGE = None  # show_pictures without a user: the public table message
DM_TABLE = None  # a table in a DM has no server


@pytest_asyncio.fixture
async def service(store: Store) -> TableService:
    return TableService(store, seed_source=lambda: 12345)


async def test_pictures_are_on_unless_someone_turns_them_off(service: TableService) -> None:
    assert await service.show_pictures(GUILD, TABLE_MESSAGE) is True
    assert await service.show_pictures(GUILD, ALICE) is True
    assert await service.show_pictures(DM_TABLE, TABLE_MESSAGE) is True
    assert await service.show_pictures(DM_TABLE, ALICE) is True


async def test_a_player_without_a_choice_follows_the_servers_default(service: TableService) -> None:
    settings = await service.set_server_pictures(GUILD, False)
    assert settings.pictures is False
    assert await service.show_pictures(GUILD, TABLE_MESSAGE) is False
    assert await service.show_pictures(GUILD, ALICE) is False
    assert await service.show_pictures(GUILD + 1, ALICE) is True, "another server keeps its own default"
    await service.set_server_pictures(GUILD, True)
    assert await service.show_pictures(GUILD, ALICE) is True


async def test_a_players_own_choice_wins_for_them_only(service: TableService) -> None:
    await service.set_server_pictures(GUILD, False)
    prefs = await service.set_pictures(ALICE, True)
    assert prefs.pictures is True
    assert await service.show_pictures(GUILD, ALICE) is True
    assert await service.show_pictures(GUILD, BOB) is False
    assert await service.show_pictures(GUILD, TABLE_MESSAGE) is False, "the table is everyone's: the server's"
    await service.set_pictures(BOB, False)
    await service.set_server_pictures(GUILD, True)
    assert await service.show_pictures(GUILD, BOB) is False
    assert await service.show_pictures(DM_TABLE, BOB) is False, "a choice holds in DMs too"


async def test_choosing_the_server_default_again_follows_the_server(service: TableService) -> None:
    await service.set_pictures(ALICE, False)
    assert (await service.set_pictures(ALICE, None)).pictures is None
    assert await service.show_pictures(GUILD, ALICE) is True
    await service.set_server_pictures(GUILD, False)
    assert await service.show_pictures(GUILD, ALICE) is False
    assert (await service.prefs(ALICE)).pictures is None


async def test_a_servers_default_changed_elsewhere_is_seen_at_once(
    service: TableService, store: Store
) -> None:
    """Read on every table refresh, so kept in memory by the store; a change made without this service
    (another shard process does the same through its own store: tests/storage/test_settings_memory.py)
    is read afresh."""
    assert await service.show_pictures(GUILD, TABLE_MESSAGE) is True
    await store.set_server_pictures(GUILD, False)  # not through the service
    assert await service.show_pictures(GUILD, TABLE_MESSAGE) is False


async def test_a_server_whose_data_was_deleted_starts_again_from_the_defaults(
    service: TableService, store: Store
) -> None:
    clock = FakeClock()
    policy = DataPolicy(guild_grace_seconds=60)
    privacy = PrivacyService(store, policy=policy, clock=clock)
    await service.set_server_pictures(GUILD, False)
    await privacy.guild_left(GUILD)
    clock.advance(61)
    await privacy.sweep()
    assert (await store.guild_settings(GUILD)).pictures is True
    assert await service.show_pictures(GUILD, TABLE_MESSAGE) is True, "invited back: pictures on again"


async def test_a_players_choice_changed_elsewhere_is_seen_at_once(
    service: TableService, store: Store
) -> None:
    assert await service.show_pictures(GUILD, ALICE) is True
    await store.set_pictures(ALICE, False)  # not through the service
    assert await service.show_pictures(GUILD, ALICE) is False


async def test_a_forgotten_player_is_not_remembered_either(service: TableService, store: Store) -> None:
    privacy = PrivacyService(store)
    await service.set_pictures(ALICE, False)
    await privacy.forget(ALICE)
    assert (await store.get_prefs(ALICE)).pictures is None
    assert await service.show_pictures(GUILD, ALICE) is True, "back to the server's default"
