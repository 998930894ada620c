"""4 Seasons' hidden places (``games.hidden``), what gives it the strong bot level.

What a seat may know (docs/views-four-seasons.md): its hand and bid cards, who has bid (never what), the
revealed top cards and the BONUS player's whole bid, a team partner's bid once all have bid, the turn-up,
the current and the last trick, and tricks-won counts; older tricks are face down. Unseen cards go to the
other hands (no card of a season a seat failed to follow, no butterfly once it failed to follow), the
other seats' bid cards past the shown ones (the butterfly only where the options let it be bid) and the
face-down tricks, rebuilt with the right winners. The trick game's common part (the hands by ``hand_sizes``
with their voids, the trick cards seen, the rest face down) is ``games.trickhidden``'s.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from games import trickhidden
from games.four_seasons.cards import BUTTERFLY, DECK, SEASON_OF, sort_cards
from games.four_seasons.state import RoundRecord, Trick
from games.hidden import Deal, Hidden, View
from games.trickhidden import trick_hidden

PAST = "past"  # the face-down older tricks


def _known_bids(view: View) -> dict[int, list[str]]:
    known = {s: list(cards) for s, cards in enumerate(view["shown_bids"]) if cards}
    if view["partner_bid_cards"]:
        known[view["partner"]] = list(view["partner_bid_cards"])
    known[view["seat"]] = list(view["my_bid_cards"])
    return known


def _led(view: View):  # the season a trick asks for: the butterfly leads the season it names
    def led(cards: list[list[Any]]) -> str | None:
        if cards is view["trick"]:
            return view["led"]
        return view["last_trick"]["named"] if cards[0][1] == BUTTERFLY else cards[0][1][0]

    return led


def hidden(view: View) -> Hidden:
    me, n = view["seat"], view["players"]
    known = _known_bids(view)
    shown = dict.fromkeys(c for cards in known.values() for c in cards)  # a seat's own shown bid once
    bids = {
        ("bid", s): view["bid_cards"] - len(known.get(s, []))
        for s in range(n)
        if s != me and view["has_bid"][s]
    }
    may_bid_bf = view["options"].get("butterfly_may_bid", False)
    return trick_hidden(
        view,
        DECK,
        SEASON_OF.__getitem__,
        seen=[view["turn_up"], *shown],
        places=bids,
        allowed=lambda place, card: place == PAST or may_bid_bf or card != BUTTERFLY,
        led_of=_led(view),
        rest=PAST,  # the face-down older tricks
    )


def rebuild(rules: Any, view: View, deal: Deal, rng: random.Random) -> Any:
    me, n, last = view["seat"], view["players"], view["last_trick"]
    options = rules.Options.model_validate(view["options"])
    base = rules.new_game(players=n, seed=rng.getrandbits(32), options=options)
    known, bid_size = _known_bids(view), view["bid_cards"]
    hands = trickhidden.hands(view, deal, sort_cards)
    bids: list[tuple[str, ...] | None] = []
    for s in range(n):
        shown = known.get(s, [])
        if not view["has_bid"][s] or s == me or len(shown) == bid_size:
            bids.append(tuple(shown) if view["has_bid"][s] else None)
            continue
        cards = [*shown, *deal.get(("bid", s), [])]
        top = shown[0] if shown else cards[rng.randrange(len(cards))]
        bids.append((top, *sort_cards([c for c in cards if c != top])))
    pile = deal.get(PAST, [])
    winners = [s for s, w in enumerate(view["tricks_won"]) for _ in range(w)]
    if last is not None:
        winners.remove(last["winner"])
    rng.shuffle(winners)
    tricks = trickhidden.face_down_tricks(
        winners, pile, n, lambda no, plays, w, card: Trick(no, plays, None, w, card)
    )
    if last is not None:
        plays = trickhidden.plays(last["cards"])
        tricks.append(Trick(last["no"], plays, last["named"], last["winner"], last["card"]))
    history = tuple(
        RoundRecord(
            r["round"], r["dealer"], r["trump"], r["bonus"], tuple(r["bids"]), tuple(r["tricks"]),
            tuple(r["made"]), tuple(r["points"]), tuple(r["scores"]),
        )
        for r in view["round_history"]
    )  # fmt: skip
    return dataclasses.replace(
        base,
        phase=view["phase"],
        round=view["round"],
        dealer=view["dealer"],
        scores=tuple(view["scores"]),
        history=history,
        turn_up=view["turn_up"],
        hands=hands,
        bids=tuple(bids),
        reveals=tuple(view["reveals"]),
        bonus=view["bonus"],
        leader=view["leader"],
        trick=trickhidden.plays(view["trick"]),
        named=view["named"],
        tricks=tuple(tricks),
    )
