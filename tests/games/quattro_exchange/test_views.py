"""Views (docs/views-quattro-exchange.md): exact keys, JSON-able, spec §4 visibility, the final result."""

from __future__ import annotations

import json
from dataclasses import fields

import games.quattro_exchange as qe
from games.base import Event
from games.quattro_exchange import events as ev
from tests.games.invariants import leaf_cards
from tests.games.quattro_exchange.scenarios import kept, opened, run, start

PUBLIC_KEYS = {
    "game", "phase", "players", "round", "openings", "exchange_phases", "to_act", "scores", "hand_sizes",
    "opens", "mulligans", "max_mulligans", "mulligan_done", "open_chosen", "first", "virtuals", "visited",
    "virtual_players", "stops", "may_stop", "history", "result", "options", "last_turns",
}  # fmt: skip
SEAT_KEYS = PUBLIC_KEYS | {"seat", "hand", "legal", "my_choice", "received"}


def finished() -> tuple[qe.State, list[Event]]:
    events: list[Event] = []
    state = run(opened(kept(), "S6", "H6"), "0 stop", "1 stop", events=events)
    state = run(opened(state, "D5", "C5"), "1 stop", "0 stop", events=events)
    state = opened(state, "H4", "S4")
    while qe.to_act(state):
        (seat,) = qe.to_act(state)
        state, new = qe.apply(state, seat, qe.legal_actions(state, seat)[0])
        events += new
    return state, events


def test_views_have_exactly_the_documented_keys_and_are_json() -> None:
    for state in (start(), kept(), opened(kept(), "S6", "H6"), finished()[0]):
        public, mine = qe.view(state, None), qe.view(state, 1)
        assert set(public) == PUBLIC_KEYS and set(mine) == SEAT_KEYS
        assert json.loads(json.dumps(public)) == public and json.loads(json.dumps(mine)) == mine


def test_before_the_virtual_deal_there_are_no_virtual_players_to_show() -> None:
    public = qe.view(start(), None)
    assert public["virtuals"] == [] and public["visited"] == [[], []]
    assert public["mulligans"] == [0, 0] and public["mulligan_done"] == [False, False]
    assert not leaf_cards(public, ["S6", "D5", "H4", "C3", "S5", "K0"])


def test_virtual_players_show_three_face_down_slots_until_a_card_is_handed_over() -> None:
    public = qe.view(kept(), None)
    assert public["virtuals"] == [{"cards": [None, None, None]}] * 6
    assert public["hand_sizes"] == [4, 4] and public["scores"] == [0, 0]


def test_hands_are_hidden_cards_in_suit_order_and_legal_lists_only_the_actor() -> None:
    state = opened(kept(), "S6", "H6")
    mine = qe.view(state, 1)
    assert mine["hand"] == ["S4", "D3", "C5"] and mine["legal"] == []
    assert qe.view(state, None)["opens"] == [["S6"], ["H6"]]


def test_the_final_view_explains_the_comparison() -> None:
    state, events = finished()
    public = qe.view(state, None)
    result = public["result"]
    assert set(result) == {"cards", "sums", "quattro", "zero", "decided_by", "deciding", "winner"}
    assert [sorted(cards) for cards in result["cards"]] == [sorted(cards) for cards in public["opens"]]
    assert public["scores"][result["winner"]] == 1 and sum(public["scores"]) == 1
    assert public["hand_sizes"] == [0, 0] and public["to_act"] == []
    scored = next(e for e in events if isinstance(e, ev.GameScored))
    assert scored.winner == result["winner"] and list(scored.sums) == result["sums"]


def test_events_are_json_and_an_exchange_never_names_the_card_received() -> None:
    _, events = finished()
    for event in events:
        json.dumps(event.to_dict())
    assert {f.name for f in fields(ev.Exchanged)} == {"seat", "virtual", "given", "visited"}
