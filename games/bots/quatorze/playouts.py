"""Quatorze, the expert's playout policy (issue 39): ``expert_ranked``, casual's plays with the powers
decided as a good player would. Used only inside the expert's search (its candidates, and every seat's
move in its playouts: ``games.bots.expert``); the casual and strong levels keep casual's rules.

Casual decides the powers roughly (bench/README.md, "Quatorze: where the expert's strength goes"): Wonders
takes the first listed order (the deck as it was), Seas the highest printed value, Lucky Gods the most
common value only, and its plays count a power at a flat bonus (Seas +3, Wonders +0.2). A good player:

* **Wonders**: looks at the deck (casual's first look too), then puts the seen card worth most to the
  looker on top — the looker's refill draws it — and the others by rising worth, so the next seat draws
  the worst (with 2 players the third card comes back to the looker: it is the middle one).
* **Seas**: takes the card that leaves the best hand, valued as the end-of-game scoring would value it
  with the table after the take (an Ages of Man card taken from its column raises the highest value that
  scores; the card setting the wild colour or number hands it to the one below).
* **Lucky Gods**: calls the value or the colour most common among the cards the seat has not seen.
* **Deadly Sins**: targets the opponent with the most Lucky Gods bonus cards, then the fullest hand;
  places a free card (wild, or Ages of Man) where it leaves the seat's own hand worth most, and ends the
  game with it only when the seat's hand would win (the end rule below).
* **Ending the game** (a play, or a Sins placement, that brings a column's 7th card): only when the
  seat's finished total (its hand and bonus cards) leads the best opponent's expected one by
  ``END_MARGIN`` — where casual ends on any hand worth ``END_THRESHOLD``, whatever the others hold.
* **Plays**: casual's scores, with the powers worth what they bring on this table: Wonders the best of
  the deck cards seen against a blind draw, Seas the best top card against a blind draw (a Seas take is
  compulsory, so it may cost), Lucky Gods the bonus times the chance of a hit.

Every rule reads the seat's view only (in playouts: the sampled state's view of each seat, as casual).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

from games.bots.quatorze.casual import (
    POWER_GAIN,
    hand_value,
    play_scores,
    ranked,
    table_of,
    unseen,
)
from games.quatorze.cards import AGES, COLORS, COLOUR_OF, COLOURS, DAYS, TYPE_OF, VALUE_OF
from games.quatorze.config import COLUMN_END, LUCKY_BONUS_POINTS, WONDERS_LOOKS
from games.quatorze.state import WONDERS_LOOK, Column
from games.quatorze.table import setter

# A move that ends the game: taken (or avoided) before any difference of hand value, the way casual
# weighs a play that ends the game (its scores are hand values, at most ~21).
END_WEIGHT = 50.0
# End the game when the seat's finished total leads the best opponent's expected total by this much: an
# opponent holds cards the seat has not seen, so its hand is only known on average, and ending on a
# lead of 0 is a coin toss. Measured as a player against casual (bench/README.md, "Quatorze: the
# expert's end rule and its Wonders look"): +0.19 per deal over casual's fixed threshold at 3, the best
# of margins 2 to 5 (2: +0.17; 4 and 5: 0.03 and 0.08 below 3).
END_MARGIN = 3.0


def worth(card: str, table: tuple[int, int | None, int | None]) -> int:
    """The card's end-of-game value on this table (Ages of Man count, wild colour, wild number)."""
    return hand_value([card], *table)


def best_of(values: list[int], draws: int) -> float:
    """The expected highest of ``draws`` values drawn at random, without replacement, from ``values``."""
    n = len(values)
    if n == 0 or draws <= 0:
        return 0.0
    draws = min(draws, n)
    ordered = sorted(values)
    ways = math.comb(n, draws)
    # the i-th lowest (0-based) is the highest drawn in comb(i, draws - 1) of the comb(n, draws) draws
    return sum(v * math.comb(i, draws - 1) for i, v in enumerate(ordered)) / ways


