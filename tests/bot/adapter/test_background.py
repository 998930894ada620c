"""Work that finishes after what started it returned (bot/adapter/background.py): a table message's edit
waiting for the global budget. It must not be lost while it runs, must say when it fails, and at
shutdown gets a moment to finish before what is left is cancelled."""

from __future__ import annotations

import asyncio
import gc
import logging

import pytest

from bot.adapter.background import Background


async def test_work_runs_to_its_end_after_the_caller_returned() -> None:
    background = Background()
    done = asyncio.Event()

    async def edit() -> None:
        await asyncio.sleep(0.01)
        done.set()

    background.start(edit())
    gc.collect()  # the loop keeps tasks only weakly: the work must survive a collection
    await asyncio.wait_for(done.wait(), 1)
    await asyncio.sleep(0)
    assert len(background) == 0, "finished work is not kept"


async def test_a_failure_is_logged_not_lost(caplog: pytest.LogCaptureFixture) -> None:
    background = Background()

    async def failing() -> None:
        raise RuntimeError("the edit failed")

    with caplog.at_level(logging.ERROR, logger="bot.adapter.background"):
        background.start(failing())
        await background.close(grace=1)
    assert "the edit failed" in caplog.text


async def test_close_waits_for_work_within_the_grace_and_cancels_the_rest() -> None:
    background = Background()
    finished: list[str] = []
    cancelled: list[str] = []

    async def work(name: str, seconds: float) -> None:
        try:
            await asyncio.sleep(seconds)
            finished.append(name)
        except asyncio.CancelledError:
            cancelled.append(name)
            raise

    background.start(work("quick", 0.01))
    background.start(work("stuck", 60))
    await background.close(grace=0.2)
    assert finished == ["quick"], "work about to finish goes out"
    assert cancelled == ["stuck"], "work that cannot finish in time is cancelled, not left running"
    assert len(background) == 0
