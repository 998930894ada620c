"""The reads that follow an action (the hand shown, the table edit, the hands redrawn) use the row the
action stored, without reading it again; and they never show anything older than a fresh read would."""

from __future__ import annotations

import random
from pathlib import Path

from bot.tables import TableService
from storage import Store
from storage.models import TableRecord
from tests.bot.tables.conftest import SEED
from tests.bot.tables.test_service import ALICE, BOB, CAROL, NAMES, open_with, started


class CountingStore(Store):
    """The real store, counting how often the table row is read, and the deadline written on its own."""

    reads = 0
    deadline_writes = 0

    async def get_table(self, table_id: int) -> TableRecord | None:
        self.reads += 1
        return await super().get_table(table_id)

    async def set_deadline(self, table_id: int, deadline: float | None) -> TableRecord:
        self.deadline_writes += 1
        return await super().set_deadline(table_id, deadline)


async def test_after_an_action_the_table_and_the_hands_are_read_from_what_it_stored(tmp_path: Path) -> None:
    store = await CountingStore.open(tmp_path / "cardroom.sqlite3")
    try:
        service = TableService(store, seed_source=lambda: SEED)
        elsewhere = TableService(store, seed_source=lambda: SEED)  # no memory of its own actions
        table_id = await started(service, ALICE, BOB, CAROL)
        rng = random.Random(3)
        for _turn in range(6):
            state = await elsewhere.table(table_id)
            seat = state.to_act[0]
            user = state.table.user_at(seat)
            legal = (await elsewhere.private_view(table_id, user)).view["legal"]
            await service.act(table_id, user, state.table.version, rng.choice(legal))
            store.reads = 0
            shown = await service.table(table_id)
            hands = [await service.private_view(table_id, u) for u in (ALICE, BOB, CAROL)]
            assert store.reads == 0, "the table row was read again right after the action"
            assert shown == await elsewhere.table(table_id)
            assert hands == [await elsewhere.private_view(table_id, u) for u in (ALICE, BOB, CAROL)]
    finally:
        await store.close()


async def test_a_new_table_message_or_a_player_stepping_away_shows_at_once(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "cardroom.sqlite3")
    try:
        service = TableService(store, seed_source=lambda: SEED)
        table_id = await started(service, ALICE, BOB, CAROL)
        state = await service.table(table_id)
        user = state.table.user_at(state.to_act[0])
        legal = (await service.private_view(table_id, user)).view["legal"]
        await service.act(table_id, user, state.table.version, legal[0])
        await service.set_message(table_id, 777)  # the table message was posted again
        assert (await service.table(table_id)).table.message_id == 777
        await service.step_away(table_id, BOB)  # a write under the table's lock, not an action
        after = await service.table(table_id)
        assert after.table.player_at(after.table.seat_of(BOB)).autopilot
        assert after.table.version == (await store.get_table(table_id)).version
    finally:
        await store.close()


async def test_a_lobby_change_reads_the_table_once_and_shows_what_it_wrote(tmp_path: Path) -> None:
    """Join and Leave check the lobby (one read), then show it as their own writes returned it: the
    player in or out, and the idle deadline pushed back, exactly as a fresh read has it. The deadline
    goes with the change's own write, never as a write of its own (a round trip each on PostgreSQL)."""
    store = await CountingStore.open(tmp_path / "cardroom.sqlite3")
    try:
        service = TableService(store, seed_source=lambda: SEED)
        fresh = TableService(store, seed_source=lambda: SEED)  # reads everything afresh
        table_id = await open_with(service, ALICE)
        opened = (await fresh.table(table_id)).table
        assert opened.deadline is not None and store.deadline_writes == 0
        changes = (
            lambda: service.join(table_id, BOB, NAMES[BOB]),
            lambda: service.add_bot(table_id, ALICE, "casual"),
            lambda: service.set_turn_clock(table_id, ALICE, None),
            lambda: service.leave(table_id, BOB),
        )
        for change in changes:
            store.reads = 0
            shown = (await change()).table
            assert store.reads == 1
            assert shown == (await fresh.table(table_id)).table
        assert [player.name for player in shown.players] == [NAMES[ALICE], "🤖 Ada"]
        assert shown.deadline is not None and store.deadline_writes == 0
    finally:
        await store.close()
