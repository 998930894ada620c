"""Views (docs/views-four-seasons.md): exact keys, JSON-able, what is public and what stays secret."""

from __future__ import annotations

import json
from dataclasses import fields, replace

import games.four_seasons as fs
from games.base import Event
from games.four_seasons import events as ev
from tests.games.four_seasons.scenarios import (
    ENRICO,
    KARIN,
    PETER,
    RULEBOOK_BIDS,
    RULEBOOK_BONUS,
    RULEBOOK_TRICKS,
    TAMARA,
    bid_all,
    decide_bonus,
    play_tricks,
    rulebook_game,
)

PUBLIC_KEYS = {
    "game", "phase", "players", "round", "dealer", "trick_no", "tricks_per_round", "bid_cards", "target",
    "to_act", "scores", "hand_sizes", "turn_up", "trump", "has_bid", "reveals", "best_reveal", "bonus",
    "bonus_bid", "shown_bids", "leader", "trick", "named", "led", "last_trick", "tricks_won", "teams",
    "winners", "round_history", "options",
}  # fmt: skip
SEAT_KEYS = PUBLIC_KEYS | {"seat", "hand", "legal", "my_bid_cards", "my_bid", "partner", "partner_bid_cards",
                           "partner_bid"}  # fmt: skip


def playing(tricks: int) -> fs.State:
    state = decide_bonus(bid_all(rulebook_game(), RULEBOOK_BIDS), RULEBOOK_BONUS)
    return play_tricks(state, RULEBOOK_TRICKS[:tricks])


def test_views_have_exactly_the_documented_keys_and_are_json() -> None:
    state = playing(2)
    public, mine = fs.view(state, None), fs.view(state, KARIN)
    assert set(public) == PUBLIC_KEYS and set(mine) == SEAT_KEYS
    assert json.loads(json.dumps(public)) == public and json.loads(json.dumps(mine)) == mine


def test_the_public_view_at_the_start() -> None:
    view = fs.view(rulebook_game(), None)
    assert view == {
        "game": "four-seasons",
        "phase": "bidding",
        "players": 4,
        "round": 1,
        "dealer": PETER,
        "trick_no": 0,
        "tricks_per_round": 7,
        "bid_cards": 2,
        "target": 50,
        "to_act": [0, 1, 2, 3],
        "scores": [0, 0, 0, 0],
        "hand_sizes": [9, 9, 9, 9],
        "turn_up": "Y1",
        "trump": "Y",
        "has_bid": [False, False, False, False],
        "reveals": [None, None, None, None],
        "best_reveal": None,
        "bonus": None,
        "bonus_bid": None,
        "shown_bids": [[], [], [], []],
        "leader": None,
        "trick": [],
        "named": None,
        "led": None,
        "last_trick": None,
        "tricks_won": [0, 0, 0, 0],
        "teams": None,
        "winners": [],
        "round_history": [],
        "options": {"variant": "standard", "bonus_bids": True, "butterfly_may_bid": False},
    }


def test_a_seat_sees_its_hand_its_bid_and_its_legal_actions() -> None:
    state, _ = fs.apply(rulebook_game(), KARIN, RULEBOOK_BIDS[KARIN])
    mine = fs.view(state, KARIN)
    assert mine["hand"] == ["R1", "R2", "Y6", "Y7", "Y8", "Y9", "BF"]
    assert mine["my_bid_cards"] == ["G7", "R3"] and mine["my_bid"] == 4 and mine["legal"] == []
    assert mine["partner"] is None and mine["partner_bid_cards"] == [] and mine["partner_bid"] is None
    other = fs.view(state, PETER)
    assert other["my_bid_cards"] == [] and other["my_bid"] is None and len(other["legal"]) == 72


def test_during_play_the_current_trick_and_counts_are_public_completed_tricks_face_down() -> None:
    state = play_tricks(playing(2), ["R7"])
    public = fs.view(state, None)
    assert public["phase"] == "playing" and public["trick_no"] == 3 and public["leader"] == TAMARA
    assert public["trick"] == [[TAMARA, "R7"]] and public["led"] == "R"
    assert public["tricks_won"] == [0, 0, 0, 2]
    assert public["last_trick"] is None  # gathered once the next trick was led
    for card in ("G5", "Y2", "G2", "R9", "R4", "R5", "R1"):  # earlier tricks are not shown
        assert card not in json.dumps(public)