def power_gains(view: dict[str, Any]) -> dict[str, float]:
    """What each power brings on this table, against the blind refill draw it replaces or precedes."""
    gains = dict(POWER_GAIN)
    table = table_of(view)
    pool = unseen(view)
    values = [worth(card, table) for card in pool]
    mean = sum(values) / len(values) if values else 0.0
    deck = view["deck_size"]
    gains["WO"] = best_of(values, min(WONDERS_LOOKS, deck)) - mean if deck else 0.0
    gains["LG"] = LUCKY_BONUS_POINTS * hit_chance(pool)[0] if deck else 0.0
    gains["SE"] = mean  # the blind draw a Seas take replaces: ``seas_gain`` subtracts it per column
    return gains


def seas_gain(view: dict[str, Any], column: str, draw: float) -> float:
    """A Seas played on ``column``: the best top card of another column of 2 or more cards (the take is
    compulsory) against the blind ``draw`` it replaces; nothing to take, a plain refill."""
    table = table_of(view)
    tops = [
        worth(col["cards"][-1], table)
        for col in view["columns"]
        if col["type"] != column and len(col["cards"]) >= 2
    ]
    return max(tops) - draw if tops else 0.0


def hit_chance(pool: list[str]) -> tuple[float, Counter[str]]:
    """The best Lucky Gods call's chance of a hit, and how many unseen cards each call matches."""
    calls: Counter[str] = Counter()
    for card in pool:
        calls[str(VALUE_OF[card])] += 1
        calls[COLOURS[COLOUR_OF[card]]] += 1
    return (max(calls.values()) / len(pool) if pool else 0.0), calls


def end_lead(view: dict[str, Any], hand: list[str]) -> float:
    """How far the seat's total leads the best opponent's if the game ended now with ``hand`` held: its
    cards' worth on this table and its Lucky Gods bonus, against each opponent's bonus and as many cards
    as it holds at the mean worth of the cards the seat has not seen."""
    table = table_of(view)
    me = view["seat"]
    pool = [worth(card, table) for card in unseen(view)]
    mean = sum(pool) / len(pool) if pool else 0.0
    bonus = [LUCKY_BONUS_POINTS * len(cards) for cards in view["bonus"]]
    others = [bonus[s] + size * mean for s, size in enumerate(view["hand_sizes"]) if s != me]
    return hand_value(hand, *table) + bonus[me] - max(others, default=0.0)


def end_score(view: dict[str, Any], hand: list[str]) -> float:
    """A game-ending move's score: the finished hand's worth, ``END_WEIGHT`` up when the seat leads the
    best opponent by ``END_MARGIN`` (``end_lead``), down otherwise."""
    final = hand_value(hand, *table_of(view))
    return final + (END_WEIGHT if end_lead(view, hand) >= END_MARGIN else -END_WEIGHT)


def _play_ranked(view: dict[str, Any]) -> list[str]:
    gains = POWER_GAIN
    if any(p["power"] in ("WO", "SE", "LG") for p in view["plays"]):
        gains = power_gains(view)
    scores = play_scores(view, gains)
    for p in view["plays"]:
        if p["power"] == "SE" and not p["ends"]:
            scores[p["action"]] += seas_gain(view, p["column"], gains["SE"]) - gains["SE"]
        if p["ends"]:  # the played card joins the hand, set aside
            rest = [c for c in view["hand"] if c != p["card"]]
            scores[p["action"]] = end_score(view, [*rest, p["card"]])
    return sorted(view["legal"], key=lambda a: -scores.get(a, -100.0))


def _wonders_order(view: dict[str, Any]) -> list[str]:
    """The seen deck cards: the one worth most to the looker on top, the others by rising worth."""
    legal = view["legal"]
    table = table_of(view)
    seen = legal[0][len("order:") :].split(",")
    best = max(seen, key=lambda c: (worth(c, table), VALUE_OF[c]))
    rest = sorted((c for c in seen if c != best), key=lambda c: (worth(c, table), VALUE_OF[c]))
    wanted = f"order:{','.join([best, *rest])}"
    return [wanted, *(a for a in legal if a != wanted)] if wanted in legal else list(legal)


