"""Random legal playouts for every option, checked by the shared invariant checker.

Black zeros have two identical codes, so the checker is told which codes are secret for a seat: its
hidden cards minus the codes anyone can see (an open 🔘0 or one face up at a virtual player). On top of
the checker's own checks, every view is held to spec §4: it names only cards that are public or in the
viewer's own hidden hand — never a virtual player's face-down card, the fresh stack or the returned pile.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games.quattro_exchange as qe
from games import registry
from games.quattro_exchange.cards import DECK
from tests.games.invariants import Playout, check_playout, leaf_cards, playouts

# Slow: random whole games, checked after every action (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

# 2 x 2 mulligan decisions, 2 x 3 openings, 12 exchanges, and stops or passes: in pass mode one player may
# pass at most twice between two exchanges (the snake then names the other), and three passes end a phase.
MAX_ACTIONS = 4 + 6 + 12 + (2 * 12 + 3 * 3)

VARIANTS = [
    qe.Options(),
    qe.Options(opening_mode="sequential"),
    qe.Options(stop_mode="pass"),
    qe.Options(original_zero_rule=True),
    qe.Options(tiebreak_mode="lexicographic"),
    qe.Options(
        opening_mode="sequential", stop_mode="pass", original_zero_rule=True, tiebreak_mode="lexicographic"
    ),
]


def public_cards(state: qe.State) -> set[str]:
    face_up = {
        card
        for slots, ups in zip(state.virtual, state.face_up, strict=True)
        for card, up in zip(slots, ups, strict=True)
        if up
    }
    return face_up | {card for cards in state.opens for card in cards}


def secret_cards(rules: Any, state: qe.State, seat: int) -> set[str]:
    return set(state.hands[seat]) - public_cards(state)


def conserved_and_kept_secret(state: qe.State) -> None:
    cards = [c for hand in state.hands for c in hand] + [c for cards in state.opens for c in cards]
    cards += [c for slots in state.virtual for c in slots] + list(state.fresh) + list(state.returned)
    assert sorted(cards) == sorted(DECK)
    shown = public_cards(state)
    assert not leaf_cards(qe.view(state, None), set(DECK) - shown)
    for seat in (0, 1):
        assert not leaf_cards(qe.view(state, seat), set(DECK) - shown - set(state.hands[seat]))


def test_the_game_is_registered_under_its_id() -> None:
    if "quattro-exchange" not in registry.ids():
        pytest.skip("the lead registers the game")
    assert registry.get("quattro-exchange") is qe


def test_the_rules_object() -> None:
    assert (qe.id, qe.name, qe.min_players, qe.max_players) == ("quattro-exchange", "Quattro Exchange", 2, 2)
    assert qe.Options() == qe.Options(
        opening_mode="simultaneous",
        stop_mode="permanent",
        original_zero_rule=False,
        tiebreak_mode="highest_card",
    )


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: ",".join(f"{v}" for v in o.model_dump().values()))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_legal_games_keep_every_invariant(options: qe.Options, data: st.DataObject) -> None:
    playout: Playout = data.draw(playouts(qe, 2, options, max_actions=MAX_ACTIONS))
    state = check_playout(
        qe,
        playout,
        max_actions=MAX_ACTIONS,
        conservation=conserved_and_kept_secret,
        hidden_cards=secret_cards,
    )
    assert state.phase == "finished" and all(len(cards) == 4 for cards in state.opens)
    assert all(len(visits) == 6 for visits in state.visits)  # the duty is always met
