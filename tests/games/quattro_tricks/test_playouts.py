"""Random legal playouts for every player count and variant, checked by the shared invariant checker."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games.quattro_tricks as qt
from games import registry
from games.quattro_tricks.cards import deck
from tests.games.invariants import Playout, check_playout, playouts

# Slow: random whole games, checked after every action (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

# 4 rounds x (4 bids + 48 cards) + at most 4 choices before each later round
MAX_ACTIONS = 4 * (4 + 48) + 3 * 4

VARIANTS = [
    (3, qt.Options()),
    (4, qt.Options()),
    (3, qt.Options(custom_rule="set_selection")),
    (4, qt.Options(custom_rule="set_selection", strict_unused=True)),
    (3, qt.Options(custom_rule="starting_choice")),
    (4, qt.Options(custom_rule="starting_choice")),
    (4, qt.Options(a_bonus_without_chip=True)),
]


def cards_conserved(state: qt.State) -> None:
    """Hands + the current trick + the round's won tricks are exactly the deck.

    While choosing (custom rules) nothing is dealt yet."""
    if state.phase == "choosing":
        assert not any(state.hands) and not state.trick and not state.tricks
        return
    cards = [card for hand in state.hands for card in hand]
    cards += [card for _, card in state.trick]
    cards += [card for trick in state.tricks for card in trick.all_cards]
    assert sorted(cards) == sorted(deck(state.players))
    assert all(len(trick.cards) == state.players for trick in state.tricks)


def test_the_game_is_registered() -> None:
    rules = registry.get("quattro-tricks")
    assert rules is qt
    assert (rules.id, rules.name, rules.min_players, rules.max_players) == (
        "quattro-tricks",
        "Quattro Trick-Taking",
        3,
        4,
    )
    assert rules.Options() == qt.Options(custom_rule="none", strict_unused=False, a_bonus_without_chip=False)


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=lambda v: str(v))
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_legal_games_keep_every_invariant(
    players: int, options: qt.Options, data: st.DataObject
) -> None:
    playout: Playout = data.draw(playouts(qt, players, options, max_actions=MAX_ACTIONS))
    state = check_playout(qt, playout, max_actions=MAX_ACTIONS, conservation=cards_conserved)
    assert len(state.history) == players
