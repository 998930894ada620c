"""Notes, Planes of Existence and Seas (spec §4): taking and moving cards on the table; anchors never move."""

from __future__ import annotations

import games.quatorze as qz
from games.quatorze.events import (
    CardMoved,
    CardPlayed,
    CardsDrawn,
    CardTaken,
    GameEnded,
    PowerFizzled,
    TakeSkipped,
)
from tests.games.quatorze.scenarios import act, arrivals, column, game, of_kind, on_table, refused

TYPES = ("AM", "CO", "DA", "PE", "NO", "PL", "SE")


def notes_game(
    seat0: list[str], seat1: list[str], draws: tuple[str, ...] = ("DA1", "DA2", "DA3", "DA4")
) -> qz.State:
    """Seat 0 opens with AM2 on the Ages of Man 1 anchor, so one non-anchor card lies on the table."""
    return act(game([["AM2", *seat0], seat1], "AM1", draws, types=TYPES), "play:AM2:AM")


# --- Notes -----------------------------------------------------------------------------------------
def test_the_first_notes_card_fires_and_takes_any_non_anchor_card() -> None:
    state = notes_game(["NO7", "NO5"], ["NO1", "PE2", "AM3"])
    events: list = []
    state = act(state, "play:NO1:NO", events=events)
    assert of_kind(events, CardPlayed)[0].power == "NO" and state.pending is not None
    assert qz.legal_actions(state, 1) == ["take:AM2", "skip"]  # not the anchors AM1, NO1
    events = []
    state = act(state, "take:AM2", events=events)
    assert of_kind(events, CardTaken) == [CardTaken(1, "AM2", "AM", "NO")]
    assert column(state, "AM") == ("AM1",) and state.hands[1] == ("PE2", "AM3", "AM2")
    assert of_kind(events, CardsDrawn) == []  # the take replaces the draw


def test_a_consecutive_note_fires_and_7_and_1_are_consecutive() -> None:
    state = act(notes_game(["NO7", "NO5"], ["NO1", "PE2", "AM3"]), "play:NO1:NO", "skip")
    events: list = []
    wrapped = act(state, "play:NO7:NO", events=events)
    assert of_kind(events, TakeSkipped) == [] and wrapped.pending is not None
    assert qz.legal_actions(wrapped, 0) == ["take:AM2", "skip"]  # not NO7, the card just played


def test_a_note_that_is_not_consecutive_does_nothing() -> None:
    state = act(notes_game(["NO7", "NO5"], ["NO1", "PE2", "AM3"]), "play:NO1:NO", "skip")
    events: list = []
    state = act(state, "play:NO5:NO", events=events)
    assert of_kind(events, PowerFizzled) == [PowerFizzled(0, "NO", "not_consecutive")]
    assert qz.to_act(state) == (1,)


def test_the_previous_card_is_the_top_card_whatever_its_type() -> None:
    draws = ("DA1", "DA2", "NO2", "DA4")
    state = act(notes_game(["NO7", "NO4"], ["NO1", "PE2", "AM3"], draws), "play:NO1:NO", "skip")
    state = act(state, "play:NO4:NO")  # 4 after 1: nothing
    state = act(state, "play:AM3:NO")  # Ages of Man anywhere: now the top card is AM3
    assert column(state, "NO") == ("NO1", "NO4", "AM3")
    state = act(state, "play:NO2:NO")  # 2 after the Ages of Man 3: consecutive
    assert qz.legal_actions(state, 0) == ["take:AM2", "take:NO4", "take:AM3", "skip"]


def test_notes_may_take_a_card_lower_in_a_column() -> None:
    state = act(notes_game(["NO5", "DA7"], ["AM3", "PE2", "NO6"]), "play:AM3:AM")
    assert column(state, "AM") == ("AM1", "AM2", "AM3")
    state = act(state, "play:NO5:NO")
    assert qz.legal_actions(state, 0) == ["take:AM2", "take:AM3", "skip"]
    state = act(state, "take:AM2")
    assert column(state, "AM") == ("AM1", "AM3")


