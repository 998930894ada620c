"""The leak detector itself must be able to fail: a hand shown in the channel is caught."""

from __future__ import annotations

import pytest

from tests.bot.adapter.test_commands import start_three_player_game
from tests.support.harness import Harness
from tests.support.privacy import TOKENS, assert_no_leaks, secrets_by_player


async def test_a_hand_posted_in_the_channel_is_reported(harness: Harness) -> None:
    h = harness
    await start_three_player_game(h)
    await assert_no_leaks(h, "quattro-tricks")
    bob_cards = sorted((await secrets_by_player(h))["bob"])
    tokens = " ".join(TOKENS["quattro-tricks"][card[0]] + card[1:] for card in bob_cards[:2])
    await h.players["bob"].send(h.channel, f"look at my cards {tokens}")
    with pytest.raises(AssertionError, match="can read bob's secret"):
        await assert_no_leaks(h, "quattro-tricks")
