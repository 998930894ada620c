"""What Oh Hell declares for the shared tests: the full and the short game, the French deck's card print,
the trump card turned up (public), and the hidden places of a seat's view (``games.trickhidden``: the
other hands, no card of a suit the seat failed to follow, the rest out of play), which give it the
strong bot level with no sampler of its own."""

from __future__ import annotations

import random
from typing import Any

from games import trickhidden
from games.decks.french import CARD_PRINT, DECK, SUIT, sort
from games.facts import DailyFormat, GameFacts, Variant, View
from games.hidden import Deal, Hidden


def public(view: View) -> set[str]:
    return {*trickhidden.trick_cards(view), *([view["trump"]] if view["trump"] else [])}


def hidden(view: View) -> Hidden:
    return trickhidden.trick_hidden(
        view, DECK, SUIT.__getitem__, seen=[view["trump"]] if view["trump"] else []
    )


def rebuild(rules: Any, view: View, deal: Deal, rng: random.Random) -> Any:
    return rules.State(
        options=rules.Options(rounds=view["rounds_rule"]),
        seed=rng.getrandbits(32),
        round_no=view["round"],
        hands=trickhidden.hands(view, deal, sort),
        trump=view["trump"],
        bids=tuple(view["bids"]),
        taken=tuple(view["taken"]),
        scores=tuple(view["scores"]),
        points=tuple(tuple(entry["points"]) for entry in view["round_history"]),
        trick=trickhidden.plays(view["trick"]),
        leader=view["leader"],
        last_trick=trickhidden.plays(view["last_trick"]["cards"]) if view["last_trick"] else (),
    )


# The daily deal: four seats, the short game's first three rounds (1, 2 and 3 cards): a few minutes.
DAILY_SEATS, DAILY_ROUNDS = 4, 3

FACTS = GameFacts(
    daily=DailyFormat(players=DAILY_SEATS, options={"rounds": "short"}, rounds=DAILY_ROUNDS),
    cards=CARD_PRINT,
    # The full game is played at every count, but the shared tests play it (33 rounds at 3 players) only at
    # 5 players, where it is shortest (19 rounds): the short game covers the other counts.
    variants=(Variant(test_players=(5,)), Variant({"rounds": "short"})),
    public=public,
    event_cards=lambda event: {event.trump} if getattr(event, "trump", None) else set(),
    public_persists=False,  # every round deals anew
    hidden=hidden,
    rebuild=rebuild,
)
