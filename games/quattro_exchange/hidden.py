"""Quattro Exchange's hidden places (``games.hidden``), what gives it the strong bot level.

What a seat may know (docs/views-quattro-exchange.md): its hidden hand, both players' open cards, the
cards handed to the virtual players face up, who visited whom, stops and mulligan counts. Unseen: the
other player's hidden hand, each virtual player's face-down slot, and (during mulligans) the returned pile;
the rest is the undealt stack. ``rebuild`` chooses the snake counters the view does not show so that the
seats to act are the view's.
"""

from __future__ import annotations

import random
from typing import Any

from games import recent
from games.hidden import Deal, Hidden, View, unseen
from games.quattro_exchange.cards import DECK
from games.quattro_exchange.config import HAND_SIZE
from games.quattro_exchange.state import EVENT_CLASSES, PhaseRecord

HAND, RETURNED, FRESH = "hand", "returned", "fresh"
SNAKE_POSITIONS = 8  # the counter values tried for the seats to act


def hidden(view: View) -> Hidden:
    seen = [*view["hand"], *(c for opens in view["opens"] for c in opens)]
    seen += [c for v in view["virtuals"] for c in v["cards"] if c is not None]
    cards = unseen(DECK, seen)
    places: dict[Any, int] = {HAND: view["hand_sizes"][1 - view["seat"]]}
    for v, virtual in enumerate(view["virtuals"]):
        places |= {(v, i): 1 for i, card in enumerate(virtual["cards"]) if card is None}
    places[RETURNED] = HAND_SIZE * sum(view["mulligans"]) if view["phase"] == "mulligan" else 0
    places[FRESH] = len(cards) - sum(places.values())
    return Hidden(cards, places)


def rebuild(rules: Any, view: View, deal: Deal, rng: random.Random) -> Any:
    me, other = view["seat"], 1 - view["seat"]
    base = rules.new_game(players=2, seed=rng.getrandbits(32), options=rules.Options(**view["options"]))
    hands: list[tuple[str, ...]] = [(), ()]
    hands[me], hands[other] = tuple(view["hand"]), tuple(deal[HAND])
    slots = [v["cards"] for v in view["virtuals"]]
    virtual = tuple(
        tuple(card if card is not None else deal[(v, i)][0] for i, card in enumerate(cards))
        for v, cards in enumerate(slots)
    )
    chosen: list[str | None] = [None, None]
    chosen[me] = view["my_choice"]
    if view["open_chosen"][other] and hands[other]:
        chosen[other] = hands[other][rng.randrange(len(hands[other]))]
    received: list[Any] = [None, None]
    if view["received"] is not None:
        received[me] = (view["received"]["virtual"], view["received"]["card"])
    state = base._replace(
        phase=view["phase"],
        round=view["round"],
        hands=tuple(hands),
        opens=tuple(tuple(o) for o in view["opens"]),
        fresh=tuple(deal[FRESH]),
        returned=tuple(deal[RETURNED]),
        mulligans=tuple(view["mulligans"]),
        kept=tuple(view["mulligan_done"]),
        virtual=virtual,
        face_up=tuple(tuple(c is not None for c in s) for s in slots),
        visits=tuple(tuple(v) for v in view["visited"]),
        received=tuple(received),
        chosen=tuple(chosen),
        first=view["first"],
        stops=tuple(view["stops"]),
        history=tuple(PhaseRecord(h["phase"], h["first"], tuple(h["stops"])) for h in view["history"]),
        recent=recent.from_view(view, EVENT_CLASSES),
    )
    counter = "slot" if view["phase"] == "mulligan" else "turn"
    matches = [
        candidate
        for k in range(SNAKE_POSITIONS)
        if list(rules.to_act(candidate := state._replace(**{counter: k}))) == list(view["to_act"])
    ]
    return matches[rng.randrange(len(matches))] if matches else state
