"""A server's saved presets (storage.presets, migration 0016), on both backends."""

from __future__ import annotations

import asyncio

import pytest

from storage import Store
from storage.presets import PresetExistsError, PresetLimitError
from tests.storage.factories import GUILD, FakeClock

OTHER_GUILD = GUILD + 1
MOST = 3
OPTIONS = '{"speed": "fast"}'


async def save(store: Store, name: str, *, guild: int = GUILD, replace: bool = False, options: str = OPTIONS):
    return await store.save_preset(
        guild, name.casefold(), name, "a-game", options, replace=replace, most=MOST
    )


async def test_a_preset_is_saved_read_listed_and_deleted_per_server(store: Store) -> None:
    saved, replaced = await save(store, "Fast")
    assert not replaced and saved.name == "Fast" and saved.options == OPTIONS
    assert await store.preset(GUILD, "fast") == saved
    assert await store.preset(OTHER_GUILD, "fast") is None, "another server's presets are its own"
    await save(store, "Alpha")
    assert [p.name for p in await store.presets(GUILD)] == ["Alpha", "Fast"]
    assert await store.delete_preset(GUILD, "fast")
    assert not await store.delete_preset(GUILD, "fast")
    assert [p.name for p in await store.presets(GUILD)] == ["Alpha"]


async def test_the_same_name_is_replaced_only_when_asked(store: Store, clock: FakeClock) -> None:
    first, _ = await save(store, "Fast")
    with pytest.raises(PresetExistsError):
        await save(store, "FAST", options='{"speed": "slow"}')
    assert await store.preset(GUILD, "fast") == first, "nothing changed"
    clock.advance()
    second, replaced = await save(store, "FAST", options='{"speed": "slow"}', replace=True)
    assert replaced and second.name == "FAST" and second.options == '{"speed": "slow"}'
    assert second.updated_at > first.updated_at


async def test_a_server_holds_at_most_so_many_and_two_saves_at_once_count_once(store: Store) -> None:
    for n in range(MOST - 1):
        await save(store, f"p{n}")
    outcomes = await asyncio.gather(save(store, "x"), save(store, "y"), return_exceptions=True)
    assert sorted(type(o).__name__ for o in outcomes) == ["PresetLimitError", "tuple"]
    assert len(await store.presets(GUILD)) == MOST
    with pytest.raises(PresetLimitError):
        await save(store, "z")
    await save(store, "p0", replace=True)  # replacing one is no new one
    await save(store, "q", guild=OTHER_GUILD)  # another server counts its own


async def test_a_departed_servers_presets_go_with_its_data(store: Store, clock: FakeClock) -> None:
    await save(store, "Fast")
    await save(store, "Fast", guild=OTHER_GUILD)
    await store.schedule_guild_deletion(GUILD, clock.now)
    purge = await store.purge_departed_guild(clock.now)
    assert purge is not None and purge.finished
    assert await store.presets(GUILD) == []
    assert [p.name for p in await store.presets(OTHER_GUILD)] == ["Fast"]
