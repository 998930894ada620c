"""Quattro Exchange played to the end in a Discord channel, for each option: neither player
ever sees the other's hidden cards or the card they received."""

from __future__ import annotations

import pytest

from tests.support.harness import Harness, text_of
from tests.support.privacy import assert_no_leaks

# Slow: whole games at a SimCord table (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

GAME = "quattro-exchange"


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"opening_mode": "sequential"},
        {"stop_mode": "pass"},
        {"original_zero_rule": "true"},
        {"tiebreak_mode": "lexicographic"},
    ],
    ids=["defaults", "sequential-openings", "pass-stops", "original-zero", "lexicographic-ties"],
)
async def test_a_whole_game_without_leaks(harness: Harness, options: dict[str, str]) -> None:
    h = harness
    await h.open_and_start(GAME, ("alice", "bob"), options)

    async def check() -> None:
        await assert_no_leaks(h, GAME)  # open and virtual players' cards are public (its facts)

    decisions = await h.play_until_over(check)
    assert decisions >= 4
    assert await h.bot.tables.table_in_channel(h.channel.id) is None
    final = text_of(h.last_channel_message())
    assert "alice" in final and "bob" in final
