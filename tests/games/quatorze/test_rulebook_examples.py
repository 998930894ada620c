"""The rulebook's worked examples (seed "Example of Play" and the anchor example), on its own table."""

from __future__ import annotations

import games.quatorze as qz
from games.quatorze.events import CardPlayed, CardsDrawn, CardTaken
from tests.games.quatorze.scenarios import act, column, game, of_kind, on_table

TYPES = ("AM", "DA", "PE", "LG", "NO", "DS", "QU")
# The table of the example: Old Age (AM7) and Mount Everest (PE7) lie on the Deadly Sins column; the
# most recent Days card is a 6; the Queens 5 and the Days 1 are anchors; a 7 Lucky Gods sits on its
# column; the Notes column has the 6 as anchor and the 4 on top, one away from the card before it.
TABLE = {
    "DS": ["DS2", "AM7", "PE7"],
    "DA": ["DA1", "DA6"],
    "QU": ["QU5"],
    "LG": ["LG2", "LG7"],
    "NO": ["NO6", "NO5", "NO4"],
    "AM": ["AM3", "AM1"],
    "PE": ["PE2", "PE3"],
}


def example() -> qz.State:
    state = game([["QU6", "QU1", "QU2"], ["NO3", "DS5", "DS6"]], "DA3", types=TYPES)
    return on_table(state, TABLE, draw_pile=["DS3", "DS4", "LG5", "LG6"])


def test_ages_of_man_and_peaks_go_on_any_column_without_its_power() -> None:
    state = game([["AM7", "QU1", "QU2"], ["PE7", "QU3", "QU4"]], "DS2", types=TYPES)
    events: list = []
    state = act(state, "play:AM7:DS", "play:PE7:DS", events=events)
    assert column(state, "DS") == ("DS2", "AM7", "PE7") and state.pending is None
    assert [e.power for e in of_kind(events, CardPlayed)] == [None, None]


def test_the_red_queens_6_is_wild_and_uses_the_lucky_gods_power_not_the_queens_power() -> None:
    state = example()
    assert qz.view(state, None)["wild_number"] == 6
    assert "play:QU6:LG" in qz.legal_actions(state, 0)
    events: list = []
    state = act(state, "play:QU6:LG", events=events)
    assert of_kind(events, CardPlayed) == [CardPlayed(0, "QU6", "LG", "wild", "LG", False, False)]
    assert qz.view(state, None)["decision"]["kind"] == "lucky_call"  # predict the next card


def test_a_3_notes_on_the_4_takes_any_non_anchor_card_and_draws_nothing() -> None:
    state = act(example(), "play:QU6:LG", "call:1")  # the next player's turn
    state = act(state, "play:NO3:NO")
    takes = qz.legal_actions(state, 1)
    assert "take:LG7" in takes
    for anchor in ("QU5", "DA1", "NO6", "DS2", "LG2", "AM3", "PE2", "NO3"):  # anchors and the card played
        assert f"take:{anchor}" not in takes
    events: list = []
    state = act(state, "take:LG7", events=events)
    assert of_kind(events, CardTaken) == [CardTaken(1, "LG7", "LG", "NO")]
    assert len(state.hands[1]) == 3 and of_kind(events, CardsDrawn) == []
