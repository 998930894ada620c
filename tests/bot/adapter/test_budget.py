"""The global rate budget: this process's share of Discord's limit, never exceeded in any second, with
turn pings served before table-message edits. Pure: a clock that moves only when the budget sleeps."""

from __future__ import annotations

import asyncio
from bisect import bisect_left
from itertools import pairwise

import pytest

from bot.adapter.budget import GlobalBudget, Priority, SendWindow, process_share


class SteppedClock:
    """Time that passes only when someone sleeps on it (the budget's pump is the only sleeper)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.now += seconds
        await asyncio.sleep(0)


def most_in_one_second(times: list[float]) -> int:
    """The most starts in any window [t, t + 1 s), however the windows are cut."""
    ordered = sorted(times)
    return max((bisect_left(ordered, t + 1.0) - i for i, t in enumerate(ordered)), default=0)


def test_a_process_serving_k_of_n_shards_gets_k_nths_of_the_limit() -> None:
    assert process_share(45, 1, 1) == 45
    assert process_share(45, 4, 1) == pytest.approx(11.25)
    assert process_share(45, 4, 3) == pytest.approx(33.75)
    shares = [process_share(45, 6, k) for k in (1, 2, 3)]  # six shards over three processes
    assert sum(shares) == pytest.approx(45), "together the processes use the whole limit, no more"


@pytest.mark.parametrize("shards", [(0, 1), (4, 0), (4, 5)])
def test_an_impossible_shard_split_is_refused(shards: tuple[int, int]) -> None:
    with pytest.raises(ValueError):
        process_share(45, *shards)


def test_the_window_allows_the_rate_in_every_second_and_no_more() -> None:
    window = SendWindow(10)
    starts = []
    now = 0.0
    for _ in range(100):
        now += window.wait(now)
        window.grant(now)
        window.sent(now)
        starts.append(now)
        now += 0.013  # requests asked for faster than allowed
    assert most_in_one_second(starts) == 10
    assert starts[-1] - starts[0] >= 9.0, "100 requests at 10/s take at least 9 s"


def test_a_granted_request_holds_its_slot_until_it_is_sent_and_counts_from_then() -> None:
    window = SendWindow(1)
    window.grant(0.0)
    window.sent(0.0)
    window.grant(1.0)  # granted; its task still reads the table and draws the message
    assert window.wait(5.0) > 0, "however long that takes, nothing else goes meanwhile"
    window.sent(5.0)
    assert window.wait(5.5) == pytest.approx(0.5), "the next goes a second after it was sent"


def test_a_grant_given_back_frees_its_slot() -> None:
    window = SendWindow(1)
    window.grant(0.0)
    window.release()
    assert window.wait(1.0) == 0


async def test_under_a_burst_pings_go_first_and_no_second_holds_more_than_the_limit() -> None:
    clock = SteppedClock()
    budget = GlobalBudget(5, clock=clock, sleep=clock.sleep)
    granted: list[tuple[float, Priority, int]] = []

    async def ask(priority: Priority, n: int) -> None:
        granted.append((await budget.acquire(priority), priority, n))
        budget.sent()

    edits = [asyncio.create_task(ask(Priority.LAST, n)) for n in range(30)]
    await asyncio.sleep(0)  # the edits are queued (the first went at once)
    before = len(granted)
    pings = [asyncio.create_task(ask(Priority.FIRST, n)) for n in range(3)]
    await asyncio.gather(*edits, *pings)

    order = [priority for _, priority, _ in granted]
    first_ping = order.index(Priority.FIRST)
    assert order[first_ping : first_ping + 3] == [Priority.FIRST] * 3, "the pings went together"
    assert first_ping <= before + 1, "the pings went at the next free start, before the edits waiting"
    times = [at for at, _, _ in granted]
    assert most_in_one_second(times) <= 5
    assert min(b - a for a, b in pairwise(times)) >= 0.2 - 1e-9, "evenly spaced"
    edit_order = [n for _, priority, n in granted if priority is Priority.LAST]
    assert edit_order == sorted(edit_order), "edits go first come, first served"


async def test_a_waiter_that_gives_up_spends_no_start() -> None:
    clock = SteppedClock()
    budget = GlobalBudget(1, clock=clock, sleep=clock.sleep)
    await budget.acquire()
    budget.sent()
    gives_up = asyncio.create_task(budget.acquire(Priority.FIRST))
    waits = asyncio.create_task(budget.acquire(Priority.LAST))
    await asyncio.sleep(0)
    gives_up.cancel()
    started = clock()
    await waits
    assert clock() - started == pytest.approx(1.0), "the next start went to the one still waiting"
