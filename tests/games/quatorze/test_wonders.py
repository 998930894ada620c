"""Wonders (spec §4): three looks, one at a time, at the deck or opponents' hands, seen by the looker only."""

from __future__ import annotations

from dataclasses import replace

import games.quatorze as qz
from games.quatorze.events import CardsDrawn, DeckReordered, WondersLooked
from tests.games.quatorze.scenarios import act, game, of_kind, refused

HANDS = [["WO1", "SE2", "SE3"], ["HV1", "HV2", "HV3"], ["LG1", "LG2", "LG3"]]


def wonders(draws: tuple[str, ...] = ("AM4", "AM5", "AM6")) -> qz.State:
    return act(game(HANDS, "AM1", draws), "play:WO1:WO")


def test_the_first_look_may_be_the_deck_or_any_position_of_an_opponent() -> None:
    assert qz.legal_actions(wonders(), 0) == [
        "look:deck", "look:1:1", "look:1:2", "look:1:3", "look:2:1", "look:2:2", "look:2:3",
    ]  # fmt: skip


def test_three_looks_then_the_seen_deck_cards_go_back_in_a_chosen_order() -> None:
    events: list = []
    state = act(wonders(), "look:1:2", "look:deck", events=events)
    assert "look:1:2" not in qz.legal_actions(state, 0)  # each position once
    state = act(state, "look:deck", events=events)
    assert of_kind(events, WondersLooked) == [
        WondersLooked(0, 1, 2),
        WondersLooked(0, None, 1),
        WondersLooked(0, None, 2),
    ]
    assert qz.legal_actions(state, 0) == ["order:AM4,AM5", "order:AM5,AM4"]
    state = act(state, "order:AM5,AM4", events=events)
    assert of_kind(events, DeckReordered) == [DeckReordered(0, 2)]
    # The looker's refill then draws the new top card.
    assert state.hands[0] == ("SE2", "SE3", "AM5") and state.deck[:2] == ("AM4", "AM6")


def test_without_two_deck_cards_seen_there_is_no_order_step() -> None:
    state = act(wonders(), "look:deck", "look:2:1", "look:1:3")
    assert state.pending is None and qz.to_act(state) == (1,)


def test_the_cards_seen_are_only_in_the_lookers_view() -> None:
    state = act(wonders(), "look:1:2", "look:deck", "look:2:3")
    # The seen cards are where they were: HV2 is seat 1's card 2, AM4 the deck's top, LG3 seat 2's card 3.
    assert qz.view(state, 0)["looked"] == [
        {"seat": 1, "position": 2, "card": "HV2"},
        {"seat": 2, "position": 3, "card": "LG3"},
    ]  # AM4 was drawn by the looker's refill: no longer in the deck
    public = qz.view(state, None)
    assert "HV2" not in str(public) and "LG3" not in str(public) and "AM4" not in str(public)
    assert qz.view(state, 1)["looked"] == [] and "LG3" not in str(qz.view(state, 1))
    assert "HV2" not in str(qz.view(state, 2))


def test_the_looks_are_public_while_the_power_resolves() -> None:
    state = act(wonders(), "look:1:2", "look:deck")
    decision = qz.view(state, None)["decision"]
    assert decision["looks"] == [{"seat": 1, "position": 2}, {"seat": None, "position": 1}]
    assert decision["looks_left"] == 1


def test_looks_are_shown_until_the_lookers_next_turn_starts() -> None:
    state = act(wonders(), "look:1:2", "look:2:2", "look:2:3")
    state = act(state, "play:HV1:HV", "play:HV2:HV")  # seat 1: Holy Virtues twice
    assert [look["card"] for look in qz.view(state, 0)["looked"]] == ["LG2", "LG3"]  # HV2 was played
    state = act(state, "play:AM6:AM")  # seat 1's last play of the turn
    assert [look["card"] for look in qz.view(state, 0)["looked"]] == ["LG2", "LG3"]
    state = act(state, "play:LG1:LG", "call:1")  # seat 2
    assert qz.to_act(state) == (0,) and qz.view(state, 0)["looked"] == []


def test_fewer_cards_than_three_means_fewer_looks() -> None:
    state = game(HANDS[:2], "AM1")
    state = replace(state, hands=(state.hands[0], ("HV1",)), deck=("AM4",))
    state = act(state, "play:WO1:WO", "look:deck")
    with refused("Every card left in the deck has been seen: look at an opponent's card."):
        qz.apply(state, 0, "look:deck")
    events: list = []
    state = act(state, "look:1:1", events=events)
    assert state.pending is None and of_kind(events, CardsDrawn) == [CardsDrawn(0, 1)]
