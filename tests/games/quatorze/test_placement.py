"""Where a card may go and which power fires (spec §3.1), and the wild colour and number (spec §3.2)."""

from __future__ import annotations

import games.quatorze as qz
from games.quatorze.events import CardPlayed, PowerFizzled
from tests.games.quatorze.scenarios import act, arrivals, column, game, of_kind, on_table, refused

# Red is wild from the start: the Colors column holds only the Colors 1, counted as played from a hand (the
# setup anchor itself would set no wild colour). Seat 0: SE5 (yellow), AM7 (red), LG4 (red); seat 1: DS3
# (blue), WO1 (violet), HV6 (orange).
RED_WILD = ([["SE5", "AM7", "LG4"], ["DS3", "WO1", "HV6"]], "CO1")


def red_wild(draws: tuple[str, ...] = ("AM1", "AM2", "CO2", "AM3")) -> qz.State:
    hands, anchor = RED_WILD
    return on_table(game(hands, anchor, draws), {"CO": ["CO1"]}, arrived={"CO": ["played"]})


def test_a_card_goes_on_its_own_column_and_wild_or_ages_cards_also_on_existing_ones() -> None:
    state = red_wild()
    assert qz.view(state, None)["wild_colour"] == "red"
    # SE5 only starts its own column; the red AM7 and LG4 may also go on the existing Colors column.
    assert qz.legal_actions(state, 0) == [
        "play:SE5:SE",
        "play:AM7:AM",
        "play:AM7:CO",
        "play:LG4:LG",
        "play:LG4:CO",
    ]


def test_a_card_starting_its_column_fires_its_own_power() -> None:
    events: list = []
    state = act(red_wild(), "play:SE5:SE", events=events)
    assert of_kind(events, CardPlayed) == [CardPlayed(0, "SE5", "SE", "own", "SE", True, False)]
    # Seas finds no top card that is not an anchor: nothing happens, the turn ends with a refill.
    assert of_kind(events, PowerFizzled) == [PowerFizzled(0, "SE", "nothing_to_take")]
    assert column(state, "SE") == ("SE5",) and state.hands[0] == ("AM7", "LG4", "AM1")
    assert qz.to_act(state) == (1,)


def test_cards_that_are_not_wild_only_go_on_their_own_column() -> None:
    state = act(red_wild(), "play:SE5:SE")
    assert qz.legal_actions(state, 1) == ["play:DS3:DS", "play:WO1:WO", "play:HV6:HV"]
    with refused(
        "DS3 can only go on its own Deadly Sins column: other columns take wild cards (the red colour) "
        "and Ages of Man or Peaks cards."
    ):
        qz.apply(state, 1, "play:DS3:SE")
    with refused("There is no Lucky Gods column yet: only a Lucky Gods card can start it."):
        qz.apply(state, 1, "play:DS3:LG")


def test_a_wild_card_fires_the_destination_power_and_not_its_own() -> None:
    # Seat 0 plays the red LG4 on the Wonders column: Wonders (three looks), not Lucky Gods (a call).
    state = act(red_wild(), "play:SE5:SE", "play:WO1:WO", "look:0:1", "look:0:2", "look:0:3")
    events: list = []
    state = act(state, "play:LG4:WO", events=events)
    assert of_kind(events, CardPlayed) == [CardPlayed(0, "LG4", "WO", "wild", "WO", False, False)]
    assert state.pending is not None and state.pending.kind == "wonders_look"


def test_a_wild_ages_card_chooses_power_or_no_power() -> None:
    state = act(red_wild(), "play:SE5:SE", "play:WO1:WO", "look:0:1", "look:0:2", "look:0:3")
    legal = qz.legal_actions(state, 0)
    # AM7 is red: as a wild card on a powered column it may fire the power or be placed without it.
    assert [a for a in legal if a.startswith("play:AM7")] == [
        "play:AM7:AM",
        "play:AM7:CO",
        "play:AM7:SE",
        "play:AM7:SE:nopower",
        "play:AM7:WO",
        "play:AM7:WO:nopower",
    ]
    events: list = []
    after = act(state, "play:AM7:WO:nopower", events=events)
    assert of_kind(events, CardPlayed) == [CardPlayed(0, "AM7", "WO", "anywhere", None, False, False)]
    assert after.pending is None and qz.to_act(after) == (1,)
    fired = act(state, "play:AM7:WO")
    assert fired.pending is not None and fired.pending.kind == "wonders_look"


def test_ages_of_man_goes_anywhere_without_power() -> None:
    # AM1 (orange) is not wild: on another column it fires nothing, so there is no :nopower twin.
    state = game([["AM1", "SE2", "SE3"], ["SE4", "SE5", "SE6"]], "WO4")
    assert qz.legal_actions(state, 0)[:2] == ["play:AM1:AM", "play:AM1:WO"]
    events: list = []
    state = act(state, "play:AM1:WO", events=events)
    assert of_kind(events, CardPlayed) == [CardPlayed(0, "AM1", "WO", "anywhere", None, False, False)]
    assert column(state, "WO") == ("WO4", "AM1") and qz.to_act(state) == (1,)


def test_peaks_goes_anywhere_without_power_like_ages_of_man() -> None:
    types = ("AM", "DA", "PE", "LG", "NO", "DS", "QU")
    state = game([["PE7", "QU1", "QU2"], ["QU3", "QU4", "QU5"]], "DS5", types=types)
    assert qz.legal_actions(state, 0)[:2] == ["play:PE7:PE", "play:PE7:DS"]
    state = act(state, "play:PE7:DS")
    assert column(state, "DS") == ("DS5", "PE7") and state.pending is None


