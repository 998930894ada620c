"""4 Seasons bots: the casual heuristics (``casual.py``) and the sampler for the strong level.

What a seat may know (docs/views-four-seasons.md): its hand and bid cards, who has bid (never what), the
revealed top cards and the BONUS player's whole bid, a team partner's bid once all have bid, the turn-up,
the current and the last trick, and tricks-won counts; older tricks are face down. The sampler deals the
unseen cards among the other hands (voids shown in the visible tricks honoured), the other seats' bid
cards (the shown ones kept in place) and the face-down tricks (with the right winners).
"""

from __future__ import annotations

import random
from typing import Any

from games.base import GameRules
from games.bots.base import deal_constrained, evolve
from games.bots.four_seasons.casual import casual, ranked
from games.four_seasons.cards import DECK, sort_cards
from games.four_seasons.state import RoundRecord, Trick

MAX_CANDIDATES = 5
ACTION_BUDGET = 1100
MAX_DEALS = 30

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
    return state.round != start.round or state.phase == "finished"


def playout_value(rules: GameRules, start: Any, state: Any, seat: int) -> float:
    gains = [now - before for now, before in zip(state.scores, start.scores, strict=True)]
    return gains[seat] - max(g for s, g in enumerate(gains) if s != seat)


def _voids(view: dict[str, Any]) -> dict[int, set[str]]:
    voids: dict[int, set[str]] = {s: set() for s in range(view["players"])}
    visible = [(view["trick"], view["led"])]
    if view["last_trick"] is not None:
        last = view["last_trick"]
        first = last["cards"][0][1]
        visible.append((last["cards"], last["named"] if first == "BF" else first[0]))
    for cards, led in visible:
        for s, card in cards[1:]:
            if card == "BF" or card[0] != led:
                voids[s].add(led)
    return voids


def sample_state(rules: GameRules, view: dict[str, Any], rng: random.Random) -> Any:
    me, n = view["seat"], view["players"]
    options = rules.Options.model_validate(view["options"])
    base = rules.new_game(players=n, seed=rng.getrandbits(32), options=options)
    history = tuple(
        RoundRecord(
            r["round"], r["dealer"], r["trump"], r["bonus"], tuple(r["bids"]), tuple(r["tricks"]),
            tuple(r["made"]), tuple(r["points"]), tuple(r["scores"]),
        )
        for r in view["round_history"]
    )  # fmt: skip
    last = view["last_trick"]
    known: dict[int, list[str]] = {s: list(cards) for s, cards in enumerate(view["shown_bids"]) if cards}
    if view["partner_bid_cards"]:
        known[view["partner"]] = list(view["partner_bid_cards"])
    known[me] = list(view["my_bid_cards"])
    seen = set(view["hand"]) | {view["turn_up"]} | {c for _, c in view["trick"]}
    seen |= {c for cards in known.values() for c in cards}
    if last is not None:
        seen |= {c for _, c in last["cards"]}
    pool = [c for c in DECK if c not in seen]
    sizes = view["hand_sizes"]
    bid_size = view["bid_cards"]
    places: dict[Any, int] = {s: sizes[s] for s in range(n) if s != me}
    for s in range(n):
        if s != me and view["has_bid"][s]:
            places[("bid", s)] = bid_size - len(known.get(s, []))
    done = view["trick_no"] - 1 if view["phase"] == "playing" else 0
    past = max(0, done * n - (n if last is not None else 0))
    places["past"] = past
    places = {p: k for p, k in places.items() if k > 0}
    voids = _voids(view)
    may_bid_bf = options.butterfly_may_bid

    def allowed(place: Any, card: str) -> bool:
        if place == "past":
            return True
        if isinstance(place, tuple):
            return may_bid_bf or card != "BF"
        return not (card == "BF" and voids[place]) and (card == "BF" or card[0] not in voids[place])

    dealt = deal_constrained(rng, pool, places, allowed)
    hands = tuple(tuple(view["hand"]) if s == me else sort_cards(dealt.get(s, [])) for s in range(n))
    bids: list[tuple[str, ...] | None] = []
    for s in range(n):
        if not view["has_bid"][s]:
            bids.append(None)
            continue
        shown = known.get(s, [])
        if s == me or len(shown) == bid_size:
            bids.append(tuple(shown))
            continue
        extra = dealt.get(("bid", s), [])
        top = shown[0] if shown else None
        cards = [*shown, *extra]
        if top is None:
            top = cards[rng.randrange(len(cards))]
        bids.append((top, *sort_cards([c for c in cards if c != top])))
    tricks = []
    pile = dealt.get("past", [])
    winners = [s for s, w in enumerate(view["tricks_won"]) for _ in range(w)]
    if last is not None:
        winners.remove(last["winner"])
    rng.shuffle(winners)
    for no, w in enumerate(winners, start=1):
        cards = pile[(no - 1) * n : no * n]
        tricks.append(Trick(no, tuple(((w + i) % n, c) for i, c in enumerate(cards)), None, w, cards[0]))
    if last is not None:
        tricks.append(
            Trick(
                last["no"],
                tuple((s, c) for s, c in last["cards"]),
                last["named"],
                last["winner"],
                last["card"],
            )
        )
    return evolve(
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
        trick=tuple((s, c) for s, c in view["trick"]),
        named=view["named"],
        tricks=tuple(tricks),
    )
