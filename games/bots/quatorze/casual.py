"""Quatorze, casual level: keep the high cards (the 3 cards held at the end score), use powers sensibly.

* Play: the card whose departure leaves the best hand, valued as the end-of-game scoring would value it
  with the table as it would then be (Ages of Man disabling the top values, the wild colour and number
  counting as the highest value), plus a small bonus for a useful power (Seas, Notes, Lucky Gods, Holy
  Virtues, Deadly Sins). A play that ends the game (a column's 7th card) is taken when the finished hand is
  worth at least ``END_THRESHOLD``, and avoided otherwise.
* Powers: Deadly Sins and Queens target the fullest hand; Lucky Gods calls the value most common among
  the unseen cards; Seas and Notes take the highest card; Luminaries and the others' passes give away the
  lowest card; Planes, Wonders and the rest take the first listed choice.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from games.quatorze.cards import COLOUR_OF, COLOURS, VALUE_OF, deck

POWER_GAIN = {"SE": 3.0, "NO": 2.0, "LG": 1.0, "HV": 0.5, "DS": 0.5, "WO": 0.2}
END_THRESHOLD = 11  # a finished hand worth this much is usually enough to win: end the game


def unseen(view: dict[str, Any]) -> list[str]:
    seen = set(view["hand"])
    seen |= {c for col in view["columns"] for c in col["cards"]}
    seen |= {c for cards in view["bonus"] for c in cards}
    return [c for c in deck(view["types"]) if c not in seen]


def hand_value(cards: list[str], ages: int, colour: int | None, number: int | None) -> int:
    """The cards' end-of-game value if the game ended with these Ages of Man and wild settings."""
    high = max(0, 7 - ages)
    total = 0
    for card in cards:
        value = VALUE_OF[card]
        if COLOUR_OF[card] == colour or value == number:
            total += high
        elif value <= high:
            total += value
    return total


def table_of(view: dict[str, Any]) -> tuple[int, int | None, int | None]:
    """The table's end-game scoring settings: Ages of Man count, wild colour index, wild number."""
    ages = sum(
        1 for col in view["columns"] if col["type"] == "AM" for c in col["cards"] if c.startswith("AM")
    )
    colour = None if view["wild_colour"] is None else COLOURS.index(view["wild_colour"])
    return ages, colour, view["wild_number"]


def play_scores(view: dict[str, Any], gains: dict[str, float] = POWER_GAIN) -> dict[str, float]:
    """Each play's score: the hand it leaves (or the finished hand, for a play that ends the game), plus
    ``gains`` of the power it fires (casual's own ``POWER_GAIN``; the expert's playouts pass theirs)."""
    ages, colour, number = table_of(view)
    scores = {}
    for p in view["plays"]:
        card, column = p["card"], p["column"]
        rest = [c for c in view["hand"] if c != card]
        a, wc, wn = ages, colour, number
        own = p["how"] == "own" or (p["power"] is not None and card[:2] == column)
        if column == "AM" and card.startswith("AM"):
            a += 1
        elif column == "CO" and own and card.startswith("CO"):
            wc = COLOUR_OF[card]
        elif column == "DA" and own and card.startswith("DA"):
            wn = VALUE_OF[card]
        if p["ends"]:
            final = hand_value([*rest, card], ages, colour, number)
            score = 50.0 + final if final >= END_THRESHOLD else -50.0 + final
        else:
            score = hand_value(rest, a, wc, wn) + (gains.get(p["power"], 0.0) if p["power"] else 0.0)
        scores[p["action"]] = score
    return scores


def casual(view: dict[str, Any], rng: random.Random) -> str:
    return ranked(view, rng)[0]


def ranked(view: dict[str, Any], rng: random.Random) -> list[str]:
    legal = view["legal"]
    decision = view["decision"] or {}
    kind = decision.get("kind")
    me = view["seat"]
    sizes = view["hand_sizes"]
    if kind in ("play", "virtues_play") and view["plays"]:
        scores = play_scores(view)
        return sorted(legal, key=lambda a: -scores.get(a, -100.0))
    if kind in ("sins_target", "queens_target"):
        return sorted(legal, key=lambda a: -sizes[int(a.split(":")[1])])
    if kind == "lucky_call":
        values = Counter(VALUE_OF[c] for c in unseen(view))
        return sorted(legal, key=lambda a: -values.get(int(a[5:]), 0) if a[5:].isdigit() else 1)
    if kind in ("notes_take", "seas_take"):
        return sorted(legal, key=lambda a: -VALUE_OF[a[5:]] if a.startswith("take:") else 0.5)
    if kind == "luminaries_pass":
        return sorted(legal, key=lambda a: (VALUE_OF[a.split(":")[2]], a))
    if kind == "luminaries_others":
        return sorted(legal, key=lambda a: (VALUE_OF[a[5:]], a))
    if me is None:
        return list(legal)
    return list(legal)