def test_a_non_own_card_never_creates_a_column() -> None:
    state = game([["AM1", "SE2", "SE3"], ["SE4", "SE5", "SE6"]], "WO4")
    with refused("There is no Holy Virtues column yet: only a Holy Virtues card can start it."):
        qz.apply(state, 0, "play:AM1:HV")


def test_wild_cards_on_colors_or_days_have_no_effect() -> None:
    # Red is wild; the red LG4 played on the Colors column changes nothing: the wild colour stays red.
    events: list = []
    state = act(red_wild(), "play:LG4:CO", events=events)
    assert of_kind(events, CardPlayed) == [CardPlayed(0, "LG4", "CO", "wild", None, False, False)]
    assert qz.view(state, None)["wild_colour"] == "red" and state.pending is None


def test_the_wild_colour_is_the_topmost_colors_card_in_the_colors_column() -> None:
    state = act(red_wild(draws=("CO2", "AM2", "AM3", "AM4")), "play:AM7:CO")  # AM7 is red too
    assert qz.view(state, None)["wild_colour"] == "red"
    state = act(state, "play:WO1:WO", "look:0:1", "look:0:2", "look:0:3")
    state = act(state, "play:CO2:CO")  # the orange Colors 2 becomes the wild colour
    assert column(state, "CO") == ("CO1", "AM7", "CO2")
    assert qz.view(state, None)["wild_colour"] == "orange"
    assert "play:HV6:CO" in qz.legal_actions(state, 1)  # HV6 is orange


def test_a_days_anchor_sets_no_wild_number() -> None:
    types = ("AM", "DA", "PE", "LG", "NO", "DS", "QU")
    state = game([["QU6", "QU1", "QU2"], ["QU3", "QU4", "QU5"]], "DA6", types=types)
    assert arrivals(state, "DA") == ("setup",)
    assert qz.view(state, None)["wild_number"] is None
    assert [a for a in qz.legal_actions(state, 0) if a.startswith("play:QU6")] == ["play:QU6:QU"]


def test_a_colors_anchor_sets_no_wild_colour() -> None:
    # The game opens on the red Colors 1: nothing is wild until a Colors card is played there.
    state = game([["LG4", "CO3", "SE1"], ["DS1", "WO5", "HV2"]], "CO1", ["AM1", "AM2"])
    view = qz.view(state, None)
    assert (view["wild_colour"], view["wild_colour_card"]) == (None, None)
    assert [a for a in qz.legal_actions(state, 0) if a.startswith("play:LG4")] == ["play:LG4:LG"]  # red
    state = act(state, "play:CO3:CO")  # the yellow Colors 3, played from a hand, sets the wild colour
    view = qz.view(state, None)
    assert (view["wild_colour"], view["wild_colour_card"]) == ("yellow", "CO3")
    assert arrivals(state, "CO") == ("setup", "played")
    assert qz.legal_actions(state, 1)[:2] == ["play:DS1:DS", "play:DS1:CO"]  # DS1 is yellow


def test_a_played_colors_card_creating_its_column_sets_the_wild_colour() -> None:
    state = game([["CO6", "SE1", "SE2"], ["DS6", "WO5", "HV2"]], "AM1", ["AM2", "AM3"])
    state = act(state, "play:CO6:CO")
    assert arrivals(state, "CO") == ("played",) and qz.view(state, None)["wild_colour"] == "indigo"


def test_refusals_say_what_is_wrong() -> None:
    state = red_wild()
    with refused("You don't hold DS3."):
        qz.apply(state, 0, "play:DS3:DS")
    with refused("'XX9' is not a card; cards look like QU5 or AM7."):
        qz.apply(state, 0, "play:XX9:DS")
    with refused("'ZZ' is not a column; columns are named by type code, e.g. SE."):
        qz.apply(state, 0, "play:SE5:ZZ")
    with refused(
        "Only a wild Ages of Man or Peaks card placed on a column with a power can be played :nopower."
    ):
        qz.apply(state, 0, "play:AM7:CO:nopower")
    with refused("It is your turn to play a card: play:<card>:<column>, e.g. play:QU5:QU."):
        qz.apply(state, 0, "take:SE5")
    with refused("It is not your turn."):
        qz.apply(state, 1, "play:DS3:DS")


def test_the_wild_number_is_the_topmost_days_card_in_the_days_column() -> None:
    types = ("AM", "DA", "PE", "LG", "NO", "DS", "QU")
    state = game([["DA2", "QU5", "PE1"], ["QU2", "DA4", "QU3"]], "AM1", ["QU1", "QU4"], types=types)
    assert qz.view(state, None)["wild_number"] is None
    state = act(state, "play:DA2:DA")
    assert qz.view(state, None)["wild_number"] == 2
    assert "play:QU2:DA" in qz.legal_actions(state, 1) and "play:QU2:AM" in qz.legal_actions(state, 1)
    state = act(state, "play:QU2:DA")  # a wild card on Days: no effect, and not the Queens power
    assert column(state, "DA") == ("DA2", "QU2") and qz.view(state, None)["wild_number"] == 2
    assert state.pending is None
    state = act(state, "play:QU5:QU", "target:1", "play:DA4:DA")
    assert column(state, "DA") == ("DA2", "QU2", "DA4") and qz.view(state, None)["wild_number"] == 4
