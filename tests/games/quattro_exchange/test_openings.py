"""Openings (spec §3.4 OPEN, §5 opening_mode): secret and simultaneous by default, or 선 first."""

from __future__ import annotations

import games.quattro_exchange as qe
from games.base import Event
from games.quattro_exchange.events import CardsOpened, ExchangePhaseStarted, OpeningChosen
from tests.games.invariants import leaf_cards
from tests.games.quattro_exchange.scenarios import kept, refused, run


def test_both_players_choose_at_once_and_nobody_sees_a_choice_before_both_chose() -> None:
    state = kept()
    assert qe.to_act(state) == (0, 1)
    assert qe.legal_actions(state, 1) == ["open:S4", "open:D3", "open:H6", "open:C5"]
    state, events = qe.apply(state, 1, "open:H6")
    assert events == [OpeningChosen(round=1, seat=1)]
    assert qe.to_act(state) == (0,)
    public, other, mine = qe.view(state, None), qe.view(state, 0), qe.view(state, 1)
    assert public["open_chosen"] == [False, True] and public["opens"] == [[], []]
    assert not leaf_cards(public, ["H6"]) and not leaf_cards(other, ["H6"])
    assert mine["my_choice"] == "H6" and "H6" in mine["hand"]
    assert public["hand_sizes"] == [4, 4]


def test_a_submitted_choice_is_final() -> None:
    state = run(kept(), "0 open:S6")
    with refused(
        "You have chosen your card to open already; it is revealed when the other player has chosen."
    ):
        qe.apply(state, 0, "open:D5")
    assert qe.legal_actions(state, 0) == []


def test_both_cards_are_revealed_together_and_the_first_exchange_phase_starts_with_seat_0() -> None:
    events: list[Event] = []
    state = run(kept(), "0 open:S6", "1 open:H6", events=events)
    assert events == [
        OpeningChosen(round=1, seat=0),
        OpeningChosen(round=1, seat=1),
        CardsOpened(round=1, cards=((0, "S6"), (1, "H6")), auto=False),
        ExchangePhaseStarted(phase=1, first=0),
    ]
    public = qe.view(state, None)
    assert public["opens"] == [["S6"], ["H6"]] and public["hand_sizes"] == [3, 3]
    assert public["open_chosen"] == [False, False]
    assert (state.phase, state.round, qe.to_act(state)) == ("exchange", 1, (0,))


def test_sequential_openings_first_opens_face_up_then_second_sees_it() -> None:
    state = kept(opening_mode="sequential")
    assert qe.to_act(state) == (0,)
    state, events = qe.apply(state, 0, "open:S6")
    assert events == [CardsOpened(round=1, cards=((0, "S6"),), auto=False)]
    assert qe.view(state, 1)["opens"] == [["S6"], []]
    assert qe.to_act(state) == (1,)
    state, events = qe.apply(state, 1, "open:H6")
    assert events == [
        CardsOpened(round=1, cards=((1, "H6"),), auto=False),
        ExchangePhaseStarted(phase=1, first=0),
    ]


def test_sequential_later_openings_start_with_the_coming_phase_first_player() -> None:
    # Seat 0 stops first in phase 1, so seat 1 is 선 of phase 2 and opens first.
    state = run(kept(opening_mode="sequential"), "0 open:S6", "1 open:H6", "0 stop", "1 stop")
    assert (state.phase, state.round, state.first, qe.to_act(state)) == ("opening", 2, 1, (1,))
    with refused("It is not your turn."):
        qe.apply(state, 0, "open:D5")


def test_opening_refusals() -> None:
    state = kept()
    with refused("You don't hold ♠4."):
        qe.apply(state, 0, "open:S4")
    with refused("'X9' is not a card; cards look like S5, D2 or K0."):
        qe.apply(state, 0, "open:X9")
    with refused(
        "It is time to open a card, not to exchange. Choose one of your hidden cards (open:<card>)."
    ):
        qe.apply(state, 0, "exchange:1:S6")
    state = run(state, "0 open:S6", "1 open:H6", "0 stop", "1 stop")
    with refused("♠6 is already open; choose one of your hidden cards."):
        qe.apply(state, 0, "open:S6")
