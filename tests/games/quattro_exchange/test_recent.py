"""Quattro Exchange's public view carries its last turn ("Last: …" on the table message), events as they
happened, and keeps it across a restart (dump/load)."""

from __future__ import annotations

import dataclasses
import json
import random

import games.quattro_exchange as qe


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


def as_json(event: object) -> dict:
    """What a player's client would read: the event's kind and fields, tuples as lists."""
    return {"kind": event.kind, **json.loads(json.dumps(dataclasses.asdict(event)))}  # type: ignore[attr-defined, call-overload]
