"""Deadly Sins (spec §4): a random card of a chosen opponent goes onto the columns, without its power."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import games.quatorze as qz
from games.quatorze.events import CardsDrawn, PowerFizzled, SinCommitted, SinPlaced
from tests.games.quatorze.scenarios import act, arrivals, column, game, of_kind, on_table, refused


def sins_game(victim: list[str], seed: int = 1, types: tuple[str, ...] | None = None) -> qz.State:
    """Seat 0 holds the Deadly Sins 1; the Ages of Man 1 anchor makes nothing wild."""
    extra = {"types": types} if types else {}
    return game(
        [["DS1", "SE2", "SE3"], victim, ["SE4", "SE5", "SE6"]],
        "AM1",
        ["WO1", "WO2", "WO3"],
        seed=seed,
        **extra,
    )


def test_the_target_is_an_opponent_holding_a_card_chosen_explicitly() -> None:
    state = act(sins_game(["HV1", "HV2", "HV3"]), "play:DS1:DS")
    assert qz.legal_actions(state, 0) == ["target:1", "target:2"]
    assert qz.view(state, None)["decision"] | {} == {
        "kind": "sins_target", "seat": 0, "power": "DS", "column": "DS", "card": "DS1", "targets": [1, 2],
    }  # fmt: skip


def test_a_random_card_is_shown_and_goes_on_its_own_column_creating_it() -> None:
    events: list = []
    state = act(sins_game(["HV1", "HV2", "HV3"]), "play:DS1:DS", "target:1", events=events)
    (sin,) = of_kind(events, SinCommitted)
    assert sin.seat == 0 and sin.victim == 1 and sin.card in ("HV1", "HV2", "HV3")
    # Not wild, not Ages of Man: nothing to decide, it starts the Holy Virtues column; no power fires.
    assert of_kind(events, SinPlaced) == [SinPlaced(0, 1, sin.card, "HV", True)]
    assert column(state, "HV") == (sin.card,) and state.pending is None
    # The victim draws at once, then the active player refills; seat 1 plays next.
    assert of_kind(events, CardsDrawn) == [CardsDrawn(1, 1), CardsDrawn(0, 1)]
    assert state.hands[1] == (*(c for c in ("HV1", "HV2", "HV3") if c != sin.card), "WO1")
    assert qz.to_act(state) == (1,)


def test_the_card_is_uniformly_random_from_the_seed() -> None:
    picked = set()
    for seed in range(12):
        events: list = []
        act(sins_game(["HV1", "HV2", "HV3"], seed=seed), "play:DS1:DS", "target:1", events=events)
        card = of_kind(events, SinCommitted)[0].card
        assert card == ("HV1", "HV2", "HV3")[random.Random(f"{seed}:sins:0").randrange(3)]
        picked.add(card)
    assert picked == {"HV1", "HV2", "HV3"}


PEAKS_TYPES = ("AM", "DS", "PE", "SE", "WO", "QU", "NO")


def test_an_ages_of_man_discard_may_be_placed_on_any_column() -> None:
    state = act(sins_game(["AM2", "AM3", "AM4"]), "play:DS1:DS", "target:1")
    assert qz.legal_actions(state, 0) == ["place:AM", "place:DS"]
    discard = state.pending.discard  # type: ignore[union-attr]
    assert qz.view(state, None)["decision"]["discard"] == discard
    events: list = []
    state = act(state, "place:DS", events=events)
    assert column(state, "DS") == ("DS1", discard)
    assert of_kind(events, SinPlaced) == [SinPlaced(0, 1, discard, "DS", False)]
    assert state.pending is None and qz.to_act(state) == (1,)  # no power fired
    assert arrivals(state, "DS") == ("played", "discarded")


@pytest.mark.parametrize("peaks_column", [False, True])
def test_a_peaks_discard_goes_to_the_peaks_column(peaks_column: bool) -> None:
    # Unlike a Peaks card played from a hand, a discarded one is no "anywhere" card: nothing to decide.
    state = sins_game(["PE2", "PE3", "PE4"], types=PEAKS_TYPES)
    if peaks_column:
        state = on_table(state, {"AM": ["AM1"], "PE": ["PE7"]})
    events: list = []
    state = act(state, "play:DS1:DS", "target:1", events=events)
    (sin,) = of_kind(events, SinCommitted)
    assert of_kind(events, SinPlaced) == [SinPlaced(0, 1, sin.card, "PE", not peaks_column)]
    assert column(state, "PE") == (("PE7",) if peaks_column else ()) + (sin.card,)
    assert column(state, "DS") == ("DS1",) and qz.to_act(state) == (1,)


def test_a_wild_peaks_discard_may_be_placed_on_any_column() -> None:
    # The Colors 1 was played: red is wild, and the victim's only card is the red Peaks 3.
    types = ("AM", "CO", "DS", "PE", "SE", "WO", "NO")
    state = sins_game(["PE3", "PE4", "PE5"], types=types)
    hands = [state.hands[0], ["PE3"], state.hands[2]]
    state = act(on_table(state, {"AM": ["AM1"], "CO": ["CO1"]}, hands=hands), "play:DS1:DS", "target:1")
    assert qz.legal_actions(state, 0) == ["place:PE", "place:AM", "place:CO", "place:DS"]


def test_a_wild_card_may_be_placed_on_any_column() -> None:
    # Seat 0's Colors 3, played, makes yellow wild: the victim's SE5, HV7 and LG6 are all yellow.
    state = game([["CO3", "DS1", "SE2"], ["SE5", "HV7", "WO6"]], "AM1", ["AM2", "LG6"])
    state = act(state, "play:CO3:CO", "play:WO6:WO", "look:0:1", "look:0:2", "look:0:3")
    state = act(state, "play:DS1:DS", "target:1")
    own = state.pending.discard[:2]  # type: ignore[index]
    places = ["place:AM", "place:CO", "place:WO", "place:DS"]
    assert qz.legal_actions(state, 0) == [f"place:{own}", *(p for p in places if p != f"place:{own}")]


def test_a_colors_card_discarded_onto_colors_does_not_set_the_wild_colour() -> None:
    # Seat 0 plays the yellow Colors 3, seat 1 the blue Colors 5: blue is wild. The victim then holds only
    # Colors cards that are not blue, so the discard goes to the Colors column, on top, and sets nothing.
    state = game([["CO3", "DS1", "SE2"], ["CO5", "CO6", "CO7"]], "AM1", ["AM2", "CO2", "AM3"])
    state = act(state, "play:CO3:CO", "play:CO5:CO", "play:DS1:DS", "target:1")
    cards = column(state, "CO")
    assert cards[:2] == ("CO3", "CO5") and cards[2] in ("CO2", "CO6", "CO7")
    assert arrivals(state, "CO") == ("played", "played", "discarded")
    view = qz.view(state, None)
    assert (view["wild_colour"], view["wild_colour_card"]) == ("blue", "CO5")


def test_refusals() -> None:
    state = act(sins_game(["HV1", "HV2", "HV3"]), "play:DS1:DS")
    with refused("Deadly Sins: choose an opponent holding a card (target:<seat>)."):
        qz.apply(state, 0, "target:0")
    emptied = replace(state, hands=(state.hands[0], (), state.hands[2]))
    with refused("That player holds no card: choose an opponent who holds one."):
        qz.apply(emptied, 0, "target:1")


def test_with_no_opponent_holding_a_card_nothing_happens() -> None:
    # Reachable only once the deck is empty: built directly from a dealt state.
    state = sins_game(["HV1", "HV2", "HV3"])
    state = replace(state, hands=(state.hands[0], (), ()), deck=())
    events: list = []
    state = act(state, "play:DS1:DS", events=events)
    assert of_kind(events, PowerFizzled) == [PowerFizzled(0, "DS", "no_target")]
    assert qz.to_act(state) == (0,)  # the others hold nothing: their turns are skipped
