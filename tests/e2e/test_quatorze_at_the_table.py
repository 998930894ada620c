"""Quatorze played to the end in a Discord channel by 2, 3 and 4 players over different types: no hand,
face-down deck card or Wonders look ever reaches someone the rules keep it from."""

from __future__ import annotations

import pytest

from tests.support.harness import Harness, text_of
from tests.support.privacy import leak_check

# Slow: whole games at a SimCord table (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

GAME = "quatorze"


@pytest.mark.parametrize(
    ("names", "options"),
    [
        (("alice", "bob"), {}),
        (("alice", "bob", "carol"), {"types": "quatorze"}),
        (("alice", "bob", "carol", "dave"), {"types": "random"}),
        (("alice", "bob", "carol"), {"custom_types": ["AM", "LG", "LU", "NO", "PE", "QU", "WO"]}),
    ],
    ids=["seven7s-2p", "new-types-3p", "random-4p", "custom-picked-in-the-lobby-3p"],
)
async def test_a_whole_game_without_leaks(harness: Harness, names, options) -> None:
    h = harness
    await h.open_and_start(GAME, names, options)
    if "custom_types" in options:
        state = await h.bot.tables.table_in_channel(h.channel.id)
        assert set(state.public["types"]) == set(options["custom_types"])
    # Secret: hands, the card being passed, deck looks; a card once face up (a column, a discard, a bonus,
    # a Lucky Gods miss) stays public knowledge even after a power moves it into a hand
    # (games/quatorze/facts.py). The check watches the events as they happen: views don't keep them.
    check = leak_check(h, GAME)

    decisions = await h.play_until_over(check)
    assert decisions >= 7
    assert await h.bot.tables.table_in_channel(h.channel.id) is None
    final = text_of(h.last_channel_message())
    assert all(name in final for name in names)
