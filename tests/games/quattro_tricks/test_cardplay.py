"""The fast steps give exactly what the plain ones give (bench/HISTORY.md: "Issue 18: Quattro
Trick-Taking's card play in one copy").

``apply`` plays a card through ``cardplay.card_play`` (a table of action texts, one mutable twin, rank
tables): in every card-play position of random games it must give what the plain step ``play.play``
gives (the trick kit's ``games.tricks.play``) for every card play text of the deck, junk and a bool
seat: the same dump bytes, state and events, or the same refusal. ``legal_actions`` reads the led
colour's plays from a table: it must list what ``cards.legal_cards`` allows, in hand order. ``to_act``
remembers its last answer by state identity, which two interleaved games must not confuse."""

from __future__ import annotations

import random
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

import games.quattro_tricks as qt
from games.base import Event, IllegalActionError
from games.quattro_tricks.cardplay import PLAYED
from games.quattro_tricks.cards import PLAY_ACTION, legal_cards
from games.quattro_tricks.play import play
from games.quattro_tricks.state import PLAYING

CUSTOM_RULES = ["none", "set_selection", "starting_choice"]
JUNK: list[object] = ["play:", "play:ZZ", "play:R13", "play:r1", "play:R1 ", "R1", "bid:chips:none", "pass"]


def outcome_of(
    apply: Callable[..., tuple[qt.State, list[Event]]], state: qt.State, seat: object, action: object
) -> object:
    try:
        after, events = apply(state, seat, action)
    except IllegalActionError as refusal:
        return ("refused", str(refusal), refusal.template, refusal.params)
    return qt.dump(after), after, repr(events)


@settings(max_examples=12, deadline=None)
@given(
    players=st.sampled_from([3, 4]), custom_rule=st.sampled_from(CUSTOM_RULES), seed=st.integers(0, 10_000)
)
def test_a_card_play_gives_what_the_plain_step_gives(players: int, custom_rule: str, seed: int) -> None:
    rng = random.Random(seed)
    state = qt.new_game(players=players, seed=seed, options=qt.Options(custom_rule=custom_rule))
    checked = 0
    while seats := qt.to_act(state):
        seat = rng.choice(seats)
        if state.phase == PLAYING:
            for action in (*PLAYED[seat], *JUNK):
                assert outcome_of(qt.apply, state, seat, action) == outcome_of(play, state, seat, action)
            if seat == 1:  # a bool seat goes the plain way, and keeps its type in the events
                action = rng.choice(qt.legal_actions(state, seat))
                assert outcome_of(qt.apply, state, True, action) == outcome_of(play, state, True, action)
            hand = state.hands[seat]
            led = state.trick[0][1][0] if state.trick else None
            assert qt.legal_actions(state, seat) == [PLAY_ACTION[card] for card in legal_cards(hand, led)]
            checked += 1
        state, _ = qt.apply(state, seat, rng.choice(qt.legal_actions(state, seat)))
    assert checked > 100  # every round's 12 tricks


def test_the_remembered_seats_belong_to_their_state() -> None:
    first = qt.new_game(players=3, seed=1)
    assert qt.to_act(first) == (0,)  # the A holder starts round 1's bidding
    second, _ = qt.apply(first, 0, qt.legal_actions(first, 0)[0])
    assert qt.to_act(second) == (1,)
    assert qt.legal_actions(first, 1) == []  # asked about the first state after the second's answer
    assert qt.legal_actions(first, 0) != []
    try:
        qt.apply(first, 1, qt.legal_actions(second, 1)[0])
    except IllegalActionError as refusal:
        assert refusal.template == "It is not your turn."
    else:
        raise AssertionError("seat 1 played out of turn")
