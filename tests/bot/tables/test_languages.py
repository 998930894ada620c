"""Who reads which language, in the table service on a real database: a table opens in the language
it is given (English by default), only its host changes it and only in the lobby, and each player's
locale is remembered with a write only when it changes."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from bot.tables import TableService
from bot.tables.errors import LobbyClosedError, NotHostError, TableError
from storage import Store
from tests.bot.tables.test_service import ALICE, BOB, CAROL, CHANNEL, GUILD, NAMES, open_with
from tests.storage.factories import FakeClock
from tests.support.backends import Databases
from tests.support.games import game_id_for


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest_asyncio.fixture
async def store(databases: Databases, clock: FakeClock) -> AsyncIterator[Store]:
    opened = await databases.open(clock=clock)
    yield opened
    await opened.close()


@pytest.fixture
def service(store: Store) -> TableService:
    return TableService(store, seed_source=lambda: 12345)


async def open_in(service: TableService, language: str) -> int:
    state = await service.open_table(
        guild_id=GUILD, channel_id=CHANNEL, game_id=game_id_for(3), host_id=ALICE, host_name="alice",
        language=language,
    )  # fmt: skip
    return state.table.id


async def test_a_table_speaks_english_unless_opened_in_another_language(service: TableService) -> None:
    plain = await open_with(service, ALICE)
    assert (await service.table(plain)).table.language == "en"
    await service.abort(plain, ALICE)
    korean = await open_in(service, "ko")
    assert (await service.table(korean)).table.language == "ko"


async def test_a_language_without_a_catalog_is_refused(service: TableService) -> None:
    with pytest.raises(TableError):
        await open_in(service, "xx")
    assert await service.table_in_channel(CHANNEL) is None, "nothing was opened"


async def test_only_the_host_changes_the_language_and_only_in_the_lobby(service: TableService) -> None:
    table_id = await open_with(service, ALICE, BOB)
    with pytest.raises(NotHostError):
        await service.set_language(table_id, BOB, "ko")
    assert (await service.table(table_id)).table.language == "en"
    assert (await service.set_language(table_id, ALICE, "ko")).table.language == "ko"
    with pytest.raises(TableError):
        await service.set_language(table_id, ALICE, "xx")
    await service.join(table_id, CAROL, NAMES[CAROL])
    await service.start(table_id, ALICE)
    with pytest.raises(LobbyClosedError):
        await service.set_language(table_id, ALICE, "en")
    assert (await service.table(table_id)).table.language == "ko", "a game keeps the language it began in"


async def prefs_written_at(store: Store, user_id: int) -> float | None:
    async with store.database.read() as session:
        return await session.fetch_value("SELECT updated_at FROM user_prefs WHERE user_id = ?", (user_id,))


async def test_a_locale_is_written_only_when_it_changes(
    service: TableService, store: Store, clock: FakeClock
) -> None:
    assert await service.locale_of(BOB) == "en", "never seen: English"
    assert await prefs_written_at(store, BOB) is None, "asking writes nothing"
    await service.saw_locale(BOB, "ko")
    first = await prefs_written_at(store, BOB)
    assert first == clock.now and await service.locale_of(BOB) == "ko"
    for _click in range(3):
        clock.advance()
        await service.saw_locale(BOB, "ko")
    assert await prefs_written_at(store, BOB) == first, "the same locale again is no write"
    clock.advance()
    await service.saw_locale(BOB, "en-GB")
    assert await prefs_written_at(store, BOB) == clock.now
    assert await service.locale_of(BOB) == "en"


async def test_a_restarted_service_remembers_the_locale_and_writes_nothing_for_the_same(
    service: TableService, store: Store, clock: FakeClock
) -> None:
    await service.saw_locale(BOB, "ko")
    written = await prefs_written_at(store, BOB)
    restarted = TableService(store, seed_source=lambda: 1)
    assert await restarted.locale_of(BOB) == "ko", "a DM after a restart still speaks Korean"
    clock.advance()
    await TableService(store).saw_locale(BOB, "ko")
    assert await prefs_written_at(store, BOB) == written


async def test_a_forgotten_player_is_forgotten_in_memory_too(service: TableService, store: Store) -> None:
    await service.saw_locale(BOB, "ko")
    await store.forget_user(BOB)
    assert await service.locale_of(BOB) == "en"


async def test_someone_who_reads_english_has_nothing_stored(service: TableService, store: Store) -> None:
    for locale in ("en-US", "en-GB", "pt-BR"):  # every locale without a catalog reads English
        await service.saw_locale(BOB, locale)
    assert await prefs_written_at(store, BOB) is None, "no preferences row for the default"
