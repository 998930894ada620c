"""Quattro Trick-Taking, casual level: bid from hand strength, then play to make the bid.

Hand strength: each card gets a rough chance of winning a trick (red always wins, so high reds are near
sure; a top card of another colour wins when nobody is void and trumps it). Bids per set:

* A (Sum Board): the expected total of the winning cards' numbers picks the two spaces with the best
  expected points (a normal approximation around that total).
* B (Not set): the sections that the likely winning cards do not break, weighed by their points.
* C (colour chips): a colour-up chip for each near-sure winner, a white chip for the rest of the expected
  tricks.
* D (missions): "win the last trick" when holding the top red (kept for trick 12), else "avoid
  consecutive wins".

Play: lead a sure winner when tricks are wanted, else a low card; follow with the cheapest winning card
when a trick is wanted (never a card that breaks the B bid), else with the highest card that loses, and
low when nothing wins.
"""

from __future__ import annotations

import math
import random
from functools import cache
from typing import Any

from games.quattro_tricks.bids import ChipBid, chips_payload, parse
from games.quattro_tricks.cards import trick_winner
from games.quattro_tricks.config import HIGHEST_NUMBER, NOT_SECTIONS, SUM_BOARD

RED = "R"
_SPACES = {space.id: space for space in SUM_BOARD}
_SECTIONS = {section.id: section for section in NOT_SECTIONS}


# Card facts are cached per card code (the playouts of the strong level ask them hundreds of thousands of
# times per decision; a cached call costs a dict lookup).
@cache
def number(card: str) -> int:
    return int(card[1:])


@cache
def strength(card: str) -> int:
    """Order of trick-taking power: every red above every other colour."""
    return number(card) + (100 if card[0] == RED else 0)


@cache
def win_chance(card: str, top: int) -> float:
    x = number(card)
    if card[0] == RED:
        gap = top - x
        return (1.0, 0.9, 0.75, 0.6, 0.45)[gap] if gap < 5 else max(0.0, 0.3 - 0.05 * (gap - 5))
    return {0: 0.55, 1: 0.3, 2: 0.12}.get(top - x, 0.0)


# --- bids ---------------------------------------------------------------------------------------
def _cdf(x: float) -> float:
    return 0.5 * (1 + math.erf(x / math.sqrt(2)))


@cache
def _space_chance(space_id: str, mu10: int) -> float:
    mu = mu10 / 10
    sd = 3.0 + 0.3 * mu
    space = _SPACES[space_id]
    if space.exact:
        return sum(_cdf((v + 0.5 - mu) / sd) - _cdf((v - 0.5 - mu) / sd) for v in space.exact)
    high = math.inf if space.high is None else space.high + 0.5
    return _cdf((high - mu) / sd) - _cdf((space.low - 0.5 - mu) / sd)


def _bid_values(view: dict[str, Any]) -> dict[str, float]:
    """Expected points of each legal bid (a rough model; C and D build their bid directly)."""
    hand, top = view["hand"], HIGHEST_NUMBER[view["players"]]
    chances = {card: win_chance(card, top) for card in hand}
    values: dict[str, float] = {}
    kind = view["legal"][0].split(":")[1]
    if kind == "sum":
        mu10 = round(10 * sum(p * number(card) for card, p in chances.items()))
        for action in view["legal"]:
            spaces = action[8:].split(",")
            values[action] = max(_SPACES[s].points * _space_chance(s, mu10) for s in spaces)
    elif kind == "not":
        for action in view["legal"]:
            sections = [_SECTIONS[s] for s in action[8:].split(",")]
            points = sum(s.points for s in sections)
            good = bad = 0.0
            for card, p in chances.items():
                breaks = any(s.colour == card[0] or s.parity == number(card) % 2 for s in sections)
                if breaks:
                    bad += p if card[0] == RED else 0.3 * p
                else:
                    good += p
            values[action] = points * good * math.exp(-1.5 * bad)
    elif kind == "chips":
        base = _chips_bid(chances)
        values = {action: 0.0 for action in view["legal"]}
        for rank, action in enumerate(_chips_variants(base)):
            if action in values:
                values[action] = 10.0 - rank
    else:
        reds = [card for card in hand if card[0] == RED]
        best = "bid:missions:D3b" if f"R{top}" in reds else "bid:missions:D1b"
        values = {action: 0.0 for action in view["legal"]}
        for rank, action in enumerate((best, "bid:missions:D1b", "bid:missions:D3a", "bid:missions:D5a")):
            if action in values:
                values[action] = max(values[action], 10.0 - rank)
    return values


