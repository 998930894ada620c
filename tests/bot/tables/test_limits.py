"""Games bots would play alone, games nobody touches, and the strong bots' worker pool, in the table
service on a real database. Time is a clock the test moves; nothing sleeps."""

from __future__ import annotations

import os
import signal
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from bot.tables import TableService
from bot.tables.limits import Limits
from bot.tables.thinking import Thinker
from games import bots
from tests.bot.tables.test_bots_and_clocks import ALICE, BOB, CLOCK, Clock, lobby
from tests.support.backends import Databases
from tests.support.games import game_for

INACTIVE = 6 * 3600.0


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest_asyncio.fixture
async def service(databases: Databases, clock: Clock) -> AsyncIterator[TableService]:
    store = await databases.open(clock=clock)
    service = TableService(
        store, seed_source=lambda: 4242, clock=clock, limits=Limits(inactive_game_seconds=INACTIVE)
    )
    yield service
    await service.close()
    await store.close()


async def test_the_only_person_out_of_time_twice_ends_the_game_unscored(
    service: TableService, clock: Clock
) -> None:
    table_id = await lobby(service)
    await service.add_bot(table_id, ALICE, "casual")
    await service.add_bot(table_id, ALICE, "casual")
    await service.set_turn_clock(table_id, ALICE, CLOCK)
    await service.start(table_id, ALICE)
    ended = None
    for _ in range(2 * 10):  # alice never acts
        await service.run_bots(table_id)
        state = await service.table(table_id)
        assert state.table.deadline is not None
        clock.now = state.table.deadline
        due = await service.on_due(table_id)
        assert due is not None
        if due.ended:
            ended = due
            break
    assert ended is not None and ended.ended == "abandoned"
    assert ended.state.table.status == "aborted"
    actions = await service._store.actions(table_id)
    assert len(actions) < 20, "the bots stopped instead of playing the game out"
    assert await service.run_bots(table_id) == []
    assert (await service.player_stats(10, ALICE)).rows == ()


async def test_a_game_nobody_touches_closes_after_the_set_time_not_before(
    service: TableService, clock: Clock
) -> None:
    table_id = await lobby(service)
    await service.join(table_id, BOB, "bob")
    await service.add_bot(table_id, ALICE, "casual")
    await service.start(table_id, ALICE)
    await service.run_bots(table_id)
    clock.now += INACTIVE - 1
    assert await service.inactive_tables() == []
    assert await service.close_inactive(table_id) is None
    state = await service.table(table_id)
    person = state.table.user_at(state.to_act[0])  # the bots have moved: a person is to act
    private = await service.private_view(table_id, person)
    await service.act(table_id, person, private.table.version, private.view["legal"][0])  # resets it
    clock.now += 2
    assert await service.inactive_tables() == [], "the move started the time again"
    clock.now += INACTIVE - 2
    assert await service.next_inactive() is not None and await service.next_inactive() <= clock.now
    assert await service.inactive_tables() == [table_id]
    due = await service.close_inactive(table_id)
    assert due is not None and due.ended == "inactive" and due.state.table.status == "aborted"
    assert await service.inactive_tables() == []


def strong_decision_inputs() -> tuple[str, dict, int, int]:
    rules = game_for(3)
    state = rules.new_game(players=3, seed=7, options=rules.Options(), deals=None)
    seat = rules.to_act(state)[0]
    return rules.id, rules.view(state, seat), 7, 3


async def test_strong_bots_decide_in_the_pool_exactly_as_in_the_process() -> None:
    game_id, view, seed, number = strong_decision_inputs()
    thinker = Thinker(workers=1)
    try:
        pooled = [await thinker.choose(game_id, "strong", view, seed, n) for n in range(number)]
        assert thinker.worker_pids, "strong decisions ran in a worker process"
    finally:
        await thinker.close()
    assert pooled == [bots.choose(game_id, "strong", view, seed, n) for n in range(number)]


async def test_closing_leaves_no_worker_process() -> None:
    game_id, view, seed, _ = strong_decision_inputs()
    thinker = Thinker(workers=1)
    await thinker.choose(game_id, "strong", view, seed, 0)
    pids = thinker.worker_pids
    assert pids
    await thinker.close()
    for pid in pids:
        with pytest.raises(ChildProcessError):
            os.waitpid(pid, os.WNOHANG)  # reaped: no such child any more
    assert thinker.worker_pids == []


async def test_casual_bots_spawn_no_process() -> None:
    game_id, view, seed, _ = strong_decision_inputs()
    thinker = Thinker(workers=1)
    await thinker.choose(game_id, "casual", view, seed, 0)
    assert thinker.worker_pids == [] and thinker._pool is None
    await thinker.close()


async def test_a_worker_that_dies_is_replaced_and_the_decision_still_made() -> None:
    game_id, view, seed, _ = strong_decision_inputs()
    thinker = Thinker(workers=1)
    try:
        first = await thinker.choose(game_id, "strong", view, seed, 0)
        for pid in thinker.worker_pids:
            os.kill(pid, signal.SIGKILL)
        assert await thinker.choose(game_id, "strong", view, seed, 0) == first
    finally:
        await thinker.close()


def ignores_sigint(pid: int) -> bool:
    """Whether the process ignores SIGINT (its ignored-signals mask, as Linux reports it)."""
    status = Path(f"/proc/{pid}/status").read_text()
    mask = int(next(line.split()[1] for line in status.splitlines() if line.startswith("SigIgn:")), 16)
    return bool(mask & (1 << (signal.SIGINT - 1)))


async def test_a_ctrl_c_leaves_the_workers_to_the_bot_which_shuts_them_down(
    capfd: pytest.CaptureFixture[str],
) -> None:
    """Ctrl-C signals the terminal's whole process group, the bots' workers with the bot: a worker must
    not die of it with a KeyboardInterrupt traceback on the console before the bot says "Stopped."; the
    bot, stopping, shuts its pool down (``Thinker.close``)."""
    game_id, view, seed, _ = strong_decision_inputs()
    thinker = Thinker(workers=1)
    try:
        first = await thinker.choose(game_id, "strong", view, seed, 0)
        pids = thinker.worker_pids
        assert pids and all(ignores_sigint(pid) for pid in pids)
        for pid in pids:
            os.kill(pid, signal.SIGINT)
        assert await thinker.choose(game_id, "strong", view, seed, 0) == first
        assert thinker.worker_pids == pids, "the same worker went on deciding"
    finally:
        await thinker.close()
    assert "KeyboardInterrupt" not in capfd.readouterr().err