def test_a_wild_card_on_the_notes_column_uses_the_notes_power() -> None:
    # The Colors 1, played, makes red wild; PL2 is red. Played on Notes after a 3, it is consecutive.
    state = game([["CO1", "NO3", "SE1"], ["AM3", "PL2", "SE2"]], "AM1", ["DA1", "DA2", "DA3"], types=TYPES)
    state = act(state, "play:CO1:CO", "play:AM3:AM", "play:NO3:NO", "skip")
    events: list = []
    state = act(state, "play:PL2:NO", events=events)
    assert of_kind(events, CardPlayed) == [CardPlayed(1, "PL2", "NO", "wild", "NO", False, False)]
    assert qz.legal_actions(state, 1) == ["take:AM3", "skip"]  # Notes, not Planes


def test_notes_with_nothing_to_take_does_nothing() -> None:
    state = game([["NO3", "SE1", "SE2"], ["SE3", "SE4", "SE5"]], "AM1", types=TYPES)
    events: list = []
    state = act(state, "play:NO3:NO", events=events)
    assert of_kind(events, PowerFizzled) == [PowerFizzled(0, "NO", "nothing_to_take")]


def test_notes_refusal() -> None:
    state = act(notes_game(["NO7", "NO5"], ["NO1", "PE2", "AM3"]), "play:NO1:NO")
    with refused("Notes: take a card that is not an anchor (take:<card>), or skip."):
        qz.apply(state, 1, "take:AM1")


# --- Planes of Existence -------------------------------------------------------------------------
def planes_game() -> qz.State:
    state = game([["AM2", "PL3", "PE1"], ["PE4", "PE2", "SE5"]], "AM1", ["PL5", "DA1", "DA2"], types=TYPES)
    return act(state, "play:AM2:AM", "play:PE4:PE", "play:PL3:PL")


def test_planes_moves_a_top_card_to_another_column() -> None:
    state = planes_game()
    # Only AM2 is a top card that is no anchor; PL3 was just played (and is an anchor).
    assert qz.legal_actions(state, 0) == ["move:AM:PE", "move:AM:PL"]
    events: list = []
    state = act(state, "move:AM:PE", events=events)
    assert of_kind(events, CardMoved) == [CardMoved(0, "AM2", "AM", "PE")]
    assert column(state, "AM") == ("AM1",) and column(state, "PE") == ("PE4", "AM2")
    assert qz.to_act(state) == (1,)


def test_planes_may_move_the_planes_card_just_played() -> None:
    state = act(planes_game(), "move:AM:PE", "play:PE2:PE")
    state = act(state, "play:PL5:PL")  # the PL column is now PL3, PL5: PL5 is a top card, not an anchor
    assert qz.legal_actions(state, 0) == ["move:PE:AM", "move:PE:PL", "move:PL:AM", "move:PL:PE"]
    state = act(state, "move:PL:AM")
    assert column(state, "PL") == ("PL3",) and column(state, "AM") == ("AM1", "PL5")
    assert arrivals(state, "AM") == ("setup", "moved")


def test_planes_may_move_the_planes_card_just_played_as_a_7th_card() -> None:
    state = game([["PL5", "SE1", "SE2"], ["SE3", "SE4", "SE5"]], "AM1", types=TYPES)
    six = {"AM": ["AM1", "AM2", "AM3", "AM4", "AM5", "AM6"], "PL": ["PL3"]}
    events: list = []
    state = act(on_table(state, six), "play:PL5:PL", "move:PL:AM", events=events)
    assert of_kind(events, CardMoved) == [CardMoved(0, "PL5", "PL", "AM")]
    assert of_kind(events, GameEnded)[0].reason == "power"
    assert state.end is not None and (state.end.card, state.end.owner) == ("PL5", None)
    assert column(state, "AM") == tuple(six["AM"]) and column(state, "PL") == ("PL3",)


def test_planes_with_nothing_movable_does_nothing() -> None:
    state = game([["PL3", "SE1", "SE2"], ["SE3", "SE4", "SE5"]], "AM1", types=TYPES)
    events: list = []
    act(state, "play:PL3:PL", events=events)
    assert of_kind(events, PowerFizzled) == [PowerFizzled(0, "PL", "nothing_to_move")]


