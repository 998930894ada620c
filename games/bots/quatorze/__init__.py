"""Quatorze bots: the casual heuristics (``casual.py``) and the sampler for the strong level.

What a seat may know (docs/views-quatorze.md): its hand (in order of arrival), the columns, the bonus
cards, hand sizes and the deck size, the decision in progress, its own Wonders looks (each card where it
is now), its part in the last Luminaries exchange and its own face-down pass. The sampler deals the unseen
cards among the other hands (random order), the deck (random order) and the other seats' face-down
Luminaries passes, with every card the seat looked at put back at its known place and the card it gave in
an exchange in the receiver's hand.
"""

from __future__ import annotations

import random
from typing import Any

from games import recent
from games.base import GameRules
from games.bots.base import deal_constrained, evolve
from games.bots.quatorze.casual import casual, hand_value, ranked, unseen
from games.bots.quatorze.playouts import expert_candidates, expert_ranked  # the expert's (issue 39)
from games.bots.quatorze.reasons import explain as explain  # hints (issue 39)
from games.quatorze.state import DECK, EVENT_CLASSES, Column, Exchange, Pending
from games.quatorze.table import wild_colour, wild_number

MAX_CANDIDATES = 5
# 2000 until the engine's scoring and plays got cheaper: the same time now buys ~1.1× the simulated actions
# (bench/README.md, "Faster engines, stronger bots").
ACTION_BUDGET = 2200
MAX_DEALS = 40
# Whether the expert plays out with ``expert_ranked`` (the playout policy of ``playouts.py``) instead of
# casual's rules (bench/README.md, "Quatorze: a better playout policy").
EXPERT_PLAYOUTS = True
PLAYOUT_TURNS = 1000  # a playout stops after this many turns; the game's end comes first when it is near

__all__ = [
    "ACTION_BUDGET",
    "EXPERT_PLAYOUTS",
    "MAX_CANDIDATES",
    "MAX_DEALS",
    "casual",
    "expert_candidates",
    "expert_ranked",
    "playout_done",
    "playout_value",
    "ranked",
    "sample_state",
]


def playout_done(start: Any, state: Any) -> bool:
    return state.phase == "finished" or state.turn_no - start.turn_no >= PLAYOUT_TURNS


def playout_value(rules: GameRules, start: Any, state: Any, seat: int) -> float:
    """A win (with the margin) when the game ended; else the hand's card values against the others'."""
    result = rules.outcome(state)
    if result is not None:
        best_other = max(s for i, s in enumerate(result.scores) if i != seat)
        return (10.0 if seat in result.winners else 0.0) + 0.2 * (result.scores[seat] - best_other)
    ages = sum(1 for kind, cards, _ in state.columns if kind == "AM" for c in cards if c.startswith("AM"))
    colour, number = wild_colour(state.columns), wild_number(state.columns)
    worth = [
        hand_value(list(h), ages, colour, number) + 2 * len(b)
        for h, b in zip(state.hands, state.bonus, strict=True)
    ]
    return 0.2 * (worth[seat] - max(w for i, w in enumerate(worth) if i != seat))


def sample_state(rules: GameRules, view: dict[str, Any], rng: random.Random) -> Any:
    me, n = view["seat"], view["players"]
    options = rules.Options.model_validate(view["options"])
    base = rules.new_game(players=n, seed=rng.getrandbits(32), options=options)
    decision = view["decision"]
    kind = decision["kind"] if decision else None
    pool = unseen(view)
    if view["my_pass"] is not None:
        pool.remove(view["my_pass"])
    if decision and decision.get("discard") in pool:
        pool.remove(decision["discard"])
    # cards whose place the seat knows: its looks, and the card it gave in an exchange
    fixed: dict[tuple[int, int], str] = {}  # (seat or DECK, 0-based position) -> card
    for look in view["looked"]:
        source = DECK if look["seat"] is None else look["seat"]
        fixed[(source, look["position"] - 1)] = look["card"]
        pool.remove(look["card"])
    forced: dict[int, list[str]] = {}
    exchange = view["exchange"]
    if exchange and exchange["gave"] in pool and exchange["to"] != me:
        forced.setdefault(exchange["to"], []).append(exchange["gave"])
        pool.remove(exchange["gave"])
    chosen = decision.get("chosen", []) if kind == "luminaries_others" else []
    places: dict[Any, int] = {}
    for s in range(n):
        if s != me:
            known = sum(1 for (src, _) in fixed if src == s) + len(forced.get(s, []))
            places[s] = view["hand_sizes"][s] - known
    places[DECK] = view["deck_size"] - sum(1 for (src, _) in fixed if src == DECK)
    for s in chosen:
        if s != me:
            places[("pass", s)] = 1
    places = {p: k for p, k in places.items() if k > 0}
    dealt = deal_constrained(rng, pool, places)

    def arrange(source: int, size: int, free: list[str]) -> tuple[str, ...]:
        slots: list[str | None] = [None] * size
        for (src, pos), card in fixed.items():
            if src == source and pos < size:
                slots[pos] = card
        rest = iter(free)
        return tuple(card if card is not None else next(rest) for card in slots)

    hands = []
    for s in range(n):
        if s == me:
            hands.append(tuple(view["hand"]))
        else:
            free = [*dealt.get(s, []), *forced.get(s, [])]
            rng.shuffle(free)
            hands.append(arrange(s, view["hand_sizes"][s], free))
    deck_cards = arrange(DECK, view["deck_size"], dealt.get(DECK, []))
    pending = None
    if kind not in (None, "play"):
        passes: tuple[str | None, ...] = ()
        if kind == "luminaries_others":
            passes = tuple(
                view["my_pass"] if s == me else (dealt[("pass", s)][0] if s in chosen else None)
                for s in range(n)
            )
        looks = tuple(
            (DECK if lk["seat"] is None else lk["seat"], lk["position"]) for lk in decision.get("looks", [])
        )
        pending = Pending(
            kind,
            decision["column"],
            decision["card"],
            decision.get("victim"),
            decision.get("discard"),
            decision.get("direction"),
            passes,
            tuple(decision.get("waiting", ())),
            looks,
        )
    peeks = [()] * n
    peeks[me] = tuple(
        (DECK if lk["seat"] is None else lk["seat"], lk["position"], lk["card"]) for lk in view["looked"]
    )
    exchanges: list[Exchange | None] = [None] * n
    if exchange:
        exchanges[me] = Exchange(
            exchange["turn"],
            exchange["direction"],
            exchange["gave"],
            exchange["to"],
            exchange["got"],
            exchange["from"],
        )
    return evolve(
        base,
        types=tuple(view["types"]),
        phase=view["phase"],
        turn=view["turn"],
        turn_no=view["turn_no"],
        hands=tuple(hands),
        deck=deck_cards,
        # the arrival marks come too: they decide the wild colour/number
        columns=tuple(
            Column(col["type"], tuple(col["cards"]), tuple(col["arrived"])) for col in view["columns"]
        ),
        bonus=tuple(tuple(b) for b in view["bonus"]),
        pending=pending,
        peeks=tuple(peeks),
        exchanges=tuple(exchanges),
        end=None,
        recent=recent.from_view(view, EVENT_CLASSES),
    )
