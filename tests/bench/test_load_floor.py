"""The same-calls floor makes exactly the bot's exempt calls over a run, spread evenly over its clicks."""

from __future__ import annotations

from fractions import Fraction

import discord
import pytest

from bench.load.floor import FloorClient


@pytest.mark.parametrize(("calls", "clicks"), [(188, 90), (186, 88), (90, 90), (1001, 300), (7, 3)])
def test_the_floor_makes_the_bots_total_of_calls_exactly(calls: int, clicks: int) -> None:
    floor = FloorClient(calls_per_interaction=Fraction(calls, clicks), intents=discord.Intents.none())
    extra = [floor.extra_calls_due() for _ in range(clicks)]
    # One deferral per click, the rest as extra calls: none lost to rounding, none owed at the end.
    assert clicks + sum(extra) == calls
    assert max(extra) - min(extra) <= 1  # spread, not bunched at the end
