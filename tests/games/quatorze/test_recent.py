"""Quatorze's last turns on the table message never name a card that is in a hand now."""

from __future__ import annotations

import random

import games.quatorze as qz


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
