"""Quattro Exchange, casual level: aim for a Quattro (4 suits, 4 numbers), then for a high sum.

A hand's worth is ``value(cards)``: a Quattro counts far above any sum, then the sum of numbers. The four
final cards are always the open cards plus the hidden ones, so every decision compares hands of four:

* Mulligan: keep a Quattro or a hand summing 14 or more; otherwise take a mulligan.
* Opening: open the hidden card that best fits a Quattro with the cards already open (high, no shared
  suit or number; a black 0 last).
* Exchange: for each unvisited virtual player, what it would hand over is estimated from its face-up cards
  and a few draws of its face-down ones from the unseen cards (the virtual rule is public: a black 0
  first, else the highest card compatible with the open cards); give the hidden card whose swap helps
  most. STOP (phases 1-2) when no exchange is expected to help.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from games.quattro_exchange.cards import DECK, NUMBER, SUIT, is_quattro
from games.quattro_exchange.virtual import virtual_give

ESTIMATE_DRAWS = 4
# Hands whose value is remembered: every 4- and 5-card hand of the deck would be ~80,000, a bot process's
# memory growing for as long as it runs (issue 41); a decision's playouts revisit far fewer.
VALUED_HANDS = 4096


def value(cards: list[str]) -> float:
    return _value(tuple(sorted(cards)))


@lru_cache(maxsize=VALUED_HANDS)
def _value(cards: tuple[str, ...]) -> float:
    return (100.0 if len(cards) == 4 and is_quattro(cards) else 0.0) + sum(NUMBER[c] for c in cards)


def _fit(card: str, opens: list[str]) -> float:
    clash = any(SUIT[card] == SUIT[o] or NUMBER[card] == NUMBER[o] for o in opens)
    return NUMBER[card] - (20 if clash else 0) - (3 if card == "K0" else 0)


def unseen(view: dict[str, Any]) -> list[str]:
    cards = list(DECK)
    known = list(view["hand"]) + [c for opens in view["opens"] for c in opens]
    known += [c for v in view["virtuals"] for c in v["cards"] if c is not None]
    for card in known:
        cards.remove(card)
    return cards


def _exchange(view: dict[str, Any], rng: random.Random) -> list[tuple[float, str]]:
    me = view["seat"]
    opens = view["opens"][me]
    hand = list(view["hand"])
    pool = unseen(view)
    now = value(opens + hand)
    scored: list[tuple[float, str]] = []
    gives: dict[int, list[str]] = {}
    for action in view["legal"]:
        if action == "stop":
            scored.append((now + 0.5, action))
            continue
        _, v, card = action.split(":")
        virtual = int(v)
        if virtual not in gives:
            slots = view["virtuals"][virtual - 1]["cards"]
            hidden = sum(1 for c in slots if c is None)
            draws = []
            for _ in range(ESTIMATE_DRAWS if hidden else 1):
                sample = rng.sample(pool, hidden)
                it = iter(sample)
                draws.append(virtual_give([c if c is not None else next(it) for c in slots], opens))
            gives[virtual] = draws
        rest = list(hand)
        rest.remove(card)
        expected = sum(value(opens + rest + [g]) for g in gives[virtual]) / len(gives[virtual])
        scored.append((expected, action))
    scored.sort(key=lambda item: -item[0])
    return scored


def ranked(view: dict[str, Any], rng: random.Random) -> list[str]:
    phase = view["phase"]
    if phase == "exchange":
        return [action for _, action in _exchange(view, rng)]
    first = casual(view, rng)
    return [first, *(a for a in view["legal"] if a != first)]


def casual(view: dict[str, Any], rng: random.Random) -> str:
    phase = view["phase"]
    me = view["seat"]
    if phase == "mulligan":
        hand = list(view["hand"])
        return "keep" if value(hand) >= 14 or "mulligan" not in view["legal"] else "mulligan"
    if phase == "opening":
        opens = view["opens"][me]
        cards = [a[5:] for a in view["legal"]]
        return "open:" + max(cards, key=lambda c: _fit(c, opens))
    if phase == "exchange":
        return _exchange(view, rng)[0][1]
    return rng.choice(view["legal"])
