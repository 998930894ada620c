"""An action starts from the row this service stored last, without reading it again; a change made
meanwhile by another process (an action, a reminder) is never missed: the action is decided again on
the row as stored, and the player sees no difference. On SQLite and on PostgreSQL, a second store on the
same database standing for the other process."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Callable

import pytest_asyncio

from bot.tables import TableService
from bot.tables.clock import REMINDER_WHEN_LEFT
from storage import Store
from tests.bot.tables.conftest import SEED
from tests.bot.tables.test_bots_and_clocks import Clock
from tests.bot.tables.test_fresh_records import CountingStore
from tests.bot.tables.test_service import ALICE, BOB, CAROL, open_with
from tests.support.backends import Databases
from tests.support.games import game_everyone_starts, game_taking_turns

PEOPLE = (ALICE, BOB, CAROL)
CLOCK = 60  # seconds per decision


Services = tuple[TableService, TableService, Clock]


@pytest_asyncio.fixture
async def two_processes(databases: Databases) -> AsyncIterator[Services]:
    """``here`` and ``elsewhere``: two services, each on its own store, one database, one clock."""
    clock = Clock()
    here_store = await CountingStore.open(await databases.location(), clock=clock)
    elsewhere_store = await Store.open(await databases.location(), clock=clock)
    here = TableService(here_store, seed_source=lambda: SEED, clock=clock)
    elsewhere = TableService(elsewhere_store, seed_source=lambda: SEED, clock=clock)
    yield here, elsewhere, clock
    for service, store in ((here, here_store), (elsewhere, elsewhere_store)):
        await service.close()
        await store.close()


def reads_of(service: TableService) -> Callable[[], int]:
    store = service._store
    assert isinstance(store, CountingStore)
    return lambda: store.reads


async def act_as_the_next(service: TableService, table_id: int, rng: random.Random) -> None:
    """Whoever is to act picks a legal action on their screen as just drawn (by a service that reads
    everything afresh), and clicks it through ``service``."""
    drawn = TableService(service._store)
    state = await drawn.table(table_id)
    user = state.table.user_at(state.to_act[0])
    private = await drawn.private_view(table_id, user)
    await service.act(table_id, user, private.table.version, rng.choice(private.view["legal"]))


async def test_actions_one_after_another_read_the_table_row_once(two_processes: Services) -> None:
    here, _elsewhere, _clock = two_processes
    table_id = await open_with(here, *PEOPLE, game_id=game_taking_turns(3).id)
    reads = reads_of(here)
    before = reads()
    await here.start(table_id, ALICE)
    rng = random.Random(7)
    for _turn in range(6):
        await act_as_the_next(here, table_id, rng)
    read_by_drawing = 2 * 6  # each screen drawn afresh: the table, then the hand
    assert reads() - before == 1 + read_by_drawing, "the start read the lobby; no action read the game"


async def test_an_action_taken_in_another_process_since_is_not_missed(two_processes: Services) -> None:
    here, elsewhere, _clock = two_processes
    table_id = await open_with(here, *PEOPLE, game_id=game_taking_turns(3).id)
    await here.start(table_id, ALICE)
    rng = random.Random(11)
    for turn in range(6):  # turns alternate between the processes: each one's stored row is behind
        await act_as_the_next(here if turn % 2 == 0 else elsewhere, table_id, rng)
    stored = await here._store.get_table(table_id)
    assert stored is not None and stored.version == 1 + 6, "every click on a current screen was accepted"
    assert [action.seq for action in await here._store.actions(table_id)] == [1, 2, 3, 4, 5, 6]


async def test_a_reminder_sent_by_another_process_is_not_sent_again(two_processes: Services) -> None:
    """Everyone decides at once (secret bids): the clock started with the decision runs on through each
    person's choice. The other process reminds those still deciding; the next choice, made here from
    the row stored before the reminder, must not bring the reminder back."""
    here, elsewhere, clock = two_processes
    table_id = await open_with(here, *PEOPLE, game_id=game_everyone_starts(3).id)
    await here.set_turn_clock(table_id, ALICE, CLOCK)
    await here.start(table_id, ALICE)
    hand = await here.private_view(table_id, ALICE)
    await here.act(table_id, ALICE, hand.table.version, hand.view["legal"][0])
    clock.now += CLOCK * (1 - REMINDER_WHEN_LEFT)
    reminded = await elsewhere.on_due(table_id)
    assert reminded is not None and set(reminded.reminded) == {
        reminded.state.table.seat_of(BOB),
        reminded.state.table.seat_of(CAROL),
    }
    hand = await here.private_view(table_id, BOB)
    await here.act(table_id, BOB, hand.table.version, hand.view["legal"][0])
    assert await here.on_due(table_id) is None, "carol hears it once"
    assert await elsewhere.on_due(table_id) is None
