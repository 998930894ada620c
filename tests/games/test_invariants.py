"""The shared invariant checker catches broken engines (so a green playout test means something)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

import games.quattro_tricks as qt
from games.base import IllegalActionError
from tests.games.invariants import Playout, check_playout


def first_legal_playout(rules: Any, players: int = 3, seed: int = 1) -> Playout:
    state = rules.new_game(players=players, seed=seed)
    log = []
    while acting := rules.to_act(state):
        action = rules.legal_actions(state, acting[0])[0]
        state, _ = rules.apply(state, acting[0], action)
        log.append((acting[0], action))
    return Playout(players, None, seed, tuple(log), True, rules.dump(state))


def broken(**overrides: Any) -> SimpleNamespace:
    names = ["new_game", "to_act", "legal_actions", "apply", "view", "outcome", "dump", "load"]
    return SimpleNamespace(**{name: getattr(qt, name) for name in names} | overrides)


def test_a_correct_engine_passes() -> None:
    check_playout(qt, first_legal_playout(qt))


def test_a_public_view_showing_a_hand_is_caught() -> None:
    def leaky_view(state: qt.State, seat: int | None) -> dict[str, Any]:
        return qt.view(state, seat) | {"peek": list(state.hands[0])}

    with pytest.raises(AssertionError, match="shows hand cards"):
        check_playout(broken(view=leaky_view), first_legal_playout(qt))


def test_an_engine_accepting_an_illegal_action_is_caught() -> None:
    def lax_apply(state: qt.State, seat: int, action: str) -> Any:
        try:
            return qt.apply(state, seat, action)
        except IllegalActionError:
            if action.startswith("play:") and state.phase == "playing":
                return state, []
            raise

    with pytest.raises(AssertionError, match="could apply illegal action"):
        check_playout(broken(apply=lax_apply), first_legal_playout(qt))


def test_an_engine_that_is_not_deterministic_is_caught() -> None:
    calls = iter(range(10**6))

    def new_game(players: int, seed: int, options: Any = None) -> qt.State:
        return qt.new_game(players, seed + next(calls) % 2, options)

    with pytest.raises(AssertionError, match="replaying the log"):
        check_playout(broken(new_game=new_game), first_legal_playout(qt))
