"""Queens and Sages (spec §4): public answers about opponents' hands."""

from __future__ import annotations

from dataclasses import replace

import games.quatorze as qz
from games.quatorze.events import QueensAsked, SagesAnnounced
from tests.games.quatorze.scenarios import act, game, of_kind

TYPES = ("AM", "DA", "PE", "QU", "SA", "NO", "LU")


def three_players() -> qz.State:
    return game([["QU1", "SA2", "AM3"], ["QU2", "NO5", "NO6"], ["NO1", "NO3", "DA7"]], "AM1", types=TYPES)


def test_queens_asks_any_opponent_and_the_answer_is_public() -> None:
    state = act(three_players(), "play:QU1:QU")
    assert qz.legal_actions(state, 0) == ["target:1", "target:2"]
    events: list = []
    asked = act(state, "target:1", events=events)
    assert of_kind(events, QueensAsked) == [QueensAsked(seat=0, target=1, answer=True)]
    assert qz.to_act(asked) == (1,)
    events = []
    act(state, "target:2", events=events)
    assert of_kind(events, QueensAsked) == [QueensAsked(seat=0, target=2, answer=False)]


def test_queens_may_ask_an_opponent_without_cards() -> None:
    state = three_players()
    state = act(replace(state, hands=(state.hands[0], (), state.hands[2]), deck=()), "play:QU1:QU")
    assert qz.legal_actions(state, 0) == ["target:1", "target:2"]
    events: list = []
    act(state, "target:1", events=events)
    assert of_kind(events, QueensAsked) == [QueensAsked(seat=0, target=1, answer=False)]


def test_queens_with_two_players_is_still_an_explicit_choice() -> None:
    state = game([["QU1", "SA2", "AM3"], ["QU2", "NO5", "NO6"]], "AM1", types=TYPES)
    assert act(state, "play:QU1:QU").pending is not None
    assert qz.legal_actions(act(state, "play:QU1:QU"), 0) == ["target:1"]


def test_sages_announce_every_other_hand_sum_automatically() -> None:
    events: list = []
    state = act(three_players(), "play:SA2:SA", events=events)
    # Printed values only: seat 1 holds 2 + 5 + 6, seat 2 holds 1 + 3 + 7.
    assert of_kind(events, SagesAnnounced) == [SagesAnnounced(seat=0, sums=((1, 13), (2, 11)))]
    assert state.pending is None and qz.to_act(state) == (1,)
