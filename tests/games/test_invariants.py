"""The shared invariant checker catches broken engines (so a green playout test means something)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from games.base import IllegalActionError
from tests.games.invariants import Playout, check_playout
from tests.support.games import game_for

RULES = game_for(3)  # any engine: the first that three can play


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
    return SimpleNamespace(**{name: getattr(RULES, name) for name in names} | overrides)


def test_a_correct_engine_passes() -> None:
    check_playout(RULES, first_legal_playout(RULES))


def test_a_public_view_showing_a_hand_is_caught() -> None:
    def leaky_view(state: Any, seat: int | None) -> dict[str, Any]:
        return RULES.view(state, seat) | {"peek": list(RULES.view(state, 0)["hand"])}

    with pytest.raises(AssertionError, match="shows hand cards"):
        check_playout(broken(view=leaky_view), first_legal_playout(RULES))


def test_an_engine_accepting_an_illegal_action_is_caught() -> None:
    """An engine that refuses nonsense but accepts a move once legal and no longer is still caught."""
    once_legal: set[str] = set()

    def recorded_legal_actions(state: Any, seat: int) -> list[str]:
        legal = RULES.legal_actions(state, seat)
        once_legal.update(legal)
        return legal

    def lax_apply(state: Any, seat: int, action: str) -> Any:
        try:
            return RULES.apply(state, seat, action)
        except IllegalActionError:
            if action in once_legal:
                return state, []
            raise

    with pytest.raises(AssertionError, match="could apply illegal action"):
        check_playout(
            broken(legal_actions=recorded_legal_actions, apply=lax_apply), first_legal_playout(RULES)
        )


def test_an_engine_that_is_not_deterministic_is_caught() -> None:
    calls = iter(range(10**6))

    def new_game(players: int, seed: int, options: Any = None) -> Any:
        return RULES.new_game(players, seed + next(calls) % 2, options)

    with pytest.raises(AssertionError, match="replaying the log"):
        check_playout(broken(new_game=new_game), first_legal_playout(RULES))
