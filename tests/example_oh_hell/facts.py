"""What Oh Hell declares for the shared tests: the full and the short game, how its cards print (the
suit's symbol and the rank, 10 for T, as the renderer prints them), the trump card turned up (public),
and the hidden places of a seat's view — the other hands (no card of a suit the seat failed to follow)
and the cards out of play — which give it the strong bot level with no sampler of its own."""

from __future__ import annotations

import random
from typing import Any

from games.facts import CardPrint, GameFacts, Variant, View
from games.hidden import Deal, Hidden, trick_voids, unseen

OUT = "out"  # cards of this round's older tricks, or never dealt
CARD_CODE = r"(?P<suit>[SHCD])(?P<rank>[2-9TJQKA])"


def _seen_public(view: View) -> list[str]:
    cards = [card for _, card in view["trick"]]
    cards += [card for _, card in view["last_trick"]["cards"]] if view["last_trick"] else []
    return cards + ([view["trump"]] if view["trump"] else [])


def public(view: View) -> set[str]:
    return set(_seen_public(view))


def hidden(view: View) -> Hidden:
    from tests.example_oh_hell.engine import DECK, SUIT

    cards = unseen(DECK, [*view["hand"], *_seen_public(view)])
    hands = {seat: size for seat, size in enumerate(view["hand_sizes"]) if seat != view["seat"]}
    voids = trick_voids(view, SUIT.__getitem__)
    return Hidden(
        cards,
        {**hands, OUT: len(cards) - sum(hands.values())},
        lambda place, card: place == OUT or card[0] not in voids[place],
    )


def rebuild(rules: Any, view: View, deal: Deal, rng: random.Random) -> Any:
    from tests.example_oh_hell.engine import State, _sort

    def plays(cards: list[list[Any]]) -> tuple[tuple[int, str], ...]:
        return tuple((seat, card) for seat, card in cards)

    return State(
        options=rules.Options(rounds=view["rounds_rule"]),
        seed=rng.getrandbits(32),
        round_no=view["round"],
        hands=tuple(
            tuple(view["hand"]) if seat == view["seat"] else _sort(deal[seat])
            for seat in range(view["players"])
        ),
        trump=view["trump"],
        bids=tuple(view["bids"]),
        taken=tuple(view["taken"]),
        scores=tuple(view["scores"]),
        points=tuple(tuple(entry["points"]) for entry in view["round_history"]),
        trick=plays(view["trick"]),
        leader=view["leader"],
        last_trick=plays(view["last_trick"]["cards"]) if view["last_trick"] else (),
    )


FACTS = GameFacts(
    cards=CardPrint(
        suits={"S": ("♠️", "♠"), "H": ("♥️", "♥"), "C": ("♣️", "♣"), "D": ("♦️", "♦")},
        code=CARD_CODE,
        ranks={"T": "10"},
    ),
    # The full game is played at every count, but the shared tests play it (33 rounds at 3 players) only at
    # 5 players, where it is shortest (19 rounds): the short game covers the other counts.
    variants=(Variant(test_players=(5,)), Variant({"rounds": "short"})),
    public=public,
    event_cards=lambda event: {event.trump} if getattr(event, "trump", None) else set(),
    public_persists=False,  # every round deals anew
    hidden=hidden,
    rebuild=rebuild,
)
