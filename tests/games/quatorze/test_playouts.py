"""Random legal playouts for 2, 3 and 4 players over random selections of types, checked by the shared
invariant checker (tests/games/invariants.py) plus Quatorze's own conservation and privacy rules."""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games.quatorze as qz
from games import base
from games.quatorze.cards import deck
from games.quatorze.config import COLUMN_END
from games.quatorze.scoring import final_score
from tests.games.invariants import Playout, check_playout, leaf_cards, playouts

# Slow: random whole games, checked after every action (docs/testing.md#the-quick-tier).
pytestmark = pytest.mark.slow

# Random games last 9-120 actions (3,000 sampled); cards taken back (Notes, Seas) can make them longer.
MAX_ACTIONS = 1_000

VARIANTS = [
    (2, qz.Options(types="random")),
    (3, qz.Options(types="random")),
    (4, qz.Options(types="random")),
    (3, qz.Options(types="random", count_any_type_in_column=True)),
    (4, qz.Options(types="quatorze")),
]


def known_elsewhere(state: qz.State, seat: int) -> set[str]:
    """Cards of ``seat``'s hand that another seat's view may show: its Wonders looks, its exchange."""
    known: set[str] = set()
    for other in range(state.players):
        if other != seat:
            mine = qz.view(state, other)
            known |= leaf_cards([mine["looked"], mine["exchange"]], state.hands[seat])
    return known


def hidden_cards(rules: Any, state: qz.State, seat: int) -> set[str]:
    """The checker's notion of seat's secrets: its hand, less what others legitimately know; at the end
    every hand is shown (``final``)."""
    if state.phase == "finished":
        return set()
    return set(state.hands[seat]) - known_elsewhere(state, seat)


def conserved_and_private(state: qz.State) -> None:
    """Every card of the 49 is in exactly one place; columns hold at most 6; secrets stay secret."""
    pending = state.pending
    places = [c for hand in state.hands for c in hand] + list(state.deck)
    places += [c for _, cards, _ in state.columns for c in cards] + [
        c for cards in state.bonus for c in cards
    ]
    if pending is not None:
        places += [c for c in pending.passes if c is not None] + (
            [pending.discard] if pending.discard else []
        )
    if state.end is not None and state.end.card is not None:
        places.append(state.end.card)
    assert Counter(places) == Counter(deck(state.types)), "cards are not conserved"
    assert all(1 <= len(cards) == len(arrived) < COLUMN_END for _, cards, arrived in state.columns)
    assert len({code for code, _, _ in state.columns}) == len(state.columns)
    if state.phase == "finished":
        assert state.end is not None and pending is None
        return
    secret = {c for hand in state.hands for c in hand} | set(state.deck)
    secret |= {c for c in (pending.passes if pending else ()) if c is not None}
    assert not leaf_cards(qz.view(state, None), list(secret)), "the public view shows a secret card"
    for seat in range(state.players):
        allowed = set(state.hands[seat]) | {c for _, _, c in state.peeks[seat]}
        exchange = state.exchanges[seat]
        if exchange is not None:
            allowed |= {exchange.gave, exchange.got} - {None}  # type: ignore[arg-type]
        if pending is not None and pending.passes:
            allowed |= {pending.passes[seat]} - {None}  # type: ignore[arg-type]
        leaked = leaf_cards(qz.view(state, seat), list(secret - allowed))
        assert not leaked, f"seat {seat} sees {sorted(leaked)}"


def _shared_ties(state: qz.State) -> base.Outcome | None:
    """The checker expects every top scorer among the winners; Quatorze breaks ties (spec §6), so the
    checker gets the shared form and the tie-break is checked here against the scoring."""
    real = qz.outcome(state)
    if real is None:
        return None
    top = max(real.scores)
    tied = tuple(s for s, score in enumerate(real.scores) if score == top)
    assert set(real.winners) <= set(tied) and real.winners
    lowest = {s: final_score(state).players[s].lowest for s in tied}
    if len(tied) > 1 and any(v is not None for v in lowest.values()):
        best = min(v for v in lowest.values() if v is not None)
        assert set(real.winners) == {s for s, v in lowest.items() if v == best}
    assert all(real.rank_of(s) == 1 for s in real.winners)
    return base.Outcome(real.scores, tied)


RULES = SimpleNamespace(
    **{
        name: getattr(qz, name)
        for name in ("new_game", "to_act", "legal_actions", "apply", "view", "dump", "load")
    },
    outcome=_shared_ties,
)


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=lambda v: str(v))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_legal_games_keep_every_invariant(
    players: int, options: qz.Options, data: st.DataObject
) -> None:
    playout: Playout = data.draw(playouts(RULES, players, options, max_actions=MAX_ACTIONS))
    state = check_playout(
        RULES, playout, max_actions=MAX_ACTIONS, conservation=conserved_and_private, hidden_cards=hidden_cards
    )
    assert state.phase == "finished"


def test_the_module_is_a_complete_rules_object() -> None:
    assert (qz.id, qz.name, qz.min_players, qz.max_players) == ("quatorze", "Quatorze", 2, 4)
    assert qz.Options() == qz.Options(types="seven7s", custom_types="", count_any_type_in_column=False)
    rules: base.GameRules = qz  # type: ignore[assignment]
    assert callable(rules.new_game) and callable(rules.load)