def _chips_bid(chances: dict[str, float]) -> ChipBid:
    counts = {"R": 0, "B": 0, "G": 0, "Y": 0}
    rest = 0.0
    for card, p in chances.items():
        if p >= 0.7 and counts[card[0]] < 3:
            counts[card[0]] += 1
        else:
            rest += p
    return ChipBid(tuple(counts[c] for c in ("R", "B", "G", "Y")), round(rest))


def _chips_variants(bid: ChipBid) -> list[str]:
    """The heuristic bid, then neighbours: one white more or less, all white, none."""
    colours = dict(zip(("R", "B", "G", "Y"), bid.colours, strict=True))
    out = [chips_payload({**colours, "W": bid.white})]
    out.append(chips_payload({**colours, "W": bid.white + 1}))
    if bid.white:
        out.append(chips_payload({**colours, "W": bid.white - 1}))
    out.append(chips_payload({"W": bid.tricks}))
    out.append(chips_payload({}))
    return ["bid:" + payload for payload in dict.fromkeys(out)]


# --- play ----------------------------------------------------------------------------------------
def _plan(view: dict[str, Any]) -> tuple[bool, Any, set[str]]:
    """(want to win this trick, card -> True if winning with it must be avoided, cards to keep)."""
    seat, set_letter = view["seat"], view["my_set"]
    payload = view["bids"][seat]
    top = HIGHEST_NUMBER[view["players"]]
    won = view["tricks_won"][seat]
    bid = parse(payload) if payload else None
    never = set()
    keep: set[str] = set()
    want = True
    if set_letter == "A" and bid is not None:
        total = sum(number(card) for card in view["face_up"][seat])
        spaces = [_SPACES[s] for s in bid]
        if any(s.hit(total) for s in spaces):
            want = False
        else:
            want = any((s.exact and max(s.exact) > total) or (not s.exact and s.low > total) for s in spaces)
    elif set_letter == "B" and bid is not None:
        sections = [_SECTIONS[s] for s in bid]
        never = {
            card
            for card in view["hand"]
            if any(s.colour == card[0] or s.parity == number(card) % 2 for s in sections)
        }
    elif set_letter == "C" and isinstance(bid, ChipBid):
        want = won < bid.tricks
    elif set_letter == "D" and bid is not None:
        want = False
        if "D3b" in bid and view["trick_no"] < 12:
            keep = {f"R{top}"}
        last = view["last_trick"]
        if "D1a" in bid and not (last and last["winner"] == seat):
            want = True
    return want, never.__contains__, keep


def _play(view: dict[str, Any]) -> str:
    cards = [action[5:] for action in view["legal"]]
    want, avoid, keep = _plan(view)
    pool = [card for card in cards if card not in keep] or cards
    trick = [(s, c) for s, c in view["trick"]]
    top = HIGHEST_NUMBER[view["players"]]
    low = min(pool, key=lambda c: (c[0] == RED, number(c)))
    if not trick:
        if want:
            best = max(pool, key=lambda c: (not avoid(c), win_chance(c, top), strength(c)))
            if win_chance(best, top) >= 0.5 and not avoid(best):
                return "play:" + best
        return "play:" + low
    seat = view["seat"]
    winning = [c for c in pool if trick_winner([*trick, (seat, c)])[0] == seat]
    last = len(trick) == view["players"] - 1
    if want:
        ok = [c for c in winning if not avoid(c)]
        if ok:
            pick = min(ok, key=strength) if last else max(ok, key=strength)
            return "play:" + pick
        return "play:" + low
    losing = [c for c in pool if c not in winning]
    if losing:
        return "play:" + max(losing, key=strength)
    safe = [c for c in pool if not avoid(c)] or pool
    return "play:" + min(safe, key=strength)


def ranked(view: dict[str, Any], rng: random.Random) -> list[str]:
    legal = view["legal"]
    if view["phase"] == "bidding":
        values = _bid_values(view)
        return sorted(legal, key=lambda a: -values.get(a, 0.0))
    if view["phase"] == "playing":
        first = _play(view)
        rest = sorted((a for a in legal if a != first), key=lambda a: -strength(a[5:]))
        return [first, *rest]
    first = rng.choice(legal)
    return [first, *(a for a in legal if a != first)]


def casual(view: dict[str, Any], rng: random.Random) -> str:
    phase = view["phase"]
    if phase == "playing":
        return _play(view)
    if phase == "bidding":
        values = _bid_values(view)
        return max(view["legal"], key=lambda a: values.get(a, 0.0))
    return rng.choice(view["legal"])
