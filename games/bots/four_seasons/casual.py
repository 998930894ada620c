"""4 Seasons, casual level: bid the tricks the hand should take, then play to take exactly that many.

* Bid: every card gets a rough chance of taking a trick (high trumps, the butterfly, the top cards of the
  other seasons). The bid cards leave the hand, so a bid is good when its value (autumn 3, summer 2,
  spring 1, winter 0) matches the chance left in the other cards; weak cards are preferred as bid cards,
  and the strongest of them goes on top (the card a reveal would show).
* Bonus step: reveal only a top card that should win the reveal (Worth 9 or the butterfly).
* Play: while short of the bid, win as cheaply as possible (the lowest winning card when last to play,
  else the strongest); once the bid is made, duck (the highest card that still loses), and follow low
  when nothing can win. The butterfly is never led unless nothing else is left.
"""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations
from typing import Any

from games.four_seasons.cards import bid_value, reveal_strength, trick_winner

BF = "BF"

# Card facts are cached per (card, trump) (the strong level's playouts score up to 660 bids per bidding
# decision, hundreds of times per decision; a cached call costs a dict lookup). The same pure functions,
# so the same values.
_bid_value = cache(bid_value)
_reveal_strength = cache(reveal_strength)


@cache
def win_chance(card: str, trump: str | None) -> float:
    if card == BF:
        return 0.8
    worth = int(card[1:])
    if card[0] == trump:
        return min(1.0, 0.25 + 0.09 * worth)
    return {9: 0.6, 8: 0.35, 7: 0.15}.get(worth, 0.0)


@cache
def strength(card: str, trump: str | None) -> int:
    """Rough power for ordering: trumps above everything, the butterfly above a plain 9."""
    if card == BF:
        return 10
    return int(card[1:]) + (100 if card[0] == trump else 0)


def _bid_scores(view: dict[str, Any]) -> dict[str, float]:
    trump = view["trump"]
    hand = view["hand"]
    chance = {card: win_chance(card, trump) for card in hand}
    total = sum(chance.values())
    scores: dict[str, float] = {}
    for action in view["legal"]:
        cards = action[4:].split(",")
        taken = sum(chance[c] for c in cards)
        left = total - taken
        value = sum(_bid_value(card, trump) for card in cards)  # cards.bid_total
        score = -abs(value - left) - 0.3 * taken
        if cards[0] == max(cards, key=lambda card: _reveal_strength(card, trump)):  # cards.default_top
            score += 0.01
        scores[action] = score
    return scores


def _play(view: dict[str, Any]) -> str:
    seat, trump = view["seat"], view["trump"]
    legal = view["legal"]
    cards = list(dict.fromkeys(action.split(":")[1] for action in legal))
    my_bid = view["my_bid"] or 0
    want = view["tricks_won"][seat] < my_bid
    trick = [(s, c) for s, c in view["trick"]]
    key = lambda c: strength(c, trump)  # noqa: E731
    if not trick:
        pool = [c for c in cards if c != BF] or cards
        pick = (
            max(pool, key=key)
            if want and max(win_chance(c, trump) for c in pool) >= 0.5
            else min(pool, key=key)
        )
        if pick == BF:
            seasons = [a for a in legal if a.startswith("play:BF:") and a[-1] != trump]
            return seasons[0] if seasons else legal[0]
        return "play:" + pick
    named = view["named"]
    winning = [c for c in cards if trick_winner([*trick, (seat, c)], named, trump)[0] == seat]
    last = len(trick) == view["players"] - 1
    if want:
        if winning:
            return "play:" + (min(winning, key=key) if last else max(winning, key=key))
        return "play:" + min(cards, key=key)
    losing = [c for c in cards if c not in winning]
    if losing:
        return "play:" + max(losing, key=key)
    return "play:" + min(cards, key=key)


def _reveal(view: dict[str, Any]) -> str:
    top = view["my_bid_cards"][0] if view["my_bid_cards"] else None
    if top is not None and reveal_strength(top, view["trump"])[0] >= 9:
        return "reveal"
    return "pass"


def casual(view: dict[str, Any], rng: random.Random) -> str:
    phase = view["phase"]
    if phase == "playing":
        return _play(view)
    if phase == "bidding":
        scores = _bid_scores(view)
        return max(view["legal"], key=scores.__getitem__)
    if phase == "bonus":
        return _reveal(view)
    return rng.choice(view["legal"])


def ranked(view: dict[str, Any], rng: random.Random) -> list[str]:
    legal = view["legal"]
    phase = view["phase"]
    if phase == "bidding":
        scores = _bid_scores(view)
        # one top card per card set: the others only matter for a reveal
        best: dict[frozenset[str], str] = {}
        for action in sorted(legal, key=lambda a: -scores[a]):
            best.setdefault(frozenset(action[4:].split(",")), action)
        return list(best.values())
    first = casual(view, rng)
    return [first, *(a for a in legal if a != first)]


__all__ = ["casual", "combinations", "ranked"]
