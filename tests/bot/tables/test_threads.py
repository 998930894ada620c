"""The table service and threads, on a real database: the server's default when a table opens, the
host's choice, and the move of a started game into its thread."""

from __future__ import annotations

import pytest

from bot.tables import TableService
from bot.tables.errors import LobbyClosedError, NotHostError, TableError
from tests.bot.tables.test_service import ALICE, BOB, CAROL, CHANNEL, GUILD, open_with, started

THREAD = 30


async def test_a_table_opens_with_the_server_setting_of_its_day(service: TableService) -> None:
    first = await service.table(await open_with(service, ALICE))
    assert not first.table.play_in_thread
    await service.abort(first.table.id, ALICE)
    await service.set_table_threads(GUILD, True)
    second = await service.table(await open_with(service, ALICE))
    assert second.table.play_in_thread
    await service.set_table_threads(GUILD, False)  # a lobby already open keeps what it opened with
    assert (await service.table(second.table.id)).table.play_in_thread


async def test_only_the_host_chooses_and_only_in_the_lobby(service: TableService) -> None:
    table_id = await open_with(service, ALICE, BOB)
    with pytest.raises(NotHostError):
        await service.set_play_in_thread(table_id, BOB, True)
    assert (await service.set_play_in_thread(table_id, ALICE, True)).table.play_in_thread
    await service.join(table_id, CAROL, "carol")
    game = (await service.start(table_id, ALICE)).table.id
    with pytest.raises(LobbyClosedError):
        await service.set_play_in_thread(game, ALICE, False)


async def test_a_started_game_moves_into_its_thread_and_frees_the_channel(service: TableService) -> None:
    game = await started(service, ALICE, BOB, CAROL)
    moved = await service.move_to_thread(game, THREAD)
    assert (moved.table.channel_id, moved.table.parent_channel_id) == (THREAD, CHANNEL)
    assert (await service.table_in_channel(THREAD)).table.id == game
    assert await service.table_in_channel(CHANNEL) is None
    await service.abort(game, ALICE, moderator=True)  # a game under way ends by a vote or a moderator
    with pytest.raises(TableError):
        await service.move_to_thread(game, THREAD + 1)
