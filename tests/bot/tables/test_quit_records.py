"""Quit records (bot/tables/quit_records.py) as the table service hands them to a lobby: each person's
share of their games in the server played to the end, read afresh once a game of theirs finished, on
both backends."""

from __future__ import annotations

from bot.tables import TableService
from storage import QuitRecord
from tests.bot.tables.test_bots_and_clocks import ALICE, BOB, alice_plays_first_legal, lobby
from tests.support.backends import Databases
from tests.support.games import game_for

GAME = game_for(2)


async def test_a_lobby_shows_a_record_that_a_finished_game_changed(databases: Databases) -> None:
    store = await databases.open()
    service = TableService(store, seed_source=lambda: 4242)
    try:
        table_id = await lobby(service, GAME.id)
        state = await service.join(table_id, BOB, "bob")
        assert state.table.quit_records == (QuitRecord(ALICE, 0, 0), QuitRecord(BOB, 0, 0)), "no game yet"
        await service.start(table_id, ALICE)
        await service.step_away(table_id, BOB)  # bob leaves under way: a bot plays his seat to the end
        for _ in range(2000):
            await service.run_bots(table_id)
            if (await service.table(table_id)).table.status == "finished":
                break
            await alice_plays_first_legal(service, table_id)
        else:
            raise AssertionError("the game did not end")
        again = await lobby(service, GAME.id)
        state = await service.join(again, BOB, "bob")
        assert state.table.quit_record(BOB) == QuitRecord(BOB, 1, 1), "read afresh, not the kept one"
        assert state.table.quit_record(ALICE) == QuitRecord(ALICE, 1, 0)
        assert (await service.table(again)).table.quit_records == state.table.quit_records
    finally:
        await service.close()
        await store.close()
