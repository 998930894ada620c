"""The leak detector itself must be able to fail: a hand shown in the channel is caught, for every
registered game and every way its declaration says a card prints (``registry.facts``)."""

from __future__ import annotations

import pytest

from games import registry
from tests.support.harness import Harness
from tests.support.privacy import assert_no_leaks, leak_check, secrets_by_player

NAMES = ("alice", "bob", "carol", "dave")


@pytest.mark.parametrize("game_id", registry.ids())
async def test_a_hand_posted_in_the_channel_is_reported(harness: Harness, game_id: str) -> None:
    h = harness
    rules = registry.get(game_id)
    players, variant = registry.facts(game_id).plays(rules.min_players, rules.max_players)[0]
    await h.open_and_start(game_id, NAMES[:players], variant.lobby_options())
    check = leak_check(h, game_id)
    await check()
    bob_cards = sorted((await secrets_by_player(h, game_id))["bob"])
    assert bob_cards, "bob holds no secret card: the oracle would check nothing"
    prints = registry.facts(game_id).cards.tokens(bob_cards[0])
    assert len(prints) > 1, f"{game_id} declares no print for {bob_cards[0]}: only its raw code is looked for"
    for token in prints:  # the raw code, and every print the game declares
        await h.players["bob"].send(h.channel, f"look at my card {token}!")
        with pytest.raises(AssertionError, match="can read bob's secret"):
            await assert_no_leaks(h, game_id)
