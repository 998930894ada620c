"""Quatorze's ``evolve`` is the fast copy games.fastcopy generates for its state (tests/games/test_fastcopy.py
checks that copy against ``dataclasses.replace``)."""

from __future__ import annotations

from games.quatorze.state import State, evolve


def test_quatorze_evolve_is_the_generated_copy() -> None:
    assert evolve is State._replace