def test_moving_the_wild_colors_card_away_leaves_no_wild_above_the_anchor() -> None:
    state = game([["CO2", "PL3", "SE1"], ["AM3", "SE2", "SE3"]], "CO1", ["DA1", "DA2"], types=TYPES)
    state = act(state, "play:CO2:CO", "play:AM3:AM")
    assert qz.view(state, None)["wild_colour"] == "orange"
    state = act(state, "play:PL3:PL", "move:CO:AM")
    assert column(state, "AM") == ("AM3", "CO2")
    # Only the red Colors 1 is left, and it is the setup anchor: it sets no wild colour.
    assert column(state, "CO") == ("CO1",) and qz.view(state, None)["wild_colour"] is None


def test_taking_the_wild_colors_card_away_the_next_played_one_below_counts() -> None:
    state = game([["SE3", "SE1", "SE2"], ["SE4", "SE5", "SE6"]], "CO1", types=TYPES)
    state = on_table(state, {"CO": ["CO1", "CO2", "CO4"], "SE": ["SE7"]})  # CO2 and CO4 were played
    assert qz.view(state, None)["wild_colour"] == "green"
    state = act(state, "play:SE3:SE", "take:CO4")
    assert column(state, "CO") == ("CO1", "CO2")
    view = qz.view(state, None)
    assert (view["wild_colour"], view["wild_colour_card"]) == ("orange", "CO2")


def test_a_days_card_moved_onto_days_by_planes_does_not_set_the_wild_number() -> None:
    state = game([["PL3", "SE1", "SE2"], ["SE3", "SE4", "SE5"]], "AM1", types=TYPES)
    state = on_table(state, {"AM": ["AM1", "DA5"], "DA": ["DA2"], "PL": ["PL1"]})  # DA2 was played
    assert qz.view(state, None)["wild_number"] == 2
    state = act(state, "play:PL3:PL", "move:AM:DA")
    assert column(state, "DA") == ("DA2", "DA5") and arrivals(state, "DA") == ("played", "moved")
    view = qz.view(state, None)
    assert (view["wild_number"], view["wild_number_card"]) == (2, "DA2")


# --- Seas ----------------------------------------------------------------------------------------
def test_seas_takes_the_top_card_of_another_column() -> None:
    state = game([["AM2", "SE3", "PE1"], ["PE4", "SE4", "PE2"]], "AM1", ["DA1", "DA2", "DA3"], types=TYPES)
    state = act(state, "play:AM2:AM", "play:PE4:PE", "play:SE3:SE")
    assert qz.legal_actions(state, 0) == ["take:AM2"]
    events: list = []
    state = act(state, "take:AM2", events=events)
    assert of_kind(events, CardTaken) == [CardTaken(0, "AM2", "AM", "SE")]
    assert of_kind(events, CardsDrawn) == [] and len(state.hands[0]) == 3


def test_seas_never_takes_from_the_column_just_played_on() -> None:
    state = game([["AM2", "SE3", "PE1"], ["PE4", "SE4", "PE2"]], "AM1", ["DA1", "DA2", "DA3"], types=TYPES)
    state = act(state, "play:AM2:AM", "play:PE2:PE", "play:SE3:SE", "take:AM2", "play:PE4:PE")
    state = act(state, "play:AM2:SE")  # seat 0 puts AM2 on Seas
    state = act(state, "play:SE4:SE")  # seat 1: the Seas column's top is SE4; the other top is PE4
    assert qz.legal_actions(state, 1) == ["take:PE4"]


def test_seas_with_nothing_to_take_does_nothing_and_refills() -> None:
    state = game([["SE3", "SE1", "SE2"], ["SE4", "SE5", "SE6"]], "AM1", ["DA1"], types=TYPES)
    events: list = []
    state = act(state, "play:SE3:SE", events=events)
    assert of_kind(events, PowerFizzled) == [PowerFizzled(0, "SE", "nothing_to_take")]
    assert of_kind(events, CardsDrawn) == [CardsDrawn(0, 1)]
