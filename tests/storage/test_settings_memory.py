"""The settings rows kept in memory (storage/settings_memory.py), and every process hearing of a change.

Two ``Store``s on one PostgreSQL database stand for two shard processes: what one changes, the other
reads afresh as soon as the change commits (storage/notices.py), even after its listening connection
was cut. The rule that keeps a read that raced with a change out of memory is tested on its own.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable

import asyncpg
import pytest

from storage import Store
from storage.settings_memory import GUILD, USER, SettingsMemory, notice_of
from tests.storage.factories import FakeClock

ANN, GUILD_ID = 1, 10
HEARD_WITHIN_S = 10.0


async def eventually(check: Callable[[], Awaitable[bool]], what: str) -> None:
    """Until ``check`` holds: a notice is delivered when the other process's write commits, and read by
    this process's loop a moment later."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + HEARD_WITHIN_S
    while not await check():
        assert loop.time() < deadline, f"not seen within {HEARD_WITHIN_S} s: {what}"
        await asyncio.sleep(0.02)


@pytest.fixture
async def two_processes(postgres_database: str) -> AsyncIterator[tuple[Store, Store]]:
    first = await Store.open(postgres_database, clock=FakeClock())
    second = await Store.open(postgres_database, clock=FakeClock())
    try:
        yield first, second
    finally:
        await first.close()
        await second.close()


def test_a_read_that_began_before_a_change_is_not_kept() -> None:
    memory = SettingsMemory()
    began = memory.epoch
    memory.heard(notice_of(USER, ANN))  # the change arrives while the read is under way
    memory.keep(USER, ANN, "the row as read", began)
    assert memory.get(USER, ANN) is None
    memory.keep(USER, ANN, "read again", memory.epoch)
    assert memory.get(USER, ANN) == "read again"


def test_a_change_forgets_only_its_own_row() -> None:
    memory = SettingsMemory()
    memory.keep(USER, ANN, "ann", memory.epoch)
    memory.keep(GUILD, ANN, "a server with the same number", memory.epoch)
    memory.heard(notice_of(USER, ANN))
    assert memory.get(USER, ANN) is None
    assert memory.get(GUILD, ANN) == "a server with the same number"


def test_an_unknown_notice_forgets_everything() -> None:
    memory = SettingsMemory()
    memory.keep(GUILD, GUILD_ID, "settings", memory.epoch)
    memory.heard("something a newer release sends")
    assert memory.get(GUILD, GUILD_ID) is None


def test_nothing_is_kept_while_changes_cannot_be_heard() -> None:
    memory = SettingsMemory()
    memory.keep(USER, ANN, "ann", memory.epoch)
    memory.lost()
    assert memory.get(USER, ANN) is None
    memory.keep(USER, ANN, "ann", memory.epoch)
    assert memory.get(USER, ANN) is None, "a change made now would go unheard"
    memory.regained()
    memory.keep(USER, ANN, "ann", memory.epoch)
    assert memory.get(USER, ANN) == "ann"


def test_the_least_recently_read_rows_go_first() -> None:
    memory = SettingsMemory(most=2)
    for user in (1, 2):
        memory.keep(USER, user, f"user {user}", memory.epoch)
    assert memory.get(USER, 1) == "user 1"  # read again: now the most recent
    memory.keep(USER, 3, "user 3", memory.epoch)
    assert memory.get(USER, 2) is None
    assert memory.get(USER, 1) == "user 1"


async def test_a_write_in_one_process_is_read_in_the_other(two_processes: tuple[Store, Store]) -> None:
    first, second = two_processes
    assert (await second.get_prefs(ANN)).pictures is None  # read, and kept
    assert (await second.guild_settings(GUILD_ID)).pictures is True
    await first.set_pictures(ANN, False)
    await first.set_server_pictures(GUILD_ID, False)

    async def seen() -> bool:
        return (await second.get_prefs(ANN)).pictures is False and not (
            await second.guild_settings(GUILD_ID)
        ).pictures

    await eventually(seen, "the other process's /settings")


async def test_a_person_forgotten_in_one_process_is_forgotten_in_the_other(
    two_processes: tuple[Store, Store],
) -> None:
    first, second = two_processes
    await first.set_dm_hands(ANN, True)
    await eventually(lambda: _dm_hands(second, True), "the opt-in")
    await first.forget_user(ANN)
    await eventually(lambda: _dm_hands(second, False), "the deletion")


async def test_a_process_that_lost_its_listening_connection_reads_afresh_and_listens_again(
    two_processes: tuple[Store, Store], postgres_database: str
) -> None:
    first, second = two_processes
    assert (await second.get_prefs(ANN)).pictures is None
    admin = await asyncpg.connect(postgres_database)
    try:
        cut = await admin.fetchval(
            "SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity "
            "WHERE application_name = 'cardroom-notices' AND datname = current_database()"
        )
    finally:
        await admin.close()
    assert cut == 2, "each process listens on one connection of its own"
    await first.set_pictures(ANN, False)  # perhaps while nobody listens
    await eventually(lambda: _pictures(second, False), "a change made while the listener was down")
    await eventually(lambda: _listening(second), "listening again")
    assert (await second.get_prefs(ANN)).pictures is False  # kept again
    await first.set_pictures(ANN, True)
    await eventually(lambda: _pictures(second, True), "a change made after it listens again")


async def _dm_hands(store: Store, expected: bool) -> bool:
    return (await store.get_prefs(ANN)).dm_hands is expected


async def _pictures(store: Store, expected: bool) -> bool:
    return (await store.get_prefs(ANN)).pictures is expected


async def _listening(store: Store) -> bool:
    return store._settings.listening
