"""Coalesced table-message edits: of a burst of updates, the latest state wins; nothing older is sent
after something newer, and the message always ends showing the last update."""

from __future__ import annotations

import asyncio

import pytest

from bot.adapter.coalescing import Coalesced


class Table:
    """A table whose state moves on, and the message that shows it (edited only by ``show``)."""

    def __init__(self) -> None:
        self.version = 0
        self.shown: list[int] = []  # every edit sent, in order
        self.gate = asyncio.Event()  # the budget: closed until the test opens it

    async def admit(self) -> float:
        await self.gate.wait()
        return 0.0

    async def show(self, _granted: float) -> None:
        version = self.version  # read when the edit may go
        await asyncio.sleep(0)  # the REST call
        self.shown.append(version)


async def test_a_burst_while_the_budget_is_closed_is_one_edit_showing_the_latest_state() -> None:
    table, edits = Table(), Coalesced()
    requests = []
    for _ in range(10):
        table.version += 1
        requests.append(asyncio.create_task(edits.run(1, table.admit, table.show)))
        await asyncio.sleep(0)
    table.gate.set()
    await asyncio.gather(*requests)
    assert table.shown == [10], "ten updates, one edit, the last state"
    assert edits.pending(1) == 0


async def test_updates_during_an_edit_get_one_more_edit_never_an_older_one() -> None:
    table, edits = Table(), Coalesced()
    table.gate.set()
    requests = []
    for _ in range(50):
        table.version += 1
        requests.append(asyncio.create_task(edits.run(1, table.admit, table.show)))
        if table.version % 3 == 0:  # updates come faster than edits: some land while one is in flight
            await asyncio.sleep(0)
    await asyncio.gather(*requests)
    assert table.shown == sorted(table.shown), "never an older state after a newer one"
    assert len(set(table.shown)) == len(table.shown), "never the same state twice"
    assert table.shown[-1] == 50, "the message ends current"
    assert len(table.shown) < 50, "edits were shared"


async def test_tables_do_not_wait_for_each_other() -> None:
    slow, quick, edits = Table(), Table(), Coalesced()
    quick.gate.set()
    slow.version = quick.version = 1
    held = asyncio.create_task(edits.run("slow", slow.admit, slow.show))
    await edits.run("quick", quick.admit, quick.show)
    assert quick.shown == [1] and slow.shown == []
    slow.gate.set()
    await held
    assert slow.shown == [1]


async def test_a_failed_edit_is_tried_again_by_the_next_update() -> None:
    table, edits = Table(), Coalesced()
    table.gate.set()
    table.version = 1

    async def fails(_granted: float) -> None:
        raise ConnectionError("Discord did not answer")

    with pytest.raises(ConnectionError):
        await edits.run(1, table.admit, fails)
    assert edits.pending(1) == 1, "the update is not counted as shown"
    table.version = 2
    await edits.run(1, table.admit, table.show)
    assert table.shown == [2] and edits.pending(1) == 0
