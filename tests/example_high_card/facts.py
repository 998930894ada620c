"""What High Card declares for the shared tests: the defaults and the low-wins variant, how its cards
print (a suit emoji and the rank, as the renderer's card buttons read), and the hidden places of a seat's
view — the other hands (no card of a suit the seat failed to follow) and the cards out of play — which
give it the strong bot level with no sampler of its own (``games.hidden``)."""

from __future__ import annotations

import random
from typing import Any

from games.facts import CardPrint, DailyFormat, GameFacts, Variant, View
from games.hidden import Deal, Hidden, trick_voids, unseen

OUT = "out"  # cards played in the face-down older tricks, or never dealt


def hidden(view: View) -> Hidden:
    from tests.example_high_card.engine import DECK

    seen = [*view["hand"], *(card for _, card in view["trick"])]
    seen += [card for _, card in view["last_trick"]["cards"]] if view["last_trick"] else []
    cards = unseen(DECK, seen)
    hands = {seat: size for seat, size in enumerate(view["hand_sizes"]) if seat != view["seat"]}
    voids = trick_voids(view, lambda card: card[0])
    return Hidden(
        cards,
        {**hands, OUT: len(cards) - sum(hands.values())},
        lambda place, card: place == OUT or card[0] not in voids[place],
    )


def rebuild(rules: Any, view: View, deal: Deal, rng: random.Random) -> Any:
    from tests.example_high_card.engine import State, _sort

    hands = tuple(
        tuple(view["hand"]) if seat == view["seat"] else _sort(deal[seat]) for seat in range(view["players"])
    )
    last = tuple((seat, card) for seat, card in view["last_trick"]["cards"]) if view["last_trick"] else ()
    return State(
        rules.Options(low_wins=view["low_wins"]),
        rng.getrandbits(32),
        hands,
        tuple((seat, card) for seat, card in view["trick"]),
        view["leader"],
        tuple(view["scores"]),
        last,
    )


DAILY_SEATS = 3  # the daily deal: the whole game (four tricks) at the largest table

FACTS = GameFacts(
    daily=DailyFormat(players=DAILY_SEATS),
    cards=CardPrint(suits={"R": ("🟥R",), "B": ("🟦B",)}),
    variants=(Variant(), Variant({"low_wins": True})),
    public_persists=True,  # one deal a game: a card played stays known
    hidden=hidden,
    rebuild=rebuild,
)
