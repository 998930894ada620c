"""A version of a running game is read many times per action (the hand at each click of a form, the
table edit, the hands redrawn): the service converts its row and computes each seat's view once per
version, and what it answers is always what a service without that memory reads."""

from __future__ import annotations

import random
from pathlib import Path

from bot.tables import TableService
from bot.tables.core import HOT_VIEW_TABLES
from storage import Store
from tests.bot.tables.conftest import SEED
from tests.bot.tables.test_service import ALICE, BOB, CAROL, GAME, GUILD, started

PEOPLE = (ALICE, BOB, CAROL)


async def test_one_version_read_again_is_converted_and_viewed_once(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "cardroom.sqlite3")
    try:
        service = TableService(store, seed_source=lambda: SEED)
        table_id = await started(service, *PEOPLE)
        first = await service.table(table_id)
        again = await service.table(table_id)
        assert again.table is first.table and again.public is first.public
        hand = await service.private_view(table_id, ALICE)
        assert (await service.private_view(table_id, ALICE)).view is hand.view
        assert hand.table is first.table
    finally:
        await store.close()


async def test_what_is_read_again_is_what_a_fresh_read_shows_version_after_version(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "cardroom.sqlite3")
    try:
        service = TableService(store, seed_source=lambda: SEED)
        table_id = await started(service, *PEOPLE)
        rng = random.Random(5)
        for turn in range(8):
            state = await service.table(table_id)
            seat = state.to_act[0]
            user = state.table.user_at(seat)
            legal = (await service.private_view(table_id, user)).view["legal"]
            await service.act(table_id, user, state.table.version, rng.choice(legal))
            if turn == 3:  # a seat's clock record changes without an action: the players are read again
                await service.step_away(table_id, BOB)
                bob = (await service.table(table_id)).table
                assert bob.player_at(bob.seat_of(BOB)).autopilot, "stepping away shows at once"
            for _read in range(2):
                elsewhere = TableService(store, seed_source=lambda: SEED)  # no memory at all
                shown = await service.table(table_id)
                assert shown == await elsewhere.table(table_id)
                for person in PEOPLE:
                    assert await service.private_view(table_id, person) == await elsewhere.private_view(
                        table_id, person
                    )
    finally:
        await store.close()


async def test_only_the_most_recently_viewed_tables_keep_their_views(tmp_path: Path) -> None:
    """Issue 41: between two actions a table's views only cost memory (~13 KiB a table); they are kept for
    the ``HOT_VIEW_TABLES`` most recently viewed tables, and one made again is the same view."""
    store = await Store.open(tmp_path / "cardroom.sqlite3")
    try:
        service = TableService(store, seed_source=lambda: SEED)
        tables = []
        for table in range(HOT_VIEW_TABLES + 2):
            people = [1000 * (table + 1) + seat for seat in range(GAME.min_players)]
            opened = await service.open_table(
                guild_id=GUILD, channel_id=100 + table, game_id=GAME.id, host_id=people[0], host_name="host"
            )
            for person in people[1:]:
                await service.join(opened.table.id, person, "guest")
            await service.start(opened.table.id, people[0])
            tables.append((opened.table.id, people[0]))
        shown = {table_id: await service.private_view(table_id, host) for table_id, host in tables}
        assert len(service._views) == HOT_VIEW_TABLES, "the oldest tables' views were let go"
        for table_id, host in tables:  # the first ones viewed again: their views made anew, the same
            assert await service.private_view(table_id, host) == shown[table_id]
        assert len(service._views) == HOT_VIEW_TABLES
    finally:
        await store.close()
