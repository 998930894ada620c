"""The game end (spec §5): a column's 7th card, by a play (sideways) or by a power (set aside), and the
safety net when nobody holds a card."""

from __future__ import annotations

from dataclasses import replace

import games.quatorze as qz
from games.quatorze.events import CardMoved, CardPlayed, CardsDrawn, GameEnded, SinPlaced, TurnSkipped
from games.quatorze.scoring import final_score
from tests.games.quatorze.scenarios import act, column, game, of_kind, refused

TYPES = ("AM", "CO", "DA", "PE", "NO", "PL", "SE")
# Two players grow the Ages of Man column (anchor AM1) to 6 cards in 5 turns.
SIX_AGES = ("play:AM2:AM", "play:AM3:AM", "play:AM4:AM", "play:AM5:AM", "play:AM6:AM")


def six_ages() -> qz.State:
    draws = ("SE1", "SE2", "SE3", "SE4", "SE5")
    state = game([["AM2", "AM4", "AM6"], ["AM3", "AM5", "AM7"]], "AM1", draws, types=TYPES)
    return act(state, *SIX_AGES)


def test_the_7th_card_played_from_hand_ends_the_game_sideways() -> None:
    state = six_ages()
    assert column(state, "AM") == ("AM1", "AM2", "AM3", "AM4", "AM5", "AM6")
    plays = qz.view(state, 1)["plays"]
    assert plays[0] == {
        "action": "play:AM7:AM", "card": "AM7", "column": "AM", "how": "own", "power": None, "creates": False,
        "ends": True,
    }  # fmt: skip
    events: list = []
    state = act(state, "play:AM7:AM", events=events)
    assert [type(e) for e in events] == [CardPlayed, GameEnded]  # nobody draws
    assert of_kind(events, GameEnded)[0] == GameEnded("played", "AM7", "AM", 1, (1, 0), (0,))
    assert state.phase == "finished" and qz.to_act(state) == ()
    assert column(state, "AM") == ("AM1", "AM2", "AM3", "AM4", "AM5", "AM6")  # the 7th is set aside
    score = final_score(state)
    assert score.ages == 6 and score.players[1].sideways == "AM7"
    assert [v.card for v in score.players[1].cards] == ["SE2", "SE4", "AM7"]


def test_the_game_ending_card_fires_no_power() -> None:
    # Every Seas card fires Seas on the way up; the 7th (SE6) fires nothing.
    state = game([["SE1", "SE3", "SE5"], ["SE2", "SE4", "SE6"]], "SE7", ["AM1", "AM2", "AM3"], types=TYPES)
    events: list = []
    state = act(
        state, "play:SE1:SE", "play:SE2:SE", "play:SE3:SE", "play:SE4:SE", "play:SE5:SE", events=events
    )
    assert [e.power for e in of_kind(events, CardPlayed)] == ["SE"] * 5
    events = []
    state = act(state, "play:SE6:SE", events=events)
    assert of_kind(events, CardPlayed)[0].power is None and [type(e) for e in events] == [
        CardPlayed,
        GameEnded,
    ]


def test_the_second_play_of_holy_virtues_can_end_the_game_sideways() -> None:
    types = ("AM", "CO", "DA", "PE", "NO", "HV", "SE")
    state = game(
        [["AM2", "AM4", "AM6"], ["AM3", "AM5", "AM7"]],
        "AM1",
        ["SE1", "HV1", "SE3", "SE4", "SE5"],
        types=types,
    )
    state = act(state, *SIX_AGES[:4])  # seat 1 now holds AM7, HV1, SE4
    state = act(state, "play:AM6:AM", "play:HV1:HV")
    events: list = []
    state = act(state, "play:AM7:AM", events=events)
    assert of_kind(events, CardPlayed)[0].second is True
    assert of_kind(events, GameEnded)[0].owner == 1
    assert final_score(state).players[1].sideways == "AM7"


