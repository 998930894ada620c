"""When the bot counts as behind (bot/adapter/backlog.py): a click that would wait for a work slot must be
acknowledged first, or it waits unacknowledged behind every click already in line (Discord drops it
after 3 s). The instant that matters is a slot being freed: the first click in line only takes it at the
event loop's next turn, and a click arriving meanwhile must not see a free slot."""

from __future__ import annotations

import asyncio

from bot.adapter.backlog import Backlog

SLOTS = 2


async def hold(backlog: Backlog, entered: asyncio.Event, leave: asyncio.Event) -> bool:
    """Work in a slot until told to leave; returns whether a click arriving in the very turn the slot is
    released (before the loop runs anything else) finds the bot behind."""
    async with backlog.turn():
        entered.set()
        await leave.wait()
    return backlog.behind()


async def test_a_click_arriving_as_a_slot_frees_with_clicks_in_line_is_behind() -> None:
    backlog = Backlog(clicks_at_once=SLOTS)
    assert not backlog.behind(), "idle: a click takes a free slot and is answered as before"
    leave = [asyncio.Event() for _ in range(SLOTS + 1)]
    entered = [asyncio.Event() for _ in range(SLOTS + 1)]
    working = [asyncio.create_task(hold(backlog, entered[i], leave[i])) for i in range(SLOTS)]
    await asyncio.gather(*(entered[i].wait() for i in range(SLOTS)))
    assert backlog.behind(), "every slot taken"
    waiting = asyncio.create_task(hold(backlog, entered[SLOTS], leave[SLOTS]))
    await asyncio.sleep(0)  # the third click is now in line

    leave[0].set()
    behind_as_released = await working[0]
    assert behind_as_released, "a click in line: the next one is acknowledged first, not queued behind it"

    await entered[SLOTS].wait()
    assert backlog.behind(), "the slot went to the click in line: all taken again"
    for event in leave:
        event.set()
    await asyncio.gather(*working[1:], waiting)
    assert not backlog.behind(), "nobody working or waiting: no longer behind"