def test_the_trick_just_completed_stays_visible_until_the_next_lead() -> None:
    public = fs.view(playing(2), None)
    assert public["last_trick"] == {
        "no": 2,
        "cards": [[TAMARA, "R9"], [PETER, "R4"], [ENRICO, "R5"], [KARIN, "R1"]],
        "named": None,
        "winner": TAMARA,
        "card": "R9",
    }


def test_hands_and_unrevealed_bid_cards_never_show_in_public() -> None:
    state = playing(1)
    text = json.dumps(fs.view(state, None))
    for seat in range(4):
        for card in state.hands[seat]:
            assert f'"{card}"' not in text
    assert '"R3"' not in text and '"G9"' not in text and '"B2"' not in text  # unrevealed bid cards
    assert '"G7"' in text and '"R8"' in text and '"G1"' in text  # revealed top card, BONUS bid


def test_after_a_round_the_history_has_numbers_but_no_cards() -> None:
    state = rulebook_game()
    state = play_tricks(decide_bonus(bid_all(state, RULEBOOK_BIDS), RULEBOOK_BONUS), RULEBOOK_TRICKS)
    public = fs.view(state, None)
    assert public["round_history"] == [
        {
            "round": 1,
            "dealer": PETER,
            "trump": "Y",
            "bonus": TAMARA,
            "bids": [1, 0, 4, 4],
            "tricks": [0, 0, 4, 3],
            "made": [False, True, True, False],
            "points": [6, 9, 13, 3],
            "scores": [6, 9, 13, 3],
        }
    ]
    assert public["phase"] == "bidding" and public["shown_bids"] == [[], [], [], []]


def test_the_finished_view_shows_every_bid() -> None:
    state = replace(rulebook_game(), scores=(0, 0, 45, 0))
    state = play_tricks(decide_bonus(bid_all(state, RULEBOOK_BIDS), RULEBOOK_BONUS), RULEBOOK_TRICKS)
    public = fs.view(state, None)
    assert public["phase"] == "finished" and public["to_act"] == []
    assert public["shown_bids"] == [["G9", "B1"], ["B2", "B3"], ["G7", "R3"], ["R8", "G1"]]
    assert public["hand_sizes"] == [0, 0, 0, 0] and public["winners"] == [KARIN]


def test_the_team_view_names_the_teams() -> None:
    view = fs.view(rulebook_game(variant="team"), None)
    assert view["teams"] == [[0, 2], [1, 3]] and view["target"] == 50
    assert fs.view(rulebook_game(variant="profi"), None)["target"] == 77


def test_events_are_documented_and_json() -> None:
    documented = {
        ev.RoundStarted: ["round", "dealer", "turn_up", "trump"],
        ev.BidMade: ["seat"],
        ev.TopCardRevealed: ["seat", "card", "best"],
        ev.BonusPassed: ["seat"],
        ev.BonusDecided: ["seat", "cards", "bid"],
        ev.CardPlayed: ["seat", "card", "named"],
        ev.TrickWon: ["trick", "winner", "card", "cards", "named"],
        ev.RoundScored: ["round", "bonus", "lines", "teams", "points", "scores"],
        ev.GameEnded: ["scores", "winners"],
    }
    for cls, names in documented.items():
        assert [f.name for f in fields(cls)] == names
    assert [f.name for f in fields(ev.ScoreLine)] == [
        "seat", "cards", "bid", "tricks", "made", "trick_points", "bid_points", "bonus_points", "points",
    ]  # fmt: skip
    assert [f.name for f in fields(ev.TeamLine)] == ["seats", "bid", "tricks", "premium", "points"]
    events: list[Event] = []
    state = bid_all(rulebook_game(), RULEBOOK_BIDS, events)
    state = decide_bonus(state, RULEBOOK_BONUS, events)
    play_tricks(state, RULEBOOK_TRICKS, events)
    kinds = {type(e) for e in events}
    assert kinds == set(documented) - {ev.GameEnded}
    for event in events:
        json.dumps(event.to_dict())