def _after_take(view: dict[str, Any], card: str) -> tuple[int, int | None, int | None]:
    """The scoring table once ``card`` (a column's top) is taken away."""
    ages, colour, number = table_of(view)
    for col in view["columns"]:
        if col["cards"] and col["cards"][-1] == card:
            if col["type"] == AGES and TYPE_OF[card] == AGES:
                ages -= 1
            if card in (view["wild_colour_card"], view["wild_number_card"]):
                rest = (Column(col["type"], tuple(col["cards"][:-1]), tuple(col["arrived"][:-1])),)
                if card == view["wild_colour_card"]:
                    below = setter(rest, COLORS)
                    colour = None if below is None else COLOUR_OF[below]
                else:
                    below = setter(rest, DAYS)
                    number = None if below is None else VALUE_OF[below]
    return ages, colour, number


def _seas(view: dict[str, Any]) -> list[str]:
    hand = view["hand"]

    def kept(action: str) -> tuple[int, int]:
        card = action[len("take:") :]
        return hand_value([*hand, card], *_after_take(view, card)), VALUE_OF[card]

    return sorted(view["legal"], key=kept, reverse=True)


def _lucky(view: dict[str, Any]) -> list[str]:
    _, calls = hit_chance(unseen(view))
    return sorted(view["legal"], key=lambda a: -calls.get(a[len("call:") :], 0))


def _sins_target(view: dict[str, Any]) -> list[str]:
    bonus, sizes = view["bonus"], view["hand_sizes"]

    def threat(action: str) -> tuple[int, int]:
        seat = int(action.split(":")[1])
        return len(bonus[seat]), sizes[seat]

    return sorted(view["legal"], key=threat, reverse=True)


def _sins_place(view: dict[str, Any]) -> list[str]:
    card = view["decision"]["discard"]
    ages, colour, number = table_of(view)
    sizes = {col["type"]: len(col["cards"]) for col in view["columns"]}
    hand = view["hand"]

    def score(action: str) -> float:
        column = action[len("place:") :]
        if sizes.get(column, 0) + 1 >= COLUMN_END:  # the 7th card by a power: the game ends now
            return end_score(view, hand)
        more = 1 if column == AGES and TYPE_OF[card] == AGES else 0  # it disables one more value
        return hand_value(hand, ages + more, colour, number)

    return sorted(view["legal"], key=score, reverse=True)


_POWERS = {
    "wonders_order": _wonders_order,
    "seas_take": _seas,
    "lucky_call": _lucky,
    "sins_target": _sins_target,
    "sins_place": _sins_place,
}


def expert_candidates(view: dict[str, Any], order: list[str]) -> list[str]:
    """The moves of ``order`` the expert's search compares: all of them but in a Wonders look, where only
    the first (the deck while it has unseen cards) is searched. A deck look lets the looker choose the
    top card among more cards (it may put them back as they were); a look at an opponent's hand changes
    nothing but what the looker knows, which a search over sampled deals cannot value, so every hand look
    plays out as the same game: the search could only pick one of them on its noise."""
    kind = (view["decision"] or {}).get("kind")
    return order[:1] if kind == WONDERS_LOOK else order


def expert_ranked(view: dict[str, Any], rng: random.Random) -> list[str]:
    """The legal actions, this policy's favourite first: the expert's candidates, and in its playouts the
    move of every seat (the first)."""
    kind = (view["decision"] or {}).get("kind")
    if kind in ("play", "virtues_play") and view["plays"]:
        return _play_ranked(view)
    rank = _POWERS.get(kind)
    return rank(view) if rank is not None else ranked(view, rng)


__all__ = ["END_MARGIN", "best_of", "end_lead", "expert_candidates", "expert_ranked", "power_gains", "worth"]