def test_a_planes_move_of_the_7th_card_ends_the_game_and_scores_it_for_nobody() -> None:
    draws = ("AM6", "PL1", "SE1", "SE2", "SE3", "SE4", "SE5")
    state = game([["AM2", "AM4", "PE1"], ["AM3", "AM5", "PE2"]], "AM1", draws, types=TYPES)
    state = act(state, "play:AM2:AM", "play:AM3:AM", "play:AM4:AM", "play:AM5:AM")
    state = act(state, "play:PE1:PE", "play:PE2:PE", "play:AM6:AM", "play:PL1:PL")
    assert "move:PE:AM" in qz.legal_actions(state, 1)
    events: list = []
    state = act(state, "move:PE:AM", events=events)
    assert [type(e) for e in events] == [CardMoved, GameEnded]
    assert of_kind(events, GameEnded)[0].reason == "power"
    assert state.end is not None and (state.end.card, state.end.owner) == ("PE2", None)
    assert column(state, "AM") == ("AM1", "AM2", "AM3", "AM4", "AM5", "AM6")
    assert column(state, "PE") == ("PE1",)
    # The active player counts only the 2 cards in hand.
    assert [v.card for v in final_score(state).players[1].cards] == ["SE2", "SE4"]


def test_a_deadly_sins_discard_of_the_7th_card_ends_the_game_without_the_victims_redraw() -> None:
    types = ("AM", "DS", "PE", "CO", "DA", "NO", "QU")
    # Seat 1 draws three 2s: once the Days 2 is played, any of them is wild and may go on Ages of Man.
    draws = ("DS1", "PE2", "QU1", "NO2", "QU2", "CO2", "NO1")
    state = game([["AM2", "AM4", "AM6"], ["AM3", "AM5", "DA2"]], "AM1", draws, types=types)
    state = act(state, *SIX_AGES[:4], "play:AM6:AM", "play:DA2:DA", "play:DS1:DS", "target:1")
    discard = state.pending.discard  # type: ignore[union-attr]
    assert discard in ("PE2", "NO2", "CO2") and "place:AM" in qz.legal_actions(state, 0)
    events: list = []
    state = act(state, "place:AM", events=events)
    assert [type(e) for e in events] == [SinPlaced, GameEnded]
    assert of_kind(events, CardsDrawn) == [] and len(state.hands[1]) == 2
    score = final_score(state)
    # H = 1 (six Ages of Man cards); the wild number 2 makes QU2 worth 1; seat 0 leads the Queens. The
    # victim keeps its two other 2s, wild too.
    assert [(v.card, v.value) for v in score.players[0].cards] == [("QU1", 1), ("QU2", 1)]
    assert [v.value for v in score.players[1].cards] == [1, 1]
    assert score.totals == (4, 2)


def test_nobody_holding_a_card_ends_the_game() -> None:
    state = game([["SE1", "SE2", "SE3"], ["SE4", "SE5", "SE6"]], "AM1", types=TYPES)
    state = replace(state, hands=(("SE1",), ()), deck=())
    events: list = []
    state = act(state, "play:SE1:SE", events=events)
    assert of_kind(events, TurnSkipped) == []
    assert of_kind(events, GameEnded)[0].reason == "no_cards" and state.phase == "finished"


def test_a_player_without_cards_is_skipped() -> None:
    state = game([["SE1", "SE2", "SE3"], ["SE4", "SE5", "SE6"], ["AM2", "AM3", "AM4"]], "AM1", types=TYPES)
    state = replace(state, hands=(state.hands[0], (), state.hands[2]), deck=())
    events: list = []
    state = act(state, "play:SE1:SE", events=events)
    assert of_kind(events, TurnSkipped) == [TurnSkipped(1)] and qz.to_act(state) == (2,)


def test_after_the_end_nobody_acts() -> None:
    state = act(six_ages(), "play:AM7:AM")
    assert qz.legal_actions(state, 0) == [] == qz.legal_actions(state, 1)
    with refused("The game is over."):
        qz.apply(state, 0, "play:SE1:SE")
    assert qz.outcome(state) is not None
