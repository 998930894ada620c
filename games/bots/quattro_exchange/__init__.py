"""Quattro Exchange bots: the casual heuristics (``casual.py``) and the sampler for the strong level.

What a seat may know (docs/views-quattro-exchange.md): its hidden hand, both players' open cards, the
cards handed to the virtual players face up, who visited whom, stops and mulligan counts. The sampler
deals the unseen cards among the other player's hidden hand, the virtual players' face-down slots and
(during mulligans) the undealt stack and returned pile; the snake counters that the view does not show are
chosen so that the seats to act are the view's.
"""

from __future__ import annotations

import random
from typing import Any

from games import recent
from games.base import GameRules
from games.bots.base import deal_constrained, evolve
from games.bots.quattro_exchange.casual import casual, ranked, unseen
from games.quattro_exchange.state import EVENT_CLASSES, PhaseRecord

MAX_CANDIDATES = 6
ACTION_BUDGET = 900
MAX_DEALS = 30
HAND = 4

__all__ = [
    "ACTION_BUDGET",
    "MAX_CANDIDATES",
    "MAX_DEALS",
    "casual",
    "playout_done",
    "playout_value",
    "ranked",
    "sample_state",
]


def playout_done(start: Any, state: Any) -> bool:
    return state.phase == "finished"


def playout_value(rules: GameRules, start: Any, state: Any, seat: int) -> float:
    result = rules.outcome(state)
    return 1.0 if result is not None and seat in result.winners else 0.0


def sample_state(rules: GameRules, view: dict[str, Any], rng: random.Random) -> Any:
    me = view["seat"]
    other = 1 - me
    options = rules.Options.model_validate(view["options"])
    base = rules.new_game(players=2, seed=rng.getrandbits(32), options=options)
    pool = unseen(view)
    places: dict[Any, int] = {"hand": view["hand_sizes"][other]}
    virtual_slots = [[c for c in v["cards"]] for v in view["virtuals"]]
    for v, slots in enumerate(virtual_slots):
        for i, card in enumerate(slots):
            if card is None:
                places[(v, i)] = 1
    returned = HAND * sum(view["mulligans"]) if view["phase"] == "mulligan" else 0
    places["returned"] = returned
    places["fresh"] = len(pool) - sum(places.values())
    places = {p: k for p, k in places.items() if k > 0}
    dealt = deal_constrained(rng, pool, places)
    hand_other = tuple(dealt.get("hand", []))
    hands = [(), ()]
    hands[me] = tuple(view["hand"])
    hands[other] = hand_other
    virtual = tuple(
        tuple(card if card is not None else dealt[(v, i)][0] for i, card in enumerate(slots))
        for v, slots in enumerate(virtual_slots)
    )
    face_up = tuple(tuple(card is not None for card in slots) for slots in virtual_slots)
    chosen = [None, None]
    chosen[me] = view["my_choice"]
    if view["open_chosen"][other] and hand_other:
        chosen[other] = hand_other[rng.randrange(len(hand_other))]
    received = [None, None]
    if view["received"] is not None:
        received[me] = (view["received"]["virtual"], view["received"]["card"])
    state = evolve(
        base,
        phase=view["phase"],
        round=view["round"],
        hands=tuple(hands),
        opens=tuple(tuple(o) for o in view["opens"]),
        fresh=tuple(dealt.get("fresh", [])),
        returned=tuple(dealt.get("returned", [])),
        mulligans=tuple(view["mulligans"]),
        kept=tuple(view["mulligan_done"]),
        virtual=virtual if view["virtuals"] else (),
        face_up=face_up if view["virtuals"] else (),
        visits=tuple(tuple(v) for v in view["visited"]),
        received=tuple(received),
        chosen=tuple(chosen),
        first=view["first"],
        stops=tuple(view["stops"]),
        history=tuple(PhaseRecord(h["phase"], h["first"], tuple(h["stops"])) for h in view["history"]),
        recent=recent.from_view(view, EVENT_CLASSES),
    )
    want = list(view["to_act"])
    field = "slot" if view["phase"] == "mulligan" else "turn"
    matches = []
    for k in range(8):
        candidate = evolve(state, **{field: k})
        if list(rules.to_act(candidate)) == want:
            matches.append(candidate)
    return matches[rng.randrange(len(matches))] if matches else state
