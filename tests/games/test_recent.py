"""The last turns' public happenings, kept in the state for the table message's "Last: …" line."""

from __future__ import annotations

import dataclasses
import json
import random

import games.quatorze as qz
import games.quattro_exchange as qe
from games.quattro_exchange.events import Exchanged, Stopped
from games.recent import remember


def test_a_seats_run_of_actions_is_one_turn_and_only_the_last_turns_are_kept() -> None:
    first = Exchanged(seat=0, virtual=2, given="S3", visited=1)
    recent = remember((), 0, [first], keep=2)
    recent = remember(recent, 0, [Stopped(seat=0, phase=1, auto=False)], keep=2)
    assert recent == ((0, (first, Stopped(seat=0, phase=1, auto=False))),)
    recent = remember(recent, 1, [], keep=2)
    recent = remember(recent, 0, [first], keep=2)
    assert [seat for seat, _ in recent] == [1, 0], "the oldest turn falls off"


def test_the_public_view_carries_the_last_turn_and_it_survives_a_restart() -> None:
    state = qe.new_game(players=2, seed=3)
    rng = random.Random(3)
    while qe.to_act(state):
        seat = qe.to_act(state)[0]
        state, events = qe.apply(state, seat, rng.choice(qe.legal_actions(state, seat)))
        (turn,) = qe.view(state, None)["last_turns"]
        assert turn["seat"] == seat
        assert turn["events"][len(turn["events"]) - len(events) :] == [as_json(e) for e in events]
        assert qe.view(qe.load(qe.dump(state)), None)["last_turns"] == [turn]


def test_quatorze_never_names_in_public_a_card_that_is_in_a_hand_now() -> None:
    taken = 0
    for seed in range(1, 40):
        state = qz.new_game(players=3, seed=seed)
        rng = random.Random(seed)
        while qz.to_act(state):
            seat = rng.choice(qz.to_act(state))
            state, _ = qz.apply(state, seat, rng.choice(qz.legal_actions(state, seat)))
            if state.phase == "finished":
                break
            in_hands = {card for hand in state.hands for card in hand}
            records = [r for turn in qz.view(state, None)["last_turns"] for r in turn["events"]]
            assert not {v for r in records for v in r.values() if isinstance(v, str)} & in_hands
            taken += sum(1 for r in records if r["kind"] == "CardTaken" and r["card"] is None)
    assert taken, "some power took a card into a hand along the way (shown as a card, unnamed)"


def as_json(event: object) -> dict:
    """What a player's client would read: the event's kind and fields, tuples as lists."""
    return {"kind": event.kind, **json.loads(json.dumps(dataclasses.asdict(event)))}  # type: ignore[attr-defined, call-overload]
