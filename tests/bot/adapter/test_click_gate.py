"""Clicks first: public work waits for the clicks in flight to be answered, never long
(bot/adapter/click_gate.py)."""

from __future__ import annotations

import asyncio

from bot.adapter.click_gate import FORGET_AFTER_S, ClickGate


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def test_with_no_click_in_flight_public_work_goes_at_once() -> None:
    gate = ClickGate(max_wait=60.0)
    await asyncio.wait_for(gate.clicks_answered(), 1.0)
    gate.arrived(1)
    gate.answered(1)
    await asyncio.wait_for(gate.clicks_answered(), 1.0)
    assert gate.waits == 0


async def test_public_work_goes_as_soon_as_the_last_click_in_flight_is_answered() -> None:
    gate = ClickGate(max_wait=60.0)
    gate.arrived(1)
    gate.arrived(2)
    waiting = asyncio.create_task(gate.clicks_answered())
    await asyncio.sleep(0.01)
    gate.answered(1)
    await asyncio.sleep(0.01)
    assert not waiting.done()  # the second click still waits for its answer
    gate.answered(2)
    await asyncio.wait_for(waiting, 1.0)
    assert gate.waits == 1


async def test_a_stream_of_clicks_holds_public_work_back_no_longer_than_the_bound() -> None:
    gate = ClickGate(max_wait=0.05)
    gate.arrived(1)
    loop = asyncio.get_running_loop()
    started = loop.time()
    await asyncio.wait_for(gate.clicks_answered(), 1.0)
    assert 0.04 <= loop.time() - started < 0.5


async def test_a_click_whose_answer_was_never_seen_stops_counting_after_discords_window() -> None:
    clock = Clock()
    gate = ClickGate(max_wait=60.0, clock=clock)
    gate.arrived(1)  # answered through a path the gate does not watch, say
    clock.now += FORGET_AFTER_S
    await asyncio.wait_for(gate.clicks_answered(), 1.0)
    assert gate.waits == 0


async def test_a_click_answered_through_discord_py_itself_stops_counting() -> None:
    gate = ClickGate(max_wait=60.0)
    answered = False
    gate.arrived(1, lambda: answered)  # interaction.response.is_done, in the bot
    waiting = asyncio.create_task(gate.clicks_answered())
    await asyncio.sleep(0.01)
    assert not waiting.done()
    waiting.cancel()
    answered = True  # the answer went out without ``answered`` being called
    await asyncio.wait_for(gate.clicks_answered(), 1.0)


async def test_answering_a_click_twice_or_one_never_seen_changes_nothing() -> None:
    gate = ClickGate(max_wait=60.0)
    gate.answered(7)
    gate.arrived(1)
    gate.answered(1)
    gate.answered(1)
    await asyncio.wait_for(gate.clicks_answered(), 1.0)
    assert gate.waits == 0
